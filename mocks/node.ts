/** The mock backend for Vitest: the same handlers as the browser, behind msw/node. */
import { getResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { handlersFor } from './handlers';
import { hookHandler } from './test-hook';

/** Every call, answered by the handlers that can match it (see `handlersFor`), as in the browser. */
const backend = http.all('*', ({ request }) => getResponse(handlersFor(request), request));

export const server = setupServer(hookHandler, backend);
