/**
 * The local-storage keys of spec §3, in one place. Values are JSON; a key that cannot be parsed reads as absent.
 */
export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  rights: 'rights',
  locale: 'locale',
  isCollapse: 'isCollapse',
  firstLogin: 'FL',
  slider: 'slider',
  point: 'point',
  history: 'history',
  // Not in §3: UI choices remembered on this device (ASSUMED names).
  fileListColumns: 'fileListColumns',
  diskView: 'diskView',
  /** The theme each account chose on this device, and the last one used (for the sign-in screens). */
  themes: 'themes',
  /** Per account, the day ('YYYY-MM-DD') the expiry reminder last looked. */
  expiryReminder: 'expiryReminder',
  /** Per account, the workspace views saved under a name (the spec has no call for them). */
  savedViews: 'savedViews',
  /** Per account, false when the one-character shortcuts are turned off (WCAG 2.1.4). */
  characterShortcuts: 'characterShortcuts',
  /** The paper the preview last printed on ('A4' or 'letter'). */
  printPaper: 'printPaper',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStored<T>(key: StorageKey): T | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

export function removeStored(...keys: StorageKey[]): void {
  for (const key of keys) localStorage.removeItem(key);
}
