import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { TemplateNode } from '../types';
import { templateKeys } from './keys';

/**
 * GET /folder/getDirTempByRootId (spec §7: rootId): the template's folder tree. ASSUMED: [root node] with
 * nested children {id, directoryName, fatherDirectoryId, rootId}. Silent: the editor shows the error.
 */
export const getTemplateTree = (rootId: string) => dmsGet<TemplateNode[]>('/folder/getDirTempByRootId', { params: { rootId }, silent: true });

export const templateTreeQueryOptions = (rootId: string) =>
  queryOptions({ queryKey: templateKeys.nodes(rootId), queryFn: () => getTemplateTree(rootId), enabled: rootId !== '' });

export const useTemplateTree = (rootId: string) => useQuery(templateTreeQueryOptions(rootId));
