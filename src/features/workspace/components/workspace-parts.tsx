/**
 * The parts both workspace screens are made of: the header (breadcrumb and toolbar), the listing with its
 * bad paths (refused, failed, empty), and the dialogs (details, find anywhere, shortcuts, folder actions).
 */
import { useCallback, type ReactNode } from 'react';
import { Alert, Button, Empty, Tooltip } from 'antd';
import { FileSearchOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { folderActionsFor } from '../capabilities';
import { errorText } from '../errors';
import { usePageShortcuts } from '../keyboard';
import { isFolderRow, type ListRow } from '../types';
import type { Workspace } from '../use-workspace';
import { FileDetailsDrawer } from './file-details-drawer';
import { FindAnywhereDialog } from './find-anywhere-dialog';
import { FolderActionsBar } from './folder-actions-bar';
import { FolderBreadcrumb } from './folder-breadcrumb';
import { FolderSearch } from './folder-search';
import { ListPager } from './list-pager';
import { DeniedState, EmptyList, ListError } from './list-state';
import { SelectionBanner } from './selection-banner';
import { ShortcutHelpDialog } from './shortcut-help-dialog';
import { useFileVoid } from './use-file-void';
import { useFolderOperations, type FolderOperations } from './use-folder-operations';
import styles from './workspace.module.css';

export function useWorkspaceOperations(ws: Workspace) {
  const ops = useFolderOperations({ index: ws.index, currentId: ws.view.dir, onOpenFolder: ws.openFolder });
  const { setHelpOpen } = ws;
  const openHelp = useCallback(() => setHelpOpen(true), [setHelpOpen]);
  usePageShortcuts({ onHelp: openHelp, onParent: ws.goParent });

  const fileVoid = useFileVoid(ws.caps);

  /** Delete on a row starts invalidation: the reason dialog of the folder or of the file. */
  const invalidate = (row: ListRow) => {
    if (isFolderRow(row)) {
      void ops.start('void', { id: row.id, name: row.directoryName || row.fileName, status: row.status, parentId: ws.view.dir });
    } else {
      fileVoid.request(row);
    }
  };
  const element = (
    <>
      {ops.element}
      {fileVoid.element}
    </>
  );
  return { ops: { ...ops, element }, invalidate, openHelp };
}

export function WorkspaceHeader({
  ws,
  ops,
  basePath,
  extra,
  tools,
}: {
  ws: Workspace;
  ops: FolderOperations;
  basePath: string;
  extra?: ReactNode;
  /** More tools for the open folder, beside the folder actions (e.g. Upload). */
  tools?: ReactNode;
}) {
  const { t } = useTranslation('workspace');
  return (
    <>
      <FolderBreadcrumb dirId={ws.view.dir} basePath={basePath} onOpen={ws.openFolder} />
      <div className={styles.toolbar} role="toolbar" aria-label={t('toolbar.label')}>
        <FolderSearch value={ws.view.search} onSearch={(search) => ws.update({ search })} />
        <Button icon={<FileSearchOutlined />} onClick={() => ws.setFindOpen(true)}>
          {t('find.button')}
        </Button>
        <FolderActionsBar folder={ws.folder} caps={ws.caps} ops={ops} />
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

export function WorkspaceDialogs({
  ws,
  ops,
  detailsExtra,
}: {
  ws: Workspace;
  ops: FolderOperations;
  /** More buttons in the details drawer's header (e.g. the operation log). */
  detailsExtra?: (file: { fileId: string; fileName: string }) => ReactNode;
}) {
  return (
    <>
      {ops.element}
      <FileDetailsDrawer
        fileId={ws.detailsId}
        index={ws.index}
        onClose={() => ws.setDetailsId(null)}
        onOpenFolder={ws.openFolder}
        extra={detailsExtra}
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
