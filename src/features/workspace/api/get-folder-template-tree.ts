import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { TemplateNode } from '../types';
import { folderTemplateKeys } from './query-keys';

/**
 * GET /folder/getDirTempByRootId (rootId): a template's folders.
 * ASSUMED reply: [root node], nodes {id, directoryName, fatherDirectoryId, rootId, children}.
 */
export const getFolderTemplateTree = (rootId: string) =>
  dmsGet<TemplateNode[]>('/folder/getDirTempByRootId', { params: { rootId }, silent: true });

export const folderTemplateTreeQueryOptions = (rootId: string) =>
  queryOptions({ queryKey: folderTemplateKeys.detail(rootId), queryFn: () => getFolderTemplateTree(rootId) });

export const useFolderTemplateTree = (rootId: string | undefined) =>
  useQuery({ ...folderTemplateTreeQueryOptions(rootId ?? ''), enabled: Boolean(rootId) });
