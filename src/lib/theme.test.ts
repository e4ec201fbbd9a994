import { describe, expect, it } from 'vitest';
import { signInAs } from '@tests/sign-in-as';
import { DEFAULT_THEME, readThemePreference, setThemePreference } from './theme';

describe('theme preference', () => {
  it('is light and normal until chosen', () => {
    expect(readThemePreference()).toEqual(DEFAULT_THEME);
  });

  it('is kept per account; the sign-in screens take the last one used here, an account that never chose the system', () => {
    signInAs('staff');
    setThemePreference({ mode: 'dark', compact: true });
    localStorage.removeItem('user');
    expect(readThemePreference()).toEqual({ mode: 'dark', compact: true });
    signInAs('admin');
    // Never chose: the system's, not the previous account's dark.
    expect(readThemePreference()).toEqual({ mode: 'system', compact: false });
    setThemePreference({ mode: 'system', compact: false });
    signInAs('staff');
    expect(readThemePreference()).toEqual({ mode: 'dark', compact: true });
    localStorage.removeItem('user');
    expect(readThemePreference()).toEqual({ mode: 'system', compact: false });
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('themes', JSON.stringify({ '': { mode: 'neon', compact: 1 } }));
    expect(readThemePreference()).toEqual(DEFAULT_THEME);
    localStorage.setItem('themes', '{not json');
    expect(readThemePreference()).toEqual(DEFAULT_THEME);
  });
});
