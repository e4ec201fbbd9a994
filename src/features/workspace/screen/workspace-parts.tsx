/**
 * The parts both workspace screens are made of: the header (breadcrumb and toolbar), the listing with its
 * bad paths (refused, failed, empty), and the dialogs (details, find anywhere, shortcuts, folder actions).
 */
import { useCallback, type ReactNode } from 'react';
import { Alert, Button, Empty, Tooltip } from 'antd';
import { DeleteOutlined, DragOutlined, EditOutlined, FileSearchOutlined, QuestionCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { SavedViewNavigationState } from '@/components/saved-views/saved-views-menu';
import { folderActionsFor } from '../shared/capabilities';
import { errorText } from '../shared/errors';
import { usePageShortcuts } from '../shared/keyboard';
import { fileMenuKey, folderMenuKey } from '../shared/menu-keys';
import { isFileRow, isFolderRow, rowKey, type FolderRow, type ListRow } from '../shared/types';
import type { Workspace } from './use-workspace';
import { ROOT_DIR_ID } from '../shared/url-state';
import { FileDetailsDrawer } from '../file-actions/components/file-details-drawer';
import { FindAnywhereDialog } from '../list/components/find-anywhere-dialog';
import { FolderActionsBar } from '../folder-actions/components/folder-actions-bar';
import { FolderBreadcrumb } from '../tree/components/folder-breadcrumb';
import { FolderSearch } from '../list/components/folder-search';
import { ListPager } from '../list/components/list-pager';
import { RowActionsButton, type RowActionItem, type RowMenuGroups } from '../shared/components/row-menu';
import { DeniedState, EmptyList, ListError } from '../list/components/list-state';
import { SelectionBanner } from '../list/components/selection-banner';
import { ShortcutHelpDialog } from './components/shortcut-help-dialog';
import { useFileVoid } from '../file-actions/use-file-void';
import { FileVoidDialogs } from '../file-actions/components/file-void-dialogs';
import { FolderOperationDialogs } from '../folder-actions/components/folder-operation-dialogs';
import { useFolderOperations, type FolderOperations } from '../folder-actions/use-folder-operations';
import styles from '../shared/workspace.module.css';
import { revealBidi } from '@/lib/names';

export function useWorkspaceOperations(ws: Workspace) {
  const { t } = useTranslation('workspace');
  const ops = useFolderOperations({ index: ws.index, currentId: ws.view.dir, onOpenFolder: ws.openFolder });
  const { setHelpOpen } = ws;
  const openHelp = useCallback(() => setHelpOpen(true), [setHelpOpen]);
  usePageShortcuts({ onHelp: openHelp, onParent: ws.goParent });

  const fileVoid = useFileVoid(ws.caps, ws.selection);
  const selectedFiles = ws.selection.selectedRows.filter(isFileRow);

  /**
   * Delete on a row starts invalidation: the reason dialog of the folder or of the file; on a row that is
   * part of a selection of several files, of all the selected files at once.
   */
  const invalidate = (row: ListRow) => {
    if (isFolderRow(row)) {
      void ops.start('void', folderRefOf(row, ws.view.dir));
    } else if (ws.selection.isSelected(rowKey(row)) && selectedFiles.length > 1) {
      fileVoid.request(selectedFiles);
    } else {
      fileVoid.request(row);
    }
  };

  /**
   * The lifecycle's own row menu items: set invalid on a file; rename, move, set invalid and delete on a
   * folder row. A folder's items follow the open folder's levels (a subfolder inherits them); the server's
   * answer for the folder itself is checked again when one is chosen.
   */
  const rowItems = (row: ListRow): RowActionItem[] => {
    if (!ws.authKnown || ws.denied) return [];
    if (isFileRow(row)) {
      if (row.status === 'void' || !fileVoid.allowed) return [];
      return [{ key: fileMenuKey('setInvalid'), label: t('fileVoid.menu'), icon: <StopOutlined />, danger: true, onClick: () => fileVoid.request(row) }];
    }
    const folder = folderRefOf(row, ws.view.dir);
    const actions = folderActionsFor(ws.caps, folder);
    return [
      ...(actions.rename ? [{ key: 'folder-rename', label: t('folder.rename'), icon: <EditOutlined />, onClick: () => void ops.start('rename', folder) }] : []),
      ...(actions.move ? [{ key: folderMenuKey('move'), label: t('move.menu'), icon: <DragOutlined />, onClick: () => void ops.start('move', folder) }] : []),
      ...(actions.setVoid
        ? [{ key: folderMenuKey('setInvalid'), label: t('fileVoid.menu'), icon: <StopOutlined />, danger: true, onClick: () => void ops.start('void', folder) }]
        : []),
      ...(actions.remove
        ? [{ key: 'folder-delete', label: t('common:actions.delete'), icon: <DeleteOutlined />, danger: true, onClick: () => void ops.start('delete', folder) }]
        : []),
    ];
  };

  /** For the selection banner: set the selected files invalid, with one reason. */
  const voidSelection = {
    offered: fileVoid.allowed && ws.authKnown && !ws.denied && selectedFiles.length > 0,
    count: selectedFiles.length,
    request: () => fileVoid.request(selectedFiles),
  };

  return { ops, fileVoid, invalidate, rowItems, voidSelection, openHelp };
}

export type WorkspaceOperations = ReturnType<typeof useWorkspaceOperations>;

/** The selection banner's own button: set the selected files invalid (with one reason). */
export function VoidSelectionButton({ voidSelection }: { voidSelection: WorkspaceOperations['voidSelection'] }) {
  const { t } = useTranslation('workspace');
  if (!voidSelection.offered) return null;
  return (
    <Button size="small" danger icon={<StopOutlined />} onClick={voidSelection.request}>
      {t('fileVoid.selection', { count: voidSelection.count })}
    </Button>
  );
}

const folderRefOf = (row: FolderRow, parentId: string) => ({
  id: row.id,
  name: row.directoryName || row.fileName,
  status: row.status,
  parentId,
});

export function WorkspaceHeader({
  ws,
  ops,
  basePath,
  extra,
  tools,
  lead,
}: {
  ws: Workspace;
  ops: FolderOperations;
  basePath: string;
  extra?: ReactNode;
  /** Before the breadcrumb, on its line (the phone's "Folders" button). */
  lead?: ReactNode;
  /** More tools for the open folder, beside the folder actions (e.g. Upload). */
  tools?: ReactNode;
}) {
  const { t } = useTranslation('workspace');
  return (
    <>
      {/* The screen's heading is the open folder (shown by the breadcrumb's last item). */}
      <h1 className={styles.visuallyHidden}>{revealBidi(ws.folder.name) || t('rootName')}</h1>
      {lead ? (
        <div className={styles.headerLine}>
          {lead}
          <FolderBreadcrumb dirId={ws.view.dir} basePath={basePath} onOpen={ws.openFolder} />
        </div>
      ) : (
        <FolderBreadcrumb dirId={ws.view.dir} basePath={basePath} onOpen={ws.openFolder} />
      )}
      <div className={styles.toolbar} role="toolbar" aria-label={t('toolbar.label')}>
        <FolderSearch value={ws.view.search} onSearch={(search) => ws.update({ search })} />
        <Button icon={<FileSearchOutlined />} onClick={() => ws.setFindOpen(true)}>
          {t('find.button')}
        </Button>
        <FolderActionsBar
          folder={ws.folder}
          caps={ws.caps}
          ops={ops}
          pending={ws.rightsPending}
        />
        {tools}
        <span className={styles.spacer} />
        {extra}
        <Tooltip title={t('shortcuts.title')}>
          <Button icon={<QuestionCircleOutlined />} aria-label={t('shortcuts.title')} onClick={() => ws.setHelpOpen(true)} />
        </Tooltip>
      </div>
      {ws.auth.isError && (
        <Alert
          type="warning"
          showIcon
          title={t('auth.failed', { reason: errorText(ws.auth.error, t) })}
          action={
            <Button size="small" onClick={() => void ws.auth.refetch()} loading={ws.auth.isFetching}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      )}
    </>
  );
}

/** The listing area: refused, failed, or the rows (drawn by `children`) with the banner and the pager. */
export function WorkspaceListing({
  ws,
  ops,
  children,
  selectionActions,
}: {
  ws: Workspace;
  ops: FolderOperations;
  children: ReactNode;
  /** What can be done with the selected rows (download, move, …), in the selection banner. */
  selectionActions?: ReactNode;
}) {
  const { t } = useTranslation('workspace');
  const savedView = (useLocation().state as Partial<SavedViewNavigationState> | null)?.savedView;
  // Opened from a saved view, a folder the user can no longer see (gone from their tree, or refused) is
  // named as such rather than shown as an empty list or a bare refusal (issue 17 pt 4).
  const lost = savedView && ws.view.dir !== ROOT_DIR_ID && (ws.denied || (ws.index && !ws.index.byId.get(ws.view.dir)));
  if (lost) return <Alert type="warning" showIcon role="alert" title={t('savedViews.folderGone', { name: savedView })} />;
  if (ws.denied) return <DeniedState />;
  if (ws.list.isError) {
    const restart =
      folderActionsFor(ws.caps, ws.folder).restart ? (
        <Button size="small" onClick={() => void ops.start('restart', ws.folder)}>
          {t('folder.restart')}
        </Button>
      ) : null;
    return <ListError error={ws.list.error} onRetry={() => void ws.list.refetch()} retrying={ws.list.isFetching} extra={restart} />;
  }
  return (
    <>
      <SelectionBanner count={ws.selection.keys.size} total={ws.total} onClear={ws.selection.clear} actions={selectionActions} />
      {children}
      <ListPager page={ws.view.page} size={ws.view.size} total={ws.total} onChange={(change) => ws.update(change)} />
    </>
  );
}

export function WorkspaceEmpty({ ws }: { ws: Workspace }) {
  const { t } = useTranslation('transfer');
  if (ws.labelFilter !== null) return <Empty description={t('filter.emptyOnPage', { label: ws.labelFilter })} />;
  return <EmptyList searching={Boolean(ws.view.search)} />;
}

/**
 * What every list of a workspace screen is given (the table, the cards and the compact list): the rows and
 * selection from the workspace, and the screen's own handlers.
 */
export function workspaceListProps(
  ws: Workspace,
  { invalidate, openHelp, rowMenu }: Pick<ReturnType<typeof useWorkspaceOperations>, 'invalidate' | 'openHelp'> & { rowMenu: RowMenuGroups },
) {
  return {
    rows: ws.rows,
    selection: ws.selection,
    highlightKey: ws.highlightKey,
    loading: ws.list.isFetching,
    empty: <WorkspaceEmpty ws={ws} />,
    onOpen: ws.openRow,
    onDetails: (row: ListRow) => isFileRow(row) && ws.setDetailsId(row.fileId),
    onInvalidate: invalidate,
    onParent: ws.goParent,
    onHelp: openHelp,
    rowMenu,
  };
}

export function WorkspaceDialogs({
  ws,
  operations,
  detailsExtra,
  rowMenu,
}: {
  ws: Workspace;
  operations: Pick<WorkspaceOperations, 'ops' | 'fileVoid'>;
  /** More buttons in the details drawer's header (e.g. the operation log). */
  detailsExtra?: (file: { fileId: string; fileName: string }) => ReactNode;
  /** The list's row menu: the drawer offers the same actions on its file. */
  rowMenu?: RowMenuGroups;
}) {
  const { t } = useTranslation('workspace');
  const rowOf = (fileId: string) => ws.rows.find((row) => isFileRow(row) && row.fileId === fileId);
  return (
    <>
      <FolderOperationDialogs ops={operations.ops} />
      <FileVoidDialogs fileVoid={operations.fileVoid} />
      <FileDetailsDrawer
        fileId={ws.detailsId}
        index={ws.index}
        onClose={() => ws.setDetailsId(null)}
        onOpenFolder={ws.openFolder}
        extra={(file) => {
          const row = rowMenu && rowOf(file.fileId);
          return (
            <>
              {detailsExtra?.(file)}
              {row && <RowActionsButton groups={rowMenu(row)} label={t('details.actions')} />}
            </>
          );
        }}
      />
      <FindAnywhereDialog
        open={ws.findOpen}
        onClose={() => ws.setFindOpen(false)}
        onJump={(match) => {
          ws.setFindOpen(false);
          ws.update({ dir: match.dirId, search: match.fileName, highlight: match.fileId });
        }}
      />
      <ShortcutHelpDialog open={ws.helpOpen} onClose={() => ws.setHelpOpen(false)} />
    </>
  );
}
