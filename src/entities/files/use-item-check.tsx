import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useAppFeedback, type AppFeedback } from '@/lib/app-feedback';
import { politeResult } from '@/lib/announce';
import { isUnreachable } from '@/lib/api/server-reach';
import { isApiError, isPermissionDenied } from '@/lib/api/api-error';
import { folderTreeQueryOptions } from '@/entities/folders/get-folder-tree';
import { folderKeys } from '@/entities/folders/keys';
import type { FolderRef } from '@/entities/folders/types';
import { fileInfoQueryOptions } from './get-file-info';
import { endsAction, fileChanges, folderChanges, type ItemChange, type SeenFile } from './item-check';
import { fileKeys } from './keys';
import type { FileInfo } from './types';

/** A file the server does not show this user: it does not exist, or was moved where they cannot see it. */
const isGone = (error: unknown) =>
  isPermissionDenied(error) || (isApiError(error) && (Number(error.errno) === 404 || error.status === 404));

/**
 * Nothing another person did is overwritten unseen: before a change, the item is read again. When it is gone,
 * voided, restored or moved, the user is told so in those words, the lists are read again and the change is
 * not sent (false: the caller closes its dialog). When its name, version, effective date or state changed, the user is told
 * what changed and decides. A read that fails for another reason lets the change go on: its own call
 * reports the failure.
 */
export function useItemCheck() {
  const { t } = useTranslation('common');
  const feedback = useAppFeedback();
  const client = useQueryClient();
  // One object while the language stays: callers keep it in their callbacks' dependencies.
  return useMemo(() => itemCheck(t, feedback, client), [t, feedback, client]);
}

function itemCheck(t: TFunction<'common'>, { message, modal }: AppFeedback, client: QueryClient) {
  const refreshLists = () => {
    void client.invalidateQueries({ queryKey: fileKeys.lists() });
    void client.invalidateQueries({ queryKey: fileKeys.overdueLists() });
    void client.invalidateQueries({ queryKey: folderKeys.all });
  };

  /** What ended the action on `name`, in those words (the first of `changes` that ends it). */
  const endText = (name: string, changes: ItemChange[]) => {
    const change = changes.find((each) => endsAction([each]))!;
    if (change.kind === 'voided') return t('stale.voided', { name });
    if (change.kind === 'restored') return t('stale.restored', { name });
    if (change.kind === 'moved') return t('stale.moved', { name, to: change.to });
    return t('stale.gone', { name });
  };
  /** Says `text` politely and reads the lists again. */
  const sayEnded = (text: string) => {
    void message.warning(politeResult(text));
    refreshLists();
  };
  const changeText = (change: ItemChange) => {
    if (change.kind === 'renamed') return t('stale.renamed', { name: change.name });
    if (change.kind === 'newVersion') return t('stale.newVersion', { revision: change.revision });
    if (change.kind === 'newDate') return t('stale.newDate', { date: change.date });
    if (change.kind === 'details') return t('stale.details', { fields: change.labels.join(t('stale.listSeparator')) });
    return t('stale.expired');
  };

  /** Ask whether to go ahead despite `changes` of the items named; true to go ahead. */
  const ask = (items: { name: string; changes: ItemChange[] }[]) =>
    new Promise<boolean>((resolve) => {
      const single = items.length === 1;
      modal.confirm({
        title: single ? t('stale.changedTitle', { name: items[0].name }) : t('stale.changedTitleMany', { count: items.length }),
        content: (
          <>
            <ul>
              {items.flatMap(({ name, changes }) =>
                changes.map((change, at) => (
                  <li key={`${name}-${at}`}>{single ? changeText(change) : `${name}: ${changeText(change)}`}</li>
                )),
              )}
            </ul>
            <p>{t('stale.ask')}</p>
          </>
        ),
        okText: t('stale.goAhead'),
        cancelText: t('actions.cancel'),
        onOk: () => resolve(true),
        onCancel: () => {
          refreshLists();
          resolve(false);
        },
      });
    });

  const readFile = async (row: SeenFile): Promise<ItemChange[] | null> => {
    let now: FileInfo | null;
    try {
      now = await client.fetchQuery({ ...fileInfoQueryOptions(row.fileId), staleTime: 0 });
    } catch (error) {
      if (!isGone(error)) return null;
      now = null;
    }
    return fileChanges(row, now);
  };

  const readFiles = <Row extends SeenFile>(rows: Row[]) =>
    Promise.all(rows.map(async (row) => ({ row, changes: (await readFile(row)) ?? [] })));

  /** Says which of the files read are gone, voided, restored or moved, and reads the lists again; the rest are returned. */
  const tellEnded = <Row extends SeenFile>(read: { row: Row; changes: ItemChange[] }[]) => {
    const ended = read.filter(({ changes }) => endsAction(changes));
    if (ended.length === 1) sayEnded(endText(ended[0].row.fileName, ended[0].changes));
    else if (ended.length > 1) sayEnded(t('stale.goneMany', { count: ended.length }));
    return read.filter(({ changes }) => !endsAction(changes));
  };

  /** The files of a change that may go ahead: those still there, after the user agreed to any other change. */
  const files = async <Row extends SeenFile>(rows: Row[]): Promise<Row[]> => {
    const left = tellEnded(await readFiles(rows));
    const changed = left.filter(({ changes }) => changes.length > 0);
    if (changed.length > 0 && !(await ask(changed.map(({ row, changes }) => ({ name: row.fileName, changes }))))) return [];
    return left.map(({ row }) => row);
  };

  return {
    /** Whether a change to this file may go ahead. */
    file: async (row: SeenFile) => (await files([row])).length === 1,
    files,
    /**
     * After a call on these files failed with `error` (a download): true when one of them is no longer as the
     * user saw it, which is then said in those words instead of the call's own failure. A server that could
     * not be reached is not asked.
     */
    ended: async (rows: SeenFile[], error: unknown) => {
      if (isUnreachable(error)) return false;
      const read = await readFiles(rows);
      return tellEnded(read).length < read.length;
    },
    /** Whether a change to this folder may go ahead (read again from the folder tree). */
    folder: async (folder: FolderRef): Promise<boolean> => {
      let tree;
      try {
        tree = await client.fetchQuery({ ...folderTreeQueryOptions(), staleTime: 0 });
      } catch {
        return true;
      }
      const changes = folderChanges(folder, tree, t('workspace:rootName'));
      if (changes.length === 0) return true;
      if (endsAction(changes)) {
        sayEnded(endText(folder.name, changes));
        return false;
      }
      return ask([{ name: folder.name, changes }]);
    },
  };
}

export type ItemCheck = ReturnType<typeof itemCheck>;
