/**
 * Reading a drop of files and whole folders. `entriesOf` must run inside the drop event (the browser
 * empties the DataTransfer afterwards); `readDrop` then walks the directory entries
 * (DataTransferItem.webkitGetAsEntry, FileSystemDirectoryReader) at leisure.
 */
import { planFile, type PlannedFile } from './upload-plan';

/** The parts of the File and Directory Entries API used here (duck-typed, so tests can build them). */
interface EntryLike {
  name: string;
  isFile: boolean;
  isDirectory: boolean;
}
interface FileEntryLike extends EntryLike {
  file: (success: (file: File) => void, failure?: (error: unknown) => void) => void;
}
interface DirectoryEntryLike extends EntryLike {
  createReader: () => { readEntries: (success: (entries: EntryLike[]) => void, failure?: (error: unknown) => void) => void };
}

export type DropSource = { kind: 'entry'; entry: EntryLike } | { kind: 'file'; file: File };

export interface DroppedItems {
  files: PlannedFile[];
  /** Folders with nothing inside (they are still created). */
  emptyFolders: string[][];
}

/** Whether a drag carries files (not text or a row of the list). */
export const carriesFiles = (transfer: DataTransfer | null) => Boolean(transfer && Array.from(transfer.types ?? []).includes('Files'));

/** The dropped things, taken synchronously from the drop event. */
export function entriesOf(transfer: DataTransfer): DropSource[] {
  const sources: DropSource[] = [];
  const items = transfer.items ? Array.from(transfer.items) : [];
  for (const item of items) {
    if (item.kind !== 'file') continue;
    const entry = typeof item.webkitGetAsEntry === 'function' ? (item.webkitGetAsEntry() as EntryLike | null) : null;
    if (entry) sources.push({ kind: 'entry', entry });
    else {
      const file = item.getAsFile();
      if (file) sources.push({ kind: 'file', file });
    }
  }
  // Browsers without items (or entries): the flat list of files.
  if (sources.length === 0 && transfer.files) for (const file of Array.from(transfer.files)) sources.push({ kind: 'file', file });
  return sources;
}

const fileOf = (entry: FileEntryLike) => new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** Every entry of a directory: readEntries answers in batches until it answers none. */
async function childrenOf(entry: DirectoryEntryLike): Promise<EntryLike[]> {
  const reader = entry.createReader();
  const all: EntryLike[] = [];
  for (;;) {
    const batch = await new Promise<EntryLike[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

/** The dropped files with the folders they sit in (relative to the drop), and the empty folders. */
export async function readDrop(sources: DropSource[]): Promise<DroppedItems> {
  const files: PlannedFile[] = [];
  const emptyFolders: string[][] = [];
  const walk = async (entry: EntryLike, folders: string[]) => {
    if (entry.isFile) {
      files.push(planFile(await fileOf(entry as FileEntryLike), folders));
    } else if (entry.isDirectory) {
      const path = [...folders, entry.name];
      const children = await childrenOf(entry as DirectoryEntryLike);
      if (children.length === 0) emptyFolders.push(path);
      // In order, so the list reads like the folder.
      const sorted = [...children].sort((a, b) => Number(b.isDirectory) - Number(a.isDirectory) || a.name.localeCompare(b.name));
      for (const child of sorted) await walk(child, path);
    }
  };
  for (const source of sources) {
    if (source.kind === 'file') files.push(planFile(source.file));
    else await walk(source.entry, []);
  }
  return { files, emptyFolders };
}
