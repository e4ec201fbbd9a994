import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { userKeys } from './keys';
import type { UserRow } from './types';

/**
 * GET /user/showByName/{userName} (spec §7): the users whose name or account contains the text, for the user
 * pickers (role members, team members, permissions) and the user details drawer (which picks the one with
 * the account). ASSUMED: the reply is a list of user rows, at most 50. Silent: each screen shows the error.
 */
export const getUsersByName = (userName: string) => dmsGet<UserRow[]>(`/user/showByName/${encodeURIComponent(userName)}`, { silent: true });

/** Off while the text is blank. */
export const usersByNameQueryOptions = (userName: string) =>
  queryOptions({ queryKey: userKeys.detail(userName), queryFn: () => getUsersByName(userName), enabled: userName.trim().length > 0 });

export const useUsersByName = (userName: string) => useQuery(usersByNameQueryOptions(userName));
