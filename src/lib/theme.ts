/**
 * The user's theme: light, dark or the system's, and a compact density. Kept per account on this device
 * (no backend call holds it); the sign-in screens take the last one used here, an account that never
 * chose follows the system.
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

/** What an account that never chose a theme gets: the system's, never another account's choice. */
export const ACCOUNT_DEFAULT_THEME: ThemePreference = { mode: 'system', compact: false };

/** The signed-in account's theme, else the system's; with no one signed in, the last one used here, else light. */
const themes = accountPreference(STORAGE_KEYS.themes, (all, account): ThemePreference => {
  const own = all[account];
  if (isPreference(own)) return own;
  if (account !== '') return ACCOUNT_DEFAULT_THEME;
  return isPreference(all[LAST]) ? all[LAST] : DEFAULT_THEME;
});

export const readThemePreference = themes.get;

export function setThemePreference(next: ThemePreference): void {
  themes.write({ [themes.account()]: next, [LAST]: next });
}

/** Read again: the signed-in account changed (the shell calls this as it opens). */
export const refreshThemePreference = themes.notify;

export const useThemePreference = themes.use;
