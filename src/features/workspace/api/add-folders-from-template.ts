import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import type { FolderNode, TemplateNode } from '../types';
import { invalidateFolders } from './invalidate';

export interface TemplateFolderInput {
  id?: string;
  directoryName: string;
  children?: TemplateFolderInput[];
}

export interface AddFromTemplateInput {
  fatherId: string;
  inherit: boolean;
  nodes: TemplateFolderInput[];
}

/**
 * POST /folder/addByTemplate (query fatherId, inherit; body the nodes): the nodes become folders under
 * fatherId (level 3 there); inherit copies the parent's permissions onto them.
 * ASSUMED: the body is the array of nodes {id, directoryName, children}. Silent: the dialog shows refusals.
 */
export const addFoldersFromTemplate = ({ fatherId, inherit, nodes }: AddFromTemplateInput) =>
  dmsPost<FolderNode[]>('/folder/addByTemplate', nodes, { params: { fatherId, inherit }, silent: true });

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

export function useAddFoldersFromTemplate() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addFoldersFromTemplate, onSuccess: () => invalidateFolders(client) });
}
