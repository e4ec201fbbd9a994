import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { UserRow } from '../types';
import { userKeys } from './keys';

/**
 * GET /user/showByName/{userName}: the users whose name or account contains the text (spec §7).
 * ASSUMED: the reply is a list of user rows (at most 50). The details drawer picks the one with the account.
 */
export const getUsersByName = (userName: string) => dmsGet<UserRow[]>(`/user/showByName/${encodeURIComponent(userName)}`, { silent: true });

export const userByNameQueryOptions = (userName: string) =>
  queryOptions({ queryKey: userKeys.detail(userName), queryFn: () => getUsersByName(userName), enabled: userName.length > 0 });

export const useUsersByName = (userName: string) => useQuery(userByNameQueryOptions(userName));
