/**
 * Saved views: a named workspace view — the screen (/filelist, or /disk as cards or a
 * list), the folder, the search, the sort, the page size, the label filter and the visible columns — kept
 * per account in this browser's local storage (`savedViews`), since the spec has no backend call for them.
 * The workspace saves, opens, renames and deletes them; /home opens, renames and deletes them.
 */
import { accountPreference } from './account-preference';
import { STORAGE_KEYS, writeStored } from './storage';

export type SavedViewScreen = 'filelist' | 'disk';

/** What a view opens: the workspace's URL state plus the choices kept outside it. */
export interface SavedViewState {
  screen: SavedViewScreen;
  /** /disk only: cards or a list. */
  mode?: 'cards' | 'list';
  dir: string;
  search: string;
  sort: string | null;
  order: 'asc' | 'desc';
  size: number;
  label: string | null;
  /** /filelist only: the visible columns. */
  columns?: string[];
}

export interface SavedView extends SavedViewState {
  id: string;
  name: string;
}

const isView = (value: unknown): value is SavedView => {
  const view = value as SavedView;
  return (
    Boolean(view) &&
    typeof view.id === 'string' &&
    typeof view.name === 'string' &&
    typeof view.dir === 'string' &&
    (view.screen === 'filelist' || view.screen === 'disk')
  );
};

/** The signed-in account's views, in the order saved (malformed entries dropped). */
const store = accountPreference(STORAGE_KEYS.savedViews, (all, account): SavedView[] => {
  const own = all[account];
  return Array.isArray(own) ? own.filter(isView) : [];
});

export const readSavedViews = store.get;

function write(list: SavedView[]) {
  const who = store.account();
  if (!who) return;
  store.write({ [who]: list });
}

/** A name is kept once per account: saving under a name already used replaces that view. */
export function saveView(name: string, state: SavedViewState): SavedView {
  const trimmed = name.trim();
  const views = readSavedViews();
  const same = views.find((view) => view.name === trimmed);
  const view: SavedView = {
    ...state,
    id: same?.id ?? `v${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    name: trimmed,
  };
  write(same ? views.map((v) => (v.id === same.id ? view : v)) : [...views, view]);
  return view;
}

export function renameView(id: string, name: string): void {
  const trimmed = name.trim();
  if (!trimmed) return;
  write(readSavedViews().map((view) => (view.id === id ? { ...view, name: trimmed } : view)));
}

export function deleteView(id: string): void {
  write(readSavedViews().filter((view) => view.id !== id));
}

/** The route a view opens (the workspace's query, defaults left out as `serializeView` does). */
export function savedViewPath(view: SavedViewState): string {
  const params = new URLSearchParams();
  if (view.dir !== '0') params.set('dir', view.dir);
  if (view.size !== 40) params.set('size', String(view.size));
  if (view.sort) {
    params.set('sort', view.sort);
    params.set('order', view.order);
  }
  if (view.search) params.set('q', view.search);
  if (view.label) params.set('label', view.label);
  const query = params.toString();
  return `/${view.screen}${query ? `?${query}` : ''}`;
}

/**
 * Opening a view: the choices kept on the device (columns, cards or list) become the view's, then the
 * caller navigates to `savedViewPath(view)` with `{ state: { savedView: view.name } }` (the workspace
 * says so when the view's folder can no longer be seen).
 */
export function applySavedViewChoices(view: SavedViewState): void {
  if (view.screen === 'filelist' && view.columns) writeStored(STORAGE_KEYS.fileListColumns, view.columns);
  if (view.screen === 'disk' && view.mode) writeStored(STORAGE_KEYS.diskView, view.mode);
}

/** The signed-in account's saved views, kept up to date (this tab and others). */
export const useSavedViews = store.use;
