/**
 * The mock backend's database: one in-memory instance per tab, seeded lazily, saved in the browser and kept
 * in step with the browser's other tabs (how: store.ts).
 *
 * - `db()` returns the current database, seeding it on first access.
 * - `commit()` is called by handlers after every mutation. In the browser it keeps the sessions in
 *   localStorage at once and schedules a debounced (100 ms) save to IndexedDB; where IndexedDB is absent
 *   (Node, jsdom) it does nothing.
 * - `withDb(work)` runs a request's handling in the browser (mocks/browser.ts): with this tab's copy brought
 *   up to date with what other tabs saved, and no other tab handling a request meanwhile. In Node and jsdom
 *   it just runs `work`.
 * - `loadDb()` runs once before the MSW worker starts: it restores the saved state, or seeds.
 * - `resetDb()` drops the instance (the next `db()` reseeds) and clears the saved state (a promise).
 * - `flushDb()` resolves once every change so far is saved.
 *
 * The HTTP mock server (`npm run mock-server`) uses the same functions on a store of its own that keeps the
 * database in a data folder (`installDbStore`).
 */
import { createDbStore, type DbStore } from './store';

let store: DbStore = createDbStore();

/**
 * Put another store in place, before any request is handled: the HTTP mock server (mocks/server) keeps the
 * database in its data folder (file-store.ts there), with the same functions.
 */
export function installDbStore(next: DbStore): void {
  store = next;
}

export const db: DbStore['db'] = () => store.db();
export const commit: DbStore['commit'] = () => store.commit();
export const loadDb: DbStore['loadDb'] = () => store.loadDb();
export const resetDb: DbStore['resetDb'] = () => store.resetDb();
export const flushDb: DbStore['flushDb'] = () => store.flushDb();
export const withDb: DbStore['withDb'] = (work) => store.withDb(work);
