/**
 * The rules of the user form, as antd form rules (the server checks the same; see the mock's admin-user.ts).
 * ASSUMED limits: name ≤ 50; account 2–20 of letters, digits, _ . -; job number ≤ 20 of letters, digits, -;
 * e-mail ≤ 100; the initial and reset passwords follow spec §5 (8+ with upper, lower, digit, special).
 */
import type { FormRule } from 'antd';
import type { PrefixedTranslate } from '@/i18next';
import { nameRules } from '@/components/name-rules';
import { SHORT_NAME_RULE } from '@/lib/names';
import { isStrongPassword } from '@/lib/password-strength';

/** The user's name follows the shared name rule (the server's too). */
export const USER_NAME_RULE = SHORT_NAME_RULE;
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_.-]{2,20}$/;
export const JOB_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,20}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const userRules = (t: PrefixedTranslate) => ({
  username: nameRules(t, USER_NAME_RULE, { required: t('users:rules.nameRequired') }),
  useraccount: [
    { required: true, whitespace: true, message: t('users:rules.accountRequired') },
    { pattern: ACCOUNT_PATTERN, message: t('users:rules.accountPattern') },
  ] as FormRule[],
  jobNumber: [
    { required: true, whitespace: true, message: t('users:rules.jobNumberRequired') },
    { pattern: JOB_NUMBER_PATTERN, message: t('users:rules.jobNumberPattern') },
  ] as FormRule[],
  email: [
    { required: true, whitespace: true, message: t('users:rules.emailRequired') },
    { pattern: EMAIL_PATTERN, message: t('users:rules.emailPattern') },
    { max: 100, message: t('users:rules.emailPattern') },
  ] as FormRule[],
  phone: [{ max: 30, message: t('users:rules.phoneMax') }] as FormRule[],
  userType: [{ required: true, message: t('users:rules.userTypeRequired') }] as FormRule[],
  status: [{ required: true, message: t('users:rules.statusRequired') }] as FormRule[],
  departmentId: [{ required: true, message: t('users:rules.departmentRequired') }] as FormRule[],
  password: [
    { required: true, message: t('users:rules.passwordRequired') },
    {
      validator: (_rule: unknown, value: string | undefined) =>
        !value || isStrongPassword(value) ? Promise.resolve() : Promise.reject(new Error(t('users:rules.passwordStrength'))),
    },
  ] as FormRule[],
  confirm: (field: string): FormRule[] => [
    { required: true, message: t('users:rules.confirmRequired') },
    ({ getFieldValue }) => ({
      validator: (_rule, value: string | undefined) =>
        !value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(t('users:rules.confirmMismatch'))),
    }),
  ],
});
