import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { FavouriteEntry } from '../types';
import { dashboardKeys } from './query-keys';

/** Every favourite list of the user. */
export const ALL_LISTS = '*';

/**
 * GET /sign/getSign/{signName}: the user's favourites filed under signName.
 * ASSUMED: signName '*' answers the entries of every list; entries are {signId, signName, fileNum,
 * createTime, file: file row}, newest first, without void or no longer visible files. Silent: the card
 * shows the error.
 */
export const getFavourites = (signName = ALL_LISTS) =>
  dmsGet<FavouriteEntry[]>(`/sign/getSign/${encodeURIComponent(signName)}`, { silent: true });

export const favouritesQueryOptions = () => queryOptions({ queryKey: dashboardKeys.favourites(), queryFn: () => getFavourites() });

export const useFavourites = () => useQuery(favouritesQueryOptions());
