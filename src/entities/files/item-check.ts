import type { FolderNode, FolderRef } from '@/entities/folders/types';
import type { FileInfo, FileRow } from './types';

/**
 * What became of an item since the user saw it. `gone`, `voided`, `restored` and `moved` end the action:
 * the item is no longer where the user acted on it. The others are told, and the user decides.
 */
export type ItemChange =
  | { kind: 'gone' }
  | { kind: 'voided' }
  | { kind: 'restored' }
  | { kind: 'moved'; to: string }
  | { kind: 'renamed'; name: string }
  | { kind: 'newVersion'; revision: number }
  | { kind: 'newDate'; date: string }
  | { kind: 'expired' }
  | { kind: 'details'; labels: string[] };

/** A file as the user saw it: a row of any list of files. */
export type SeenFile = Pick<FileRow, 'fileId' | 'fileName' | 'dirId' | 'revision'> &
  Partial<Pick<FileRow, 'status' | 'editDate'>> & {
    /** Details the user is editing, by field: the value they started from and the field's label. */
    details?: Partial<Record<keyof FileInfo, { label: string; value: string }>>;
  };

/** The day of an effective date, however the call formats its time. */
const day = (date: string | undefined) => date?.slice(0, 10) ?? '';

const ENDING = new Set<ItemChange['kind']>(['gone', 'voided', 'restored', 'moved']);
export const endsAction = (changes: ItemChange[]) => changes.some((change) => ENDING.has(change.kind));

/** A file as the user saw it (its row) against what the server holds now (null: it does not exist). */
export function fileChanges(seen: SeenFile, now: FileInfo | null): ItemChange[] {
  if (!now) return [{ kind: 'gone' }];
  const changes: ItemChange[] = [];
  const wasVoid = seen.status === 'void';
  if (!wasVoid && now.status === 'void') changes.push({ kind: 'voided' });
  if (wasVoid && now.status !== 'void') changes.push({ kind: 'restored' });
  if (String(now.dirId) !== String(seen.dirId)) changes.push({ kind: 'moved', to: now.path?.[now.path.length - 1]?.dirName ?? '' });
  if (now.fileName !== seen.fileName) changes.push({ kind: 'renamed', name: now.fileName });
  if (Number(now.revision) !== Number(seen.revision)) changes.push({ kind: 'newVersion', revision: Number(now.revision) });
  if (seen.editDate && now.editDate && day(now.editDate) !== day(seen.editDate)) changes.push({ kind: 'newDate', date: day(now.editDate) });
  if (seen.status === 'normal' && now.status === 'expired') changes.push({ kind: 'expired' });
  const details = Object.entries(seen.details ?? {}) as [keyof FileInfo, { label: string; value: string }][];
  const changedDetails = details.filter(([field, { value }]) => String(now[field] ?? '') !== value).map(([, { label }]) => label);
  if (changedDetails.length > 0) changes.push({ kind: 'details', labels: changedDetails });
  return changes;
}

/** A folder of the tree by id, with its parent's name ('' at the top level). */
export function findFolder(nodes: FolderNode[], id: string, parentName = ''): { node: FolderNode; parentName: string } | null {
  for (const node of nodes) {
    if (String(node.id) === String(id)) return { node, parentName };
    const found = node.children ? findFolder(node.children, id, node.directoryName) : null;
    if (found) return found;
  }
  return null;
}

/**
 * A folder as the user saw it against the tree the server gives now (a folder missing from it was deleted,
 * or voided out of the user's sight). `rootName` names the top level for a move there.
 */
export function folderChanges(seen: FolderRef, tree: FolderNode[], rootName: string): ItemChange[] {
  const found = findFolder(tree, seen.id);
  if (!found) return [{ kind: 'gone' }];
  const { node, parentName } = found;
  const changes: ItemChange[] = [];
  const wasVoid = seen.status === 'void';
  if (!wasVoid && node.status === 'void') changes.push({ kind: 'voided' });
  if (wasVoid && node.status !== 'void') changes.push({ kind: 'restored' });
  if (seen.parentId !== null && String(node.fatherDirectoryId || '0') !== String(seen.parentId))
    changes.push({ kind: 'moved', to: parentName || rootName });
  if (node.directoryName !== seen.name) changes.push({ kind: 'renamed', name: node.directoryName });
  return changes;
}
