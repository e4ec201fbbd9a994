/** Rules of the role form (the server checks the same): both names required, at most 50 characters; remark at most 200. */
import type { FormRule } from 'antd';
import type { PrefixedTranslate } from '@/i18next';
import { nameRules } from '@/components/name-rules';
import { SHORT_NAME_RULE } from '@/lib/names';

/** Role names follow the shared name rule (the server's too). */
export const ROLE_NAME_RULE = SHORT_NAME_RULE;
export const ROLE_NAME_MAX = ROLE_NAME_RULE.max;
export const ROLE_REMARK_MAX = 200;

export const roleRules = (t: PrefixedTranslate) => ({
  roleName: nameRules(t, ROLE_NAME_RULE, { required: t('roles:rules.nameZhRequired') }),
  roleNameEn: nameRules(t, ROLE_NAME_RULE, { required: t('roles:rules.nameEnRequired') }),
  remark: [{ max: ROLE_REMARK_MAX, message: t('roles:rules.remarkMax') }] as FormRule[],
});

/** The role's name in the interface language. */
export const roleLabel = (role: { roleName: string; roleNameEn: string }, language: string) =>
  language === 'zh' ? role.roleName : role.roleNameEn || role.roleName;
