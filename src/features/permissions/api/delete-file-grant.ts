import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import { authorityKeys } from '@/entities/authority/keys';

/** POST /authority/delFileGrant {grantId}. ASSUMED: the whole call. */
export const deleteFileGrant = (grantId: string) => dmsPost<null>('/authority/delFileGrant', { grantId });

export function useDeleteFileGrant() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteFileGrant, onSuccess: () => client.invalidateQueries({ queryKey: authorityKeys.all }) });
}
