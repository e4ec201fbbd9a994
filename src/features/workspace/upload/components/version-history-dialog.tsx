import { useState } from 'react';
import { Button, Modal, Space, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import { DiffOutlined, DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '@/lib/app-feedback';
import { LoadError } from '@/components/load-error';
import { isComparable, openCompare } from '@/lib/file-types';
import { saveBlob } from '@/lib/save-blob';
import { formatBytes } from '@/lib/upload/upload-rules';
import { useFileInfo } from '@/entities/files/get-file-info';
import { currentVersion } from '@/entities/files/versions';
import { downloadFileVersion, mayDownloadVersions } from '@/entities/files/download-file-version';
import { errorText } from '../../shared/errors';
import type { FileRow, FileVersion } from '../../shared/types';

interface VersionRow extends FileVersion {
  current: boolean;
}

const dateTime = (value?: string) => (value && dayjs(value).isValid() ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '--');

/**
 * A file's versions, newest first: the current one and those kept by new versions. The list is the
 * `versions` of GET /files/getInfo/{id} (ASSUMED there: the earlier versions, oldest first); any version can
 * be downloaded as a blob (GET /files/download/{fileId}?version=) with file level 30. Two versions of a
 * text, Markdown, Word, Excel or PDF file can be compared in a new tab (they are read through the same download).
 */
export function VersionHistoryDialog({ target, onClose }: { target: FileRow; onClose: () => void }) {
  const { t } = useTranslation('upload');
  const { message } = useAppFeedback();
  const info = useFileInfo(target.fileId);
  const [busy, setBusy] = useState<number | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const file = info.data;
  const canDownload = file ? mayDownloadVersions(file) : false;
  const canCompare = canDownload && isComparable(file ?? target) && (file?.versions?.length ?? 0) > 0;

  const rows: VersionRow[] = file
    ? [{ ...currentVersion(file), current: true }, ...[...(file.versions ?? [])].reverse().map((v) => ({ ...v, current: false }))]
    : [];

  const download = async (row: VersionRow) => {
    setBusy(row.revision);
    try {
      const { blob, fileName } = await downloadFileVersion(target.fileId, row.revision);
      saveBlob(blob, fileName ?? row.fileName);
      void message.success(t('history.downloaded', { revision: row.revision, name: row.fileName }));
    } catch (error) {
      void message.error(errorText(error, t));
    } finally {
      setBusy(null);
    }
  };

  const compare = (a: number, b: number) => openCompare(target.fileId, a, b);

  return (
    <Modal open width={820} title={t('history.title', { name: target.fileName })} footer={null} onCancel={onClose}>
      {info.isPending && <Spin />}
      {info.isError && <LoadError error={info.error} message={errorText(info.error, t)} onRetry={() => void info.refetch()} />}
      {file && canCompare ? (
        <Space wrap style={{ marginBottom: 12 }}>
          <Button type="primary" icon={<DiffOutlined />} disabled={picked.length !== 2} onClick={() => compare(picked[0], picked[1])}>
            {t('history.compare')}
          </Button>
          <Typography.Text type="secondary" aria-live="polite">
            {t('history.comparePicked', { count: picked.length })}
          </Typography.Text>
        </Space>
      ) : null}
      {file && (
        <Table<VersionRow>
          size="small"
          rowKey="revision"
          pagination={false}
          dataSource={rows}
          aria-label={t('history.title', { name: target.fileName })}
          rowSelection={
            canCompare
              ? {
                  type: 'checkbox',
                  hideSelectAll: true,
                  selectedRowKeys: picked,
                  onChange: (keys) => setPicked(keys.map(Number).slice(-2)),
                  // At most two: the others wait until one of the two is unticked.
                  getCheckboxProps: (row) => ({
                    disabled: picked.length >= 2 && !picked.includes(row.revision),
                    'aria-label': t('history.pick', { revision: row.revision }),
                  }),
                }
              : undefined
          }
          columns={[
            {
              key: 'revision',
              title: t('history.revision'),
              width: 110,
              render: (_, row) => (
                <>
                  {row.revision} {row.current && <Tag color="blue">{t('history.current')}</Tag>}
                </>
              ),
            },
            { key: 'fileName', title: t('history.fileName'), dataIndex: 'fileName', ellipsis: true },
            { key: 'size', title: t('history.size'), width: 100, render: (_, row) => formatBytes(row.totalSize) },
            { key: 'updated', title: t('history.updated'), width: 170, render: (_, row) => dateTime(row.updateTime) },
            { key: 'updater', title: t('history.updater'), dataIndex: 'updater', width: 110, ellipsis: true },
            {
              key: 'download',
              title: t('common:table.actions'),
              width: canCompare ? 130 : 90,
              render: (_, row) => (
                <Space size={4}>
                  <Tooltip title={canDownload ? t('history.download') : t('history.noDownload')}>
                    <Button
                      size="small"
                      icon={<DownloadOutlined />}
                      disabled={!canDownload}
                      loading={busy === row.revision}
                      aria-label={t('history.downloadRevision', { revision: row.revision, name: row.fileName })}
                      onClick={() => void download(row)}
                    />
                  </Tooltip>
                  {canCompare && !row.current ? (
                    <Tooltip title={t('history.compareWithCurrent')}>
                      <Button
                        size="small"
                        icon={<DiffOutlined />}
                        aria-label={t('history.compareRevisionWithCurrent', { revision: row.revision })}
                        onClick={() => compare(row.revision, file?.revision ?? row.revision)}
                      />
                    </Tooltip>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
