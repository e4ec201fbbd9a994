import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsPost } from './clients';
import { sessionKeys } from './keys';
import { RIGHTS_FRESHNESS } from './live-query';

/**
 * POST /user/role/judgeRole: whether the signed-in user is a system manager (spec §6, §7). The admin
 * screens ask the server as well as the stored rights, so a role taken away since sign-in shows at once.
 * ASSUMED: the reply's data is a boolean. Silent: the screen shows the refusal itself.
 */
export const judgeRole = () => dmsPost<boolean>('/user/role/judgeRole', undefined, { silent: true });

export const judgeRoleQueryOptions = () => queryOptions({ queryKey: sessionKeys.judgeRole(), queryFn: judgeRole, ...RIGHTS_FRESHNESS });

export const useJudgeRole = () => useQuery(judgeRoleQueryOptions());
