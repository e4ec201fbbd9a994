/**
 * antd's message, notification and modal APIs (what antd's `App.useApp()` gives) without antd's `App` in the
 * first load of every screen: its three hook APIs, their styles and the dialog code were about 18 KB of gzip
 * JS on /home that nothing uses until a toast, a notification or a confirmation shows (issue 13).
 *
 * `useAppFeedback()` hands out stand-ins with the same methods. The first call asks the app's providers for
 * the host (src/app/app-feedback-host.tsx: antd's `App`, themed and localised by the ConfigProvider around
 * it, as before), which loads, registers antd's real APIs here and plays the calls made meanwhile, in order.
 * From then on every call goes straight to antd. What a call returns (a toast's close function and promise,
 * a dialog's destroy and update) works the same before and after the host is there.
 */
import type { App } from 'antd';

export type AppFeedback = ReturnType<typeof App.useApp>;
type Part = keyof AppFeedback;
type Method = (...args: unknown[]) => unknown;

let api: AppFeedback | null = null;
let waiting: Array<(api: AppFeedback) => void> = [];
let wanted = false;
let hosts = 0;
const listeners = new Set<() => void>();

function setWanted(next: boolean) {
  if (wanted === next) return;
  wanted = next;
  for (const listener of listeners) listener();
}

/** The providers' side: whether to load the host, and the host's registration. */
export const appFeedbackHost = {
  /** Whether a call is waiting for antd's APIs (or has been served by them): the host is to be there. */
  wanted: () => wanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** The providers are mounted (a host can come); returns the unmount. */
  mounted() {
    hosts += 1;
    return () => void (hosts -= 1);
  },
  /** Whether providers that can load the host are mounted (else `notify` uses antd's static API). */
  available: () => hosts > 0,
  /** antd's APIs from the mounted host (null when it unmounts): the calls made meanwhile go to them, in order. */
  register(next: AppFeedback | null) {
    api = next;
    if (!next) return;
    const calls = waiting;
    waiting = [];
    for (const call of calls) call(next);
  },
  /** The host's code could not be fetched: the calls waiting are dropped, and the next call tries again. */
  failed() {
    waiting = [];
    setWanted(false);
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

function call(part: Part, method: string, args: unknown[]): unknown {
  const run = (target: AppFeedback) => (target[part] as unknown as Record<string, Method>)[method](...args);
  if (api) return run(api);
  const result = new Promise<{ value: unknown }>((resolve) => waiting.push((target) => resolve({ value: run(target) })));
  setWanted(true);
  return standIn(result);
}

function deferred<P extends Part>(part: P, methods: readonly string[]): AppFeedback[P] {
  return Object.fromEntries(methods.map((method) => [method, (...args: unknown[]) => call(part, method, args)])) as unknown as AppFeedback[P];
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
