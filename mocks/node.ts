/** The mock backend for Vitest: the same handlers as the browser, behind msw/node. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { hookHandler } from './test-hook';

export const server = setupServer(hookHandler, ...handlers);
