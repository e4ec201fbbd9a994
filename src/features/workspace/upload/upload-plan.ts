/**
 * What an upload dialog is about to send, and which chosen files are refused before anything is sent
 * (spec §5, §9), as pure functions over the size rules of `@/lib/upload/upload-rules`.
 *
 * One file goes by the large upload (up to 500 MB); several files are a bulk upload: at most 10, each
 * 0K–50M. Files past the tenth are refused ('The file upload limit is exceeded!') until the user removes
 * some. Two chosen files with the same name (any case) for the same folder: the later one is refused as a
 * duplicate, as the server would.
 */
import { fileTypeOf } from '@/lib/extension';
import { bulkRefusal, refusalFor, UPLOAD_LIMITS, type UploadMode, type UploadRefusal } from '@/lib/upload/upload-rules';

export type PlanRefusal = UploadRefusal | 'upload:refuse.duplicate';

export interface PlannedFile {
  /** Stable within one dialog. */
  key: string;
  file: File;
  /** The folders below the target folder it goes to (a dropped folder's structure); [] = the target. */
  folders: string[];
}

let nextKey = 1;

export const planFile = (file: File, folders: string[] = []): PlannedFile => ({ key: `pf-${nextKey++}`, file, folders });

/** The path shown for a file: 'Sub/Deeper/name.txt'. */
export const plannedPath = (planned: PlannedFile) => [...planned.folders, planned.file.name].join('/');

export const uploadModeFor = (count: number): UploadMode => (count > 1 ? 'bulk' : 'large');

/** Each refused file's reason, by key. */
export function planRefusals(files: PlannedFile[]): Map<string, PlanRefusal> {
  const refusals = new Map<string, PlanRefusal>();
  const mode = uploadModeFor(files.length);
  const overLimit = bulkRefusal(files.map((p) => p.file));
  const seen = new Set<string>();
  files.forEach((planned, index) => {
    if (overLimit && index >= UPLOAD_LIMITS.bulkMaxFiles) {
      refusals.set(planned.key, overLimit);
      return;
    }
    const refusal = refusalFor(planned.file, mode);
    if (refusal) {
      refusals.set(planned.key, refusal);
      return;
    }
    const name = plannedPath(planned).toLowerCase();
    if (seen.has(name)) refusals.set(planned.key, 'upload:refuse.duplicate');
    seen.add(name);
  });
  return refusals;
}

/**
 * Why a file may not become the new version of a file of type `fileType` ('.docx'), or null: the large
 * upload's size rules, and the same type (the server refuses another).
 */
export function newVersionRefusal(file: File, fileType: string): UploadRefusal | null {
  return refusalFor(file, 'large') ?? (fileTypeOf(file.name) !== fileType.toLowerCase() ? 'upload:refuse.wrongFormat' : null);
}

/** Every folder path of a drop (parents before children), including empty folders, without repeats. */
export function folderPathsOf(files: PlannedFile[], emptyFolders: string[][] = []): string[][] {
  const seen = new Set<string>();
  const paths: string[][] = [];
  for (const folders of [...files.map((f) => f.folders), ...emptyFolders]) {
    for (let depth = 1; depth <= folders.length; depth += 1) {
      const path = folders.slice(0, depth);
      const key = path.join('/');
      if (seen.has(key)) continue;
      seen.add(key);
      paths.push(path);
    }
  }
  return paths;
}
