import { describe, expect, it } from 'vitest';
import { seedDb, SEED_FOLDERS, ARCHIVE_FILE_COUNT } from './seed';

describe('seed', () => {
  it('measures', () => {
    seedDb();
    const t0 = performance.now();
    const d = seedDb();
    const ms = performance.now() - t0;
    const depth = (id: string): number => (id === '0' ? 0 : 1 + depth(d.folders.get(id)!.fatherDirectoryId));
    const depths: Record<number, number> = {};
    for (const id of d.folders.keys()) depths[depth(id)] = (depths[depth(id)] ?? 0) + 1;
    console.log({ ms, folders: d.folders.size, files: d.files.size, logs: d.fileLogs.length, depths,
      archive: [...d.files.values()].filter((f) => f.dirId === SEED_FOLDERS.archive10k).length, ARCHIVE_FILE_COUNT,
      void: [...d.files.values()].filter((f) => f.status === 'void').length,
      sys: [...d.files.values()].filter((f) => f.isSystem).length,
      users: d.users.length, signs: d.signs.length });
    console.log([...d.folders.values()].slice(0, 80).map((f) => `${f.id}:${f.directoryName}<${f.fatherDirectoryId}`).join(' | '));
    expect(ms).toBeLessThan(200);
  });
});
