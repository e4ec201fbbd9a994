import { describe, expect, it } from 'vitest';
import { isoOf } from './records';

describe('isoOf', () => {
  it('writes exactly what toISOString writes, from 1970 to 9999', () => {
    const edges = [
      0,
      1,
      999,
      86_399_999,
      86_400_000,
      Date.UTC(2000, 1, 28, 23, 59, 59, 999),
      Date.UTC(2000, 1, 29),
      Date.UTC(2000, 2, 1),
      Date.UTC(2024, 1, 29, 12, 0, 0, 5),
      Date.UTC(2100, 1, 28),
      Date.UTC(2100, 2, 1),
      Date.UTC(1999, 11, 31, 23, 59, 59, 999),
      Date.UTC(2026, 10, 1, 8),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
    ];
    for (const ms of edges) expect(isoOf(ms)).toBe(new Date(ms).toISOString());
    // Every day of 1970–2200 at a time of day that walks through hours, minutes, seconds and milliseconds.
    const mismatches: string[] = [];
    for (let day = 0; day < 84_000; day += 1) {
      const ms = day * 86_400_000 + ((day * 7_919_333) % 86_400_000);
      if (isoOf(ms) !== new Date(ms).toISOString()) mismatches.push(new Date(ms).toISOString());
    }
    expect(mismatches).toEqual([]);
  });
});
