import { dmsPost } from '@/lib/api/clients';

/**
 * POST /files/del/ {fileId, void, reason} (spec §4, §7): `void: true` sets a file invalid (it leaves its
 * folder for the recycle bin); `void: false` restarts a void file (back to normal in its folder). A reason is
 * asked both ways (spec §4–5). ASSUMED: the reason travels as `reason` in the same body; the server refuses a
 * restart when the name is now taken in the folder or the folder is void. Shared by the workspace (set
 * invalid) and the recycle bin (restart). Silent: each screen shows the refusal and keeps the typed reason.
 */
export const setFileVoid = (input: { fileId: string; void: boolean; reason: string }) =>
  dmsPost<unknown>('/files/del/', { fileId: input.fileId, void: input.void, reason: input.reason }, { silent: true });

/** Set a file invalid, with its reason. */
export const voidFile = (input: { fileId: string; reason: string }) => setFileVoid({ ...input, void: true });

/** Restart a void file, with its reason. */
export const restartFile = (input: { fileId: string; reason: string }) => setFileVoid({ ...input, void: false });
