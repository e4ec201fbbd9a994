import { useMemo, useState } from 'react';
import { LOCAL_PAGE_SIZE } from './common-table';

/**
 * A list the screen holds whole (a parameter list, a tree level, the menu tree): the search text filters it
 * here and the table pages it here. A new search, or starting over, goes back to page 1.
 *
 * `filter` gives the rows that match a search text (the whole list for an empty text); it should be
 * defined once, outside the component, so the rows are filtered again only when the list or the text changes.
 */
export function useLocalList<T>(all: T[] | undefined, filter: (rows: T[], text: string) => T[] = (rows) => rows) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState({ current: 1, size: LOCAL_PAGE_SIZE });
  const shown = useMemo(() => filter(all ?? [], search), [all, search, filter]);
  const searchFor = (text: string) => {
    setSearch(text);
    setPage((p) => ({ ...p, current: 1 }));
  };
  return {
    search,
    searchFor,
    /** Empty search, first page (the screen now shows another list). */
    startOver: () => searchFor(''),
    /** What `CommonTable` takes for the rows and paging. */
    tableProps: {
      rows: shown.slice((page.current - 1) * page.size, page.current * page.size),
      total: shown.length,
      page: page.current,
      pageSize: page.size,
      onPageChange: (current: number, size: number) => setPage({ current, size }),
    },
    /** What `CommonTable` takes for its search box. */
    searchProps: (placeholder: string) => ({ value: search, placeholder, onSearch: searchFor }),
  };
}

/** A `useLocalList` filter: the rows one of whose texts contains the search text, whatever the case. */
export function textFilter<T>(texts: (row: T) => (string | undefined)[]) {
  return (rows: T[], text: string) => {
    const lower = text.toLowerCase();
    return lower ? rows.filter((row) => texts(row).some((value) => value?.toLowerCase().includes(lower))) : rows;
  };
}

export type LocalList<T> = ReturnType<typeof useLocalList<T>>;
