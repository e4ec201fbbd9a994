import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { UserHit } from '../types';

/** GET /user/showByName/{userName} (spec §7): users whose name or account contains the text. */
export const searchUsers = (text: string) => dmsGet<UserHit[]>(`/user/showByName/${encodeURIComponent(text)}`, { silent: true });

export const searchUsersQueryOptions = (text: string) =>
  queryOptions({ queryKey: ['users', 'detail', text], queryFn: () => searchUsers(text), enabled: text.trim().length > 0 });

export const useSearchUsers = (text: string) => useQuery(searchUsersQueryOptions(text));
