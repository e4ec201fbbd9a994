import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { folderTemplateKeys } from '@/entities/folder-templates/keys';
import type { FolderTemplate } from '../../shared/types';

/** GET /folder/getDirTempList: ASSUMED reply [{mapId, tempName, tempRootId, remark}]. */
export const getFolderTemplates = () => dmsGet<FolderTemplate[]>('/folder/getDirTempList', { silent: true });

export const folderTemplatesQueryOptions = () => queryOptions({ queryKey: folderTemplateKeys.list(), queryFn: getFolderTemplates });

export const useFolderTemplates = (enabled: boolean) => useQuery({ ...folderTemplatesQueryOptions(), enabled });
