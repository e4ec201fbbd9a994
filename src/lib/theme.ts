/**
 * The user's theme: light, dark or the system's, and a compact density. Kept per account on this device
 * (no backend call holds it, issue 17); the sign-in screens take the last one used here.
 */
import { useSyncExternalStore } from 'react';
import { getUser } from './session';
import { STORAGE_KEYS, accountSettingSubscription, readStored, writeStored } from './storage';

export type ThemeMode = 'light' | 'dark' | 'system';
export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'system'];

export interface ThemePreference {
  mode: ThemeMode;
  compact: boolean;
}

export const DEFAULT_THEME: ThemePreference = { mode: 'light', compact: false };

/** What is stored: per account, and under '' the last choice made on this device. */
type StoredThemes = Record<string, ThemePreference>;

const isPreference = (value: unknown): value is ThemePreference =>
  typeof value === 'object' &&
  value !== null &&
  THEME_MODES.includes((value as ThemePreference).mode) &&
  typeof (value as ThemePreference).compact === 'boolean';

const LAST = '';
const account = () => getUser()?.useraccount ?? LAST;

function storedThemes(): StoredThemes {
  const stored = readStored<unknown>(STORAGE_KEYS.themes);
  return typeof stored === 'object' && stored !== null ? (stored as StoredThemes) : {};
}

/** The signed-in account's theme, else the last one used on this device, else light. */
export function readThemePreference(): ThemePreference {
  const themes = storedThemes();
  const own = themes[account()];
  if (isPreference(own)) return own;
  return isPreference(themes[LAST]) ? themes[LAST] : DEFAULT_THEME;
}

const listeners = new Set<() => void>();
/**
 * The preference as last read, with what it was read from (the account and the stored text): the same
 * object comes back until either changes, as useSyncExternalStore needs.
 */
let cache: { account: string; stored: string | null; preference: ThemePreference } | null = null;

const notify = () => {
  for (const listener of listeners) listener();
};

export function setThemePreference(next: ThemePreference): void {
  writeStored(STORAGE_KEYS.themes, { ...storedThemes(), [account()]: next, [LAST]: next });
  notify();
}

/** Read again: the signed-in account changed (the shell calls this as it opens). */
export const refreshThemePreference = notify;

const subscribe = accountSettingSubscription(STORAGE_KEYS.themes, listeners);

const getSnapshot = () => {
  const current = account();
  const stored = localStorage.getItem(STORAGE_KEYS.themes);
  if (cache?.account !== current || cache.stored !== stored) cache = { account: current, stored, preference: readThemePreference() };
  return cache.preference;
};

export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, getSnapshot);
}
