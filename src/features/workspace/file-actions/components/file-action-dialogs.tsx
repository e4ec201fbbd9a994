import { FavouriteDialog } from '../../favourites/components/favourite-dialog';
import { FavouritesDrawer } from '../../favourites/components/favourites-drawer';
import { DownloadDialog } from '../../transfer/components/download-dialog';
import { MoveFilesDialog } from '../../transfer/components/move-files-dialog';
import { ExpiryRestoreDialog } from './expiry-restore-dialog';
import { useFileActionsContext } from './file-actions';
import { FileLogDrawer } from './file-log-drawer';

/** The open dialogs and drawers of the file actions. */
export function FileActionDialogs() {
  const { download, moving, collecting, restoring, logOf, favourites } = useFileActionsContext().dialogs;
  return (
    <>
      {download && (
        <DownloadDialog
          files={download.files}
          skippedFolders={download.skippedFolders}
          zipName={download.zipName}
          onClose={download.close}
        />
      )}
      {moving && (
        <MoveFilesDialog
          files={moving.files}
          index={moving.index}
          currentDirId={moving.currentDirId}
          onClose={moving.close}
          onMoved={moving.onMoved}
        />
      )}
      {collecting && <FavouriteDialog files={collecting.files} onClose={collecting.close} />}
      {restoring && <ExpiryRestoreDialog files={restoring.files} onClose={restoring.close} onDone={restoring.onDone} />}
      {logOf && <FileLogDrawer file={logOf.file} onClose={logOf.close} />}
      {favourites && <FavouritesDrawer open onClose={favourites.close} onOpenFile={favourites.openFile} />}
    </>
  );
}
