import { describe, expect, it } from 'vitest';
import { commit, db, loadDb, resetDb, withDb } from './index';

describe('db', () => {
  it('seeds lazily and keeps one instance until reset', () => {
    const first = db();
    expect(db()).toBe(first);
    first.users[0].username = 'Changed';
    commit(); // no IndexedDB in jsdom: a no-op
    expect(db().users[0].username).toBe('Changed');
    resetDb();
    expect(db()).not.toBe(first);
    expect(db().users[0].username).toBe('Administrator');
  });

  it('withDb just runs the work where there is no IndexedDB (no other tab to wait for)', async () => {
    const database = db();
    await expect(withDb(() => db())).resolves.toBe(database);
  });

  it('loadDb seeds where there is no IndexedDB', async () => {
    const before = db();
    await loadDb();
    expect(db()).not.toBe(before);
    expect(db().folders.has('0')).toBe(true);
  });
});
