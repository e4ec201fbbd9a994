/**
 * The upload actions of a workspace screen, drawn from the data of useUpload (../use-upload.tsx), which the
 * page hands to <UploadProvider>: the toolbar's Upload button, the listing's drop area and its overlay while
 * files are dragged over it. Its dialogs (upload, new version, version history) are in ./upload-dialogs.tsx.
 */
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { createValueContext } from '@/lib/value-context';
import { Reserved } from '../../shared/components/reserved';
import type { Upload } from '../use-upload';
import { DropOverlay } from './drop-zone';

const [UploadProvider, useUploadContext] = createValueContext<Upload>('An upload component is used outside <UploadProvider>.');
export { UploadProvider, useUploadContext };

/** The toolbar's Upload button (nothing where the user may not upload). */
export function UploadButton() {
  const { t } = useTranslation('upload');
  const { canUpload, reserveButton, choose } = useUploadContext();
  if (canUpload) {
    return (
      <Button icon={<UploadOutlined />} onClick={choose}>
        {t('action.upload')}
      </Button>
    );
  }
  if (!reserveButton) return null;
  return (
    <Reserved>
      <Button icon={<UploadOutlined />}>{t('action.upload')}</Button>
    </Reserved>
  );
}

/**
 * The listing's section, which takes dropped files and folders (into the open folder, where the user may
 * upload) and shows the overlay while they are dragged over it.
 */
export function UploadDropArea({ className, label, children }: { className?: string; label: string; children: ReactNode }) {
  const { dropTarget } = useUploadContext();
  return (
    <section className={className} aria-label={label} {...dropTarget}>
      <UploadDropOverlay />
      {children}
    </section>
  );
}

/** Inside the drop target: shown while files are dragged over it. */
export function UploadDropOverlay() {
  const { t } = useTranslation('upload');
  const { dragging, folderName } = useUploadContext();
  return dragging ? <DropOverlay text={t('drop.overlay', { folder: folderName })} /> : null;
}
