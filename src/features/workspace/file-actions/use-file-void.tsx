import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '@/lib/app-feedback';
import { announce } from '@/lib/announce';
import { isApiError } from '@/lib/api/api-error';
import type { FolderCapabilities } from '@/lib/permissions';
import { fileKeys } from '@/entities/files/keys';
import { voidFile } from '@/entities/files/set-file-void';
import { restoreFile } from '@/entities/files/restore-file';
import { offerUndo, undoEach } from '@/lib/undo';
import { useItemCheck } from '@/entities/files/use-item-check';
import { rowKey, type FileRow } from '../shared/types';
import type { ListSelection } from '../list/use-list-selection';
import { useStableCallback } from '../shared/use-stable-callback';

/** Set invalid needs file level 50 or directory level 7 (spec §6). */
export const canVoidFiles = (caps: FolderCapabilities) => caps.canDeleteOrMoveFiles || caps.canDelete;

export interface Failure {
  file: FileRow;
  reason: string;
}

/**
 * Setting files invalid: a reason is required (spec §4–5), then each file goes to the recycle bin. One file
 * (Delete on a row, its menu, its details) or a batch from the selection: the batch asks for one reason,
 * sends one call per file and reports each file's result; the files that failed are named and stay selected.
 */
export function useFileVoid(caps: FolderCapabilities, selection: ListSelection) {
  const { t } = useTranslation('workspace');
  const { message } = useAppFeedback();
  const client = useQueryClient();
  const itemCheck = useItemCheck();
  const [files, setFiles] = useState<FileRow[] | null>(null);
  const [failures, setFailures] = useState<{ failed: Failure[]; done: number } | null>(null);
  const allowed = canVoidFiles(caps);

  const request = useStableCallback((rows: FileRow | FileRow[]) => {
    const list = Array.isArray(rows) ? rows : [rows];
    if (list.length === 0) return;
    if (allowed) setFiles(list);
    else void message.warning(t('common:errors.permissionDenied'));
  });

  const reasonOf = (error: unknown) => (isApiError(error) ? error.message : t('common:errors.unknown'));

  /** Undo brings the files set invalid back as they were (restore from the bin: no reason, unlike a restart). */
  const offerRestore = (message: string, done: FileRow[]) =>
    offerUndo({
      message,
      undo: () => undoEach(done, (file) => restoreFile(file.fileId)),
      refresh: () => client.invalidateQueries({ queryKey: fileKeys.lists() }),
    });

  const submit = async (chosen: FileRow[], reason: string) => {
    // Files someone else changed are told first; those gone leave the batch (and the list, read again).
    const targets = await itemCheck.files(chosen);
    if (targets.length === 0) {
      setFiles(null);
      return;
    }
    if (chosen.length === 1) {
      const [file] = targets;
      try {
        await voidFile({ fileId: file.fileId, reason });
      } catch (error) {
        void message.error(reasonOf(error));
        throw error;
      }
      void client.invalidateQueries({ queryKey: fileKeys.lists() });
      offerRestore(t('fileVoid.done', { name: file.fileName }), [file]);
      setFiles(null);
      return;
    }
    // One call per file, one after another: each file's refusal is its own, the others go ahead.
    const failed: Failure[] = [];
    for (const [at, file] of targets.entries()) {
      announce(t('fileVoid.progress', { at: at + 1, total: targets.length }));
      try {
        await voidFile({ fileId: file.fileId, reason });
      } catch (error) {
        failed.push({ file, reason: reasonOf(error) });
      }
    }
    void client.invalidateQueries({ queryKey: fileKeys.lists() });
    const done = targets.length - failed.length;
    setFiles(null);
    const failedIds = new Set(failed.map(({ file }) => file.fileId));
    if (done > 0)
      offerRestore(
        t('fileVoid.batchDone', { count: done }),
        targets.filter((file) => !failedIds.has(file.fileId)),
      );
    if (failed.length === 0) {
      selection.clear();
    } else {
      selection.selectOnly(failed.map(({ file }) => rowKey(file)));
      announce(t('fileVoid.batchPartial', { done, failed: failed.length }));
      setFailures({ failed, done });
    }
  };

  return {
    allowed,
    request,
    /** The files the reason dialog asks about, while it is open. */
    files,
    cancel: () => setFiles(null),
    submit,
    /** A batch's result with failures, while its report is open. */
    failures,
    closeFailures: () => setFailures(null),
  };
}

export type FileVoid = ReturnType<typeof useFileVoid>;
