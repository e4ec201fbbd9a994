import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '@mocks/node';
import { mockControl } from '@mocks/test-hook';
import { speedUpJsdom } from './faster-jsdom';
import { installConsoleGuard } from './console-guard';
import { skipOwnerStacks } from './react-owner-stacks';

installConsoleGuard();
skipOwnerStacks();

// findBy* and waitFor wait up to 5 s rather than 1: the first screen of a file loads its lazy chunks, and
// a CI machine running other work can take over a second for that. A real failure still fails, later.
configure({ asyncUtilTimeout: 5_000 });

// antd needs these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = () => {};
speedUpJsdom(window);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  // A listener a test added must not hear the next file's calls: files of a worker share this server.
  server.events.removeAllListeners();
  await mockControl.reset();
  localStorage.clear();
  sessionStorage.clear();
  // The address too (a test may set the hash: on '#/login' a signed-out reply sends nobody to sign in).
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());
