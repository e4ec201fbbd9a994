import { describe, expect, it } from 'vitest';
import { signInAs } from '@tests/sign-in-as';
import { characterShortcutsOn, isCharacterKey, setCharacterShortcuts } from './character-shortcuts';

describe('one-character shortcuts preference (WCAG 2.1.4)', () => {
  it('is on until turned off, and kept per account on this device', () => {
    signInAs('staff');
    expect(characterShortcutsOn()).toBe(true);
    setCharacterShortcuts(false);
    expect(characterShortcutsOn()).toBe(false);
    signInAs('admin');
    expect(characterShortcutsOn()).toBe(true);
    signInAs('staff');
    expect(characterShortcutsOn()).toBe(false);
    expect(JSON.parse(localStorage.getItem('characterShortcuts')!)).toEqual({ staff: false });
  });

  it('tells character keys (letters, digits, punctuation, symbols) from named keys and Space', () => {
    for (const key of ['?', 'i', 'I', '7', '*', '/', '中']) expect(isCharacterKey(key)).toBe(true);
    for (const key of [' ', 'Enter', 'Delete', 'ArrowDown', 'F10', 'Escape', 'Backspace', 'Dead']) expect(isCharacterKey(key)).toBe(false);
  });
});
