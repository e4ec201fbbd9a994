/**
 * antd's message, notification and modal APIs (what antd's `App.useApp()` gives) without antd's `App` in the
 * first load of every screen: its three hook APIs, their styles and the dialog code are JS that nothing
 * uses until a toast, a notification or a confirmation shows.
 *
 * `useAppFeedback()` hands out stand-ins with the same methods. The first call to one of the three asks the
 * app's providers for its host (src/app/app-feedback-hosts/: antd's own hook, `message.useMessage()`,
 * `notification.useNotification()` or `Modal.useModal()`, themed and localised by the ConfigProvider around
 * it as `App` was), which loads, registers antd's real API here and plays the calls made meanwhile, in order.
 * Each loads alone: the day's expiry reminder (a notification) does not bring the dialogs. From then on every
 * call goes straight to antd. What a call returns (a toast's close function and promise,
 * a dialog's destroy and update) works the same before and after the host is there.
 */
import { useEffect } from 'react';
import type { App } from 'antd';

export type AppFeedback = ReturnType<typeof App.useApp>;
export type AppFeedbackPart = keyof AppFeedback;
type Part = AppFeedbackPart;
type Method = (...args: unknown[]) => unknown;

const apis: Partial<AppFeedback> = {};
const waiting: { [P in Part]: Array<(api: AppFeedback[P]) => void> } = { message: [], notification: [], modal: [] };
const wanted = new Set<Part>();
let wantedSnapshot: readonly Part[] = [];
let hosts = 0;
const listeners = new Set<() => void>();

function setWanted(part: Part, on: boolean) {
  if (wanted.has(part) === on) return;
  if (on) wanted.add(part);
  else wanted.delete(part);
  wantedSnapshot = [...wanted];
  for (const listener of listeners) listener();
}

/** The providers' side: which hosts to load, and the hosts' registrations. */
export const appFeedbackHost = {
  /** The APIs a call is waiting for (or has been served by): their hosts are to be there. */
  wanted: (): readonly Part[] => wantedSnapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** The providers are mounted (hosts can come); returns the unmount. */
  mounted() {
    hosts += 1;
    return () => void (hosts -= 1);
  },
  /** Whether providers that can load the hosts are mounted (else `notify` uses antd's static API). */
  available: () => hosts > 0,
  /** antd's API from its mounted host (null when it unmounts): the calls made meanwhile go to it, in order. */
  register<P extends Part>(part: P, api: AppFeedback[P] | null) {
    if (!api) {
      delete apis[part];
      return;
    }
    apis[part] = api;
    const calls = waiting[part];
    waiting[part] = [];
    for (const call of calls) call(api);
  },
  /** A host's code could not be fetched: the calls waiting for it are dropped, and the next call tries again. */
  failed(part: Part) {
    waiting[part] = [];
    setWanted(part, false);
  },
  /**
   * Back to the start, every host unasked for and no call waiting. For the end of a test (tests/setup.ts): the
   * modules are the test worker's, and a call its app made while a host was loading would otherwise be shown
   * by the next test's app.
   */
  forget() {
    for (const part of Object.keys(waiting) as Part[]) appFeedbackHost.failed(part);
  },
};

/**
 * What a call made before the host is there returns: callable (a toast's close), a promise of what antd's
 * own result settles with, and a dialog's destroy and update, each passed on once antd's result exists.
 */
function standIn(result: Promise<{ value: unknown }>) {
  const later = (use: (value: unknown) => void) => void result.then(({ value }) => use(value));
  const dialog = (value: unknown) => value as { destroy?: () => void; update?: (config: unknown) => void } | undefined;
  return Object.assign(() => later((close) => typeof close === 'function' && close()), {
    then: <T, E = never>(onFulfilled?: (value: unknown) => T | PromiseLike<T>, onRejected?: (reason: unknown) => E | PromiseLike<E>) =>
      result.then(({ value }) => value).then(onFulfilled, onRejected),
    destroy: () => later((value) => dialog(value)?.destroy?.()),
    update: (config: unknown) => later((value) => dialog(value)?.update?.(config)),
  });
}

function call<P extends Part>(part: P, method: string, args: unknown[]): unknown {
  const run = (target: AppFeedback[P]) => (target as unknown as Record<string, Method>)[method](...args);
  const api = apis[part];
  if (api) return run(api);
  const result = new Promise<{ value: unknown }>((resolve) => waiting[part].push((target) => resolve({ value: run(target) })));
  setWanted(part, true);
  return standIn(result);
}

function deferred<P extends Part>(part: P, methods: readonly string[]): AppFeedback[P] {
  return Object.fromEntries(
    methods.map((method) => [method, (...args: unknown[]) => call(part, method, args)]),
  ) as unknown as AppFeedback[P];
}

const TOASTS = ['open', 'success', 'info', 'warning', 'error', 'destroy'] as const;

/** The stand-ins (outside React too: the API client's toasts, through `notify`). */
export const appFeedback: AppFeedback = {
  message: deferred('message', [...TOASTS, 'loading']),
  notification: deferred('notification', TOASTS),
  modal: deferred('modal', ['info', 'success', 'error', 'warning', 'confirm']),
};

/** antd's message, notification and modal APIs, as `App.useApp()` gives them (same object on every render). */
export function useAppFeedback(): AppFeedback {
  return appFeedback;
}

/** A host's side: hand antd's API to the stand-ins while the host is mounted. */
export function useHostRegistration<P extends Part>(part: P, api: AppFeedback[P]) {
  useEffect(() => {
    appFeedbackHost.register(part, api);
    return () => appFeedbackHost.register(part, null);
  }, [part, api]);
}
