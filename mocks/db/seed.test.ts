import { describe, expect, it } from 'vitest';
import { ARCHIVE_FILE_COUNT, DEMO_ACCOUNTS, SEED_FOLDERS, seedCopies, seedDb } from './seed';

const DAY = 86_400_000;

describe('seedDb', () => {
  it('is deterministic', () => {
    const now = Date.UTC(2027, 2, 3, 9, 30);
    const a = seedDb(now);
    const b = seedDb(now + 3 * 3_600_000);
    expect([...a.files.values()].slice(0, 50)).toEqual([...b.files.values()].slice(0, 50));
    expect([...a.folders.values()]).toEqual([...b.folders.values()]);
    expect(a.users).toEqual(b.users);
    expect(a.signs).toEqual(b.signs);
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
    // Every kind of file the previews and filters deal with, each at least once.
    for (const type of ['.pdf', '.docx', '.xlsx', '.pptx', '.txt', '.md', '.png', '.jpg', '.mp4', '.zip', '.dwg']) {
      expect(files.some((f) => f.fileType === type)).toBe(true);
    }
    expect(files.some((f) => f.status === 'void' && f.voidReason && f.voidedBy && f.voidedAt)).toBe(true);
    expect(files.some((f) => f.versions.length > 0)).toBe(true);
    expect(files.every((f) => d.folders.has(f.dirId))).toBe(true);
  });

  it('dates files relative to the seeding day: some expire within a week, some within 30 days, some have just expired', () => {
    for (const now of [Date.UTC(2026, 10, 25, 6), Date.UTC(2031, 6, 1, 23, 59)]) {
      const files = [...seedDb(now).files.values()].filter((f) => f.status === 'normal');
      const daysLeft = (editDate: string) => (Date.parse(editDate) - now) / DAY;
      const left = files.map((f) => daysLeft(f.editDate));
      expect(left.filter((d) => d >= 0 && d < 7).length).toBeGreaterThanOrEqual(3);
      expect(left.filter((d) => d >= 7 && d < 30).length).toBeGreaterThanOrEqual(3);
      expect(left.filter((d) => d < 0 && d > -30).length).toBeGreaterThanOrEqual(3);
      // The overdue system files list and the expiry card have rows of each kind too.
      const system = files.filter((f) => f.isSystem).map((f) => daysLeft(f.editDate));
      expect(system.some((d) => d >= 0 && d < 30)).toBe(true);
      expect(system.some((d) => d < 0 && d > -30)).toBe(true);
    }
  });

  it('seeds the same files with the same names whatever the day', () => {
    const a = seedDb(Date.UTC(2026, 10, 25));
    const b = seedDb(Date.UTC(2029, 4, 1));
    const shape = (d: ReturnType<typeof seedDb>) => [...d.files.values()].map(({ editDate: _editDate, ...rest }) => rest);
    expect(shape(a)).toEqual(shape(b));
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

describe('seedCopies', () => {
  /** Every object reachable from `value` (Maps and arrays included). */
  const objectsOf = (value: unknown, found = new Set<object>()): Set<object> => {
    if (typeof value !== 'object' || value === null || found.has(value)) return found;
    found.add(value);
    const children = value instanceof Map ? [...value.keys(), ...value.values()] : Object.values(value);
    for (const child of children) objectsOf(child, found);
    return found;
  };

  it('hands out copies equal to a fresh seed that share no object with each other', () => {
    const now = Date.UTC(2027, 2, 3, 9, 30);
    const copies = seedCopies();
    const first = copies(now);
    const second = copies(now + 3_600_000);
    expect(first).toEqual(seedDb(now));
    expect(second).toEqual(first);
    const ofFirst = objectsOf(first);
    const shared = [...objectsOf(second)].filter((object) => ofFirst.has(object));
    expect(shared).toEqual([]);
  });

  it('seeds again on another day', () => {
    const copies = seedCopies();
    const today = copies(Date.UTC(2027, 2, 3, 9, 30));
    const tomorrow = copies(Date.UTC(2027, 2, 4, 9, 30));
    expect(tomorrow).toEqual(seedDb(Date.UTC(2027, 2, 4, 9, 30)));
    expect(tomorrow).not.toEqual(today);
  });
});
