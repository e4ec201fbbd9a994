/**
 * For unit tests of the database's persistence (jsdom has neither IndexedDB nor Web Locks): just enough of
 * IndexedDB for store.ts (one database, one object store: get, put, delete, clear, getAllKeys), a Web Lock
 * manager that grants one lock at a time in the order asked, and a localStorage. Several "tabs" (stores)
 * can share one of each, as the tabs of one browser do.
 */

/** One IndexedDB: `data` is what is saved; `log` lists every put, delete and get, as 'put <key>'... */
export function fakeIndexedDb() {
  const data = new Map<IDBValidKey, unknown>();
  const log: string[] = [];
  const later = (fn: () => void) => setTimeout(fn, 0);
  const store = {
    put(value: unknown, key: IDBValidKey) {
      log.push(`put ${String(key)}`);
      data.set(key, structuredClone(value));
      return { result: key };
    },
    get(key: IDBValidKey) {
      log.push(`get ${String(key)}`);
      return { result: data.has(key) ? structuredClone(data.get(key)) : undefined };
    },
    delete(key: IDBValidKey) {
      log.push(`delete ${String(key)}`);
      data.delete(key);
      return { result: undefined };
    },
    clear() {
      log.push('clear');
      data.clear();
      return { result: undefined };
    },
    getAllKeys() {
      return { result: [...data.keys()] };
    },
  };
  const database = {
    objectStoreNames: { contains: () => true },
    createObjectStore: () => store,
    transaction() {
      const tx: { oncomplete?: () => void; onerror?: () => void; onabort?: () => void; objectStore: () => typeof store } = {
        objectStore: () => store,
      };
      later(() => tx.oncomplete?.());
      return tx;
    },
  };
  const factory = {
    open() {
      const request: { result: typeof database; onupgradeneeded?: () => void; onsuccess?: () => void; onerror?: () => void } = {
        result: database,
      };
      later(() => {
        request.onupgradeneeded?.();
        request.onsuccess?.();
      });
      return request;
    },
  };
  return { factory: factory as unknown as IDBFactory, data, log };
}

/** navigator.locks for one lock at a time: each request waits for the ones asked before it. */
export function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const locks = {
    request(name: string, callback: (lock: Lock) => Promise<unknown>) {
      const turn = tail.then(() => callback({ name, mode: 'exclusive' } as Lock));
      tail = turn.catch(() => undefined);
      return turn;
    },
  };
  return locks as unknown as Pick<LockManager, 'request'>;
}

/** A localStorage of its own. */
export function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
