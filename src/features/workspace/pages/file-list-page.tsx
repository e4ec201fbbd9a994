import { useState } from 'react';
import { Button, Drawer } from 'antd';
import { FolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { SavedViewsMenu } from '@/components/saved-views/saved-views-menu';
import { ColumnChooser } from '../list/components/column-chooser';
import { SortSelect } from '../list/components/sort-select';
import { loadVisibleColumns, saveVisibleColumns, type ColumnKey } from '../list/columns';
import styles from '../shared/workspace.module.css';
import { UploadDropArea } from '../upload/components/upload-actions';
import {
  WorkspaceCardGrid,
  WorkspaceDialogs,
  WorkspaceFileGrid,
  WorkspaceHeader,
  WorkspaceListing,
  WorkspaceTree,
} from '../screen/workspace-parts';
import { WorkspaceScreen, useWorkspaceScreen } from '../screen/workspace-screen';

/**
 * /filelist, document management: the folder tree beside the open folder's breadcrumb, toolbar and list.
 * The view (folder, page, size, sort, search) is in the URL. On a phone the tree opens in a drawer
 * from the "Folders" button beside the breadcrumb, and the list is a compact one (name, size, date, "more").
 */
export default function FileListPage() {
  return (
    <WorkspaceScreen>
      <FileList />
    </WorkspaceScreen>
  );
}

function FileList() {
  const { t } = useTranslation('workspace');
  const { view, update, labelFilter } = useWorkspaceScreen((s) => ({ view: s.view, update: s.update, labelFilter: s.labelFilter }));
  const [columns, setColumns] = useState<ColumnKey[]>(loadVisibleColumns);
  const phone = useMediaQuery(PHONE_QUERY);
  const [treeOpen, setTreeOpen] = useState(false);

  const chooseColumns = (keys: ColumnKey[]) => {
    setColumns(keys);
    saveVisibleColumns(keys);
  };

  return (
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
          <WorkspaceTree afterOpen={() => setTreeOpen(false)} />
        </Drawer>
      ) : (
        <aside className={styles.side} aria-label={t('tree.panel')}>
          <WorkspaceTree />
        </aside>
      )}
      <UploadDropArea className={styles.main} label={t('list.section')}>
        <WorkspaceHeader
          basePath="/filelist"
          lead={
            phone ? (
              <Button icon={<FolderOutlined />} aria-expanded={treeOpen} aria-haspopup="dialog" onClick={() => setTreeOpen(true)}>
                {t('tree.label')}
              </Button>
            ) : undefined
          }
          extra={
            <>
              <SavedViewsMenu
                current={{
                  screen: 'filelist',
                  dir: view.dir,
                  search: view.search,
                  sort: view.sort,
                  order: view.order,
                  size: view.size,
                  label: labelFilter,
                  columns,
                }}
                onOpen={(saved) => saved.columns && setColumns(loadVisibleColumns())}
              />
              {/* The compact list has no column headers to sort by, nor columns to choose. */}
              {phone ? (
                <SortSelect view={view} onChange={(sort) => update(sort)} />
              ) : (
                <ColumnChooser value={columns} onChange={chooseColumns} />
              )}
            </>
          }
        />
        <WorkspaceListing>{phone ? <WorkspaceCardGrid layout="list" /> : <WorkspaceFileGrid columns={columns} />}</WorkspaceListing>
      </UploadDropArea>
      <WorkspaceDialogs />
    </div>
  );
}
