import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { folderTemplateKeys } from './keys';
import type { TemplateNode } from './types';

/**
 * GET /folder/getDirTempByRootId (spec §7: rootId): a template's folder tree, for the template editor and
 * the workspace's "new folders from a template". ASSUMED: [root node] with nested children
 * {id, directoryName, fatherDirectoryId, rootId}. Silent: each screen shows the error.
 */
export const getTemplateTree = (rootId: string) =>
  dmsGet<TemplateNode[]>('/folder/getDirTempByRootId', { params: { rootId }, silent: true });

/** Off while `rootId` is empty (no template chosen). */
export const templateTreeQueryOptions = (rootId: string) =>
  queryOptions({ queryKey: folderTemplateKeys.detail(rootId), queryFn: () => getTemplateTree(rootId), enabled: rootId !== '' });

export const useTemplateTree = (rootId: string | undefined) => useQuery(templateTreeQueryOptions(rootId ?? ''));
