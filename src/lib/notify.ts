/**
 * User-facing toasts from outside React (the API client, the session). While the app's providers are mounted
 * they go through antd's context-aware message API (src/lib/app-feedback.ts, which loads it on the first
 * toast); without them, through antd's static one, fetched on first use as well.
 */
import { appFeedback, appFeedbackHost } from './app-feedback';

export interface Notifier {
  success(text: string): void;
  info(text: string): void;
  warning(text: string): void;
  error(text: string): void;
}

type Level = keyof Notifier;

function show(level: Level, text: string) {
  if (appFeedbackHost.available()) {
    void appFeedback.message[level](text);
    return;
  }
  import('antd/es/message').then(
    ({ default: message }) => void message[level](text),
    (error: unknown) => console.error('Toast not shown:', text, error),
  );
}

/** The latest showing asked for under each persistent key: a dismissal before antd's message loads wins. */
const persistentShown = new Map<string, number>();
let persistentSeq = 0;

/** A message that stays until dismissed; shown again under the same key, it replaces itself (never a stack). */
function persistent(key: string, level: Level, text: string) {
  const config = { key, type: level, content: text, duration: 0 };
  const showing = ++persistentSeq;
  persistentShown.set(key, showing);
  if (appFeedbackHost.available()) {
    void appFeedback.message.open(config);
    return;
  }
  import('antd/es/message').then(
    ({ default: message }) => {
      if (persistentShown.get(key) === showing) void message.open(config);
    },
    (error: unknown) => console.error('Notice not shown:', text, error),
  );
}

function dismiss(key: string) {
  persistentShown.delete(key);
  if (appFeedbackHost.available()) {
    appFeedback.message.destroy(key);
    return;
  }
  void import('antd/es/message').then(({ default: message }) => message.destroy(key)).catch(() => undefined);
}

export const notify: Notifier & { persistent: typeof persistent; dismiss: typeof dismiss } = {
  success: (text) => show('success', text),
  info: (text) => show('info', text),
  warning: (text) => show('warning', text),
  error: (text) => show('error', text),
  persistent,
  dismiss,
};
