/**
 * The mock database of one tab, kept in step with the other tabs of the same browser (see index.ts for the
 * functions the handlers use). A factory, so that a unit test can run two "tabs" side by side on one fake
 * IndexedDB and one fake lock manager.
 *
 * Every tab holds the whole database in memory (the handlers read and write it synchronously), and the
 * tabs of one browser share one saved copy in IndexedDB:
 *
 * - Requests are handled under one Web Lock for the whole browser (`withDb`). A tab takes the lock for its
 *   requests, and keeps it while they overlap and until its changes are saved; then it lets go. A request that
 *   changed the data is answered once the change is saved, as a real backend answers once it has stored it.
 * - The tables are saved in pieces of a few hundred rows (pieces.ts), with a layout naming them: a save writes
 *   only the pieces that differ from this tab's snapshot of what is saved.
 * - Each save writes a new random stamp with the pieces, in the same transaction. A tab that takes the lock
 *   reads the stamp (one small record); when it is not the one this tab last loaded or saved, another tab
 *   has written since, and the tables are read again before any request is handled.
 * - The bytes of stored files are saved one record each (`content:<key>`), when they are new; a removed one
 *   is deleted. A save never writes the bytes of a file already saved, and a reload reads only the bytes this
 *   tab does not already hold (a content key is never reused for other bytes).
 * - Without IndexedDB (Node, jsdom) nothing is saved and there is no lock: one in-memory database.
 *   Without Web Locks (a page that is not a secure context) the tab saves on its own, without the lock.
 *
 * The sessions are also written to localStorage at every commit, synchronously: a reload right after signing
 * in, before the save has finished, must not find the new session gone (and a test can start a page signed
 * in by putting them there before the app starts). They are read back when the page starts.
 */
import { joinTables, pieceKeys, snapshot, splitTables, unchanged, type PieceLayout } from './pieces';
import type { Db, StoredContent } from './schema';
import { SCHEMA_VERSION, seedDb as seedFresh } from './seed';

const IDB_NAME = 'dms-mock';
const IDB_STORE = 'state';
/** Where the tables were saved whole before; read once and saved in pieces. */
const LEGACY_TABLES_KEY = 'tables';
const LAYOUT_KEY = 'layout';
const PIECE_PREFIX = 'piece:';
const STAMP_KEY = 'stamp';
const CONTENT_PREFIX = 'content:';
/** Where every file's bytes were saved together before; read once and moved to one record each. */
const LEGACY_CONTENTS_KEY = 'contents';
/** The Web Lock every tab of the browser takes to handle mock requests. */
export const LOCK_NAME = 'dms-mock-db';
const SAVE_DELAY_MS = 100;
/**
 * A request joins the lock its tab already holds only within this time after the tab took it; later ones
 * wait for a fresh turn, so a busy tab cannot keep the others waiting for ever.
 */
const JOIN_WINDOW_MS = 500;
/** Where the sessions are kept between reloads (see above); the mock's, not the app's. */
export const SESSIONS_KEY = '__dms_mock_sessions';

type Tables = Omit<Db, 'contents'>;

/** What the store needs from the page; read when needed, so a test can stub a global after the start. */
export interface DbEnvironment {
  indexedDB: () => IDBFactory | undefined;
  locks: () => Pick<LockManager, 'request'> | undefined;
  storage: () => Storage | undefined;
  /** Call `flush` when the page goes away or is hidden (registered once, at the first commit). */
  onPageHide: (flush: () => void) => void;
  /** The page is in the background, where the browser slows timers down. */
  pageHidden: () => boolean;
  /** A fresh database when nothing (usable) is saved; a test may use a smaller one. */
  seed?: () => Db;
}

export const browserEnvironment: DbEnvironment = {
  indexedDB: () => (typeof indexedDB === 'undefined' ? undefined : indexedDB),
  locks: () => (typeof navigator === 'undefined' ? undefined : navigator.locks),
  storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
  onPageHide(flush) {
    if (typeof window === 'undefined') return;
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  },
  pageHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
};

const newStamp = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export type DbStore = ReturnType<typeof createDbStore>;

export function createDbStore(env: DbEnvironment = browserEnvironment) {
  const seedDb = env.seed ?? seedFresh;
  let instance: Db | null = null;
  /** The stamp of the saved state this copy was loaded from or last saved as; undefined: none. */
  let knownStamp: string | undefined;
  /** The content keys saved in IndexedDB, as far as this tab knows. */
  let savedContentKeys = new Set<string>();
  /** A snapshot of each piece saved in IndexedDB, as far as this tab knows. */
  let savedPieces = new Map<string, unknown[]>();
  /** The old all-in-one contents record is still there: the next save removes it. */
  let legacyContents = false;
  /** The old all-in-one tables record is still there: the next save removes it. */
  let legacyTables = false;

  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  let saving: Promise<void> = Promise.resolve();
  let pendingSaves = 0;
  let watchingPageHide = false;
  let connection: Promise<IDBDatabase> | null = null;

  /** This tab's hold on the lock: how to let go, and since when requests may join it. */
  let hold: { release: () => void; since: number } | null = null;
  let acquiring: Promise<void> | null = null;
  /** Requests of this tab being handled under the lock. */
  let active = 0;
  /** How many commits this tab has made: tells whether a request changed the data. */
  let commits = 0;

  const sharedLocks = () => (env.indexedDB() ? env.locks() : undefined);

  function db(): Db {
    instance ??= seedDb();
    return instance;
  }

  // ── Taking turns with the other tabs ──────────────────────────────────────────────────────────

  /**
   * Run `work` (a request's handling) with this tab's copy up to date and no other tab writing. Changes it
   * commits are saved before another tab gets its turn. Without shared storage it simply runs.
   */
  async function withDb<T>(work: () => T | Promise<T>): Promise<T> {
    const locks = sharedLocks();
    if (!locks) return answerWhenSaved(work);
    let granted = false;
    while (!hold || (!granted && Date.now() - hold.since >= JOIN_WINDOW_MS)) {
      await acquire(locks);
      granted = true;
    }
    active += 1;
    try {
      return await answerWhenSaved(work);
    } finally {
      active -= 1;
      releaseWhenIdle();
    }
  }

  /**
   * Run a request's handling; when it changed the data, its answer waits until the change is saved. A real
   * backend answers once it has stored a change, so a reload right after the answer finds it. A save left
   * for later may never be made: the page that was to make it is gone.
   */
  async function answerWhenSaved<T>(work: () => T | Promise<T>): Promise<T> {
    const before = commits;
    const result = await work();
    if (commits !== before) await flushDb();
    return result;
  }

  /** Resolves once this tab holds the lock and its copy is what was saved last. */
  function acquire(locks: Pick<LockManager, 'request'>): Promise<void> {
    acquiring ??= new Promise<void>((granted, failed) => {
      locks
        .request(
          LOCK_NAME,
          () =>
            new Promise<void>((release) => {
              refresh()
                .catch((error: unknown) => console.warn('[mock db] could not read what other tabs saved', error))
                .finally(() => {
                  hold = { release, since: Date.now() };
                  acquiring = null;
                  granted();
                });
            }),
        )
        .catch((error: unknown) => {
          acquiring = null;
          failed(error);
        });
    });
    return acquiring;
  }

  function releaseWhenIdle() {
    if (!hold || active > 0 || saveTimer !== null || pendingSaves > 0) return;
    const { release } = hold;
    hold = null;
    release();
  }

  /** Read the saved state again if another tab has saved since this copy was loaded or saved. */
  async function refresh() {
    const stamp = await transact('readonly', (store) => {
      const request = store.get(STAMP_KEY);
      return () => request.result as string | undefined;
    });
    if (stamp !== knownStamp) await restore();
  }

  // ── Loading, saving, resetting ────────────────────────────────────────────────────────────────

  /** Replace this copy by the saved state (the seed when there is none, or it has another shape). */
  async function restore() {
    const head = await transact('readonly', (store) => {
      const stamp = store.get(STAMP_KEY);
      const layout = store.get(LAYOUT_KEY);
      return () => ({ stamp: stamp.result as string | undefined, layout: layout.result as PieceLayout | undefined });
    });
    // The pieces are read in a second transaction: a save by another tab in between shows as a new stamp.
    const held = instance?.contents;
    const saved = await transact('readonly', (store) => {
      const stamp = store.get(STAMP_KEY);
      const pieces = (head.layout ? pieceKeys(head.layout) : []).map((key) => [key, store.get(PIECE_PREFIX + key)] as const);
      const legacyTablesRequest = head.layout ? undefined : store.get(LEGACY_TABLES_KEY);
      const keys = store.getAllKeys();
      const legacy = store.get(LEGACY_CONTENTS_KEY);
      return () => ({
        stamp: stamp.result as string | undefined,
        pieces: new Map(pieces.map(([key, request]) => [key, request.result as unknown])),
        legacyTables: legacyTablesRequest?.result as Tables | undefined,
        keys: keys.result,
        legacy: legacy.result as Map<string, StoredContent> | undefined,
      });
    });
    if (saved.stamp !== head.stamp) return restore();
    const contentKeys = saved.keys
      .filter((key): key is string => typeof key === 'string' && key.startsWith(CONTENT_PREFIX))
      .map((key) => key.slice(CONTENT_PREFIX.length));
    const missing = contentKeys.filter((key) => !held?.has(key));
    const fetched = missing.length
      ? await transact('readonly', (store) => {
          const requests = missing.map((key) => [key, store.get(CONTENT_PREFIX + key)] as const);
          return () => new Map(requests.map(([key, request]) => [key, request.result as StoredContent | undefined]));
        })
      : new Map<string, StoredContent | undefined>();
    const contents = new Map<string, StoredContent>();
    for (const key of contentKeys) {
      const bytes = held?.get(key) ?? fetched.get(key);
      if (bytes !== undefined) contents.set(key, bytes);
    }
    // Bytes saved the old way: kept, and saved one record each at the next save.
    for (const [key, bytes] of saved.legacy ?? []) if (!contents.has(key)) contents.set(key, bytes);

    const tables = head.layout ? (joinTables(head.layout, saved.pieces) as Tables | undefined) : saved.legacyTables;
    instance = tables && tables.schemaVersion === SCHEMA_VERSION ? { ...tables, contents } : seedDb();
    knownStamp = saved.stamp;
    // Tables saved whole are saved again in full, as pieces.
    savedPieces = new Map(head.layout && tables ? [...saved.pieces].map(([key, piece]) => [key, snapshot(piece)]) : []);
    savedContentKeys = new Set(contentKeys);
    legacyContents = saved.legacy !== undefined;
    legacyTables = saved.legacyTables !== undefined;
  }

  /** Before the mock starts: restore the saved state (and the sessions), or seed. */
  async function loadDb(): Promise<void> {
    cancelSave();
    if (!env.indexedDB()) {
      instance = seedDb();
      return;
    }
    try {
      await restore();
      instance!.sessions = savedSessions() ?? instance!.sessions;
    } catch (error) {
      console.warn('[mock db] could not restore the saved state, starting from the seed', error);
      instance = seedDb();
    }
  }

  /**
   * A handler changed the database: keep the sessions now, save the rest shortly (the request's answer waits
   * for that save: answerWhenSaved).
   */
  function commit(): void {
    if (!env.indexedDB() || !instance) return;
    commits += 1;
    saveSessions(instance.sessions);
    cancelSave();
    saveTimer = setTimeout(flush, SAVE_DELAY_MS);
    if (!watchingPageHide) {
      watchingPageHide = true;
      env.onPageHide(flush);
    }
    // A background tab's timers may wait a second or more, and it holds the lock until it has saved.
    if (env.pageHidden()) flush();
  }

  /** Save now what a pending commit would have saved. */
  function flush() {
    if (saveTimer === null) return;
    cancelSave();
    pendingSaves += 1;
    saving = saving
      .then(() => {
        const locks = sharedLocks();
        // A commit outside `withDb` (not done by the mock's own handlers) still saves under the lock.
        return hold || !locks ? save() : locks.request(LOCK_NAME, save);
      })
      .finally(() => {
        pendingSaves -= 1;
        releaseWhenIdle();
      });
  }

  /** Resolves once every change so far is saved (a test can reload right after). */
  async function flushDb(): Promise<void> {
    flush();
    await saving;
  }

  async function save() {
    const database = instance;
    if (!database) return;
    const stamp = newStamp();
    let written: { pieces: Map<string, unknown[]>; gone: string[]; added: string[]; removed: string[] } | undefined;
    try {
      await transact('readwrite', (store) => {
        // What is written is read here, in the same turn as the puts copy it, and snapshotted with it.
        const { contents, ...tables } = database;
        const { shapes, counts, pieces } = splitTables(tables);
        const changed = [...pieces.keys()].filter((key) => !unchanged(pieces.get(key), savedPieces.get(key)));
        const gone = [...savedPieces.keys()].filter((key) => !pieces.has(key));
        const added = [...contents.keys()].filter((key) => !savedContentKeys.has(key));
        const removed = [...savedContentKeys].filter((key) => !contents.has(key));
        for (const key of changed) store.put(pieces.get(key), PIECE_PREFIX + key);
        for (const key of gone) store.delete(PIECE_PREFIX + key);
        store.put({ shapes, counts } satisfies PieceLayout, LAYOUT_KEY);
        store.put(stamp, STAMP_KEY);
        for (const key of added) store.put(contents.get(key), CONTENT_PREFIX + key);
        for (const key of removed) store.delete(CONTENT_PREFIX + key);
        if (legacyContents) store.delete(LEGACY_CONTENTS_KEY);
        if (legacyTables) store.delete(LEGACY_TABLES_KEY);
        written = { pieces: new Map(changed.map((key) => [key, snapshot(pieces.get(key))])), gone, added, removed };
        return () => undefined;
      });
      const { pieces, gone, added, removed } = written!;
      knownStamp = stamp;
      for (const key of gone) savedPieces.delete(key);
      for (const [key, flat] of pieces) savedPieces.set(key, flat);
      for (const key of added) savedContentKeys.add(key);
      for (const key of removed) savedContentKeys.delete(key);
      legacyContents = false;
      legacyTables = false;
    } catch (error) {
      console.warn('[mock db] could not save the state', error);
    }
  }

  /** Back to the seed; resolves once the saved state is gone too (in every tab: a reload starts fresh). */
  function resetDb(): Promise<void> {
    instance = null;
    cancelSave();
    env.storage()?.removeItem(SESSIONS_KEY);
    if (!env.indexedDB()) return Promise.resolve();
    return withDb(async () => {
      // Again: taking the lock may have read another tab's state.
      instance = null;
      cancelSave();
      // A save already under way ends first, so it cannot write the old state back after the clearing.
      await saving;
      knownStamp = undefined;
      savedPieces = new Map();
      savedContentKeys = new Set();
      legacyContents = false;
      legacyTables = false;
      await clearSaved();
    });
  }

  function cancelSave() {
    if (saveTimer !== null) clearTimeout(saveTimer);
    saveTimer = null;
  }

  function saveSessions(sessions: Db['sessions']) {
    try {
      env.storage()?.setItem(SESSIONS_KEY, JSON.stringify(sessions));
    } catch {
      // No localStorage (or it is full): the IndexedDB copy still carries them.
    }
  }

  function savedSessions(): Db['sessions'] | undefined {
    try {
      const raw = env.storage()?.getItem(SESSIONS_KEY);
      return raw ? (JSON.parse(raw) as Db['sessions']) : undefined;
    } catch {
      return undefined;
    }
  }

  // ── IndexedDB plumbing ────────────────────────────────────────────────────────────────────────

  function open(): Promise<IDBDatabase> {
    connection ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = env.indexedDB()!.open(IDB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(IDB_STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }).catch((error: unknown) => {
      connection = null;
      throw error;
    });
    return connection;
  }

  /** One transaction: `work` makes its requests and returns how to read the result once it is complete. */
  async function transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => () => T): Promise<T> {
    const database = await open();
    return new Promise<T>((resolve, reject) => {
      const tx = database.transaction(IDB_STORE, mode);
      const result = work(tx.objectStore(IDB_STORE));
      tx.oncomplete = () => resolve(result());
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  }

  async function clearSaved() {
    try {
      await transact('readwrite', (store) => {
        store.clear();
        return () => undefined;
      });
    } catch (error) {
      console.warn('[mock db] could not clear the saved state', error);
    }
  }

  return { db, commit, loadDb, resetDb, flushDb, withDb };
}
