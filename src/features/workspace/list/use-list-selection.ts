import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '@/lib/announce';
import { rowKey, type ListRow } from '../shared/types';

export interface ListSelection {
  /** Keys (see rowKey) of the selected rows on this page. */
  keys: ReadonlySet<string>;
  selectedRows: ListRow[];
  isSelected: (key: string) => boolean;
  toggle: (key: string) => void;
  selectAll: () => void;
  clear: () => void;
  /** Select exactly these rows (e.g. the files a batch action failed on). */
  selectOnly: (keys: Iterable<string>) => void;
  allSelected: boolean;
  someSelected: boolean;
  /** The keyboard's row (-1: none yet). */
  activeIndex: number;
  setActiveIndex: (index: number) => void;
}

/**
 * Selection and the active row of one page of the list. Both start over when the view changes (`viewKey`:
 * another folder, page, size, sort or search); the active row starts on `initialKey` when it is on the page.
 * A fresh answer for the same view (`current`: the rows are the server's latest, not a placeholder) keeps
 * what is still there selected and says, politely, how many selected rows went away.
 */
export function useListSelection(rows: ListRow[], viewKey: string, initialKey: string | null, current = true): ListSelection {
  const { t } = useTranslation('workspace');
  const [state, setState] = useState(() => ({
    viewKey,
    keys: new Set<string>() as ReadonlySet<string>,
    activeKey: initialKey,
    /** The rows the selection was last checked against, and how many selected rows the last check found gone. */
    checked: rows,
    gone: { count: 0, seq: 0 },
  }));
  if (state.viewKey !== viewKey) setState({ ...state, viewKey, keys: new Set(), activeKey: initialKey, checked: rows });
  else if (current && state.checked !== rows && state.keys.size > 0) {
    const present = new Set(rows.map(rowKey));
    const kept = [...state.keys].filter((key) => present.has(key));
    const count = state.keys.size - kept.length;
    setState({ ...state, checked: rows, ...(count > 0 ? { keys: new Set(kept), gone: { count, seq: state.gone.seq + 1 } } : {}) });
  }

  const { gone } = state;
  useEffect(() => {
    if (gone.count > 0) announce(t('refresh.selectionGone', { count: gone.count }));
  }, [gone, t]);

  return useMemo(() => {
    // Nothing selected (a page just arrived): no pass over the rows, which may be 100,000.
    let keys = state.keys;
    if (keys.size > 0) {
      const present = new Set(rows.map(rowKey));
      keys = new Set([...keys].filter((key) => present.has(key)));
    }
    const activeIndex = state.activeKey ? rows.findIndex((row) => rowKey(row) === state.activeKey) : -1;
    const update = (change: Partial<{ keys: ReadonlySet<string>; activeKey: string | null }>) =>
      setState((previous) => ({ ...previous, ...change }));
    return {
      keys,
      selectedRows: keys.size > 0 ? rows.filter((row) => keys.has(rowKey(row))) : [],
      isSelected: (key: string) => keys.has(key),
      toggle: (key: string) => {
        const next = new Set(keys);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        update({ keys: next });
      },
      selectAll: () => update({ keys: new Set(rows.map(rowKey)) }),
      clear: () => update({ keys: new Set() }),
      selectOnly: (only: Iterable<string>) => update({ keys: new Set(only) }),
      allSelected: rows.length > 0 && keys.size === rows.length,
      someSelected: keys.size > 0,
      activeIndex,
      setActiveIndex: (index: number) => update({ activeKey: rows[index] ? rowKey(rows[index]) : null }),
    };
  }, [rows, state]);
}
