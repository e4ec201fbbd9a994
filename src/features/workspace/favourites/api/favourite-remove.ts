import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { favouriteKeys } from '@/entities/favourites/keys';
import type { FavouriteInput } from './favourite-add';

/** POST /collection/del/ {signName, fileNum}: take a file off a label. ASSUMED (not in the spec). Silent. */
export const removeFavourite = (input: FavouriteInput) => dmsPost<unknown>('/collection/del/', input, { silent: true });

export function useRemoveFavourite() {
  return useInvalidatingMutation(removeFavourite, [favouriteKeys.all]);
}
