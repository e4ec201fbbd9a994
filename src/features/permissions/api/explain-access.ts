import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { authorityKeys } from '@/entities/authority/keys';
import type { AccessExplanation } from '../types';

export interface ExplainInput {
  userId: string;
  dirId: string;
  fileId?: string;
}

/**
 * GET /authority/explain?userId=&dirId=&fileId=: a user's effective levels on a folder (and one of its
 * files) with every role, team, inheritance or single-file permission that counted. Beyond the spec.
 * ASSUMED: the whole call. Silent: the screen shows the error.
 */
export const explainAccess = (input: ExplainInput) => dmsGet<AccessExplanation>('/authority/explain', { params: input, silent: true });

export const explainAccessQueryOptions = (input: ExplainInput | null) =>
  queryOptions({
    queryKey: authorityKeys.explain(input ?? { userId: '', dirId: '' }),
    queryFn: () => explainAccess(input!),
    enabled: input !== null,
    staleTime: 0,
  });

export const useExplainAccess = (input: ExplainInput | null) => useQuery(explainAccessQueryOptions(input));
