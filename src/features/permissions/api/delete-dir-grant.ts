import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { authorityKeys } from '@/entities/authority/keys';
import { folderKeys } from '@/entities/folders/keys';

/** POST /authority/delDirGrant {grantId}: the folder falls back to inheritance or the default. ASSUMED: the whole call. */
export const deleteDirGrant = (grantId: string) => dmsPost<null>('/authority/delDirGrant', { grantId });

export function useDeleteDirGrant() {
  return useInvalidatingMutation(deleteDirGrant, [authorityKeys.all, folderKeys.all]);
}
