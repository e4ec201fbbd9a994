import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  canChangeEffectiveDate,
  canManageBinFile,
  effectiveDateParam,
  isPastDay,
  purgeInfo,
  toBinPageQuery,
  toOverduePageQuery,
} from './rules';

describe('recycle bin rules', () => {
  const now = dayjs('2026-11-23T12:00:00Z');

  it('counts the days until the bin deletes a file for good; system files are kept', () => {
    expect(purgeInfo({ isSystem: true, voidedAt: '2026-01-01T00:00:00Z', purgeTime: null }, 3, now)).toEqual({ kind: 'kept' });
    expect(purgeInfo({ isSystem: false, voidedAt: null, purgeTime: '2026-12-03T12:00:00Z' }, 3, now)).toEqual({ kind: 'days', days: 10 });
    // Without the server's purgeTime: 3 months after voiding (2026-11-13 + 3 months = 2027-02-13).
    expect(purgeInfo({ isSystem: false, voidedAt: '2026-11-13T12:00:00Z' }, 3, now)).toEqual({ kind: 'days', days: 82 });
    expect(purgeInfo({ isSystem: false, voidedAt: null, purgeTime: '2026-11-23T18:00:00Z' }, 3, now)).toEqual({ kind: 'days', days: 1 });
    expect(purgeInfo({ isSystem: false, voidedAt: null, purgeTime: '2026-11-20T00:00:00Z' }, 3, now)).toEqual({ kind: 'days', days: 0 });
    expect(purgeInfo({ isSystem: false, voidedAt: null }, 3, now)).toEqual({ kind: 'unknown' });
  });

  it('offers restore and delete with file level 50 or directory level 7, dates with 50 or 5', () => {
    expect(canManageBinFile({ userDirLevel: 7, userFileLevel: 0 })).toBe(true);
    expect(canManageBinFile({ userDirLevel: 1, userFileLevel: 50 })).toBe(true);
    expect(canManageBinFile({ userDirLevel: 6, userFileLevel: 40 })).toBe(false);
    expect(canChangeEffectiveDate({ userDirLevel: 5, userFileLevel: 0 })).toBe(true);
    expect(canChangeEffectiveDate({ userDirLevel: 4, userFileLevel: 40 })).toBe(false);
  });

  it('builds the list calls: trimmed filters, voiding dates, sort on server columns', () => {
    const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2026-11-01'), dayjs('2026-11-05')];
    expect(
      toBinPageQuery({ fileName: '  plan ', kind: undefined, voidedBy: '', range }, 2, 20, { field: 'voidedAt', order: 'DESC' }),
    ).toEqual({
      current: 2,
      size: 20,
      fileName: 'plan',
      from: '2026-11-01 00:00:00',
      to: '2026-11-05 23:59:59',
      orderColumn: 'voided_at',
      order: 'DESC',
    });
    expect(toBinPageQuery({ kind: 'images' }, 1, 10, null)).toEqual({ current: 1, size: 10, kind: 'images' });
    expect(toOverduePageQuery('', 1, 10, { field: 'dirName', order: 'ASC' })).toEqual({ current: 1, size: 10 });
    expect(toOverduePageQuery('QP', 1, 10, { field: 'editDate', order: 'ASC' })).toEqual({
      current: 1,
      size: 10,
      fileName: 'QP',
      orderColumn: 'edit_date',
      order: 'ASC',
    });
  });

  it('takes a new effective date of today or later, sent as YYYY-MM-DD like every effective date', () => {
    expect(isPastDay(now.subtract(1, 'day'), now)).toBe(true);
    expect(isPastDay(now, now)).toBe(false);
    expect(effectiveDateParam(dayjs('2030-06-30T23:30:00'))).toBe('2030-06-30');
  });
});
