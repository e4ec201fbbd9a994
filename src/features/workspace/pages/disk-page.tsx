import { useState } from 'react';
import { Segmented } from 'antd';
import { AppstoreOutlined, BarsOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, readStored, writeStored } from '@/lib/storage';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { CardGrid } from '../list/components/card-grid';
import { FileGrid } from '../list/components/file-grid';
import { useFileActions } from '../file-actions/use-file-actions';
import { FileActionDialogs, FileActionsProvider, FileActionsToolbar, FileDetailsActions, FileSelectionActions } from '../file-actions/components/file-actions';
import { useUpload } from '../upload/use-upload';
import { UploadButton, UploadDialogs, UploadDropOverlay, UploadProvider } from '../upload/components/upload-actions';
import { SortSelect } from '../list/components/sort-select';
import {
  WorkspaceDialogs,
  workspaceListProps,
  WorkspaceHeader,
  WorkspaceListing,
  VoidSelectionButton,
  useWorkspaceOperations,
} from '../screen/workspace-parts';
import styles from '../shared/workspace.module.css';
import type { ColumnKey } from '../list/columns';
import type { ListRow } from '../shared/types';
import { useWorkspace } from '../screen/use-workspace';
import { SavedViewsMenu } from '@/components/saved-views/saved-views-menu';

type DiskView = 'cards' | 'list';

/** The list mode of /disk keeps to what the cards show: size and dates. */
const DISK_COLUMNS: ColumnKey[] = ['fileSize', 'updateTime', 'editDate', 'uploader'];

const storedView = (): DiskView => (readStored<string>(STORAGE_KEYS.diskView) === 'list' ? 'list' : 'cards');

/**
 * /disk, the new document management view: the same folders and files as cards (icon, name, size, date) or
 * as a list; the choice is remembered on this device. Navigation is by breadcrumb and opening folders. On a
 * phone the list is the compact one (issue 15): name, size and date, and the "more" button, on one line each.
 */
export default function DiskPage() {
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
  const [mode, setMode] = useState<DiskView>(storedView);
  const phone = useMediaQuery(PHONE_QUERY);

  const choose = (next: DiskView) => {
    setMode(next);
    writeStored(STORAGE_KEYS.diskView, next);
  };

  const common = workspaceListProps(ws, { invalidate, openHelp, rowMenu });

  const switcher = (
    <>
      <SavedViewsMenu
        current={{ screen: 'disk', mode, dir: ws.view.dir, search: ws.view.search, sort: ws.view.sort, order: ws.view.order, size: ws.view.size, label: ws.labelFilter }}
        onOpen={(view) => view.mode && setMode(view.mode)}
      />
      {(mode === 'cards' || phone) && <SortSelect view={ws.view} onChange={(sort) => ws.update(sort)} />}
      <Segmented<DiskView>
        aria-label={t('disk.view')}
        value={mode}
        onChange={choose}
        options={[
          { value: 'cards', icon: <AppstoreOutlined />, label: t('disk.cards') },
          { value: 'list', icon: <BarsOutlined />, label: t('disk.list') },
        ]}
      />
    </>
  );

  return (
    <UploadProvider value={upload}>
      <FileActionsProvider value={fileActions}>
        <div className={styles.workspace}>
          <section className={styles.main} aria-label={t('list.section')} {...upload.dropTarget}>
            <UploadDropOverlay />
            <WorkspaceHeader ws={ws} ops={ops} basePath="/disk" tools={
                <>
                  <UploadButton />
                  <FileActionsToolbar />
                </>
              } extra={switcher} />
            <WorkspaceListing ws={ws} ops={ops} selectionActions={
                <>
                  <FileSelectionActions />
                  <VoidSelectionButton voidSelection={voidSelection} />
                </>
              }>
              {mode === 'cards' || phone ? (
                <CardGrid {...common} layout={mode === 'cards' ? 'cards' : 'list'} />
              ) : (
                <FileGrid
                  {...common}
                  columns={DISK_COLUMNS}
                  view={ws.view}
                  onSort={ws.sortBy}
                />
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
