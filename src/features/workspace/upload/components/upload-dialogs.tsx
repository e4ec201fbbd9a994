import { useUploadContext } from './upload-actions';
import { NewVersionDialog } from './new-version-dialog';
import { UploadDialog } from './upload-dialog';
import { VersionHistoryDialog } from './version-history-dialog';

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
