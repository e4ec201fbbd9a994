import { authRequest } from '@/lib/api/clients';
import type { Rights } from '@/lib/session';

/**
 * GET /authapi/opt/authority/getOptAuthority: the rights table (numeric ids to entries with a level).
 * ASSUMED: served by the authority base with a `{code, message, data}` envelope (spec §7 lists the path
 * without its base; §8 gives the authority client its own codes).
 */
export const getAuthority = (options: { silent?: boolean } = {}) =>
  authRequest<Rights>({ url: '/opt/authority/getOptAuthority', method: 'GET', ...options });
