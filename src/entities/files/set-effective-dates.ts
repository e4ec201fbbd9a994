import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { fileKeys } from './keys';

/**
 * One new effective date for several files: POST /files/uniteSettingDate with query parameters (spec §7): the
 * overdue list's "set dates" and the workspace selection's effective date.
 * ASSUMED: the parameters are fileIds (comma-separated) and editDate ('YYYY-MM-DD', as every effective
 * date in the contract); all or nothing; a future date makes expired files normal again; the reply is the file rows.
 * Silent: the date dialog shows the refusal and keeps the chosen date.
 */
export const setEffectiveDates = (input: { fileIds: string[]; editDate: string }) =>
  dmsPost<unknown>('/files/uniteSettingDate', undefined, {
    params: { fileIds: input.fileIds.join(','), editDate: input.editDate },
    silent: true,
  });

export function useSetEffectiveDates() {
  // File lists, the manifest and the dashboard show the status.
  return useInvalidatingMutation(setEffectiveDates, { keys: [fileKeys.all], staleEverywhere: true });
}
