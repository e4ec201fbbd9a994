/**
 * The mock backend's database: one in-memory instance, seeded lazily, persisted in the browser.
 *
 * - `db()` returns the current database, seeding it on first access.
 * - `commit()` is called by handlers after every mutation. In the browser it schedules a debounced
 *   (100 ms) save of the whole database to IndexedDB; where IndexedDB is absent (Node, jsdom) it does nothing.
 * - `loadDb()` runs once before the MSW worker starts: it restores the saved state, or seeds.
 * - `resetDb()` drops the instance (the next `db()` reseeds) and clears the saved state (a promise).
 *
 * The bytes of uploaded files live in `Db.contents` and are saved under their own IndexedDB key, so a
 * snapshot of the tables never copies them into the same record.
 *
 * The sessions are also written to localStorage at every commit, synchronously: saving the whole database
 * takes a moment, and a reload right after signing in (before that save has finished) must not find the
 * new session gone.
 */
import type { Db, StoredContent } from './schema';
import { SCHEMA_VERSION, seedDb } from './seed';

const IDB_NAME = 'dms-mock';
const IDB_STORE = 'state';
const TABLES_KEY = 'tables';
const CONTENTS_KEY = 'contents';
const SAVE_DELAY_MS = 100;
/** Where the sessions are kept between reloads (see above); the mock's, not the app's. */
const SESSIONS_KEY = '__dms_mock_sessions';

let instance: Db | null = null;
let saveTimer: ReturnType<typeof setTimeout> | null = null;
let connection: Promise<IDBDatabase> | null = null;

const hasIndexedDb = () => typeof indexedDB !== 'undefined';

export function db(): Db {
  instance ??= seedDb();
  return instance;
}

/** Back to the seed; resolves once the saved state is gone too (so a reload right after starts fresh). */
export function resetDb(): Promise<void> {
  instance = null;
  cancelSave();
  globalThis.localStorage?.removeItem(SESSIONS_KEY);
  return hasIndexedDb() ? clearSaved() : Promise.resolve();
}

export async function loadDb(): Promise<void> {
  cancelSave();
  if (!hasIndexedDb()) {
    instance = seedDb();
    return;
  }
  try {
    const [tables, contents] = await Promise.all([read<Omit<Db, 'contents'>>(TABLES_KEY), read<Map<string, StoredContent>>(CONTENTS_KEY)]);
    instance = tables && tables.schemaVersion === SCHEMA_VERSION ? { ...tables, contents: contents ?? new Map() } : seedDb();
    instance.sessions = savedSessions() ?? instance.sessions;
  } catch (error) {
    console.warn('[mock db] could not restore the saved state, starting from the seed', error);
    instance = seedDb();
  }
}

export function commit(): void {
  if (!hasIndexedDb() || !instance) return;
  saveSessions(instance.sessions);
  cancelSave();
  saveTimer = setTimeout(flush, SAVE_DELAY_MS);
  listenForPageHide();
}

let saving: Promise<void> = Promise.resolve();

/** Save now what a pending commit would have saved. */
function flush() {
  if (saveTimer === null) return;
  cancelSave();
  if (instance) saving = save(instance);
}

/** Resolves once every change so far is saved (a test can reload right after). */
export async function flushDb(): Promise<void> {
  flush();
  await saving;
}

let listening = false;
/** A reload or a closed tab must not lose the last changes: save at once when the page goes away. */
function listenForPageHide() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

function saveSessions(sessions: Db['sessions']) {
  try {
    localStorage.setItem(SESSIONS_KEY, JSON.stringify(sessions));
  } catch {
    // No localStorage (or it is full): the IndexedDB snapshot still carries them.
  }
}

function savedSessions(): Db['sessions'] | undefined {
  try {
    const raw = localStorage.getItem(SESSIONS_KEY);
    return raw ? (JSON.parse(raw) as Db['sessions']) : undefined;
  } catch {
    return undefined;
  }
}

function cancelSave() {
  if (saveTimer !== null) clearTimeout(saveTimer);
  saveTimer = null;
}


// ── IndexedDB plumbing ──────────────────────────────────────────────────────────────────────────

function open(): Promise<IDBDatabase> {
  connection ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(IDB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(IDB_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    connection = null;
    throw error;
  });
  return connection;
}

async function transact(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest | void): Promise<unknown> {
  const database = await open();
  return new Promise((resolve, reject) => {
    const tx = database.transaction(IDB_STORE, mode);
    const request = work(tx.objectStore(IDB_STORE));
    tx.oncomplete = () => resolve(request ? request.result : undefined);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

async function read<T>(key: string): Promise<T | undefined> {
  return (await transact('readonly', (store) => store.get(key))) as T | undefined;
}

async function save(database: Db) {
  const { contents, ...tables } = database;
  try {
    await transact('readwrite', (store) => {
      store.put(tables, TABLES_KEY);
      store.put(contents, CONTENTS_KEY);
    });
  } catch (error) {
    console.warn('[mock db] could not save the state', error);
  }
}

async function clearSaved() {
  try {
    await transact('readwrite', (store) => store.clear());
  } catch (error) {
    console.warn('[mock db] could not clear the saved state', error);
  }
}
