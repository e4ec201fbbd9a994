/** Folder name rules (the server checks the same): required, at most 100 characters, none of \ / : * ? " < > |. */
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { FolderInput, TemplateNode } from './types';

export const FOLDER_NAME_MAX = 100;
export const FORBIDDEN = /[\\/:*?"<>|]/;

export const folderNameRules = (t: TFunction): FormRule[] => [
  { required: true, whitespace: true, message: t('folder-templates:rules.name') },
  { max: FOLDER_NAME_MAX, message: t('folder-templates:rules.nameMax') },
  { validator: (_rule, value: string | undefined) => (value && FORBIDDEN.test(value) ? Promise.reject(new Error(t('folder-templates:rules.nameChars'))) : Promise.resolve()) },
];

/**
 * The folders to create from a template: the folders under its root (the root, named like the template, is
 * not copied, as in the document workspace's "From template").
 */
export function foldersFromTemplate(root: TemplateNode): FolderInput[] {
  const toInput = (node: TemplateNode): FolderInput => ({ directoryName: node.directoryName, children: (node.children ?? []).map(toInput) });
  return (root.children ?? []).map(toInput);
}

export const countFolders = (nodes: { children?: unknown[] }[]): number =>
  nodes.reduce((n, node) => n + 1 + countFolders((node.children ?? []) as { children?: unknown[] }[]), 0);
