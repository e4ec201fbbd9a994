/**
 * Everything the two workspace screens (/filelist and /disk) share: the view from the URL, the folder tree,
 * the open folder's levels and capabilities, its page of rows, selection, and how rows open.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '@/lib/app-feedback';
import { openPreview } from '@/lib/file-types';
import { useFilesPage } from '@/entities/files/get-files-page';
import { useFolderAuth } from '@/entities/folders/get-folder-auth';
import { useFolderTree } from '@/entities/folders/get-folder-tree';
import { isPermissionDenied } from '@/lib/api/api-error';
import type { FolderRef } from '@/entities/folders/types';
import { useFolderPath } from '../tree/api/get-folder-path';
import { capabilitiesOf, NO_CAPABILITIES } from '../shared/capabilities';
import { useListSelection } from '../list/use-list-selection';
import { indexTree } from '../tree/tree-model';
import type { FolderAccess } from '../shared/folder-access';
import { isFolderRow, type ListRow } from '../shared/types';
import { ROOT_DIR_ID, listRequestOf, nextSort, useWorkspaceView } from '../shared/url-state';

export function useWorkspace() {
  const { t } = useTranslation('workspace');
  const { message } = useAppFeedback();
  const [view, update, sizeKnown] = useWorkspaceView();

  const tree = useFolderTree();
  const rootName = t('rootName');
  const index = useMemo(() => (tree.data ? indexTree(tree.data, rootName) : null), [tree.data, rootName]);
  const path = useFolderPath(view.dir);

  // Entering a folder asks the server what the user may do there (spec §6).
  const auth = useFolderAuth(view.dir);
  const caps = useMemo(
    () => (auth.data && auth.data.dirId === view.dir ? capabilitiesOf(auth.data) : NO_CAPABILITIES),
    [auth.data, view.dir],
  );
  const authKnown = Boolean(auth.data) && !auth.isError;
  // The open folder's rights are on their way (the toolbar keeps the room of its controls meanwhile).
  const rightsPending = !auth.isError && auth.data?.dirId !== view.dir;
  const deniedByLevel = authKnown && !caps.canSee;

  // The label filter (favourites) asks the server for the folder's files under that label, every page.
  // It is in the URL (`label`), so a saved view, a reload or a link keeps it; a new label starts at page 1.
  const labelFilter = view.label;
  const setLabelFilter = useCallback((label: string | null) => update({ label }), [update]);
  const query = useMemo(() => listRequestOf(view), [view]);
  const list = useFilesPage(query, !deniedByLevel && sizeKnown);
  const denied = deniedByLevel || isPermissionDenied(list.error);
  // While another folder loads, the previous rows stay, but not when that folder failed.
  const rows = useMemo<ListRow[]>(() => (list.isError ? [] : (list.data?.records ?? [])), [list.isError, list.data]);
  const total = list.isError ? 0 : (list.data?.total ?? 0);

  const highlightKey = view.highlight ? `f${view.highlight}` : null;
  const viewKey = `${view.dir}|${view.page}|${view.size}|${view.sort}|${view.order}|${view.search}|${view.highlight}|${labelFilter}`;
  const selection = useListSelection(rows, viewKey, highlightKey, list.isSuccess && !list.isPlaceholderData);

  /** The Refresh button: the open folder's rows, its path, the tree and the rights there, read again now. */
  const { refetch: refetchList } = list;
  const { refetch: refetchTree } = tree;
  const { refetch: refetchPath } = path;
  const { refetch: refetchAuth } = auth;
  const refresh = useCallback(
    () => Promise.all([refetchList(), refetchTree(), refetchPath(), refetchAuth()]),
    [refetchList, refetchTree, refetchPath, refetchAuth],
  );

  const folder: FolderRef = useMemo(() => {
    const indexed = index?.byId.get(view.dir);
    if (indexed) return { id: indexed.id, name: indexed.name, status: indexed.status, parentId: indexed.parentId };
    const items = path.data ?? [];
    const last = items[items.length - 1];
    return {
      id: view.dir,
      name: view.dir === ROOT_DIR_ID ? rootName : last?.dirId === view.dir ? last.dirName : '',
      parentId: view.dir === ROOT_DIR_ID ? null : (items[items.length - 2]?.dirId ?? ROOT_DIR_ID),
    };
  }, [index, path.data, view.dir, rootName]);

  /** The open folder and the user's rights there: what the sub-domains' actions go by. */
  const access: FolderAccess = { folder, caps, authKnown, denied, rightsPending };

  const openFolder = useCallback((id: string) => update({ dir: id }), [update]);

  const goParent = useCallback(() => {
    if (folder.parentId !== null) update({ dir: folder.parentId });
  }, [folder.parentId, update]);

  const openRow = useCallback(
    (row: ListRow) => {
      if (isFolderRow(row)) {
        update({ dir: row.id });
        return;
      }
      if (authKnown && !caps.canPreview) {
        message.error(t('common:errors.permissionDenied'));
        return;
      }
      if (openPreview(row) === 'none') message.info(t('open.noPreview', { name: row.fileName }));
    },
    [update, authKnown, caps.canPreview, message, t],
  );

  const sortBy = useCallback((field: Parameters<typeof nextSort>[1]) => update(nextSort(view, field)), [view, update]);

  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [findOpen, setFindOpen] = useState(false);

  return {
    view,
    update,
    tree,
    index,
    path,
    auth,
    caps,
    authKnown,
    rightsPending,
    denied,
    list,
    rows,
    total,
    selection,
    refresh,
    highlightKey,
    folder,
    access,
    openFolder,
    goParent,
    openRow,
    sortBy,
    detailsId,
    setDetailsId,
    helpOpen,
    setHelpOpen,
    findOpen,
    setFindOpen,
    labelFilter,
    setLabelFilter,
  };
}

export type Workspace = ReturnType<typeof useWorkspace>;
