/**
 * A workspace screen's state, shared by its parts through one context: <WorkspaceScreen> runs the hooks (the
 * view, folder and rows of use-workspace, the folder and set-invalid operations, upload and the file actions)
 * and hands them down, so each part (header, listing, lists, tree, dialogs) takes what it uses from
 * useWorkspaceScreen(select) instead of a `ws` prop threaded through the page. A part is drawn again only when
 * what it selects changes, so a dialog opening, the upload dialog or the drop overlay leave the list alone.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterCommands } from '@/lib/command-registry';
import { createValueContext } from '@/lib/value-context';
import { folderActionsFor } from '../shared/capabilities';
import type { RowMenuGroups } from '../shared/components/row-menu';
import type { ListRow } from '../shared/types';
import { FileActionsProvider } from '../file-actions/components/file-actions';
import { useFileActions } from '../file-actions/use-file-actions';
import { UploadProvider } from '../upload/components/upload-actions';
import { useUpload } from '../upload/use-upload';
import { useWorkspace, type Workspace } from './use-workspace';
import { useWorkspaceOperations, type WorkspaceOperations } from './use-workspace-operations';

export interface WorkspaceScreenState extends Workspace {
  operations: WorkspaceOperations;
  /** The rows' "more" menu: upload's group, the file actions', then the lifecycle's (and the details drawer's). */
  rowMenu: RowMenuGroups;
}

const [WorkspaceProvider, useWorkspaceContext] = createValueContext<WorkspaceScreenState>(
  'A workspace part is used outside <WorkspaceScreen>.',
);

export function WorkspaceScreen({ children }: { children: ReactNode }) {
  const ws = useWorkspace();
  const operations = useWorkspaceOperations(ws);
  const upload = useUpload(ws.access);
  const fileActions = useFileActions({
    access: ws.access,
    selection: ws.selection,
    index: ws.index,
    labelFilter: ws.labelFilter,
    setLabelFilter: ws.setLabelFilter,
    update: ws.update,
  });
  // One function while the menus' items stay the same: the lists compare it and are not drawn again for nothing.
  const { rowItems: uploadItems } = upload;
  const { rowItems: fileItems } = fileActions;
  const { rowItems: lifecycleItems } = operations;
  const rowMenu = useMemo(
    () => (row: ListRow) => [uploadItems(row), fileItems(row), lifecycleItems(row)],
    [uploadItems, fileItems, lifecycleItems],
  );
  const { t } = useTranslation(['upload', 'workspace']);
  // The command palette offers what the toolbar offers in this folder now.
  useRegisterCommands([
    ...(upload.canUpload ? [{ id: 'upload', label: t('upload:action.upload'), run: upload.choose }] : []),
    ...(!ws.denied && folderActionsFor(ws.caps, ws.folder).addChild
      ? [{ id: 'new-folder', label: t('workspace:folder.create'), run: () => void operations.ops.start('create', ws.folder) }]
      : []),
  ]);
  return (
    <WorkspaceProvider value={{ ...ws, operations, rowMenu }}>
      <UploadProvider value={upload}>
        <FileActionsProvider value={fileActions}>{children}</FileActionsProvider>
      </UploadProvider>
    </WorkspaceProvider>
  );
}

/** The slice of the screen's state a part reads (`(s) => ({ rows: s.rows })`): the part is drawn again when it changes. */
export function useWorkspaceScreen<S>(select: (state: WorkspaceScreenState) => S): S {
  return useWorkspaceContext(select);
}
