/**
 * User-facing toasts from outside React (the API client, the session). The app shell registers antd's
 * context-aware message API at start-up; before that the static API is used.
 */
import { message } from 'antd';

export interface Notifier {
  success(text: string): void;
  info(text: string): void;
  warning(text: string): void;
  error(text: string): void;
}

const staticNotifier: Notifier = {
  success: (text) => void message.success(text),
  info: (text) => void message.info(text),
  warning: (text) => void message.warning(text),
  error: (text) => void message.error(text),
};

let current: Notifier = staticNotifier;

export function setNotifier(notifier: Notifier | null): void {
  current = notifier ?? staticNotifier;
}

export const notify: Notifier = {
  success: (text) => current.success(text),
  info: (text) => current.info(text),
  warning: (text) => current.warning(text),
  error: (text) => current.error(text),
};
