/**
 * The mock's contract check, in front of every handler (handlers/index.ts): a request to the backend that
 * differs from its entry in dms.openapi.json (method, exact path, where each parameter goes, names, types,
 * formats) is answered HTTP 400 with an envelope whose errmsg says what differed; one on contract goes on
 * to the domain handlers. Nothing is coerced or renamed for the handlers: they see the request as it came.
 */
import { http, HttpResponse } from 'msw';
import { formOf } from '../handlers/request';
import contractDocument from './dms.openapi.json';
import { createContract } from './validate.mjs';

export const contract = createContract(contractDocument);

/** The reply to a request off the contract: 400, or 404 for a path no call has (as a real server). */
export function offContract(call: string | undefined, problems: string[], status = 400) {
  return HttpResponse.json(
    {
      errno: status,
      errmsg: `Off the API contract${call ? ` (${call})` : ''}: ${problems.join('; ')}`,
      data: null,
      contract: { call: call ?? null, problems },
    },
    { status },
  );
}

/**
 * The contract check. `refusalFirst` answers the refusal of a caller without the right the call needs (or
 * null): a request off the contract gets it instead of the 400, so the shape is told only to those allowed.
 */
export const contractCheckWith = (refusalFirst: (request: Request) => Response | null) =>
  http.all('*', async ({ request }) => {
    if (!contract.isBackendPath(new URL(request.url).pathname)) return undefined;
    const { call, problems, unknown } = await contract.checkRequest(request, formOf);
    if (!problems.length) return undefined;
    return (unknown ? null : refusalFirst(request)) ?? offContract(call, problems, unknown ? 404 : 400);
  });
