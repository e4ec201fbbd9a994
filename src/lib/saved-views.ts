/**
 * Saved views (issue 17 point 4): a named workspace view — the screen (/filelist, or /disk as cards or a
 * list), the folder, the search, the sort, the page size, the label filter and the visible columns — kept
 * per account in this browser's local storage (`savedViews`), since the spec has no backend call for them.
 * The workspace saves, opens, renames and deletes them; /home opens, renames and deletes them.
 */
import { useSyncExternalStore } from 'react';
import { getUser } from './session';
import { STORAGE_KEYS, accountSettingSubscription, readStored, writeStored } from './storage';

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

type Stored = Record<string, SavedView[]>;

const account = () => getUser()?.useraccount ?? '';
const readAll = (): Stored => {
  const stored = readStored<unknown>(STORAGE_KEYS.savedViews);
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Stored) : {};
};

const isView = (value: unknown): value is SavedView => {
  const view = value as SavedView;
  return Boolean(view) && typeof view.id === 'string' && typeof view.name === 'string' && typeof view.dir === 'string'
    && (view.screen === 'filelist' || view.screen === 'disk');
};

/** The signed-in account's views, in the order saved (malformed entries dropped). */
export function readSavedViews(): SavedView[] {
  const own = readAll()[account()];
  return Array.isArray(own) ? own.filter(isView) : [];
}

const listeners = new Set<() => void>();
function write(views: SavedView[]) {
  const who = account();
  if (!who) return;
  writeStored(STORAGE_KEYS.savedViews, { ...readAll(), [who]: views });
  for (const listener of listeners) listener();
}

/** A name is kept once per account: saving under a name already used replaces that view. */
export function saveView(name: string, state: SavedViewState): SavedView {
  const trimmed = name.trim();
  const views = readSavedViews();
  const same = views.find((view) => view.name === trimmed);
  const view: SavedView = { ...state, id: same?.id ?? `v${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`, name: trimmed };
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

let cache: { account: string; stored: string | null; views: SavedView[] } | null = null;
const getSnapshot = () => {
  const who = account();
  const stored = localStorage.getItem(STORAGE_KEYS.savedViews);
  if (cache?.account !== who || cache.stored !== stored) cache = { account: who, stored, views: readSavedViews() };
  return cache.views;
};
const subscribe = accountSettingSubscription(STORAGE_KEYS.savedViews, listeners);

/** The signed-in account's saved views, kept up to date (this tab and others). */
export function useSavedViews(): SavedView[] {
  return useSyncExternalStore(subscribe, getSnapshot);
}
