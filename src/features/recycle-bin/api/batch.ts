import { unknownErrorMessage } from '@/lib/api/clients';
import type { InvalidateAfter } from '@/lib/api/invalidating-mutation';
import type { BatchOutcome, BinFile } from '../types';
import { binKeys } from './query-keys';

/** One call per file, one after another: a refusal is that file's own (its message kept), the others go ahead. */
export async function eachFile(files: BinFile[], call: (file: BinFile) => Promise<unknown>): Promise<BatchOutcome<BinFile>> {
  const outcome: BatchOutcome<BinFile> = { done: [], failed: [] };
  for (const file of files) {
    try {
      await call(file);
      outcome.done.push(file);
    } catch (error) {
      outcome.failed.push({ item: file, message: error instanceof Error ? error.message : unknownErrorMessage() });
    }
  }
  return outcome;
}

/**
 * After a batch that brought files back to their folders: unless every file failed, every other screen's
 * cached lists are marked stale (read again when shown) and the bin reloads now.
 */
export const binBatchRefresh = {
  keys: [binKeys.lists()],
  staleEverywhere: true,
  when: (outcome) => outcome.done.length > 0,
} satisfies InvalidateAfter<BatchOutcome<BinFile>, unknown>;
