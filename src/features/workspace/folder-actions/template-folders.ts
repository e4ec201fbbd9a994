import type { TemplateFolderInput, TemplateNode } from '@/entities/folder-templates/types';

/** The folders to create from a template: its nodes below the template's own root (which is not copied). */
export function templateFolders(nodes: TemplateNode[] | undefined): TemplateFolderInput[] {
  const toInput = (node: TemplateNode): TemplateFolderInput => ({
    id: node.id,
    directoryName: node.directoryName,
    children: (node.children ?? []).map(toInput),
  });
  return (nodes ?? []).flatMap((root) => (root.children ?? []).map(toInput));
}

/** Every folder of a tree, at every depth: what a template creates is its top folders and all below them. */
export const countFolders = (nodes: readonly { children?: readonly unknown[] }[] | undefined): number =>
  (nodes ?? []).reduce((n, node) => n + 1 + countFolders(node.children as { children?: unknown[] }[] | undefined), 0);
