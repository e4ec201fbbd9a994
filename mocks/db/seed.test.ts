import { describe, expect, it } from 'vitest';
import { ARCHIVE_FILE_COUNT, DEMO_ACCOUNTS, SEED_FOLDERS, seedDb } from './seed';

describe('seedDb', () => {
  it('is deterministic', () => {
    const a = seedDb();
    const b = seedDb();
    expect([...a.files.values()].slice(0, 50)).toEqual([...b.files.values()].slice(0, 50));
    expect([...a.folders.values()]).toEqual([...b.folders.values()]);
    expect(a.users).toEqual(b.users);
    expect(a.signs).toEqual(b.signs);
  });

  it('takes well under 200 ms', () => {
    seedDb();
    const start = performance.now();
    seedDb();
    expect(performance.now() - start).toBeLessThan(200);
  });

  it('seeds a deep folder tree and the 10,000-file archive', () => {
    const d = seedDb();
    expect(d.folders.size).toBeGreaterThanOrEqual(200);
    const depth = (id: string): number => (id === '0' ? 0 : 1 + depth(d.folders.get(id)!.fatherDirectoryId));
    expect(Math.max(...[...d.folders.keys()].map(depth))).toBeGreaterThanOrEqual(5);
    expect(d.folders.get(SEED_FOLDERS.archive10k)!.directoryName).toBe('Archive 2020–2025 (10,000 files)');
    const files = [...d.files.values()];
    expect(files.filter((f) => f.dirId === SEED_FOLDERS.archive10k)).toHaveLength(ARCHIVE_FILE_COUNT);
    expect(files.filter((f) => f.dirId !== SEED_FOLDERS.archive10k).length).toBeGreaterThanOrEqual(300);
    expect(new Set(files.map((f) => f.fileType))).toEqual(expect.objectContaining({ size: expect.any(Number) }));
    for (const type of ['.pdf', '.docx', '.xlsx', '.pptx', '.txt', '.md', '.png', '.jpg', '.mp4', '.zip', '.dwg']) {
      expect(files.some((f) => f.fileType === type)).toBe(true);
    }
    expect(files.some((f) => f.status === 'void' && f.voidReason && f.voidedBy && f.voidedAt)).toBe(true);
    expect(files.some((f) => f.versions.length > 0)).toBe(true);
    expect(files.every((f) => d.folders.has(f.dirId))).toBe(true);
  });

  it('seeds the demo accounts', () => {
    const d = seedDb();
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const user = d.users.find((u) => u.useraccount === account.useraccount)!;
      expect(user).toMatchObject({ userId: account.userId, password: account.password, loginKey: account.loginKey, status: 'enabled' });
    }
    expect(d.users.find((u) => u.useraccount === 'newbie')!.firstLogin).toBe(true);
    expect(d.users.find((u) => u.useraccount === 'guest')!.userType).toBe('external');
    expect(d.users.length).toBeGreaterThanOrEqual(60);
    expect(new Set(d.users.map((u) => u.useraccount)).size).toBe(d.users.length);
  });
});
