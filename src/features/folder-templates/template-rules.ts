/**
 * Folder name rules, the shared folder name rule of `@/lib/names` (the server checks the same): required,
 * at least one visible character, at most 100 characters (code points), none of \ / : * ? " < > |.
 */
import type { FormRule } from 'antd';
import type { PrefixedTranslate } from '@/i18next';
import { nameRules } from '@/components/name-rules';
import { FOLDER_NAME_RULE } from '@/lib/names';
import type { FolderInput, TemplateNode } from './types';

export { FOLDER_NAME_RULE };
export const FOLDER_NAME_MAX = FOLDER_NAME_RULE.max;

export const folderNameRules = (t: PrefixedTranslate): FormRule[] =>
  nameRules(t, FOLDER_NAME_RULE, { required: t('folder-templates:rules.name'), forbidden: t('folder-templates:rules.nameChars') });

/**
 * The folders to create from a template: the folders under its root (the root, named like the template, is
 * not copied, as in the document workspace's "From template").
 */
export function foldersFromTemplate(root: TemplateNode): FolderInput[] {
  const toInput = (node: TemplateNode): FolderInput => ({
    directoryName: node.directoryName,
    children: (node.children ?? []).map(toInput),
  });
  return (root.children ?? []).map(toInput);
}

export const countFolders = (nodes: { children?: unknown[] }[]): number =>
  nodes.reduce((n, node) => n + 1 + countFolders((node.children ?? []) as { children?: unknown[] }[]), 0);
