import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIndexedDb } from './fake-browser-storage';
import { commit, db, loadDb, resetDb } from './index';

describe('persistence in IndexedDB', () => {
  // One fake for the whole file: db/index.ts keeps its IndexedDB connection open, as a page does.
  const { factory, data } = fakeIndexedDb();
  afterEach(() => {
    resetDb();
    vi.unstubAllGlobals();
  });

  it('saves after a commit (debounced), restores on load, and forgets on reset', async () => {
    vi.stubGlobal('indexedDB', factory);
    resetDb();
    db().users[0].username = 'Persisted';
    db().contents.set('c1', new Uint8Array([7, 8, 9]));
    commit();
    commit();
    expect(data.size).toBe(0);
    // Saved once the debounce has passed, without anyone asking.
    await vi.waitFor(() => expect(data.has('layout')).toBe(true));
    // The bytes have a record of their own.
    expect(data.has('content:c1')).toBe(true);

    await loadDb();
    expect(db().users[0].username).toBe('Persisted');
    expect(db().files.size).toBeGreaterThan(10_000);
    expect(Array.from(db().contents.get('c1') as Uint8Array)).toEqual([7, 8, 9]);

    await resetDb();
    expect(data.size).toBe(0);
    await loadDb();
    expect(db().users[0].username).toBe('Administrator');
  });

  it('keeps a session made just before a reload, before the snapshot is saved', async () => {
    vi.stubGlobal('indexedDB', factory);
    await resetDb();
    db().sessions.fresh = { token: 'fresh', userId: db().users[0].userId, expiresAt: Date.now() + 60_000 };
    commit();
    // The page goes away before the debounced snapshot is written: nothing in IndexedDB yet.
    expect(data.has('layout')).toBe(false);
    await loadDb();
    expect(db().sessions.fresh?.userId).toBe(db().users[0].userId);

    // Signing out (the session deleted) is remembered the same way.
    delete db().sessions.fresh;
    commit();
    await loadDb();
    expect(db().sessions.fresh).toBeUndefined();

    await resetDb();
    expect(localStorage.getItem('__dms_mock_sessions')).toBeNull();
  });

  it('reseeds when the saved state has another schema version', async () => {
    vi.stubGlobal('indexedDB', factory);
    data.set('tables', { schemaVersion: -1, users: [], folders: new Map(), files: new Map() });
    await loadDb();
    expect(data.has('tables')).toBe(true);
    expect(db().users.length).toBeGreaterThan(60);
  });
});
