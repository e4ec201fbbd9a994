import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './password-strength';

describe('isStrongPassword', () => {
  it.each(['Admin@12345', 'aB3$efgh', '密码Ab1!xyz'])('accepts %s', (value) => {
    expect(isStrongPassword(value)).toBe(true);
  });

  it.each([
    ['too short', 'aB3$efg'],
    ['no uppercase', 'admin@12345'],
    ['no lowercase', 'ADMIN@12345'],
    ['no digit', 'Admin@abcde'],
    ['no special character', 'Admin12345'],
  ])('refuses a password with %s', (_why, value) => {
    expect(isStrongPassword(value)).toBe(false);
  });
});
