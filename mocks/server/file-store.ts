/**
 * The HTTP mock server's database store: the same functions as the browser's (db, commit, loadDb, resetDb,
 * flushDb, withDb; see ../db/index.ts), kept in a data folder so that a restart finds the state it left.
 *
 *   <data>/state.v8      every table but the file bytes (V8 serialisation: Maps, like IndexedDB's copy)
 *   <data>/contents/<k>  the bytes of stored content `k`, one file each; served as streams, never loaded whole
 *   <data>/uploads/      uploads being received (see uploads.ts); emptied at start
 *
 * `commit()` (every handler calls it after a change) schedules a save; a burst of commits makes one save,
 * at most SAVE_DELAY_MS after the first of them. A request handled in `withDb` that committed is answered only
 * once that save is on disk, as a real backend answers once it has stored a change: the state is written
 * whole to a temporary file, synced, renamed into place and the folder synced, so a crash (even SIGKILL)
 * right after the answer finds the change, and never half a file. Stored bytes are written (and synced
 * before the tables that name them) when a handler stores them; bytes a handler removes are deleted when the
 * next save is written, so the saved tables never point at a deleted file. `flushDb()` (and the server's
 * stop) writes what is pending.
 */
import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { isContentFile } from '../db/file-content';
import type { ContentFile, Db, StoredContent } from '../db/schema';
import { SCHEMA_VERSION, seedDb as seedFresh } from '../db/seed';
import type { DbStore } from '../db/store';

export const SAVE_DELAY_MS = 250;
const STATE_FILE = 'state.v8';
const CONTENTS_DIR = 'contents';
const UPLOADS_DIR = 'uploads';
const READ_CHUNK_BYTES = 256 * 1024;

/** A stored file's bytes on disk. */
export class DiskContent implements ContentFile {
  constructor(
    readonly path: string,
    readonly size: number,
  ) {}

  /** Read in chunks as the reader asks for them (a slow client holds the reading back). */
  stream(): ReadableStream<Uint8Array> {
    const { path } = this;
    let file: FileHandle | undefined;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        file ??= await open(path, 'r');
        const chunk = new Uint8Array(READ_CHUNK_BYTES);
        const { bytesRead } = await file.read(chunk, 0, chunk.length, null);
        if (bytesRead > 0) controller.enqueue(bytesRead === chunk.length ? chunk : chunk.subarray(0, bytesRead));
        else {
          await file.close();
          controller.close();
        }
      },
      async cancel() {
        await file?.close();
      },
    });
  }
}

/** An upload the server wrote to its uploads folder while it read the request: storing it moves the file. */
export class ReceivedUpload extends DiskContent {}

/** Content keys become file names: letters, digits, '-' and '_' as they are, anything else escaped. */
const fileNameOf = (key: string) => encodeURIComponent(key).replace(/[.%*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const keyOf = (fileName: string) => decodeURIComponent(fileName);

/**
 * Db.contents in a folder: storing bytes writes (or, for an upload already on disk, moves) them to a file of
 * their own, and the map holds only where each file is. Removals wait for `purge()` (the next save).
 */
export class DiskContents extends Map<string, StoredContent> {
  private readonly removed = new Set<string>();
  /** Files written since the last save: synced before the tables that name them are. */
  private readonly unsynced = new Set<string>();

  constructor(private readonly dir: string) {
    super();
    mkdirSync(dir, { recursive: true });
  }

  /** The files already in the folder (a restart). */
  static open(dir: string): DiskContents {
    const contents = new DiskContents(dir);
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const stat = statSync(path);
      if (stat.isFile()) Map.prototype.set.call(contents, keyOf(name), new DiskContent(path, stat.size));
    }
    return contents;
  }

  override set(key: string, content: StoredContent): this {
    const path = join(this.dir, fileNameOf(key));
    let size: number;
    if (content instanceof ReceivedUpload) {
      // Written while the request was read: moved, not copied (the same disk).
      renameSync(content.path, path);
      size = content.size;
    } else if (content instanceof DiskContent) {
      if (content.path !== path) copyFileSync(content.path, path);
      size = content.size;
    } else if (isContentFile(content)) {
      throw new Error('Only files the mock server wrote can be stored as files');
    } else {
      const bytes = content instanceof Uint8Array ? content : new Uint8Array(content);
      writeFileSync(path, bytes);
      size = bytes.length;
    }
    this.removed.delete(key);
    this.unsynced.add(path);
    return super.set(key, new DiskContent(path, size));
  }

  override delete(key: string): boolean {
    if (!super.delete(key)) return false;
    this.removed.add(key);
    return true;
  }

  override clear(): void {
    for (const key of this.keys()) this.removed.add(key);
    super.clear();
  }

  /** Sync the files written since the last call to disk (their data, and their names in the folder). */
  async sync(): Promise<void> {
    const paths = [...this.unsynced];
    this.unsynced.clear();
    if (paths.length === 0) return;
    await Promise.all(paths.map((path) => syncPath(path)));
    await syncPath(this.dir);
  }

  /** Delete the files of removed content (called once the tables that no longer name them are saved). */
  async purge(): Promise<void> {
    const keys = [...this.removed].filter((key) => !this.has(key));
    this.removed.clear();
    await Promise.all(keys.map((key) => rm(join(this.dir, fileNameOf(key)), { force: true })));
  }
}

type Tables = Omit<Db, 'contents'>;

/** fsync a file or a folder (a folder: the names in it, after a rename). A file gone meanwhile is skipped. */
async function syncPath(path: string): Promise<void> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch {
    return;
  }
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Write `bytes` whole to `temp`, sync it, then rename it to `path` and sync the folder. */
async function writeDurably(path: string, temp: string, bytes: Uint8Array): Promise<void> {
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, path);
  await syncPath(dirname(path));
}

export interface FileDbStoreOptions {
  /** The data folder (created when missing). */
  dir: string;
  /** A fresh database when nothing usable is saved; a test may use a smaller one. */
  seed?: () => Db;
  /** Called when the saved state cannot be read or written. */
  warn?: (message: string, error: unknown) => void;
}

export type FileDbStore = DbStore & {
  /** Where uploads are written while they are received. */
  uploadsDir: string;
  /** Forget the saved state and stored files (`--reset`): the next start of the database is the seed. */
  wipe(): void;
};

export function createFileDbStore({ dir, seed = seedFresh, warn = console.warn }: FileDbStoreOptions): FileDbStore {
  const root = resolve(dir);
  const statePath = join(root, STATE_FILE);
  const contentsDir = join(root, CONTENTS_DIR);
  const uploadsDir = join(root, UPLOADS_DIR);
  mkdirSync(contentsDir, { recursive: true });
  rmSync(uploadsDir, { recursive: true, force: true });
  mkdirSync(uploadsDir, { recursive: true });

  let instance: Db | null = null;
  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  let saving: Promise<void> = Promise.resolve();
  /** The latest save (it holds every change committed before it began); rejects when it failed. */
  let lastSave: Promise<void> = Promise.resolve();
  /** How many commits have been made: tells whether a request changed the data. */
  let commits = 0;

  function fresh(): Db {
    const seeded = seed();
    const contents = new DiskContents(contentsDir);
    for (const [key, bytes] of seeded.contents) contents.set(key, bytes);
    return { ...seeded, contents };
  }

  function db(): Db {
    instance ??= fresh();
    return instance;
  }

  function readSaved(): Db | null {
    if (!existsSync(statePath)) return null;
    try {
      const tables = deserialize(readFileSync(statePath)) as Tables;
      if (tables?.schemaVersion !== SCHEMA_VERSION) return null;
      return { ...tables, contents: DiskContents.open(contentsDir) };
    } catch (error) {
      warn('[mock-server] could not read the saved state, starting from the seed', error);
      return null;
    }
  }

  async function loadDb(): Promise<void> {
    cancelSave();
    await saving;
    const saved = readSaved();
    if (saved) {
      instance = saved;
      return;
    }
    clearSaved();
    instance = fresh();
  }

  function commit(): void {
    commits += 1;
    if (!instance || saveTimer !== null) return;
    saveTimer = setTimeout(flush, SAVE_DELAY_MS);
  }

  function flush() {
    if (saveTimer === null) return;
    cancelSave();
    const database = instance;
    if (!database) return;
    const { contents, ...tables } = database;
    // A snapshot now: requests handled while it is written change the live tables, not this copy.
    const bytes = serialize(tables);
    const attempt = saving.then(async () => {
      const temp = `${statePath}.${randomUUID()}.tmp`;
      try {
        if (contents instanceof DiskContents) await contents.sync();
        await writeDurably(statePath, temp, bytes);
        if (contents instanceof DiskContents) await contents.purge();
      } catch (error) {
        await rm(temp, { force: true });
        warn('[mock-server] could not save the state', error);
        throw error;
      }
    });
    lastSave = attempt;
    saving = attempt.catch(() => undefined);
  }

  async function flushDb(): Promise<void> {
    flush();
    await saving;
  }

  async function resetDb(): Promise<void> {
    instance = null;
    cancelSave();
    await saving;
    clearSaved();
  }

  function cancelSave() {
    if (saveTimer !== null) clearTimeout(saveTimer);
    saveTimer = null;
  }

  function clearSaved() {
    rmSync(statePath, { force: true });
    rmSync(contentsDir, { recursive: true, force: true });
    mkdirSync(contentsDir, { recursive: true });
  }

  function wipe() {
    instance = null;
    cancelSave();
    clearSaved();
  }

  /** Run a request's handling; when it changed the data, its answer waits until the change is on disk. */
  async function withDb<T>(work: () => T | Promise<T>): Promise<T> {
    const before = commits;
    const result = await work();
    if (commits !== before) {
      flush();
      // A change that could not be saved is not answered as done.
      await lastSave;
    }
    return result;
  }

  return { db, commit, loadDb, resetDb, flushDb, withDb, uploadsDir, wipe };
}
