import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { favouriteKeys } from '@/entities/favourites/keys';

export interface FavouriteInput {
  signName: string;
  /** The file's id. */
  fileNum: string;
}

/**
 * POST /collection/add/ {signName, fileNum} (spec §3, §7): file a file under a label of the caller's
 * favourites (file level 20). ASSUMED: fileNum is the fileId; a second add of the same file to the same
 * label is refused (errno 409). Silent: the dialog shows the refusal and keeps the choice.
 */
export const addFavourite = (input: FavouriteInput) => dmsPost<unknown>('/collection/add/', input, { silent: true });

export function useAddFavourites() {
  return useInvalidatingMutation(
    /** Several files under one label, one call each, in order; stops at the first refusal. */
    async ({ signName, fileIds }: { signName: string; fileIds: string[] }) => {
      for (const fileNum of fileIds) await addFavourite({ signName, fileNum });
    },
    { keys: [favouriteKeys.all], after: 'settled' },
  );
}
