/**
 * New-password rules (spec §5): at least 8 characters with an uppercase letter, a lowercase letter, a digit
 * and a special character; the confirmation must equal it. Messages are the PW.* keys.
 */
import type { FormRule } from 'antd';
import type { PrefixedTranslate } from '@/i18next';
import { isStrongPassword } from '@/lib/password-strength';

export const newPasswordRules = (t: PrefixedTranslate): FormRule[] => [
  { required: true, message: t('password:PW.input_password') },
  {
    validator: (_rule, value: string | undefined) =>
      !value || isStrongPassword(value) ? Promise.resolve() : Promise.reject(new Error(t('password:PW.password_reg'))),
  },
];

/** The confirmation field's rules; `field` is the name of the new-password field it must equal. */
export const confirmPasswordRules = (t: PrefixedTranslate, field: string): FormRule[] => [
  { required: true, message: t('password:PW.password_again') },
  ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      !value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(t('password:PW.passwords_no'))),
  }),
];
