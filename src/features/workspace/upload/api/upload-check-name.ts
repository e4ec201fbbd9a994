import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fileKeys } from '@/entities/files/keys';
import { dmsPost } from '@/lib/api/clients';

export interface NewFileNameCheck {
  dirId: string;
  fileName: string;
  totalSize: number;
}

export interface NewVersionNameCheck extends NewFileNameCheck {
  fileId: string;
}

/**
 * POST files/checkFileName/add (dirId, fileName, revision, totalSize), asked before a new file is sent
 * (spec §5, §7); its query goes fully URL-encoded (the client's `encodeQuery`). A new file is revision 1.
 * ASSUMED: the reply is `true` when the upload may go ahead; a refusal is an errno with the reason (409
 * 'This file already exists, upload cancelled', 400 for size or format, 403 without upload rights).
 * Silent: the upload dialog and the queue show the reason beside the file.
 */
export const checkNewFileName = ({ dirId, fileName, totalSize }: NewFileNameCheck, signal?: AbortSignal) =>
  dmsPost<boolean>('/files/checkFileName/add', undefined, {
    params: { dirId, fileName, revision: 1, totalSize },
    silent: true,
    signal,
  });

/**
 * POST /files/checkFileName/upd (fileId, fileName, dirId, totalSize), asked before a new version is sent.
 * ASSUMED: sent as a query like the add check; same reply and refusals.
 */
export const checkNewVersionName = ({ fileId, fileName, dirId, totalSize }: NewVersionNameCheck, signal?: AbortSignal) =>
  dmsPost<boolean>('/files/checkFileName/upd', undefined, {
    params: { fileId, fileName, dirId, totalSize },
    silent: true,
    signal,
  });

/** The dialog's check of a chosen file, cached per folder, name and size (general to specific). */
export const newFileNameCheckQueryOptions = (input: NewFileNameCheck) =>
  queryOptions({
    queryKey: fileKeys.checkName('add', input),
    queryFn: ({ signal }) => checkNewFileName(input, signal),
    staleTime: 0,
  });

export const newVersionNameCheckQueryOptions = (input: NewVersionNameCheck) =>
  queryOptions({
    queryKey: fileKeys.checkName('upd', input),
    queryFn: ({ signal }) => checkNewVersionName(input, signal),
    staleTime: 0,
  });

/**
 * The name check an upload job needs before it sends: the answer the dialog already got for this folder, name
 * and size, or, when it has none (a file bound for a dropped subfolder, or a check that failed), the
 * server's now. So each name is asked about once; a file someone else took meanwhile is still refused, by
 * the upload call itself. Cancelling the job (`signal`) cancels a check under way.
 */
export async function ensureNameChecked(
  client: QueryClient,
  options: ReturnType<typeof newFileNameCheckQueryOptions> | ReturnType<typeof newVersionNameCheckQueryOptions>,
  signal: AbortSignal,
): Promise<void> {
  const cancel = () => void client.cancelQueries({ queryKey: options.queryKey });
  signal.addEventListener('abort', cancel);
  try {
    await client.fetchQuery({ ...options, staleTime: Infinity });
  } finally {
    signal.removeEventListener('abort', cancel);
  }
  signal.throwIfAborted();
}
