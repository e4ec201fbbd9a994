import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { textFilter, useLocalList } from './use-local-list';

const rows = Array.from({ length: 45 }, (_, index) => ({ name: `Row ${index + 1}` }));
const byName = textFilter<{ name: string }>((row) => [row.name]);

describe('a list held in the browser', () => {
  it('pages by 20 (spec §9 internal paging), and a search starts again at page 1', () => {
    const { result } = renderHook(() => useLocalList(rows, byName));
    expect(result.current.tableProps.pageSize).toBe(20);
    expect(result.current.tableProps.rows).toHaveLength(20);
    expect(result.current.tableProps.total).toBe(45);
    act(() => result.current.tableProps.onPageChange(3, 20));
    expect(result.current.tableProps.rows.map((row) => row.name)).toEqual(['Row 41', 'Row 42', 'Row 43', 'Row 44', 'Row 45']);
    act(() => result.current.searchFor('row 1'));
    expect(result.current.tableProps.page).toBe(1);
    expect(result.current.tableProps.total).toBe(11);
  });
});
