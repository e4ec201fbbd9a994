/** Rules of the team forms (spec §5: a team needs a name and a transferor; a member needs a role and a permission). */
import type { FormRule } from 'antd';
import type { PrefixedTranslate } from '@/i18next';
import { nameRules } from '@/components/name-rules';
import { SHORT_NAME_RULE } from '@/lib/names';
import { AUTHORITY_LEVELS } from './types';

/** The team name follows the shared name rule (the server's too). */
export const TEAM_NAME_RULE = SHORT_NAME_RULE;

export const teamRules = (t: PrefixedTranslate) => ({
  teamName: nameRules(t, TEAM_NAME_RULE, { required: t('teams:rules.name') }),
  owner: [{ required: true, message: t('teams:rules.transferor') }] as FormRule[],
  member: [{ required: true, message: t('teams:rules.member') }] as FormRule[],
  role: [{ required: true, message: t('teams:rules.role') }] as FormRule[],
  authority: [{ required: true, message: t('teams:rules.authority') }] as FormRule[],
});

const isAuthorityLevel = (level: number): level is (typeof AUTHORITY_LEVELS)[number] =>
  (AUTHORITY_LEVELS as readonly number[]).includes(level);

/** '30 · Download'; a level the spec does not name reads as its number alone. */
export const authorityLabel = (t: PrefixedTranslate, level: number) =>
  isAuthorityLevel(level) ? `${level} · ${t(`teams:authority.${level}`)}` : String(level);

export const authorityOptions = (t: PrefixedTranslate) =>
  AUTHORITY_LEVELS.map((level) => ({ value: level, label: authorityLabel(t, level) }));
