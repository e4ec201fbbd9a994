import { describe, expect, it, vi } from 'vitest';
import {
  HISTORY_CHANGED_EVENT,
  HISTORY_LIMIT,
  pushHistory,
  readHistory,
  recordHistory,
  subscribeHistory,
  type HistoryEntry,
} from './recent-history';

const entry = (id: number): HistoryEntry => ({ fileId: String(id), fileName: `File ${id}.pdf` });
const ids = (list: HistoryEntry[]) => list.map((item) => item.fileId);

describe('recent history rule', () => {
  it('puts a new file at the front', () => {
    expect(ids(pushHistory([entry(1), entry(2)], entry(3)))).toEqual(['3', '1', '2']);
  });

  it('moves a re-opened file to the front without duplicating it, keeping the newer fields', () => {
    const list = pushHistory([entry(1), entry(2), entry(3)], { fileId: '3', fileName: 'Renamed.pdf' });
    expect(ids(list)).toEqual(['3', '1', '2']);
    expect(list[0].fileName).toBe('Renamed.pdf');
  });

  it('holds at most 8 and drops the oldest when full', () => {
    let list: HistoryEntry[] = [];
    for (let i = 1; i <= HISTORY_LIMIT; i += 1) list = pushHistory(list, entry(i));
    expect(list).toHaveLength(8);
    list = pushHistory(list, entry(9));
    expect(list).toHaveLength(8);
    expect(ids(list)).toEqual(['9', '8', '7', '6', '5', '4', '3', '2']);
  });

  it('re-opening a file when full drops nothing', () => {
    let list: HistoryEntry[] = [];
    for (let i = 1; i <= 8; i += 1) list = pushHistory(list, entry(i));
    list = pushHistory(list, entry(1));
    expect(ids(list)).toEqual(['1', '8', '7', '6', '5', '4', '3', '2']);
  });

  it('treats numeric and string ids alike', () => {
    const list = pushHistory([{ fileId: 5 as unknown as string }], { fileId: '5' });
    expect(ids(list)).toEqual(['5']);
  });
});

describe('stored history', () => {
  it('records under the `history` key, newest first, stamped with the time', () => {
    recordHistory(entry(1), 1000);
    recordHistory(entry(2), 2000);
    recordHistory(entry(1), 3000);
    const stored = JSON.parse(localStorage.getItem('history')!) as HistoryEntry[];
    expect(ids(stored)).toEqual(['1', '2']);
    expect(stored[0].openedAt).toBe(3000);
    expect(ids(readHistory())).toEqual(['1', '2']);
  });

  it('reads garbage in storage as an empty list and skips malformed entries', () => {
    localStorage.setItem('history', '{not json');
    expect(readHistory()).toEqual([]);
    localStorage.setItem('history', JSON.stringify([{ nope: 1 }, { fileId: '7' }, null]));
    expect(ids(readHistory())).toEqual(['7']);
  });

  it('tells subscribers when the list changes', () => {
    const onChange = vi.fn();
    const stop = subscribeHistory(onChange);
    recordHistory(entry(1));
    window.dispatchEvent(new Event(HISTORY_CHANGED_EVENT));
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
    recordHistory(entry(2));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("hears another tab's opens (the storage event), and nothing else it stores", () => {
    const onChange = vi.fn();
    const stop = subscribeHistory(onChange);
    window.dispatchEvent(new StorageEvent('storage', { key: 'history', newValue: JSON.stringify([entry(3)]) }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'locale', newValue: 'zh' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
  });
});
