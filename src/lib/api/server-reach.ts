/**
 * Whether the backend can be reached. A 502, 503 or 504 (the gateway could not get an answer), a network
 * error or a timeout means it cannot: the app then shows one notice ("The server can't be reached, trying
 * again"), however many calls fail, and probes the server with back-off. The first answer after that (the
 * probe's, or any call's sent since) clears the notice. When a probe had failed meanwhile (the server was
 * really gone, not one call), it also tells the listeners: the query client reloads the screen's data. A
 * screen's own queries also try again with back-off (`retryUnreachable`).
 */
import { appConfig } from '../config';
import { translate } from '../i18n';
import { notify } from '../notify';
import { getToken } from '../session';
import { isApiError } from './api-error';

/** The gateway's answers for a backend that is down or too slow. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);
export const isGatewayStatus = (status: number | undefined) => status !== undefined && GATEWAY_STATUSES.has(status);

/** An error that says the server could not be reached (rather than that it refused or failed). */
export function isUnreachable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && isGatewayStatus(error.status));
}

/** What such an error says. */
export const unreachableMessage = () => translate('common:errors.unreachable');

const NOTICE_KEY = 'server-unreachable';
/** Probe delays: the first soon, then doubling, never more than PROBE_MAX_MS apart. */
const PROBE_FIRST_MS = 1000;
const PROBE_MAX_MS = 5000;
/** An outage that comes back within this time after a recovery resumes the back-off where it was. */
const STABLE_MS = 30_000;
/** A probe that gets no answer within this time has failed. */
const PROBE_TIMEOUT_MS = 8000;

interface State {
  down: boolean;
  /** performance.now() when the server was found unreachable. */
  since: number;
  /** performance.now() at the fresh start: a call sent before it is not heard. */
  startedAt: number;
  /** Probes made in this outage (and the last, when it came back soon). */
  attempt: number;
  /** A probe failed too: the server itself was gone, and its data is fetched again once it is back. */
  confirmed: boolean;
  recoveredAt: number;
  timer: ReturnType<typeof setTimeout> | null;
  probing: AbortController | null;
}

const now = () => performance.now();
const fresh = (): State => ({
  down: false,
  since: 0,
  startedAt: now(),
  attempt: 0,
  confirmed: false,
  recoveredAt: -Infinity,
  timer: null,
  probing: null,
});
let state = fresh();
const recoveredListeners = new Set<() => void>();
const changeListeners = new Set<() => void>();

/** The delay before probe number `attempt` (0-based). */
export const probeDelay = (attempt: number) => Math.min(PROBE_FIRST_MS * 2 ** attempt, PROBE_MAX_MS);

function schedule() {
  if (state.timer !== null) return;
  state.timer = setTimeout(() => {
    state.timer = null;
    void probe();
  }, probeDelay(state.attempt));
}

/**
 * Whether the server answers: one call that any answer satisfies (the envelope is not read), signed in or
 * not. Not through the API client: a probe renews no session and shows nothing. False on a gateway answer,
 * a network error or no answer within `timeoutMs`.
 */
export async function probeServer(timeoutMs = PROBE_TIMEOUT_MS, signal?: AbortSignal): Promise<boolean> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop);
  const timer = setTimeout(stop, timeoutMs);
  try {
    const token = getToken();
    const url = new URL(`${appConfig.apiBase.replace(/\/$/, '')}/user/getUserinfo`, window.location.href);
    const response = await fetch(url, {
      credentials: 'include',
      headers: token ? { token } : {},
      signal: controller.signal,
      cache: 'no-store',
    });
    void response.body?.cancel().catch(() => undefined);
    return !isGatewayStatus(response.status);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}

async function probe() {
  if (!state.down) return;
  state.attempt += 1;
  const controller = new AbortController();
  state.probing = controller;
  const sentAt = now();
  const answered = await probeServer(PROBE_TIMEOUT_MS, controller.signal);
  if (state.probing === controller) state.probing = null;
  if (!state.down) return;
  if (answered) serverReach.answered(sentAt);
  else {
    state.confirmed = true;
    schedule();
  }
}

/** How often a long call (an upload) checks that the server is still there, and how long a check may take. */
export const WATCH_EVERY_MS = 3000;
const WATCH_TIMEOUT_MS = 5000;

/**
 * While `signal` is not aborted, check every WATCH_EVERY_MS that the server answers; the first check that
 * fails calls `onLost` (once) and reports the outage. Behind a proxy that buffers a request body, the
 * browser's progress says nothing about the server: this does. Returns the stop.
 */
export function watchServer(signal: AbortSignal, onLost: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const check = async () => {
    const sentAt = now();
    const answered = await probeServer(WATCH_TIMEOUT_MS, signal);
    if (stopped || signal.aborted) return;
    if (answered) {
      serverReach.answered(sentAt);
      timer = setTimeout(() => void check(), WATCH_EVERY_MS);
      return;
    }
    stopped = true;
    serverReach.unreachable();
    state.confirmed = true;
    onLost();
  };
  timer = setTimeout(() => void check(), WATCH_EVERY_MS);
  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
  };
}

function emit(listeners: Set<() => void>) {
  for (const listener of [...listeners]) listener();
}

export const serverReach = {
  /** True while the server is taken to be unreachable. */
  isDown: () => state.down,

  /** A call sent at `sentAt` could not reach the server: the notice (once) and the probes. */
  unreachable(sentAt = now()) {
    // A call sent before a fresh start (forget) belongs to what was forgotten.
    if (state.down || sentAt < state.startedAt) return;
    const soonAfterRecovery = now() - state.recoveredAt < STABLE_MS;
    state.down = true;
    state.confirmed = false;
    state.since = now();
    if (!soonAfterRecovery) state.attempt = 0;
    notify.persistent(NOTICE_KEY, 'warning', unreachableMessage());
    emit(changeListeners);
    schedule();
  },

  /**
   * The server answered a call sent at `sentAt` (performance.now()). A call sent before the outage began
   * proves nothing about now; one sent since ends it.
   */
  answered(sentAt: number) {
    if (!state.down || sentAt < state.since) return;
    state.down = false;
    state.recoveredAt = now();
    if (state.timer !== null) clearTimeout(state.timer);
    state.timer = null;
    state.probing?.abort();
    notify.dismiss(NOTICE_KEY);
    emit(changeListeners);
    // One call that failed on a server that answers the probe: its own retries and Retry button see to it.
    if (state.confirmed) emit(recoveredListeners);
  },

  /** Called once the server answers again after an outage a probe confirmed; returns the unsubscribe. */
  onRecovered(listener: () => void) {
    recoveredListeners.add(listener);
    return () => void recoveredListeners.delete(listener);
  },

  /** For useSyncExternalStore: `isDown` changed. */
  subscribe(listener: () => void) {
    changeListeners.add(listener);
    return () => void changeListeners.delete(listener);
  },

  /** Back to the start (the end of a test): no outage, no probe waiting, no listener. */
  forget() {
    if (state.timer !== null) clearTimeout(state.timer);
    state.probing?.abort();
    if (state.down) notify.dismiss(NOTICE_KEY);
    state = fresh();
    recoveredListeners.clear();
    changeListeners.clear();
  },
};

/** TanStack Query's `retry` for queries: an unreachable server is tried again, up to 3 times; nothing else. */
export const retryUnreachable = (failureCount: number, error: unknown) => failureCount < 3 && isUnreachable(error);

/** TanStack Query's `retryDelay`: 1 s, 2 s, 4 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 8000);
