import { Button, Tag, Tooltip } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { revealBidi } from '@/lib/names';
import { useDownload } from '../api/download-file';
import { useShare } from '../api/get-share';
import { PreviewFrame } from '../components/preview-frame';
import { ShareNotReady } from '../components/share-not-ready';
import { SharedFileViewer } from '../components/shared-file-viewer';
import styles from './share.module.css';

/**
 * `/sharePage?code=`: the files of a share link, read-only: the list, the chosen file's preview (`id`), and
 * the download where the link allows it. The calls are ASSUMED (see api/get-share.ts).
 */
export default function SharePage() {
  const { t } = useTranslation('preview');
  const [params, setParams] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const share = useShare(code);
  const download = useDownload();

  if (!code || share.isError || !share.data) return <ShareNotReady title={t('share.pageTitle')} code={code} share={share} />;

  const { files, allowDownload, sharedBy, expireTime } = share.data;
  const selected = files.find((file) => file.fileId === params.get('id')) ?? files[0];
  const select = (fileId: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('id', fileId);
        return next;
      },
      { replace: true },
    );
  const downloadOf = (fileId: string) => (allowDownload ? () => download.mutate({ kind: 'share', code, fileId }) : undefined);

  return (
    <PreviewFrame
      title={t('share.pageTitle')}
      meta={
        <>
          {sharedBy ? t('share.sharedBy', { name: sharedBy }) : null}{' '}
          {t('share.expires', { date: dayjs(expireTime).format('YYYY-MM-DD HH:mm') })}{' '}
          <Tag color={allowDownload ? 'blue' : 'default'}>{allowDownload ? t('share.withDownload') : t('share.viewOnly')}</Tag>
        </>
      }
    >
      <div className={styles.split}>
        <ul className={styles.list} aria-label={t('share.files')}>
          {files.map((file) => (
            <li key={file.fileId} className={`${styles.item} ${file.fileId === selected?.fileId ? styles.itemActive : ''}`}>
              <Button
                type="text"
                className={styles.name}
                aria-current={file.fileId === selected?.fileId ? 'true' : undefined}
                onClick={() => select(file.fileId)}
              >
                {revealBidi(file.fileName)}
              </Button>
              <span className={styles.size}>{file.fileSize}</span>
              {allowDownload ? (
                <Tooltip title={t('downloadFile', { name: file.fileName })}>
                  <Button
                    type="text"
                    icon={<DownloadOutlined />}
                    aria-label={t('downloadFile', { name: file.fileName })}
                    onClick={downloadOf(file.fileId)}
                  />
                </Tooltip>
              ) : null}
            </li>
          ))}
        </ul>
        <section className={styles.viewer} aria-label={selected?.fileName}>
          {selected ? <SharedFileViewer code={code} fileId={selected.fileId} onDownload={downloadOf(selected.fileId)} /> : null}
        </section>
      </div>
    </PreviewFrame>
  );
}
