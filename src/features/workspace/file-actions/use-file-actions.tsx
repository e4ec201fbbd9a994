/**
 * The file lifecycle's transfer actions on a workspace screen, wired in by the page: download (one file,
 * or a selection by the §5 zip rule, or one streamed zip of any size), move (one or a batch), favourites
 * and labels (add, list, rename/remove, filter the list by label), a file's operation log, and restoring
 * an expired file by a new effective date (one file, or one date for the selection). Each is offered only
 * with its capability.
 */
import { useState, type ReactNode } from 'react';
import { App, Button, Select, Space } from 'antd';
import {
  ClockCircleOutlined,
  DownloadOutlined,
  DragOutlined,
  HistoryOutlined,
  StarOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isAbortError } from '@/lib/zip-stream';
import { useFavourites } from '@/entities/favourites/get-favourites';
import { groupByLabel } from '../favourites/favourite-labels';
import { canEditFileMetadata } from '../shared/capabilities';
import { zipNameFor } from '../transfer/download-plan';
import { fileMenuKey } from '../shared/menu-keys';
import { runDownload } from '../transfer/download-run';
import { isFileRow, isFolderRow, type FileRow, type ListRow } from '../shared/types';
import type { Workspace } from '../screen/use-workspace';
import { DownloadDialog, downloadFailureText } from '../transfer/components/download-dialog';
import { ExpiryRestoreDialog } from './components/expiry-restore-dialog';
import { FavouriteDialog } from '../favourites/components/favourite-dialog';
import { FavouritesDrawer } from '../favourites/components/favourites-drawer';
import { FileLogDrawer } from './components/file-log-drawer';
import { LabelFilter } from '../favourites/components/label-filter';
import { MoveFilesDialog } from '../transfer/components/move-files-dialog';
import { Reserved } from '../shared/components/reserved';
import type { RowActionItem } from '../shared/components/row-menu';

interface FileRef {
  fileId: string;
  fileName: string;
}

export function useFileActions(ws: Workspace) {
  const { t } = useTranslation('transfer');
  const { message } = App.useApp();
  const known = ws.authKnown && !ws.denied;
  const canDownload = known && ws.caps.canDownload;
  // The mock lets files out with file level 50 or directory level 6.
  const canMove = known && (ws.caps.canDeleteOrMoveFiles || ws.caps.canMove);
  const canCollect = known && ws.caps.canCollect;
  const canRestore = known && canEditFileMetadata(ws.caps);

  const [download, setDownload] = useState<{ files: FileRow[]; skippedFolders: number } | null>(null);
  const [moving, setMoving] = useState<FileRow[] | null>(null);
  const [collecting, setCollecting] = useState<FileRow[] | null>(null);
  const [logOf, setLogOf] = useState<FileRef | null>(null);
  const [restoring, setRestoring] = useState<FileRow[] | null>(null);
  const [favouritesOpen, setFavouritesOpen] = useState(false);
  const favourites = useFavourites(canCollect);
  const labels = groupByLabel(favourites.data ?? []).map((group) => group.label);

  const selected = ws.selection.selectedRows;
  const selectedFiles = selected.filter(isFileRow);
  const selectedFolders = selected.filter(isFolderRow).length;

  const downloadOne = async (file: FileRow) => {
    const key = `download-${file.fileId}`;
    void message.loading({ key, content: t('download.preparing', { name: file.fileName }), duration: 0 });
    try {
      await runDownload([file], 'single', { zipName: file.fileName });
      void message.success({ key, content: t('download.doneOne', { name: file.fileName }) });
    } catch (error) {
      if (isAbortError(error)) message.destroy(key);
      else void message.error({ key, content: downloadFailureText(error, t) });
    }
  };

  const rowItems = (row: ListRow): RowActionItem[] => {
    if (!isFileRow(row) || row.status === 'void') return [];
    const expired = row.status === 'expired';
    return [
      ...(canDownload ? [{ key: fileMenuKey('download'), label: t('action.download'), icon: <DownloadOutlined />, onClick: () => void downloadOne(row) }] : []),
      ...(canMove ? [{ key: fileMenuKey('move'), label: t('action.move'), icon: <DragOutlined />, onClick: () => setMoving([row]) }] : []),
      ...(canCollect ? [{ key: fileMenuKey('favourite'), label: t('action.favourite'), icon: <StarOutlined />, onClick: () => setCollecting([row]) }] : []),
      { key: fileMenuKey('log'), label: t('action.log'), icon: <HistoryOutlined />, onClick: () => setLogOf(row) },
      // An expired file is restored to normal by a new effective date (§4); any other file may have it moved.
      ...(canRestore
        ? [{ key: fileMenuKey('effectiveDate'), label: expired ? t('action.restore') : t('action.effectiveDate'), icon: <ClockCircleOutlined />, onClick: () => setRestoring([row]) }]
        : []),
    ];
  };

  const selectionActions: ReactNode =
    selectedFiles.length > 0 ? (
      <Space size={4} wrap>
        {canDownload && (
          <Button size="small" icon={<DownloadOutlined />} onClick={() => setDownload({ files: selectedFiles, skippedFolders: selectedFolders })}>
            {t('selection.download', { count: selectedFiles.length })}
          </Button>
        )}
        {canMove && (
          <Button size="small" icon={<DragOutlined />} onClick={() => setMoving(selectedFiles)}>
            {t('selection.move', { count: selectedFiles.length })}
          </Button>
        )}
        {canCollect && (
          <Button size="small" icon={<StarOutlined />} onClick={() => setCollecting(selectedFiles)}>
            {t('selection.favourite', { count: selectedFiles.length })}
          </Button>
        )}
        {canRestore && (
          <Button size="small" icon={<ClockCircleOutlined />} onClick={() => setRestoring(selectedFiles)}>
            {t('selection.effectiveDate', { count: selectedFiles.length })}
          </Button>
        )}
      </Space>
    ) : null;

  const toolbar: ReactNode =
    canCollect || ws.labelFilter !== null ? (
      <>
        <LabelFilter labels={labels} value={ws.labelFilter} onChange={ws.setLabelFilter} loading={favourites.isFetching} />
        <Button icon={<TagsOutlined />} onClick={() => setFavouritesOpen(true)}>
          {t('favourites.button')}
        </Button>
      </>
    ) : ws.rightsPending ? (
      <Reserved>
        <Select style={{ minWidth: 180 }} placeholder={t('filter.placeholder')} />
        <Button icon={<TagsOutlined />}>{t('favourites.button')}</Button>
      </Reserved>
    ) : null;

  /** For the details drawer: the file's operation log. */
  const detailsExtra = (file: FileRef) => (
    <Button icon={<HistoryOutlined />} onClick={() => setLogOf({ fileId: file.fileId, fileName: file.fileName })}>
      {t('action.log')}
    </Button>
  );

  const element = (
    <>
      {download && (
        <DownloadDialog
          files={download.files}
          skippedFolders={download.skippedFolders}
          zipName={zipNameFor(ws.folder.name)}
          onClose={() => setDownload(null)}
        />
      )}
      {moving && (
        <MoveFilesDialog
          files={moving}
          index={ws.index}
          currentDirId={ws.view.dir}
          onClose={() => setMoving(null)}
          onMoved={ws.selection.clear}
        />
      )}
      {collecting && <FavouriteDialog files={collecting} onClose={() => setCollecting(null)} />}
      {restoring && (
        <ExpiryRestoreDialog files={restoring} onClose={() => setRestoring(null)} onDone={restoring.length > 1 ? ws.selection.clear : undefined} />
      )}
      {logOf && <FileLogDrawer file={logOf} onClose={() => setLogOf(null)} />}
      {favouritesOpen && (
        <FavouritesDrawer
          open
          onClose={() => setFavouritesOpen(false)}
          onOpenFile={(entry) => {
            setFavouritesOpen(false);
            ws.update({ dir: entry.file.dirId, search: entry.file.fileName, highlight: entry.fileNum });
          }}
        />
      )}
    </>
  );

  return { toolbar, selectionActions, rowItems, detailsExtra, element };
}

export type FileActions = ReturnType<typeof useFileActions>;
