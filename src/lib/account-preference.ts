/**
 * A choice kept per account on this device (the spec has no backend call for these): one local-storage key
 * holds `{ [account]: value }`, and '' stands for no one signed in. `read` picks the signed-in account's
 * value out of the stored object; `use` follows it in this tab, in other tabs, and across a sign-in as
 * someone else. Theme, saved views and the one-character shortcuts are kept this way.
 */
import { useSyncExternalStore } from 'react';
import { getUser } from './session';
import { STORAGE_KEYS, readStored, writeStored, type StorageKey } from './storage';

export type PerAccount = Record<string, unknown>;

export interface AccountPreference<T> {
  /** The signed-in account ('' when no one is). */
  account: () => string;
  /** The signed-in account's value, read now. */
  get: () => T;
  /** Merges these accounts' entries into the stored object and tells every reader in this tab. */
  write: (entries: PerAccount) => void;
  /** Tells every reader to read again (the signed-in account changed). */
  notify: () => void;
  /** The signed-in account's value, kept up to date. */
  use: () => T;
}

export function accountPreference<T>(key: StorageKey, read: (all: PerAccount, account: string) => T): AccountPreference<T> {
  const account = () => getUser()?.useraccount ?? '';
  const all = (): PerAccount => {
    const stored = readStored<unknown>(key);
    return typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as PerAccount) : {};
  };
  const get = () => read(all(), account());

  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const write = (entries: PerAccount) => {
    writeStored(key, { ...all(), ...entries });
    notify();
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    // Changed in another tab, or someone else signed in there.
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === STORAGE_KEYS.user || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };
  // The same value comes back until the account or the stored text changes, as useSyncExternalStore needs.
  let cache: { account: string; stored: string | null; value: T } | null = null;
  const snapshot = () => {
    const who = account();
    const stored = localStorage.getItem(key);
    if (cache?.account !== who || cache.stored !== stored) cache = { account: who, stored, value: get() };
    return cache.value;
  };

  return { account, get, write, notify, use: () => useSyncExternalStore(subscribe, snapshot) };
}
