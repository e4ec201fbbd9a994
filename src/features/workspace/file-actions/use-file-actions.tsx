/**
 * The file lifecycle's transfer actions on a workspace screen, as data and callbacks: download (one file,
 * or a selection by the §5 zip rule, or one streamed zip of any size), move (one or a batch), favourites
 * and labels (add, list, rename/remove, filter the list by label), a file's operation log, and restoring
 * an expired file by a new effective date (one file, or one date for the selection). Each is offered only
 * with its capability. The components in ./components/file-actions.tsx draw them.
 */
import { useCallback, useState } from 'react';
import { ClockCircleOutlined, DownloadOutlined, DragOutlined, HistoryOutlined, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '@/lib/app-feedback';
import { isAbortError } from '@/lib/zip-stream';
import { useFavourites } from '@/entities/favourites/get-favourites';
import type { FavouriteEntry } from '@/entities/favourites/types';
import { useItemCheck } from '@/entities/files/use-item-check';
import { groupByLabel } from '../favourites/favourite-labels';
import { canEditFileMetadata } from '../shared/capabilities';
import type { FolderAccess } from '../shared/folder-access';
import { fileMenuKey } from '../shared/menu-keys';
import type { RowActionItem } from '../shared/components/row-menu';
import { isFileRow, isFolderRow, type FileRow, type ListRow } from '../shared/types';
import type { WorkspaceView } from '../shared/url-state';
import type { ListSelection } from '../list/use-list-selection';
import type { TreeIndex } from '../tree/tree-model';
import { downloadFailureText } from '../transfer/components/download-dialog';
import { zipNameFor } from '../transfer/download-plan';
import { runDownload } from '../transfer/download-run';

export interface FileRef {
  fileId: string;
  fileName: string;
}

export interface FileActionsOptions {
  access: FolderAccess;
  selection: ListSelection;
  /** The folder tree, for the move picker. */
  index: TreeIndex | null;
  /** The list's label filter (favourites), from the URL. */
  labelFilter: string | null;
  setLabelFilter: (label: string | null) => void;
  /** Changes the view (a favourite opens its file's folder, with the file found and highlighted). */
  update: (change: Partial<WorkspaceView>) => void;
}

export function useFileActions({ access, selection, index, labelFilter, setLabelFilter, update }: FileActionsOptions) {
  const { t } = useTranslation('transfer');
  const { message } = useAppFeedback();
  const itemCheck = useItemCheck();
  const { caps, folder } = access;
  const known = access.authKnown && !access.denied;
  const canDownload = known && caps.canDownload;
  // The mock lets files out with file level 50 or directory level 6.
  const canMove = known && (caps.canDeleteOrMoveFiles || caps.canMove);
  const canCollect = known && caps.canCollect;
  const canRestore = known && canEditFileMetadata(caps);

  const [download, setDownload] = useState<{ files: FileRow[]; skippedFolders: number } | null>(null);
  const [moving, setMoving] = useState<FileRow[] | null>(null);
  const [collecting, setCollecting] = useState<FileRow[] | null>(null);
  const [logOf, setLogOf] = useState<FileRef | null>(null);
  const [restoring, setRestoring] = useState<FileRow[] | null>(null);
  const [favouritesOpen, setFavouritesOpen] = useState(false);
  const favourites = useFavourites(canCollect);
  const labels = groupByLabel(favourites.data ?? []).map((group) => group.label);

  const selected = selection.selectedRows;
  const selectedFiles = selected.filter(isFileRow);
  const selectedFolders = selected.filter(isFolderRow).length;

  const downloadOne = useCallback(
    async (file: FileRow) => {
      const key = `download-${file.fileId}`;
      void message.loading({ key, content: t('download.preparing', { name: file.fileName }), duration: 0 });
      try {
        await runDownload([file], 'single', { zipName: file.fileName });
        void message.success({ key, content: t('download.doneOne', { name: file.fileName }) });
      } catch (error) {
        if (isAbortError(error) || (await itemCheck.ended([file], error))) message.destroy(key);
        else void message.error({ key, content: downloadFailureText(error, t) });
      }
    },
    [itemCheck, message, t],
  );

  const rowItems = useCallback(
    (row: ListRow): RowActionItem[] => {
      if (!isFileRow(row) || row.status === 'void') return [];
      const expired = row.status === 'expired';
      return [
        ...(canDownload
          ? [
              {
                key: fileMenuKey('download'),
                label: t('action.download'),
                icon: <DownloadOutlined />,
                onClick: () => void downloadOne(row),
              },
            ]
          : []),
        ...(canMove
          ? [{ key: fileMenuKey('move'), label: t('action.move'), icon: <DragOutlined />, onClick: () => setMoving([row]) }]
          : []),
        ...(canCollect
          ? [{ key: fileMenuKey('favourite'), label: t('action.favourite'), icon: <StarOutlined />, onClick: () => setCollecting([row]) }]
          : []),
        { key: fileMenuKey('log'), label: t('action.log'), icon: <HistoryOutlined />, onClick: () => setLogOf(row) },
        // An expired file is restored to normal by a new effective date (§4); any other file may have it moved.
        ...(canRestore
          ? [
              {
                key: fileMenuKey('effectiveDate'),
                label: expired ? t('action.restore') : t('action.effectiveDate'),
                icon: <ClockCircleOutlined />,
                onClick: () => setRestoring([row]),
              },
            ]
          : []),
      ];
    },
    [canDownload, canMove, canCollect, canRestore, downloadOne, t],
  );

  return {
    canDownload,
    canMove,
    canCollect,
    canRestore,
    /** The files among the selected rows: what the selection's actions act on. */
    selectedFiles,
    downloadSelection: () => setDownload({ files: selectedFiles, skippedFolders: selectedFolders }),
    moveSelection: () => setMoving(selectedFiles),
    collectSelection: () => setCollecting(selectedFiles),
    restoreSelection: () => setRestoring(selectedFiles),
    /** The toolbar's label filter and favourites: offered with the right, or while a filter is on. */
    showFavourites: canCollect || labelFilter !== null,
    /** The toolbar keeps their room while the open folder's rights load (see Reserved). */
    reserveFavourites: access.rightsPending,
    labels,
    labelsLoading: favourites.isFetching,
    labelFilter,
    setLabelFilter,
    openFavourites: () => setFavouritesOpen(true),
    showLog: (file: FileRef) => setLogOf({ fileId: file.fileId, fileName: file.fileName }),
    rowItems,
    /** The dialogs' state: each is open while its value is set. */
    dialogs: {
      download: download && { ...download, zipName: zipNameFor(folder.name), close: () => setDownload(null) },
      moving: moving && { files: moving, index, currentDirId: folder.id, close: () => setMoving(null), onMoved: selection.clear },
      collecting: collecting && { files: collecting, close: () => setCollecting(null) },
      restoring: restoring && {
        files: restoring,
        close: () => setRestoring(null),
        onDone: restoring.length > 1 ? selection.clear : undefined,
      },
      logOf: logOf && { file: logOf, close: () => setLogOf(null) },
      favourites: favouritesOpen && {
        close: () => setFavouritesOpen(false),
        openFile: (entry: FavouriteEntry) => {
          setFavouritesOpen(false);
          update({ dir: entry.file.dirId, search: entry.file.fileName, highlight: entry.fileNum });
        },
      },
    },
  };
}

export type FileActions = ReturnType<typeof useFileActions>;
