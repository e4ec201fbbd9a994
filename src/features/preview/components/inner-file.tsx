import { Suspense } from 'react';
import { Button, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BLOB_VIEWERS, viewerIdOf, type BlobViewerProps } from '../viewer-modules';
import styles from './viewer.module.css';

/** A file inside another (an archive's entry, an e-mail's attachment) in its own viewer, with the way back. */
export function InnerFile({
  name,
  blob,
  onClose,
  onDownload,
}: {
  name: string;
  blob: Blob;
  onClose: () => void;
  onDownload?: BlobViewerProps['onDownload'];
}) {
  const { t } = useTranslation('preview');
  const Viewer = BLOB_VIEWERS[viewerIdOf(name)];
  return (
    <div className={styles.fill}>
      <div className={styles.toolbar}>
        <Button icon={<ArrowLeftOutlined />} onClick={onClose}>
          {t('inner.back')}
        </Button>
        <span className={styles.status} data-testid="inner-file">
          {name}
        </span>
      </div>
      <div className={styles.grow}>
        {Viewer ? (
          <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '96px auto' }} />}>
            <Viewer blob={blob} fileName={name} onDownload={onDownload} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

/** Entries the preview opens inside: any type a browser viewer shows, but not another archive. */
export const opensInside = (name: string) => viewerIdOf(name) !== 'archive' && BLOB_VIEWERS[viewerIdOf(name)] !== undefined;
