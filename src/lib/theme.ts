/**
 * The user's theme: light, dark or the system's, and a compact density. Kept per account on this device
 * (no backend call holds it, issue 17); the sign-in screens take the last one used here.
 */
import { accountPreference } from './account-preference';
import { STORAGE_KEYS } from './storage';

export type ThemeMode = 'light' | 'dark' | 'system';
export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'system'];

export interface ThemePreference {
  mode: ThemeMode;
  compact: boolean;
}

export const DEFAULT_THEME: ThemePreference = { mode: 'light', compact: false };

const isPreference = (value: unknown): value is ThemePreference =>
  typeof value === 'object' &&
  value !== null &&
  THEME_MODES.includes((value as ThemePreference).mode) &&
  typeof (value as ThemePreference).compact === 'boolean';

/** Stored per account, and under '' the last choice made on this device (for the sign-in screens). */
const LAST = '';

/** The signed-in account's theme, else the last one used on this device, else light. */
const themes = accountPreference(STORAGE_KEYS.themes, (all, account): ThemePreference => {
  const own = all[account];
  if (isPreference(own)) return own;
  return isPreference(all[LAST]) ? all[LAST] : DEFAULT_THEME;
});

export const readThemePreference = themes.get;

export function setThemePreference(next: ThemePreference): void {
  themes.write({ [themes.account()]: next, [LAST]: next });
}

/** Read again: the signed-in account changed (the shell calls this as it opens). */
export const refreshThemePreference = themes.notify;

export const useThemePreference = themes.use;
