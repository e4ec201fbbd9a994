import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { compactFilters, formatDate, formatDateTime, rangeParams, sortParams } from './list-query';

describe('list query helpers', () => {
  it('turns a date range into the first and last second of the chosen days', () => {
    expect(rangeParams([dayjs('2026-03-05T17:20:00'), dayjs('2026-03-09T01:00:00')])).toEqual({
      from: '2026-03-05 00:00:00',
      to: '2026-03-09 23:59:59',
    });
    expect(rangeParams([dayjs('2026-03-05'), null])).toEqual({ from: '2026-03-05 00:00:00' });
    expect(rangeParams(null)).toEqual({});
  });

  it('maps a sort through the screen columns, ignoring columns the server cannot sort', () => {
    expect(sortParams({ field: 'fileName', order: 'DESC' }, { fileName: 'file_name' })).toEqual({
      orderColumn: 'file_name',
      order: 'DESC',
    });
    expect(sortParams({ field: 'size', order: 'ASC' }, { fileName: 'file_name' })).toEqual({});
    expect(sortParams(null, { fileName: 'file_name' })).toEqual({});
  });

  it('trims text and leaves empty filters out, keeping other values', () => {
    expect(compactFilters({ a: ' x ', b: '  ', c: undefined, d: null, e: 0, f: false })).toEqual({ a: 'x', e: 0, f: false });
  });

  it('formats server times, and leaves nothing as nothing', () => {
    expect(formatDateTime('2026-11-01T08:00:00')).toBe('2026-11-01 08:00:00');
    expect(formatDate('2026-11-01T08:00:00')).toBe('2026-11-01');
    expect(formatDateTime(null)).toBe('');
  });
});
