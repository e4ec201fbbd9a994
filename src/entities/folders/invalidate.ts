import type { QueryClient } from '@tanstack/react-query';
import { fileKeys } from '@/entities/files/keys';
import { folderKeys } from './keys';

/** After a folder changes: the tree, paths, levels and every file listing may show it. */
export const invalidateFolders = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: folderKeys.all }), client.invalidateQueries({ queryKey: fileKeys.lists() })]);
