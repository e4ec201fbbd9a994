/** Rules of the department and area forms (the server checks the same). */
import type { FormRule } from 'antd';
import type { PrefixedTranslate } from '@/i18next';
import { nameRules } from '@/components/name-rules';
import { SHORT_NAME_RULE } from '@/lib/names';

/** Department and area names follow the shared name rule (the server's too). */
export const PARAM_NAME_RULE = SHORT_NAME_RULE;
export const PARAM_NAME_MAX = PARAM_NAME_RULE.max;
export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,20}$/;

export const paramRules = (t: PrefixedTranslate) => ({
  paramName: nameRules(t, PARAM_NAME_RULE, { required: t('org:rules.nameZh') }),
  paramNameEn: nameRules(t, PARAM_NAME_RULE, { required: t('org:rules.nameEn') }),
  code: [{ pattern: CODE_PATTERN, message: t('org:rules.code') }] as FormRule[],
  remark: [{ max: 200, message: t('org:rules.remarkMax') }] as FormRule[],
});

export const paramLabel = (p: { paramName: string; paramNameEn: string }, language: string) =>
  language === 'zh' ? p.paramName : p.paramNameEn || p.paramName;
