/** Rules of the department and area forms (the server checks the same). */
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

export const PARAM_NAME_MAX = 50;
export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,20}$/;

export const paramRules = (t: TFunction) => ({
  paramName: [
    { required: true, whitespace: true, message: t('org:rules.nameZh') },
    { max: PARAM_NAME_MAX, message: t('org:rules.nameMax') },
  ] as FormRule[],
  paramNameEn: [
    { required: true, whitespace: true, message: t('org:rules.nameEn') },
    { max: PARAM_NAME_MAX, message: t('org:rules.nameMax') },
  ] as FormRule[],
  code: [{ pattern: CODE_PATTERN, message: t('org:rules.code') }] as FormRule[],
  remark: [{ max: 200, message: t('org:rules.remarkMax') }] as FormRule[],
});

export const paramLabel = (p: { paramName: string; paramNameEn: string }, language: string) =>
  language === 'zh' ? p.paramName : p.paramNameEn || p.paramName;
