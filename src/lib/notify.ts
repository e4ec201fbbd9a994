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

export const notify: Notifier = {
  success: (text) => show('success', text),
  info: (text) => show('info', text),
  warning: (text) => show('warning', text),
  error: (text) => show('error', text),
};
