import { describe, expect, it } from 'vitest';
import { fakeIndexedDb, fakeLocks, fakeStorage } from './fake-browser-storage';
import { joinTables, pieceKeys, type PieceLayout } from './pieces';
import type { StoredContent } from './schema';
import { seedDb } from './seed';
import { createDbStore, SESSIONS_KEY, type DbStore } from './store';

/** The seed without its 10,000 files and their log, so that each save and load here is quick. */
const SMALL_SEED = (() => {
  const database = seedDb();
  database.files = new Map();
  database.fileLogs = [];
  return database;
})();

/** One browser: one IndexedDB, one lock manager, one localStorage, and as many tabs as a test opens. */
function browser() {
  const idb = fakeIndexedDb();
  const locks = fakeLocks();
  const storage = fakeStorage();
  /** A tab that has just started: its mock database loaded, as mocks/browser.ts does. */
  async function openTab(): Promise<DbStore> {
    const tab = createDbStore({
      indexedDB: () => idb.factory,
      locks: () => locks,
      storage: () => storage,
      onPageHide: () => undefined,
      pageHidden: () => false,
      seed: () => structuredClone(SMALL_SEED),
    });
    await tab.loadDb();
    return tab;
  }
  return { idb, storage, openTab };
}

/** The tables as saved in `data`'s pieces. */
function savedTables(data: Map<IDBValidKey, unknown>) {
  const layout = data.get('layout') as PieceLayout | undefined;
  if (!layout) return undefined;
  return joinTables(layout, new Map(pieceKeys(layout).map((key) => [key, data.get(`piece:${key}`)])));
}

/** A request of `tab` that creates a folder. */
const createFolder = (tab: DbStore, name: string) =>
  tab.withDb(() => {
    const database = tab.db();
    const id = `test-${name}`;
    database.folders.set(id, { ...database.folders.get('0')!, id, directoryName: name, fatherDirectoryId: '0' });
    tab.commit();
  });

/** A request of `tab` that lists the folders the tests made. */
const madeFolders = (tab: DbStore) =>
  tab.withDb(() =>
    [...tab.db().folders.values()]
      .map((folder) => folder.directoryName)
      .filter((name) => name.startsWith('made'))
      .sort(),
  );

// The browser keeps bytes in memory (files on disk are the HTTP mock server's).
const bytesOf = (content: StoredContent | undefined) =>
  content ? Array.from(new Uint8Array(content as ArrayBuffer | Uint8Array)) : undefined;

describe('the mock database in two tabs of one browser', () => {
  it('each tab keeps what the other wrote, whichever writes first', async () => {
    const { openTab } = browser();
    const a = await openTab();
    const b = await openTab();

    await createFolder(a, 'made in A');
    await createFolder(b, 'made in B');
    expect(await madeFolders(a)).toEqual(['made in A', 'made in B']);
    expect(await madeFolders(b)).toEqual(['made in A', 'made in B']);

    await createFolder(b, 'made in B again');
    await createFolder(a, 'made in A again');
    await Promise.all([a.flushDb(), b.flushDb()]);
    const all = ['made in A', 'made in A again', 'made in B', 'made in B again'];
    expect(await madeFolders(b)).toEqual(all);
    expect(await madeFolders(await openTab())).toEqual(all);
  });

  it('a request that only logs, in a tab loaded before another tab wrote, keeps that write', async () => {
    const { openTab } = browser();
    const a = await openTab();
    const b = await openTab();
    await createFolder(a, 'made in A');

    // A download in B: the file's log gets an entry, and B saves.
    await b.withDb(() => {
      const database = b.db();
      const folder = database.folders.get('0')!;
      database.fileLogs.push({
        logId: 'l1',
        fileId: '1',
        fileName: 'a.txt',
        operation: 'download',
        operator: 'admin',
        operatorId: '1',
        operateTime: folder.createTime,
        revision: 1,
        remark: '',
      });
      b.commit();
    });
    await b.flushDb();

    const third = await openTab();
    expect(await madeFolders(third)).toEqual(['made in A']);
    expect(third.db().fileLogs.map((log) => log.logId)).toEqual(['l1']);
  });

  it("writes a file's bytes once, reads in another tab only the bytes it lacks, and drops removed ones", async () => {
    const { idb, openTab } = browser();
    const a = await openTab();
    const b = await openTab();
    const count = (entry: string) => idb.log.filter((line) => line === entry).length;

    await a.withDb(() => {
      a.db().contents.set('c1', new Uint8Array([1, 2, 3]));
      a.commit();
    });
    await a.flushDb();
    expect(count('put content:c1')).toBe(1);

    await a.withDb(() => {
      a.db().users[0].username = 'Renamed once';
      a.commit();
    });
    await a.flushDb();
    expect(count('put layout')).toBe(2);
    expect(count('put content:c1')).toBe(1);
    // Only the piece of the table that changed is written again.
    expect(count('put piece:users#0')).toBe(2);
    expect(count('put piece:folders#0')).toBe(1);

    expect(await b.withDb(() => bytesOf(b.db().contents.get('c1')))).toEqual([1, 2, 3]);
    await a.withDb(() => {
      a.db().users[0].username = 'Renamed twice';
      a.commit();
    });
    await a.flushDb();
    expect(await b.withDb(() => b.db().users[0].username)).toBe('Renamed twice');
    expect(count('get content:c1')).toBe(1);

    await a.withDb(() => {
      a.db().contents.delete('c1');
      a.commit();
    });
    await a.flushDb();
    expect(idb.data.has('content:c1')).toBe(false);
    expect(await b.withDb(() => b.db().contents.has('c1'))).toBe(false);
  });

  it('answers a request that changed the data once the change is saved, and one that read it at once', async () => {
    const { idb, openTab } = browser();
    const a = await openTab();
    const savesOfTables = () => idb.log.filter((line) => line === 'put layout').length;

    await createFolder(a, 'made before the reload');
    // The page is reloaded right after the answer: only what is saved counts, as a save left for later
    // would never be made.
    const saved = savedTables(idb.data) as { folders: Map<string, { directoryName: string }> } | undefined;
    expect([...(saved?.folders.values() ?? [])].map((folder) => folder.directoryName)).toContain('made before the reload');
    expect(savesOfTables()).toBe(1);

    expect(await madeFolders(a)).toEqual(['made before the reload']);
    expect(savesOfTables()).toBe(1);
  });

  it('a reset in one tab is a reset in every tab', async () => {
    const { idb, storage, openTab } = browser();
    const a = await openTab();
    const b = await openTab();
    await createFolder(a, 'made in A');
    expect(await madeFolders(b)).toEqual(['made in A']);
    expect(storage.getItem(SESSIONS_KEY)).not.toBeNull();

    await a.resetDb();
    expect(idb.data.size).toBe(0);
    expect(storage.getItem(SESSIONS_KEY)).toBeNull();
    expect(await madeFolders(b)).toEqual([]);
    expect(await madeFolders(a)).toEqual([]);
  });

  it('reads tables saved whole (the old way) and saves them in pieces', async () => {
    const { idb, openTab } = browser();
    const { contents: _contents, ...tables } = structuredClone(SMALL_SEED);
    tables.users[0].username = 'Saved whole';
    idb.data.set('tables', tables);

    const a = await openTab();
    expect(a.db().users[0].username).toBe('Saved whole');
    await a.withDb(() => a.commit());
    await a.flushDb();
    expect(idb.data.has('tables')).toBe(false);
    expect((savedTables(idb.data) as typeof tables).users[0].username).toBe('Saved whole');
    // Another tab loads it from the pieces.
    expect((await openTab()).db().users[0].username).toBe('Saved whole');
  });

  it('moves bytes saved the old way (all in one record) to one record each', async () => {
    const { idb, openTab } = browser();
    const { contents: _contents, ...tables } = structuredClone(SMALL_SEED);
    idb.data.set('tables', tables);
    idb.data.set('contents', new Map([['c9', new Uint8Array([9])]]));

    const a = await openTab();
    expect(bytesOf(a.db().contents.get('c9'))).toEqual([9]);
    await a.withDb(() => a.commit());
    await a.flushDb();
    expect(idb.data.has('contents')).toBe(false);
    expect(bytesOf(idb.data.get('content:c9') as StoredContent)).toEqual([9]);
  });
});
