import type { PrefixedKey } from '@/i18next';

/**
 * The spec's file and folder actions (§4–§6) and where each is reached: the row menu (its "more" button,
 * right click, a long press, Shift+F10), the details drawer, the selection (batch) and a key of its own,
 * or another screen's row and selection buttons. The row menu's items are keyed from this table, and a test
 * checks that every action here has its mouse path, so an action the spec adds cannot be left without one.
 */
export type SpecActionId =
  | 'setInvalid'
  | 'restart'
  | 'move'
  | 'download'
  | 'newVersion'
  | 'history'
  | 'favourite'
  | 'log'
  | 'effectiveDate';

export interface SpecAction {
  id: SpecActionId;
  /** The row menu item's key on a file row, when the file list offers it there. */
  fileMenuKey?: string;
  /** The row menu item's key on a folder row, when the file list offers it there. */
  folderMenuKey?: string;
  /** The open folder's "Folder actions" menu offers it (for the folder itself). */
  folderBar?: boolean;
  /** Offered for the selected files at once. */
  batch: boolean;
  /** A key of its own in the list (every row menu item is also reached by Shift+F10 or the Menu key). */
  shortcut?: string;
  /**
   * Where the action is when the file list cannot offer it: the screen, and the texts (i18n keys) of its
   * button on a file's row and, for a batch, on the selection. A test renders the screen and finds both.
   */
  elsewhere?: { route: string; rowButton: PrefixedKey; selectionButton?: PrefixedKey };
}

export const SPEC_ACTIONS: readonly SpecAction[] = [
  { id: 'setInvalid', fileMenuKey: 'file-void', folderMenuKey: 'folder-void', folderBar: true, batch: true, shortcut: 'Delete' },
  // A void file leaves the list for the recycle bin, which restarts it (with a reason), one or the selection;
  // a void folder is opened from the tree (level 7 sees it) and restarted from its "Folder actions".
  {
    id: 'restart',
    folderBar: true,
    batch: true,
    elsewhere: { route: '/abandonpage', rowButton: 'recycle-bin:restartOne', selectionButton: 'recycle-bin:restartSelected' },
  },
  { id: 'move', fileMenuKey: 'transfer-move', folderMenuKey: 'folder-move', folderBar: true, batch: true },
  { id: 'download', fileMenuKey: 'transfer-download', batch: true },
  { id: 'newVersion', fileMenuKey: 'upload-new-version', batch: false },
  { id: 'history', fileMenuKey: 'upload-version-history', batch: false },
  { id: 'favourite', fileMenuKey: 'transfer-favourite', batch: true },
  { id: 'log', fileMenuKey: 'transfer-log', batch: false },
  { id: 'effectiveDate', fileMenuKey: 'transfer-effective-date', batch: false },
] as const;

const byId = new Map(SPEC_ACTIONS.map((action) => [action.id, action]));

/** The row menu key of a file action (throws for an action the row menu does not hold: a coding error). */
export function fileMenuKey(id: SpecActionId): string {
  const key = byId.get(id)?.fileMenuKey;
  if (!key) throw new Error(`no row menu item for ${id}`);
  return key;
}

export function folderMenuKey(id: SpecActionId): string {
  const key = byId.get(id)?.folderMenuKey;
  if (!key) throw new Error(`no folder row menu item for ${id}`);
  return key;
}
