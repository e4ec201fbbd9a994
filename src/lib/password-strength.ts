/**
 * Password strength (spec §5), for every form that sets a password (a new or changed one, a user's initial
 * or reset one): at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special
 * character. The mock's server checks the same.
 */
export const PASSWORD_MIN_LENGTH = 8;

export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH && /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value)
  );
}
