import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { favouriteKeys } from './keys';
import type { FavouriteEntry } from './types';

/** Every label of the caller: ASSUMED signName '*' (the mock's reading). */
export const ALL_LABELS = '*';

/**
 * GET /sign/getSign/{signName} (spec §7): the caller's entries under a label, newest first, for the
 * workspace's favourites and the dashboard's card. ASSUMED: the reply [{signId, signName, fileNum,
 * createTime, file}], skipping void files and files the caller can no longer see, and '*' for every label.
 * Silent: each screen shows its own failure.
 */
export const getFavourites = (signName: string = ALL_LABELS) =>
  dmsGet<FavouriteEntry[]>(`/sign/getSign/${encodeURIComponent(signName)}`, { silent: true });

export const favouritesQueryOptions = (signName = ALL_LABELS) =>
  queryOptions({ queryKey: favouriteKeys.list(signName), queryFn: () => getFavourites(signName) });

export const useFavourites = (enabled = true) => useQuery({ ...favouritesQueryOptions(), enabled });
