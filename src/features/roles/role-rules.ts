/** Rules of the role form (the server checks the same): both names required, at most 50 characters; remark at most 200. */
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

export const ROLE_NAME_MAX = 50;
export const ROLE_REMARK_MAX = 200;

export const roleRules = (t: TFunction) => ({
  roleName: [
    { required: true, whitespace: true, message: t('roles:rules.nameZhRequired') },
    { max: ROLE_NAME_MAX, message: t('roles:rules.nameMax') },
  ] as FormRule[],
  roleNameEn: [
    { required: true, whitespace: true, message: t('roles:rules.nameEnRequired') },
    { max: ROLE_NAME_MAX, message: t('roles:rules.nameMax') },
  ] as FormRule[],
  remark: [{ max: ROLE_REMARK_MAX, message: t('roles:rules.remarkMax') }] as FormRule[],
});

/** The role's name in the interface language. */
export const roleLabel = (role: { roleName: string; roleNameEn: string }, language: string) =>
  language === 'zh' ? role.roleName : role.roleNameEn || role.roleName;
