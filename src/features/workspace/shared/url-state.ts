/**
 * The workspace view lives in the route's query (item 5), so reload, back/forward and a pasted
 * link show the same view:
 *   dir    the open folder ('0', 'All documents', when absent)
 *   page   1-based page (absent = 1)
 *   size   page size, one of 10/20/30/40 (absent = the system setting's default, 40 by §9)
 *   sort   fileName | updateTime | editDate, with order asc | desc (absent = the server's order)
 *   q      search in the folder (absent = none)
 *   hl     a file to highlight (find-anywhere)
 *   label  the label filter (favourites' label; a saved view can hold one)
 * Anything malformed falls back to its default rather than failing.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '@/lib/page-sizes';
import { useSystemSettings } from '@/entities/file-params/get-param-config';
import type { FileListQuery, OrderColumn, SortField, SortOrder } from './types';

export const ROOT_DIR_ID = '0';
export const DEFAULT_PAGE_SIZE = 40;
export const SORT_FIELDS: readonly SortField[] = ['fileName', 'updateTime', 'editDate'];

/** What the server calls each sort field (spec §7). */
export const ORDER_COLUMNS: Record<SortField, OrderColumn> = {
  fileName: 'file_name',
  updateTime: 'update_time',
  editDate: 'edit_date',
};

export interface WorkspaceView {
  dir: string;
  page: number;
  size: number;
  sort: SortField | null;
  order: SortOrder;
  search: string;
  highlight: string | null;
  label: string | null;
}

export const DEFAULT_VIEW: WorkspaceView = {
  dir: ROOT_DIR_ID,
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  sort: null,
  order: 'asc',
  search: '',
  highlight: null,
  label: null,
};

const positiveInt = (text: string | null) => {
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
};

/** Folder ids are the backend's numeric ids, as strings. */
const folderId = (text: string | null) => (text && /^\d{1,20}$/.test(text) ? text : null);

const isPageSize = (size: number | null): size is number => size !== null && (PAGE_SIZES as readonly number[]).includes(size);

/** `defaultSize`: the page size when the address names none (the system setting). */
export function parseView(query: URLSearchParams | string, defaultSize: number = DEFAULT_PAGE_SIZE): WorkspaceView {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const size = positiveInt(params.get('size'));
  const sort = params.get('sort');
  const order = params.get('order');
  const search = (params.get('q') ?? '').trim();
  return {
    dir: folderId(params.get('dir')) ?? ROOT_DIR_ID,
    page: positiveInt(params.get('page')) ?? 1,
    size: isPageSize(size) ? size : isPageSize(defaultSize) ? defaultSize : DEFAULT_PAGE_SIZE,
    sort: SORT_FIELDS.includes(sort as SortField) ? (sort as SortField) : null,
    order: order === 'desc' ? 'desc' : 'asc',
    search,
    highlight: params.get('hl') || null,
    label: params.get('label')?.trim() || null,
  };
}

/** The query of a view; defaults are left out so links stay short. */
export function serializeView(view: WorkspaceView, defaultSize: number = DEFAULT_PAGE_SIZE): URLSearchParams {
  const params = new URLSearchParams();
  if (view.dir !== ROOT_DIR_ID) params.set('dir', view.dir);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.size !== defaultSize) params.set('size', String(view.size));
  if (view.sort) {
    params.set('sort', view.sort);
    params.set('order', view.order);
  }
  if (view.search) params.set('q', view.search);
  if (view.highlight) params.set('hl', view.highlight);
  if (view.label) params.set('label', view.label);
  return params;
}

/** Whether the address names a page size of its own (else the system setting's default applies). */
export const addressNamesSize = (params: URLSearchParams) => isPageSize(positiveInt(params.get('size')));

/** The list query the server gets for a view. */
export function toListQuery(view: WorkspaceView): FileListQuery {
  return {
    dirId: view.dir,
    current: view.page,
    size: view.size,
    ...(view.search ? { fileName: view.search } : {}),
    ...(view.sort ? { orderColumn: ORDER_COLUMNS[view.sort], order: view.order === 'desc' ? ('DESC' as const) : ('ASC' as const) } : {}),
  };
}

/** The list request of a view: its query, narrowed to the view's favourites label when it has one. */
export const listRequestOf = (view: WorkspaceView): FileListQuery => ({
  ...toListQuery(view),
  ...(view.label ? { signName: view.label } : {}),
});

/**
 * The next view after a change. Opening another folder starts it fresh (page 1, no search, no highlight;
 * page size and sort are kept); a new search, page size or sort goes back to page 1.
 */
export function nextView(current: WorkspaceView, change: Partial<WorkspaceView>): WorkspaceView {
  const next = { ...current, ...change };
  if (change.dir !== undefined && change.dir !== current.dir) {
    next.page = change.page ?? 1;
    next.search = change.search ?? '';
    next.highlight = change.highlight ?? null;
  } else if (
    (change.search !== undefined && change.search !== current.search) ||
    (change.label !== undefined && change.label !== current.label) ||
    (change.size !== undefined && change.size !== current.size) ||
    (change.sort !== undefined && change.sort !== current.sort) ||
    (change.order !== undefined && change.order !== current.order)
  ) {
    next.page = change.page ?? 1;
    if (change.highlight === undefined) next.highlight = null;
  } else if (change.page !== undefined && change.page !== current.page && change.highlight === undefined) {
    next.highlight = null;
  }
  return next;
}

/** The cycle of a column header: ascending, descending, then the server's own order. */
export function nextSort(view: WorkspaceView, field: SortField): Pick<WorkspaceView, 'sort' | 'order'> {
  if (view.sort !== field) return { sort: field, order: 'asc' };
  if (view.order === 'asc') return { sort: field, order: 'desc' };
  return { sort: null, order: 'asc' };
}

/**
 * The view of the current route and a way to change it (each change is a history entry). `sizeKnown`: the
 * page size is settled (named by the address, or the system setting has been read).
 */
export function useWorkspaceView() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const { settings, settled } = useSystemSettings();
  const defaultSize = settings.defaultPageSize;
  const view = useMemo(() => parseView(key, defaultSize), [key, defaultSize]);
  const sizeKnown = settled || addressNamesSize(params);
  const update = useCallback(
    (change: Partial<WorkspaceView>, options: { replace?: boolean } = {}) => {
      const next = serializeView(nextView(view, change), defaultSize);
      if (next.toString() === key) return;
      // Synchronously, not as a transition: a keyboard user's next key (Backspace right after Enter) must
      // act on the folder now shown, not the one before.
      setParams(next, { replace: options.replace, flushSync: true });
    },
    [view, key, setParams, defaultSize],
  );
  return [view, update, sizeKnown] as const;
}
