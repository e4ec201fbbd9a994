import type { QueryClient } from '@tanstack/react-query';
import { invalidateKeys, useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { fileKeys } from '@/entities/files/keys';
import { folderKeys } from './keys';

/** What a folder change may show in: the tree, paths, levels and every file listing. */
export const folderChangeKeys = () => [folderKeys.all, fileKeys.lists()];

/** After a folder changes (outside a mutation hook: an upload that made folders). */
export const invalidateFolders = (client: QueryClient) => invalidateKeys(client, folderChangeKeys());

/** A call that changes folders, refreshing what may show them (`folderChangeKeys`) once it succeeds. */
export const useFolderMutation = <TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) =>
  useInvalidatingMutation(mutationFn, folderChangeKeys());
