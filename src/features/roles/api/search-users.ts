import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { RoleMember } from '../types';

/**
 * GET /user/showByName/{userName} (spec §7): users whose name or account contains the text, to pick
 * members from. ASSUMED: a list of user rows, at most 50.
 */
export const searchUsers = (text: string) => dmsGet<RoleMember[]>(`/user/showByName/${encodeURIComponent(text)}`, { silent: true });

export const searchUsersQueryOptions = (text: string) =>
  queryOptions({ queryKey: ['users', 'detail', text], queryFn: () => searchUsers(text), enabled: text.trim().length > 0 });

export const useSearchUsers = (text: string) => useQuery(searchUsersQueryOptions(text));
