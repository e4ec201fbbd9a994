/**
 * The parts both workspace screens are made of, each taking what it uses from the screen's context
 * (useWorkspaceScreen): the header (breadcrumb and toolbar), the listing with its bad paths (refused,
 * failed, empty), the lists (table, cards), the folder tree, and the dialogs (details, find anywhere,
 * shortcuts, folder actions, set invalid, upload, file actions).
 */
import { memo, type ReactNode } from 'react';
import { Alert, Button, Empty, Skeleton, Tooltip } from 'antd';
import { FileSearchOutlined, QuestionCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { SavedViewNavigationState } from '@/components/saved-views/saved-views-menu';
import { revealBidi } from '@/lib/names';
import { showsLoading } from '@/components/common-table/list-table-props';
import { RefreshButton } from '@/components/refresh-button/refresh-button';
import { folderActionsFor } from '../shared/capabilities';
import { errorText } from '../shared/errors';
import { RowActionsButton } from '../shared/components/row-menu';
import { isFileRow, type ListRow } from '../shared/types';
import { ROOT_DIR_ID } from '../shared/url-state';
import styles from '../shared/workspace.module.css';
import type { ColumnKey } from '../list/columns';
import { CardGrid, type CardGridProps } from '../list/components/card-grid';
import { FileGrid } from '../list/components/file-grid';
import { FolderSearch } from '../list/components/folder-search';
import { ListPager } from '../list/components/list-pager';
import { DeniedState, EmptyList, ListError } from '../list/components/list-state';
import { SelectionBanner } from '../list/components/selection-banner';
import { FolderBreadcrumb } from '../tree/components/folder-breadcrumb';
import { FolderTree } from '../tree/components/folder-tree';
import { FolderActionsBar } from '../folder-actions/components/folder-actions-bar';
import {
  FileActionsToolbar,
  FileDetailsActions,
  FileSelectionActions,
  useFileActionsContext,
} from '../file-actions/components/file-actions';
import { UploadButton, useUploadContext } from '../upload/components/upload-actions';
import { lazyPart, OpenedOnce } from './lazy-part';
import { useWorkspaceScreen } from './workspace-screen';

/** The screen's dialogs and drawers (their forms, date pickers, trees): each loads when first opened, not with the screen. */
export const WORKSPACE_PART_LOADERS = {
  folderOperations: () => import('../folder-actions/components/folder-operation-dialogs').then((m) => m.FolderOperationDialogs),
  fileVoid: () => import('../file-actions/components/file-void-dialogs').then((m) => m.FileVoidDialogs),
  fileRename: () => import('../file-actions/components/file-rename-dialog').then((m) => m.FileRenameDialog),
  fileDetails: () => import('../file-actions/components/file-details-drawer').then((m) => m.FileDetailsDrawer),
  findAnywhere: () => import('../list/components/find-anywhere-dialog').then((m) => m.FindAnywhereDialog),
  shortcutHelp: () => import('./components/shortcut-help-dialog').then((m) => m.ShortcutHelpDialog),
  upload: () => import('../upload/components/upload-dialogs').then((m) => m.UploadDialogs),
  fileActions: () => import('../file-actions/components/file-action-dialogs').then((m) => m.FileActionDialogs),
};
const FolderOperationDialogs = lazyPart(WORKSPACE_PART_LOADERS.folderOperations);
const FileVoidDialogs = lazyPart(WORKSPACE_PART_LOADERS.fileVoid);
const FileRenameDialog = lazyPart(WORKSPACE_PART_LOADERS.fileRename);
const FileDetailsDrawer = lazyPart(WORKSPACE_PART_LOADERS.fileDetails);
const FindAnywhereDialog = lazyPart(WORKSPACE_PART_LOADERS.findAnywhere);
const ShortcutHelpDialog = lazyPart(WORKSPACE_PART_LOADERS.shortcutHelp);
const UploadDialogs = lazyPart(WORKSPACE_PART_LOADERS.upload);
const FileActionDialogs = lazyPart(WORKSPACE_PART_LOADERS.fileActions);

export function WorkspaceHeader({
  basePath,
  extra,
  lead,
}: {
  basePath: string;
  extra?: ReactNode;
  /** Before the breadcrumb, on its line (the phone's "Folders" button). */
  lead?: ReactNode;
}) {
  const { t } = useTranslation('workspace');
  const {
    folder,
    view,
    update,
    openFolder,
    caps,
    rightsPending,
    authFailed,
    authError,
    authFetching,
    refetchAuth,
    setFindOpen,
    setHelpOpen,
    startOperation,
    refresh,
  } = useWorkspaceScreen((s) => ({
    folder: s.folder,
    view: s.view,
    update: s.update,
    openFolder: s.openFolder,
    caps: s.caps,
    rightsPending: s.rightsPending,
    authFailed: s.auth.isError,
    authError: s.auth.error,
    authFetching: s.auth.isFetching,
    refetchAuth: s.auth.refetch,
    setFindOpen: s.setFindOpen,
    setHelpOpen: s.setHelpOpen,
    startOperation: s.operations.ops.start,
    refresh: s.refresh,
  }));
  const breadcrumb = <FolderBreadcrumb dirId={view.dir} basePath={basePath} onOpen={openFolder} />;
  return (
    <>
      {/* The screen's heading is the open folder (shown by the breadcrumb's last item). */}
      <h1 className={styles.visuallyHidden}>{revealBidi(folder.name) || t('rootName')}</h1>
      {lead ? (
        <div className={styles.headerLine}>
          {lead}
          {breadcrumb}
        </div>
      ) : (
        breadcrumb
      )}
      <div className={styles.toolbar} role="toolbar" aria-label={t('toolbar.label')}>
        <FolderSearch value={view.search} onSearch={(search) => update({ search })} />
        <Button icon={<FileSearchOutlined />} onClick={() => setFindOpen(true)}>
          {t('find.button')}
        </Button>
        <FolderActionsBar folder={folder} caps={caps} ops={{ start: startOperation }} pending={rightsPending} />
        <UploadButton />
        <FileActionsToolbar />
        <span className={styles.spacer} />
        <RefreshButton onRefresh={refresh} />
        {extra}
        <Tooltip title={t('shortcuts.title')}>
          <Button icon={<QuestionCircleOutlined />} aria-label={t('shortcuts.title')} onClick={() => setHelpOpen(true)} />
        </Tooltip>
      </div>
      {authFailed && (
        <Alert
          type="warning"
          showIcon
          title={t('auth.failed', { reason: errorText(authError, t) })}
          action={
            <Button size="small" onClick={() => void refetchAuth()} loading={authFetching}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      )}
    </>
  );
}

/** The listing area: refused, failed, or the rows (drawn by `children`) with the banner and the pager. */
export function WorkspaceListing({ children }: { children: ReactNode }) {
  const { t } = useTranslation('workspace');
  const { view, update, denied, index, failed, error, fetching, refetch, caps, folder, selection, total, startOperation } =
    useWorkspaceScreen((s) => ({
      view: s.view,
      update: s.update,
      denied: s.denied,
      index: s.index,
      failed: s.list.isError,
      error: s.list.error,
      fetching: s.list.isError && s.list.isFetching,
      refetch: s.list.refetch,
      caps: s.caps,
      folder: s.folder,
      selection: s.selection,
      total: s.total,
      startOperation: s.operations.ops.start,
    }));
  const savedView = (useLocation().state as Partial<SavedViewNavigationState> | null)?.savedView;
  // Opened from a saved view, a folder the user can no longer see (gone from their tree, or refused) is
  // named as such rather than shown as an empty list or a bare refusal.
  const lost = savedView && view.dir !== ROOT_DIR_ID && (denied || (index && !index.byId.get(view.dir)));
  if (lost) return <Alert type="warning" showIcon role="alert" title={t('savedViews.folderGone', { name: savedView })} />;
  if (denied) return <DeniedState />;
  if (failed) {
    const restart = folderActionsFor(caps, folder).restart ? (
      <Button size="small" onClick={() => void startOperation('restart', folder)}>
        {t('folder.restart')}
      </Button>
    ) : null;
    return <ListError error={error} onRetry={() => void refetch()} retrying={fetching} extra={restart} />;
  }
  return (
    <>
      <SelectionBanner
        count={selection.keys.size}
        total={total}
        onClear={selection.clear}
        actions={
          <>
            <FileSelectionActions />
            <VoidSelectionButton />
          </>
        }
      />
      {children}
      <ListPager page={view.page} size={view.size} total={total} onChange={(change) => update(change)} />
    </>
  );
}

/** The selection banner's own button: set the selected files invalid (with one reason). */
function VoidSelectionButton() {
  const { t } = useTranslation('workspace');
  const { offered, count, request } = useWorkspaceScreen((s) => s.operations.voidSelection);
  if (!offered) return null;
  return (
    <Button size="small" danger icon={<StopOutlined />} onClick={request}>
      {t('fileVoid.selection', { count })}
    </Button>
  );
}

function WorkspaceEmpty() {
  const { t } = useTranslation('transfer');
  const { labelFilter, searching } = useWorkspaceScreen((s) => ({ labelFilter: s.labelFilter, searching: Boolean(s.view.search) }));
  if (labelFilter !== null) return <Empty description={t('filter.emptyOnPage', { label: labelFilter })} />;
  return <EmptyList searching={searching} />;
}

/**
 * What every list of a workspace screen is given (the table, the cards and the compact list): the rows and
 * selection of the open folder, and the screen's handlers.
 */
function useListProps() {
  const { setDetailsId, ...props } = useWorkspaceScreen((s) => ({
    rows: s.rows,
    selection: s.selection,
    highlightKey: s.highlightKey,
    loading: showsLoading(s.list),
    onOpen: s.openRow,
    setDetailsId: s.setDetailsId,
    onInvalidate: s.operations.invalidate,
    onParent: s.goParent,
    onHelp: s.operations.openHelp,
    rowMenu: s.rowMenu,
  }));
  return { ...props, onDetails: (row: ListRow) => isFileRow(row) && setDetailsId(row.fileId) };
}

/** The table of the open folder's rows, sorted by its column headers. */
export const WorkspaceFileGrid = memo(function WorkspaceFileGrid({ columns }: { columns: ColumnKey[] }) {
  const props = useListProps();
  const { view, sortBy } = useWorkspaceScreen((s) => ({ view: s.view, sortBy: s.sortBy }));
  return <FileGrid {...props} empty={<WorkspaceEmpty />} columns={columns} view={view} onSort={sortBy} />;
});

/** The cards, or the compact list, of the open folder's rows. */
export const WorkspaceCardGrid = memo(function WorkspaceCardGrid({ layout }: { layout: CardGridProps['layout'] }) {
  const props = useListProps();
  return <CardGrid {...props} empty={<WorkspaceEmpty />} layout={layout} />;
});

/** The folder tree (with its loading and failed states); a folder dropped on another is moved, after asking. */
export function WorkspaceTree({ afterOpen }: { afterOpen?: () => void }) {
  const { t } = useTranslation('workspace');
  const { pending, failed, error, fetching, refetch, index, currentId, openFolder, requestMove } = useWorkspaceScreen((s) => ({
    pending: s.tree.isPending,
    failed: s.tree.isError,
    error: s.tree.error,
    fetching: s.tree.isError && s.tree.isFetching,
    refetch: s.tree.refetch,
    index: s.index,
    currentId: s.view.dir,
    openFolder: s.openFolder,
    requestMove: s.operations.ops.requestMove,
  }));
  // On a phone a folder chosen in the drawer's tree closes it, to show that folder's list.
  const openFromTree = (id: string) => {
    afterOpen?.();
    openFolder(id);
  };
  return (
    <>
      {pending && <Skeleton active paragraph={{ rows: 8 }} title={false} />}
      {failed && (
        <Alert
          type="error"
          showIcon
          title={t('tree.failed')}
          description={errorText(error, t)}
          action={
            <Button size="small" onClick={() => void refetch()} loading={fetching}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      )}
      {index && (
        <FolderTree
          index={index}
          currentId={currentId}
          onOpen={afterOpen ? openFromTree : openFolder}
          onMove={(a, b) => void requestMove(a, b)}
        />
      )}
    </>
  );
}

/**
 * The screen's dialogs and drawers; the details drawer offers the row menu's actions on its file. Each is
 * drawn from the first time it opens (see OpenedOnce).
 */
export function WorkspaceDialogs() {
  const { t } = useTranslation('workspace');
  const { rows, detailsId, setDetailsId, index, openFolder, findOpen, setFindOpen, update, helpOpen, setHelpOpen, operations, rowMenu } =
    useWorkspaceScreen((s) => ({
      rows: s.rows,
      detailsId: s.detailsId,
      setDetailsId: s.setDetailsId,
      index: s.index,
      openFolder: s.openFolder,
      findOpen: s.findOpen,
      setFindOpen: s.setFindOpen,
      update: s.update,
      helpOpen: s.helpOpen,
      setHelpOpen: s.setHelpOpen,
      operations: s.operations,
      rowMenu: s.rowMenu,
    }));
  const { ops, fileVoid, fileRename } = operations;
  const rowOf = (fileId: string) => rows.find((row) => isFileRow(row) && row.fileId === fileId);
  const closeDetails = () => setDetailsId(null);
  const closeFind = () => setFindOpen(false);
  const closeHelp = () => setHelpOpen(false);
  return (
    <>
      <OpenedOnce open={ops.dialog !== null}>
        <FolderOperationDialogs ops={ops} onNotLoaded={ops.close} />
      </OpenedOnce>
      <OpenedOnce open={Boolean(fileVoid.files || fileVoid.failures)}>
        <FileVoidDialogs
          fileVoid={fileVoid}
          onNotLoaded={() => {
            fileVoid.cancel();
            fileVoid.closeFailures();
          }}
        />
      </OpenedOnce>
      {fileRename.file && (
        <OpenedOnce open>
          <FileRenameDialog file={fileRename.file} rename={fileRename} onNotLoaded={fileRename.cancel} />
        </OpenedOnce>
      )}
      <OpenedOnce open={detailsId !== null}>
        <FileDetailsDrawer
          fileId={detailsId}
          index={index}
          onClose={closeDetails}
          onOpenFolder={openFolder}
          extra={(file) => {
            const row = rowOf(file.fileId);
            return (
              <>
                <FileDetailsActions file={file} />
                {row && <RowActionsButton groups={rowMenu(row)} label={t('details.actions')} />}
              </>
            );
          }}
          onNotLoaded={closeDetails}
        />
      </OpenedOnce>
      <OpenedOnce open={findOpen}>
        <FindAnywhereDialog
          open={findOpen}
          onClose={closeFind}
          onJump={(match) => {
            setFindOpen(false);
            update({ dir: match.dirId, search: match.fileName, highlight: match.fileId });
          }}
          onNotLoaded={closeFind}
        />
      </OpenedOnce>
      <OpenedOnce open={helpOpen}>
        <ShortcutHelpDialog open={helpOpen} onClose={closeHelp} onNotLoaded={closeHelp} />
      </OpenedOnce>
      <UploadDialogsOnceOpened />
      <FileActionDialogsOnceOpened />
    </>
  );
}

/** The upload dialogs, from the first time one opens; they read the upload's state themselves. */
function UploadDialogsOnceOpened() {
  const upload = useUploadContext((u) => ({
    open: Boolean(u.request || u.versionOf || u.historyOf),
    cancelRequest: u.cancelRequest,
    cancelVersion: u.cancelVersion,
    closeHistory: u.closeHistory,
  }));
  return (
    <OpenedOnce open={upload.open}>
      <UploadDialogs
        onNotLoaded={() => {
          upload.cancelRequest();
          upload.cancelVersion();
          upload.closeHistory();
        }}
      />
    </OpenedOnce>
  );
}

/** The file actions' dialogs and drawers, from the first time one opens. */
function FileActionDialogsOnceOpened() {
  const dialogs = useFileActionsContext((f) => f.dialogs);
  const open = Object.values(dialogs).flatMap((dialog) => (dialog ? [dialog] : []));
  return (
    <OpenedOnce open={open.length > 0}>
      <FileActionDialogs onNotLoaded={() => open.forEach((dialog) => dialog.close())} />
    </OpenedOnce>
  );
}
