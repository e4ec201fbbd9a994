import { useState } from 'react';
import { Segmented } from 'antd';
import { AppstoreOutlined, BarsOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, readStored, writeStored } from '@/lib/storage';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { SavedViewsMenu } from '@/components/saved-views/saved-views-menu';
import type { ColumnKey } from '../list/columns';
import { SortSelect } from '../list/components/sort-select';
import styles from '../shared/workspace.module.css';
import { UploadDropArea } from '../upload/components/upload-actions';
import { WorkspaceCardGrid, WorkspaceDialogs, WorkspaceFileGrid, WorkspaceHeader, WorkspaceListing } from '../screen/workspace-parts';
import { WorkspaceScreen, useWorkspaceScreen } from '../screen/workspace-screen';

type DiskView = 'cards' | 'list';

/** The list mode of /disk keeps to what the cards show: size and dates. */
const DISK_COLUMNS: ColumnKey[] = ['fileSize', 'updateTime', 'editDate', 'uploader'];

const storedView = (): DiskView => (readStored<string>(STORAGE_KEYS.diskView) === 'list' ? 'list' : 'cards');

/**
 * /disk, the new document management view: the same folders and files as cards (icon, name, size, date) or
 * as a list; the choice is remembered on this device. Navigation is by breadcrumb and opening folders. On a
 * phone the list is the compact one: name, size and date, and the "more" button, on one line each.
 */
export default function DiskPage() {
  return (
    <WorkspaceScreen>
      <Disk />
    </WorkspaceScreen>
  );
}

function Disk() {
  const { t } = useTranslation('workspace');
  const { view, update, labelFilter } = useWorkspaceScreen((s) => ({ view: s.view, update: s.update, labelFilter: s.labelFilter }));
  const [mode, setMode] = useState<DiskView>(storedView);
  const phone = useMediaQuery(PHONE_QUERY);

  const choose = (next: DiskView) => {
    setMode(next);
    writeStored(STORAGE_KEYS.diskView, next);
  };

  const switcher = (
    <>
      <SavedViewsMenu
        current={{
          screen: 'disk',
          mode,
          dir: view.dir,
          search: view.search,
          sort: view.sort,
          order: view.order,
          size: view.size,
          label: labelFilter,
        }}
        onOpen={(saved) => saved.mode && setMode(saved.mode)}
      />
      {(mode === 'cards' || phone) && <SortSelect view={view} onChange={(sort) => update(sort)} />}
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
    <div className={styles.workspace}>
      <UploadDropArea className={styles.main} label={t('list.section')}>
        <WorkspaceHeader basePath="/disk" extra={switcher} />
        <WorkspaceListing>
          {mode === 'cards' || phone ? (
            <WorkspaceCardGrid layout={mode === 'cards' ? 'cards' : 'list'} />
          ) : (
            <WorkspaceFileGrid columns={DISK_COLUMNS} />
          )}
        </WorkspaceListing>
      </UploadDropArea>
      <WorkspaceDialogs />
    </div>
  );
}
