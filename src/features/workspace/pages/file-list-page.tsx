import { useState } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColumnChooser } from '../components/column-chooser';
import { FileGrid } from '../components/file-grid';
import { FolderTree } from '../components/folder-tree';
import { useFileActions } from '../components/use-file-actions';
import { useUploadActions } from '../components/use-upload-actions';
import {
  WorkspaceDialogs,
  WorkspaceEmpty,
  WorkspaceHeader,
  WorkspaceListing,
  useWorkspaceOperations,
} from '../components/workspace-parts';
import styles from '../components/workspace.module.css';
import { loadVisibleColumns, saveVisibleColumns, type ColumnKey } from '../columns';
import { errorText } from '../errors';
import { SavedViewsMenu } from '@/components/saved-views/saved-views-menu';
import { isFileRow, type ListRow } from '../types';
import { useWorkspace } from '../use-workspace';

/**
 * /filelist, document management: the folder tree beside the open folder's breadcrumb, toolbar and list.
 * The view (folder, page, size, sort, search) is in the URL.
 */
export default function FileListPage() {
  const { t } = useTranslation('workspace');
  const ws = useWorkspace();
  const { ops, invalidate, rowItems, selectionActions, openHelp } = useWorkspaceOperations(ws);
  const upload = useUploadActions(ws);
  const transfer = useFileActions(ws);
  const rowMenu = (row: ListRow) => [upload.rowItems(row), transfer.rowItems(row), rowItems(row)];
  const [columns, setColumns] = useState<ColumnKey[]>(loadVisibleColumns);

  const chooseColumns = (keys: ColumnKey[]) => {
    setColumns(keys);
    saveVisibleColumns(keys);
  };

  return (
    <div className={styles.workspace}>
      <aside className={styles.side} aria-label={t('tree.panel')}>
        {ws.tree.isPending && <Skeleton active paragraph={{ rows: 8 }} title={false} />}
        {ws.tree.isError && (
          <Alert
            type="error"
            showIcon
            title={t('tree.failed')}
            description={errorText(ws.tree.error, t)}
            action={
              <Button size="small" onClick={() => void ws.tree.refetch()} loading={ws.tree.isFetching}>
                {t('common:actions.retry')}
              </Button>
            }
          />
        )}
        {ws.index && <FolderTree index={ws.index} currentId={ws.view.dir} onOpen={ws.openFolder} onMove={(a, b) => void ops.requestMove(a, b)} />}
      </aside>
      <section className={styles.main} aria-label={t('list.section')} {...upload.dropTarget}>
        {upload.dropOverlay}
        <WorkspaceHeader
          ws={ws}
          ops={ops}
          basePath="/filelist"
          tools={
            <>
              {upload.button}
              {transfer.toolbar}
            </>
          }
          extra={
            <>
              <SavedViewsMenu
                current={{ screen: 'filelist', dir: ws.view.dir, search: ws.view.search, sort: ws.view.sort, order: ws.view.order, size: ws.view.size, label: ws.labelFilter, columns }}
                onOpen={(view) => view.columns && setColumns(loadVisibleColumns())}
              />
              <ColumnChooser value={columns} onChange={chooseColumns} />
            </>
          }
        />
        <WorkspaceListing ws={ws} ops={ops} selectionActions={
            <>
              {transfer.selectionActions}
              {selectionActions}
            </>
          }>
          <FileGrid
            rows={ws.rows}
            columns={columns}
            view={ws.view}
            onSort={ws.sortBy}
            selection={ws.selection}
            highlightKey={ws.highlightKey}
            loading={ws.list.isFetching}
            empty={<WorkspaceEmpty ws={ws} />}
            onOpen={ws.openRow}
            onDetails={(row) => isFileRow(row) && ws.setDetailsId(row.fileId)}
            onInvalidate={invalidate}
            onParent={ws.goParent}
            onHelp={openHelp}
            rowMenu={rowMenu}
          />
        </WorkspaceListing>
      </section>
      <WorkspaceDialogs ws={ws} ops={ops} detailsExtra={transfer.detailsExtra} rowMenu={rowMenu} />
      {upload.element}
      {transfer.element}
    </div>
  );
}
