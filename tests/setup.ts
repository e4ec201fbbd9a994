// First: antd's style code must load with its token recording off (see the file).
import './antd-statistic-off';
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
// The module src/lib/notify.ts shows its toasts with when nothing is mounted.
import { createElement } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import message from 'antd/es/message';
import { act, cleanup, configure, prettyDOM } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { server } from '@mocks/node';
import { mockControl } from '@mocks/test-hook';
import { appFeedbackHost } from '@/lib/app-feedback';
import { forgetUndo } from '@/lib/undo';
import { serverReach } from '@/lib/api/server-reach';
import { forgetSignOut } from '@/lib/session';
import { speedUpJsdom } from './faster-jsdom';
import { installConsoleGuard, routeJsdomErrors } from './console-guard';
import { skipOwnerStacks } from './react-owner-stacks';

installConsoleGuard();
skipOwnerStacks();

// findBy* and waitFor wait up to 5 s rather than 1: the first screen of a file loads its lazy chunks, and
// a CI machine running other work can take over a second for that. A real failure still fails, later.
configure({ asyncUtilTimeout: 5_000, getElementError: elementErrorPrintedWhenRead });

/**
 * Testing Library's "not found" error, with the printout of the DOM made when its message is first read:
 * waitFor and findBy make one such error per failed try and read only the last one's.
 */
function elementErrorPrintedWhenRead(message: string | null, container: Element): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let text: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () => (text ??= [message, prettyDOM(container)].filter(Boolean).join('\n\n')),
    set: (value: string) => {
      text = value;
    },
  });
  return error;
}

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
// jsdom has no canvas: getContext answers null, as a browser does for a context it cannot make (jsdom also
// answers null, after printing "Not implemented"). The watermark stamped on printed PDF pages then draws
// nothing; tests/fake-canvas.ts records the drawing where a test looks at it.
HTMLCanvasElement.prototype.getContext = (() => null) as HTMLCanvasElement['getContext'];
speedUpJsdom(window);
routeJsdomErrors(window);

/**
 * Calls the mock is still answering. A test can end while some of its calls are still waiting for a reply;
 * answered after the reset below (sessions gone), such a reply said "Login has expired" in a toast that stayed
 * on the page, where the next tests of the worker found it as their own alert.
 */
let answering = 0;
const countAnswering = () => {
  server.events.on('request:start', () => {
    answering += 1;
  });
  server.events.on('request:end', () => {
    answering -= 1;
  });
};

/** Until the calls still open are answered (at most `limitMs`), then one more turn for their callers. */
async function settleOpenCalls(limitMs = 3000) {
  const deadline = Date.now() + limitMs;
  while (answering > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

// Toasts shown with no app mounted (antd's static holder) come and go without motion: jsdom never ends a CSS
// motion, and a notice stuck leaving kept its holder updating into the worker's next files.
ConfigProvider.config({ holderRender: (children) => createElement(ConfigProvider, { theme: { token: { motion: false } } }, children) });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // A tab nobody looks at: no list is polled or read again on focus unless a test puts the tab in front.
  focusManager.setFocused(false);
  answering = 0;
  countAnswering();
});
afterEach(async () => {
  cleanup();
  await settleOpenCalls();
  // What was shown with nothing mounted (antd's static toasts, in the body) goes with the test, and so do the
  // calls still waiting for antd's message, notification or modal host to load.
  // Inside act, React renders the holder's removal now rather than in a scheduler task that could outlive
  // the worker's jsdom window.
  act(() => {
    message.destroy();
    forgetUndo();
    appFeedbackHost.forget();
  });
  // An outage a test set off (a network fault) ends with it: no probe left to answer in the next test.
  serverReach.forget();
  forgetSignOut();
  server.resetHandlers();
  // A listener a test added must not hear the next file's calls: files of a worker share this server.
  server.events.removeAllListeners();
  await mockControl.reset();
  localStorage.clear();
  sessionStorage.clear();
  // The address too (a test may set the hash: on '#/login' a signed-out reply sends nobody to sign in).
  window.history.replaceState(null, '', '/');
});
afterAll(async () => {
  server.close();
  // React work still scheduled (a static holder's late update) runs before the worker's window is taken down.
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
});
