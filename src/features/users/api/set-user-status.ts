import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { userKeys } from '@/entities/users/keys';
import type { UserRow, UserStatus } from '../types';

/**
 * POST /user/updStatus {userId, status}: enable or disable; disabling ends the user's sessions.
 * ASSUMED: the whole call. A refusal shows as a toast.
 */
export const setUserStatus = (input: { userId: string; status: UserStatus }) => dmsPost<UserRow>('/user/updStatus', input);

export function useSetUserStatus() {
  return useInvalidatingMutation(setUserStatus, [userKeys.all]);
}
