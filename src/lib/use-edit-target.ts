import { useState } from 'react';

/**
 * What a list screen's add-or-edit dialog is open for: nothing (closed), a new item, or a row. The dialog
 * takes `open`, `item` (null for a new one) and `close`; the add button calls `add`, a row's edit `edit`.
 */
export function useEditTarget<T>() {
  const [target, setTarget] = useState<T | 'new' | null>(null);
  return {
    open: target !== null,
    item: target === 'new' ? null : target,
    add: () => setTarget('new'),
    edit: (row: T) => setTarget(row),
    close: () => setTarget(null),
  };
}
