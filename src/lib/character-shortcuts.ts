/**
 * WCAG 2.1.4 (character key shortcuts): a user can turn off the shortcuts made of one character key (a
 * letter, digit, punctuation or symbol: `?`, `I`), which speech input can set off by accident. Kept per
 * account on this device, like the theme (no backend call holds it); on unless turned off.
 */
import { accountPreference } from './account-preference';
import { STORAGE_KEYS } from './storage';

const shortcuts = accountPreference(STORAGE_KEYS.characterShortcuts, (all, account) => all[account] !== false);

/** Whether the signed-in account's one-character shortcuts are on (the default). */
export const characterShortcutsOn = shortcuts.get;

export function setCharacterShortcuts(on: boolean): void {
  shortcuts.write({ [shortcuts.account()]: on });
}

export const useCharacterShortcuts = shortcuts.use;

/**
 * A character key in WCAG's sense: one printable character (letter, digit, punctuation, symbol), not Space,
 * and not Enter, Delete, the arrows or the other named keys (their `key` is a word).
 */
export function isCharacterKey(key: string): boolean {
  return [...key].length === 1 && key.trim() !== '';
}
