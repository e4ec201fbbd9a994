import { useEffect, useState } from 'react';
import { Button, Space, Spin, Table } from 'antd';
import { DownloadOutlined, EyeOutlined, FileOutlined, FolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@/lib/file-types';
import { saveBlob } from '@/lib/save-blob';
import { extractZipEntry, listZip, type ZipEntry } from '../formats/read-zip';
import type { BlobViewerProps } from '../viewer-modules';
import { InnerFile, opensInside } from './inner-file';
import { ReadFailure } from './preview-error';
import styles from './viewer.module.css';

const pad = (n: number) => String(n).padStart(2, '0');
/** A ZIP time carries no zone: shown as written. */
const formatTime = (date: Date | null) => {
  if (!date) return '';
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
};
const baseName = (path: string) => path.replace(/\/$/, '').split('/').pop() ?? path;

/** A ZIP archive: its entries with sizes and times; a file the preview can show opens inside. */
export default function ZipViewer({ blob, onDownload }: BlobViewerProps) {
  const { t } = useTranslation('preview');
  const [archive, setArchive] = useState<{ bytes: Uint8Array; entries: ZipEntry[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [opened, setOpened] = useState<{ name: string; blob: Blob } | null>(null);

  useEffect(() => {
    let cancelled = false;
    blob
      .arrayBuffer()
      .then((buffer) => {
        const bytes = new Uint8Array(buffer);
        return { bytes, entries: listZip(bytes) };
      })
      .then(
        (read) => !cancelled && setArchive(read),
        () => !cancelled && setFailed(true),
      );
    return () => {
      cancelled = true;
    };
  }, [blob]);

  if (failed) return <ReadFailure onDownload={onDownload} />;
  if (!archive) return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;
  if (opened) return <InnerFile name={opened.name} blob={opened.blob} onClose={() => setOpened(null)} />;

  const entryBlob = (entry: ZipEntry) => new Blob([extractZipEntry(archive.bytes, entry.name) as BlobPart]);
  const open = (entry: ZipEntry) => {
    try {
      setOpened({ name: baseName(entry.name), blob: entryBlob(entry) });
    } catch {
      setFailed(true);
    }
  };
  const files = archive.entries.filter((entry) => !entry.folder);
  return (
    <div className={styles.scroll}>
      <section className={styles.sheet} aria-label={t('zip.content')}>
        <p className={styles.status} data-testid="zip-summary">
          {t('zip.summary', { count: files.length, size: formatFileSize(files.reduce((sum, entry) => sum + entry.size, 0)) })}
        </p>
        <Table<ZipEntry>
          size="small"
          rowKey="name"
          dataSource={archive.entries}
          pagination={archive.entries.length > 100 ? { pageSize: 100, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'name',
              title: t('zip.name'),
              render: (_, entry) => (
                <Space>
                  {entry.folder ? <FolderOutlined /> : <FileOutlined />}
                  <span>{entry.name}</span>
                </Space>
              ),
            },
            { key: 'size', title: t('zip.size'), align: 'right', render: (_, entry) => (entry.folder ? '' : formatFileSize(entry.size)) },
            { key: 'modified', title: t('zip.modified'), render: (_, entry) => formatTime(entry.modified) },
            {
              key: 'actions',
              title: t('zip.actions'),
              render: (_, entry) =>
                entry.folder ? null : (
                  <Space>
                    {opensInside(entry.name) ? (
                      <Button
                        size="small"
                        icon={<EyeOutlined />}
                        aria-label={t('inner.openFile', { name: entry.name })}
                        onClick={() => open(entry)}
                      >
                        {t('inner.open')}
                      </Button>
                    ) : null}
                    {/* Only for users who may download the archive itself. */}
                    {onDownload ? (
                      <Button
                        size="small"
                        icon={<DownloadOutlined />}
                        aria-label={t('downloadFile', { name: entry.name })}
                        onClick={() => saveBlob(entryBlob(entry), baseName(entry.name))}
                      >
                        {t('download')}
                      </Button>
                    ) : null}
                  </Space>
                ),
            },
          ]}
        />
      </section>
    </div>
  );
}
