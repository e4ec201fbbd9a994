import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { authorityKeys } from '@/entities/authority/keys';

/** POST /authority/delFileGrant {grantId}. ASSUMED: the whole call. */
export const deleteFileGrant = (grantId: string) => dmsPost<null>('/authority/delFileGrant', { grantId });

export function useDeleteFileGrant() {
  return useInvalidatingMutation(deleteFileGrant, [authorityKeys.all]);
}
