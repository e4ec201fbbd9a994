import { describe, expect, it } from 'vitest';
import { align } from './align';

const lines = (n: number, tag = '') => Array.from({ length: n }, (_, i) => `line ${i}${tag}`);
const count = (aligned: ReturnType<typeof align>) =>
  aligned.reduce<Record<string, number>>((counts, item) => ({ ...counts, [item.op]: (counts[item.op] ?? 0) + 1 }), {});

describe('align', () => {
  it('pairs a deleted item followed by an inserted one as a change, and keeps the rest', () => {
    expect(align(['a', 'b', 'c', 'd'], ['a', 'B', 'c', 'e', 'f'])).toEqual([
      { op: 'equal', before: 0, after: 0 },
      { op: 'change', before: 1, after: 1 },
      { op: 'equal', before: 2, after: 2 },
      { op: 'change', before: 3, after: 3 },
      { op: 'insert', after: 4 },
    ]);
  });

  it('finds every change in a long file changed in many places', () => {
    const before = lines(6_000);
    const after = before.map((line, i) => (i % 10 === 3 ? `${line} edited` : line));
    after.splice(100, 0, 'new line');
    before.splice(5_000, 1);
    const aligned = align(before, after);
    expect(count(aligned)).toEqual({ equal: 5_399, change: 600, insert: 2 });
    // Every equal pair holds the same text.
    expect(aligned.every((item) => item.op !== 'equal' || before[item.before] === after[item.after])).toBe(true);
  });

  it('keeps repeated lines aligned around an inserted block', () => {
    const before = [...lines(2_000), ...Array<string>(500).fill(''), ...lines(2_000, 'b')];
    const after = ['added 1', 'added 2', ...before];
    expect(count(align(before, after))).toEqual({ insert: 2, equal: before.length });
  });

  it('compares texts with nothing in common position by position', () => {
    const aligned = align(lines(5_000, 'x'), lines(4_000, 'y'));
    expect(count(aligned)).toEqual({ change: 4_000, delete: 1_000 });
  });
});
