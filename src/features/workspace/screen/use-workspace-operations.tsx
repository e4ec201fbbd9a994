/**
 * What a workspace screen does with its folders and rows beyond the sub-domains' own actions: the folder
 * actions (create, rename, move, set invalid, restart, delete), renaming a file, setting files invalid (one,
 * or the selection), the rows' lifecycle menu items, and the page's shortcuts (? for help, Backspace for the parent).
 */
import { useCallback } from 'react';
import { DeleteOutlined, DragOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { folderActionsFor } from '../shared/capabilities';
import { usePageShortcuts } from '../shared/keyboard';
import { fileMenuKey, folderMenuKey } from '../shared/menu-keys';
import { useStableCallback } from '../shared/use-stable-callback';
import type { RowActionItem } from '../shared/components/row-menu';
import { isFileRow, isFolderRow, rowKey, type FolderRow, type ListRow } from '../shared/types';
import { useFileRename } from '../file-actions/use-file-rename';
import { useFileVoid } from '../file-actions/use-file-void';
import { useFolderOperations } from '../folder-actions/use-folder-operations';
import type { Workspace } from './use-workspace';

export function useWorkspaceOperations(ws: Workspace) {
  const { t } = useTranslation('workspace');
  const ops = useFolderOperations({ index: ws.index, currentId: ws.view.dir, onOpenFolder: ws.openFolder });
  const { setHelpOpen } = ws;
  const openHelp = useCallback(() => setHelpOpen(true), [setHelpOpen]);
  usePageShortcuts({ onHelp: openHelp, onParent: ws.goParent });

  const fileVoid = useFileVoid(ws.caps, ws.selection);
  const fileRename = useFileRename(ws.caps);
  const selectedFiles = ws.selection.selectedRows.filter(isFileRow);
  const { authKnown, denied, caps } = ws;
  const dir = ws.view.dir;
  const { allowed: canRename, request: requestRename } = fileRename;
  const { allowed: canVoid, request: requestVoid } = fileVoid;
  const { start } = ops;

  /**
   * Delete on a row starts invalidation: the reason dialog of the folder or of the file; on a row that is
   * part of a selection of several files, of all the selected files at once.
   */
  const invalidate = useStableCallback((row: ListRow) => {
    if (isFolderRow(row)) {
      void ops.start('void', folderRefOf(row, ws.view.dir));
    } else if (ws.selection.isSelected(rowKey(row)) && selectedFiles.length > 1) {
      fileVoid.request(selectedFiles);
    } else {
      fileVoid.request(row);
    }
  });

  /**
   * The lifecycle's own row menu items: rename and set invalid on a file; rename, move, set invalid and delete on a
   * folder row. A folder's items follow the open folder's levels (a subfolder inherits them); the server's
   * answer for the folder itself is checked again when one is chosen.
   */
  const rowItems = useCallback(
    (row: ListRow): RowActionItem[] => {
      if (!authKnown || denied) return [];
      if (isFileRow(row)) {
        if (row.status === 'void') return [];
        return [
          ...(canRename
            ? [{ key: 'file-rename', label: t('fileRename.menu'), icon: <EditOutlined />, onClick: () => requestRename(row) }]
            : []),
          ...(canVoid
            ? [
                {
                  key: fileMenuKey('setInvalid'),
                  label: t('fileVoid.menu'),
                  icon: <StopOutlined />,
                  danger: true,
                  onClick: () => requestVoid(row),
                },
              ]
            : []),
        ];
      }
      const folder = folderRefOf(row, dir);
      const actions = folderActionsFor(caps, folder);
      return [
        ...(actions.rename
          ? [{ key: 'folder-rename', label: t('folder.rename'), icon: <EditOutlined />, onClick: () => void start('rename', folder) }]
          : []),
        ...(actions.move
          ? [{ key: folderMenuKey('move'), label: t('move.menu'), icon: <DragOutlined />, onClick: () => void start('move', folder) }]
          : []),
        ...(actions.setVoid
          ? [
              {
                key: folderMenuKey('setInvalid'),
                label: t('fileVoid.menu'),
                icon: <StopOutlined />,
                danger: true,
                onClick: () => void start('void', folder),
              },
            ]
          : []),
        ...(actions.remove
          ? [
              {
                key: 'folder-delete',
                label: t('common:actions.delete'),
                icon: <DeleteOutlined />,
                danger: true,
                onClick: () => void start('delete', folder),
              },
            ]
          : []),
      ];
    },
    [authKnown, denied, canRename, requestRename, canVoid, requestVoid, dir, caps, start, t],
  );

  /** For the selection banner: set the selected files invalid, with one reason. */
  const requestVoidSelection = useStableCallback(() => fileVoid.request(selectedFiles));
  const voidSelection = {
    offered: canVoid && authKnown && !denied && selectedFiles.length > 0,
    count: selectedFiles.length,
    request: requestVoidSelection,
  };

  return { ops, fileVoid, fileRename, invalidate, rowItems, voidSelection, openHelp };
}

export type WorkspaceOperations = ReturnType<typeof useWorkspaceOperations>;

const folderRefOf = (row: FolderRow, parentId: string) => ({
  id: row.id,
  name: row.directoryName || row.fileName,
  status: row.status,
  parentId,
});
