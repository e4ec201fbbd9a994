/** Rules of the team forms (spec §5: a team needs a name and a transferor; a member needs a role and a permission). */
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { AUTHORITY_LEVELS } from './types';

export const TEAM_NAME_MAX = 50;

export const teamRules = (t: TFunction) => ({
  teamName: [
    { required: true, whitespace: true, message: t('teams:rules.name') },
    { max: TEAM_NAME_MAX, message: t('teams:rules.nameMax') },
  ] as FormRule[],
  owner: [{ required: true, message: t('teams:rules.transferor') }] as FormRule[],
  member: [{ required: true, message: t('teams:rules.member') }] as FormRule[],
  role: [{ required: true, message: t('teams:rules.role') }] as FormRule[],
  authority: [{ required: true, message: t('teams:rules.authority') }] as FormRule[],
});

export const authorityOptions = (t: TFunction) =>
  AUTHORITY_LEVELS.map((level) => ({ value: level, label: `${level} · ${t(`teams:authority.${level}`)}` }));
