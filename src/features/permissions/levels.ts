/** Level names and option lists (spec §6), and how a level's origin reads. */
import type { PrefixedTranslate } from '@/i18next';
import { DIR_LEVELS, FILE_LEVELS, type AccessSource, type RoleFolderNode } from './types';

const isDirLevel = (level: number): level is (typeof DIR_LEVELS)[number] => (DIR_LEVELS as readonly number[]).includes(level);
const isFileLevel = (level: number): level is (typeof FILE_LEVELS)[number] => (FILE_LEVELS as readonly number[]).includes(level);

/** '3 · create'; a level the spec does not name reads as its number alone. */
export const dirLevelLabel = (t: PrefixedTranslate, level: number) =>
  isDirLevel(level) ? `${level} · ${t(`permissions:dirLevel.${level}`)}` : String(level);
export const fileLevelLabel = (t: PrefixedTranslate, level: number) =>
  isFileLevel(level) ? `${level} · ${t(`permissions:fileLevel.${level}`)}` : String(level);

export const dirLevelOptions = (t: PrefixedTranslate, max = 7) =>
  DIR_LEVELS.filter((level) => level <= max).map((level) => ({ value: level, label: dirLevelLabel(t, level) }));
export const fileLevelOptions = (t: PrefixedTranslate, max = 50) =>
  FILE_LEVELS.filter((level) => level <= max).map((level) => ({ value: level, label: fileLevelLabel(t, level) }));

export const roleName = (item: { roleName?: string; roleNameEn?: string }, language: string) =>
  (language === 'zh' ? item.roleName : item.roleNameEn || item.roleName) ?? '';

/** Where a folder's levels for a role come from, as one sentence. */
export function nodeOrigin(t: PrefixedTranslate, node: RoleFolderNode): string {
  const from = node.fromDirName ?? '';
  const base =
    node.source === 'systemManager'
      ? t('permissions:origin.systemManager')
      : node.source === 'grant'
        ? t('permissions:origin.grant')
        : node.source === 'inherited'
          ? t('permissions:origin.inherited', { folder: from })
          : node.source === 'dirAdmin'
            ? node.grant
              ? t('permissions:origin.dirAdminHere')
              : t('permissions:origin.dirAdminFrom', { folder: from })
            : t('permissions:origin.default');
  return node.capped ? `${base} · ${t('permissions:origin.capped')}` : base;
}

/** One source of a user's levels, as one sentence. */
export function describeSource(t: PrefixedTranslate, source: AccessSource, language: string): string {
  const role = roleName(source, language);
  const folder = source.fromDirName ?? '';
  switch (source.kind) {
    case 'systemManager':
      return role ? t('permissions:source.systemManager', { role }) : t('permissions:source.systemManagerFile');
    case 'grant':
      return t('permissions:source.grant', { role, folder });
    case 'inherited':
      return t('permissions:source.inherited', { role, folder });
    case 'dirAdmin':
      return t('permissions:source.dirAdmin', { role, folder });
    case 'default':
      return t('permissions:source.default', { role });
    case 'noRoles':
      return t('permissions:source.noRoles');
    case 'team':
      return t('permissions:source.team', {
        team: source.teamName ?? '',
        teamRole: t(`permissions:teamRole.${source.teamRole ?? 'viewer'}`),
        folder,
      });
    case 'folder':
      return t('permissions:source.folder', { folder });
    case 'fileGrant':
      return t('permissions:source.fileGrant', { role });
  }
}
