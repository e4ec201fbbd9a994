import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { favouriteKeys } from '@/entities/favourites/keys';

/**
 * POST /collection/renameSign/ {signName, newName}: rename a label of the caller (its entries merge into an
 * existing label of that name). ASSUMED: not in the spec; the mock answers the number of entries now
 * under newName. Silent.
 */
export const renameLabel = (input: { signName: string; newName: string }) =>
  dmsPost<number>('/collection/renameSign/', input, { silent: true });

/** POST /collection/delSign/ {signName}: remove a whole label of the caller. ASSUMED, as above. Silent. */
export const removeLabel = (signName: string) => dmsPost<number>('/collection/delSign/', { signName }, { silent: true });

export function useRenameLabel() {
  return useInvalidatingMutation(renameLabel, [favouriteKeys.all]);
}

export function useRemoveLabel() {
  return useInvalidatingMutation(removeLabel, [favouriteKeys.all]);
}
