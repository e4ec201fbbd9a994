/**
 * WCAG 2.1.4 (character key shortcuts): a user can turn off the shortcuts made of one character key (a
 * letter, digit, punctuation or symbol: `?`, `I`), which speech input can set off by accident. Kept per
 * account on this device, like the theme (no backend call holds it); on unless turned off.
 */
import { useSyncExternalStore } from 'react';
import { getUser } from './session';
import { STORAGE_KEYS, accountSettingSubscription, readStored, writeStored } from './storage';

type Stored = Record<string, boolean>;

const account = () => getUser()?.useraccount ?? '';

function stored(): Stored {
  const value = readStored<unknown>(STORAGE_KEYS.characterShortcuts);
  return typeof value === 'object' && value !== null ? (value as Stored) : {};
}

/** Whether the signed-in account's one-character shortcuts are on (the default). */
export function characterShortcutsOn(): boolean {
  return stored()[account()] !== false;
}

const listeners = new Set<() => void>();

export function setCharacterShortcuts(on: boolean): void {
  writeStored(STORAGE_KEYS.characterShortcuts, { ...stored(), [account()]: on });
  for (const listener of listeners) listener();
}

const subscribe = accountSettingSubscription(STORAGE_KEYS.characterShortcuts, listeners);

export function useCharacterShortcuts(): boolean {
  return useSyncExternalStore(subscribe, characterShortcutsOn);
}

/**
 * A character key in WCAG's sense: one printable character (letter, digit, punctuation, symbol), not Space,
 * and not Enter, Delete, the arrows or the other named keys (their `key` is a word).
 */
export function isCharacterKey(key: string): boolean {
  return [...key].length === 1 && key.trim() !== '';
}
