/**
 * The upload actions of a workspace screen, drawn from the data of useUpload (../use-upload.tsx), which the
 * page hands to <UploadProvider>: the toolbar's Upload button, the listing's drop area and its overlay while
 * files are dragged over it, and the dialogs (upload, new version, version history).
 */
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { createValueContext } from '@/lib/value-context';
import { Reserved } from '../../shared/components/reserved';
import type { Upload } from '../use-upload';
import { DropOverlay } from './drop-zone';
import { NewVersionDialog } from './new-version-dialog';
import { UploadDialog } from './upload-dialog';
import { VersionHistoryDialog } from './version-history-dialog';

const [UploadProvider, useUploadContext] = createValueContext<Upload>('An upload component is used outside <UploadProvider>.');
export { UploadProvider };

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

/** The open upload dialogs: files for the folder, a file's new version, a file's version history. */
export function UploadDialogs() {
  const { request, cancelRequest, submitRequest, versionOf, cancelVersion, submitVersion, historyOf, closeHistory } = useUploadContext();
  return (
    <>
      {request && (
        <UploadDialog
          folder={request.folder}
          mode={request.mode}
          initialFiles={request.files}
          emptyFolders={request.emptyFolders}
          onCancel={cancelRequest}
          onSubmit={submitRequest}
        />
      )}
      {versionOf && <NewVersionDialog target={versionOf} onCancel={cancelVersion} onSubmit={submitVersion} />}
      {historyOf && <VersionHistoryDialog target={historyOf} onClose={closeHistory} />}
    </>
  );
}
