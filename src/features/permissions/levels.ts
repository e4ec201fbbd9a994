/** Level names and option lists (spec §6), and how a level's origin reads. */
import type { TFunction } from 'i18next';
import { DIR_LEVELS, FILE_LEVELS, type AccessSource, type RoleFolderNode } from './types';

export const dirLevelLabel = (t: TFunction, level: number) => `${level} · ${t(`permissions:dirLevel.${level}`)}`;
export const fileLevelLabel = (t: TFunction, level: number) => `${level} · ${t(`permissions:fileLevel.${level}`)}`;

export const dirLevelOptions = (t: TFunction, max = 7) =>
  DIR_LEVELS.filter((level) => level <= max).map((level) => ({ value: level, label: dirLevelLabel(t, level) }));
export const fileLevelOptions = (t: TFunction, max = 50) =>
  FILE_LEVELS.filter((level) => level <= max).map((level) => ({ value: level, label: fileLevelLabel(t, level) }));

export const roleName = (item: { roleName?: string; roleNameEn?: string }, language: string) =>
  (language === 'zh' ? item.roleName : item.roleNameEn || item.roleName) ?? '';

/** Where a folder's levels for a role come from, as one sentence. */
export function nodeOrigin(t: TFunction, node: RoleFolderNode): string {
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
export function describeSource(t: TFunction, source: AccessSource, language: string): string {
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
      return t('permissions:source.team', { team: source.teamName ?? '', teamRole: t(`permissions:teamRole.${source.teamRole ?? 'viewer'}`), folder });
    case 'folder':
      return t('permissions:source.folder', { folder });
    case 'fileGrant':
      return t('permissions:source.fileGrant', { role });
  }
}
