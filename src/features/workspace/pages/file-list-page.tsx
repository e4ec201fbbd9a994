import { useState } from 'react';
import { Alert, Button, Drawer, Skeleton } from 'antd';
import { FolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { CardGrid } from '../list/components/card-grid';
import { ColumnChooser } from '../list/components/column-chooser';
import { FileGrid } from '../list/components/file-grid';
import { FolderTree } from '../tree/components/folder-tree';
import { SortSelect } from '../list/components/sort-select';
import { useFileActions } from '../file-actions/use-file-actions';
import { FileActionDialogs, FileActionsProvider, FileActionsToolbar, FileDetailsActions, FileSelectionActions } from '../file-actions/components/file-actions';
import { useUpload } from '../upload/use-upload';
import { UploadButton, UploadDialogs, UploadDropOverlay, UploadProvider } from '../upload/components/upload-actions';
import {
  WorkspaceDialogs,
  workspaceListProps,
  WorkspaceHeader,
  WorkspaceListing,
  VoidSelectionButton,
  useWorkspaceOperations,
} from '../screen/workspace-parts';
import styles from '../shared/workspace.module.css';
import { loadVisibleColumns, saveVisibleColumns, type ColumnKey } from '../list/columns';
import { errorText } from '../shared/errors';
import { SavedViewsMenu } from '@/components/saved-views/saved-views-menu';
import type { ListRow } from '../shared/types';
import { useWorkspace } from '../screen/use-workspace';

/**
 * /filelist, document management: the folder tree beside the open folder's breadcrumb, toolbar and list.
 * The view (folder, page, size, sort, search) is in the URL. On a phone (issue 15) the tree opens in a drawer
 * from the "Folders" button beside the breadcrumb, and the list is a compact one (name, size, date, "more").
 */
export default function FileListPage() {
  const { t } = useTranslation('workspace');
  const ws = useWorkspace();
  const operations = useWorkspaceOperations(ws);
  const { ops, invalidate, rowItems, voidSelection, openHelp } = operations;
  const upload = useUpload(ws.access);
  const fileActions = useFileActions({
    access: ws.access,
    selection: ws.selection,
    index: ws.index,
    labelFilter: ws.labelFilter,
    setLabelFilter: ws.setLabelFilter,
    update: ws.update,
  });
  const rowMenu = (row: ListRow) => [upload.rowItems(row), fileActions.rowItems(row), rowItems(row)];
  const [columns, setColumns] = useState<ColumnKey[]>(loadVisibleColumns);
  const phone = useMediaQuery(PHONE_QUERY);
  const [treeOpen, setTreeOpen] = useState(false);

  const chooseColumns = (keys: ColumnKey[]) => {
    setColumns(keys);
    saveVisibleColumns(keys);
  };

  // On a phone a folder chosen in the drawer's tree closes it, to show that folder's list.
  const openFromTree = (id: string) => {
    setTreeOpen(false);
    ws.openFolder(id);
  };
  const tree = (
    <>
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
      {ws.index && (
        <FolderTree
          index={ws.index}
          currentId={ws.view.dir}
          onOpen={phone ? openFromTree : ws.openFolder}
          onMove={(a, b) => void ops.requestMove(a, b)}
        />
      )}
    </>
  );

  const listProps = workspaceListProps(ws, { invalidate, openHelp, rowMenu });

  return (
    <UploadProvider value={upload}>
      <FileActionsProvider value={fileActions}>
        <div className={styles.workspace}>
          {phone ? (
            <Drawer
              open={treeOpen}
              placement="left"
              title={t('tree.label')}
              size={Math.min(340, window.innerWidth - 40)}
              onClose={() => setTreeOpen(false)}
              rootClassName={styles.treeDrawer}
              styles={{ body: { padding: 8, display: 'flex', flexDirection: 'column' } }}
            >
              {tree}
            </Drawer>
          ) : (
            <aside className={styles.side} aria-label={t('tree.panel')}>
              {tree}
            </aside>
          )}
          <section className={styles.main} aria-label={t('list.section')} {...upload.dropTarget}>
            <UploadDropOverlay />
            <WorkspaceHeader
              ws={ws}
              ops={ops}
              basePath="/filelist"
              lead={
                phone ? (
                  <Button icon={<FolderOutlined />} aria-expanded={treeOpen} aria-haspopup="dialog" onClick={() => setTreeOpen(true)}>
                    {t('tree.label')}
                  </Button>
                ) : undefined
              }
              tools={
                <>
                  <UploadButton />
                  <FileActionsToolbar />
                </>
              }
              extra={
                <>
                  <SavedViewsMenu
                    current={{ screen: 'filelist', dir: ws.view.dir, search: ws.view.search, sort: ws.view.sort, order: ws.view.order, size: ws.view.size, label: ws.labelFilter, columns }}
                    onOpen={(view) => view.columns && setColumns(loadVisibleColumns())}
                  />
                  {/* The compact list has no column headers to sort by, nor columns to choose. */}
                  {phone ? <SortSelect view={ws.view} onChange={(sort) => ws.update(sort)} /> : <ColumnChooser value={columns} onChange={chooseColumns} />}
                </>
              }
            />
            <WorkspaceListing ws={ws} ops={ops} selectionActions={
                <>
                  <FileSelectionActions />
                  <VoidSelectionButton voidSelection={voidSelection} />
                </>
              }>
              {phone ? (
                <CardGrid {...listProps} layout="list" />
              ) : (
                <FileGrid {...listProps} columns={columns} view={ws.view} onSort={ws.sortBy} />
              )}
            </WorkspaceListing>
          </section>
          <WorkspaceDialogs ws={ws} operations={operations} detailsExtra={(file) => <FileDetailsActions file={file} />} rowMenu={rowMenu} />
          <UploadDialogs />
          <FileActionDialogs />
        </div>
      </FileActionsProvider>
    </UploadProvider>
  );
}
