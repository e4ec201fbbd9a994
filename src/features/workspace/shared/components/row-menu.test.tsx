/** Whether a row has a menu: the groups are built once per row, and again only when they change. */
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ListRow } from '../types';
import { useHasRowMenu, type RowMenuGroups } from './row-menu';

const row = (fileId: string) => ({ dataType: 1, fileId, fileName: `${fileId}.pdf` }) as unknown as ListRow;

describe('useHasRowMenu', () => {
  it('asks the groups once per row, and anew when the groups change', () => {
    const withItems: RowMenuGroups = vi.fn((r: ListRow) =>
      r === first ? [[{ key: 'open', label: 'Open', onClick: () => {} }], []] : [[], []],
    );
    const first = row('1');
    const second = row('2');
    const { result, rerender } = renderHook(({ groups }) => useHasRowMenu(groups), { initialProps: { groups: withItems } });
    for (let draw = 0; draw < 3; draw++) {
      expect(result.current(first)).toBe(true);
      expect(result.current(second)).toBe(false);
      rerender({ groups: withItems });
    }
    expect(withItems).toHaveBeenCalledTimes(2);

    const none: RowMenuGroups = vi.fn(() => []);
    rerender({ groups: none });
    expect(result.current(first)).toBe(false);
    expect(none).toHaveBeenCalledTimes(1);
    rerender({ groups: undefined as unknown as RowMenuGroups });
    expect(result.current(first)).toBe(false);
  });
});
