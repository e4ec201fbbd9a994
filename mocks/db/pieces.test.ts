import { describe, expect, it } from 'vitest';
import { joinTables, PIECE_ROWS, snapshot, splitTables, unchanged } from './pieces';
import { seedDb } from './seed';

describe('the database in pieces', () => {
  it('cuts Maps and arrays into pieces of rows and puts the tables back as they were', () => {
    const { contents: _contents, ...tables } = seedDb();
    const { shapes, counts, pieces } = splitTables(tables);
    expect(shapes.files).toBe('map');
    expect(shapes.fileLogs).toBe('array');
    expect(shapes.seq).toBe('value');
    expect(counts.files).toBe(Math.ceil(tables.files.size / PIECE_ROWS));
    expect(joinTables({ shapes, counts }, pieces)).toEqual(tables);
    // A missing piece is said, not read as an empty table.
    pieces.delete('files#3');
    expect(joinTables({ shapes, counts }, pieces)).toBeUndefined();
  });

  it('a snapshot tells any change of content, however deep, and only a change', () => {
    const row = () => ({
      id: '1',
      name: 'Plan.pdf',
      size: 12,
      labels: ['a'],
      versions: [{ revision: 1, at: null }],
      map: new Map([['k', 1]]),
    });
    const original = [row()];
    const flat = snapshot(original);
    expect(unchanged(original, flat)).toBe(true);
    // The same content in other objects is unchanged too.
    expect(unchanged([row()], flat)).toBe(true);
    expect(unchanged([{ ...row(), size: NaN }], snapshot([{ ...row(), size: NaN }]))).toBe(true);
    const changes: Array<(r: ReturnType<typeof row>) => void> = [
      (r) => (r.name = 'Plan.pdF'),
      (r) => (r.size = 12.000001),
      (r) => r.labels.push('b'),
      (r) => (r.versions[0].at = 0 as never),
      (r) => r.map.set('k', 2),
      (r) => ((r as Record<string, unknown>).extra = undefined),
    ];
    for (const change of changes) {
      const changed = row();
      change(changed);
      expect(unchanged([changed], flat)).toBe(false);
    }
    expect(unchanged([row(), row()], flat)).toBe(false);
    expect(unchanged([['a', 'b']], snapshot([['a'], 'b']))).toBe(false);
    expect(unchanged([row()], undefined)).toBe(false);
  });
});
