/** The mock backend for Vitest: the same handlers as the browser, behind msw/node. */
import { getResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { installDbStore } from './db';
import { seedCopies } from './db/seed';
import { browserEnvironment, createDbStore } from './db/store';
import { handlersFor } from './handlers';
import { hookHandler } from './test-hook';

// Vitest resets the database after every test: each reset takes a copy of the day's seed, not a new seeding.
installDbStore(createDbStore({ ...browserEnvironment, seed: seedCopies() }));

/** Every call, answered by the handlers that can match it (see `handlersFor`), as in the browser. */
const backend = http.all('*', ({ request }) => getResponse(handlersFor(request), request));

export const server = setupServer(hookHandler, backend);
