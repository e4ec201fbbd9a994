/**
 * Recreating a dropped folder structure under the target folder with POST /folder/add/, parents before
 * children, each folder once however many files wait for it. A folder the server says already exists
 * (errno 409, a name taken under that parent) is reused: its id is read from the folder tree.
 */
import { isApiError } from '@/lib/api/api-error';
import { getFolderTree } from '@/entities/folders/get-folder-tree';
import { addFolder } from '../shared/api/add-folder';
import type { FolderNode } from '../shared/types';
import { ROOT_DIR_ID } from '../shared/url-state';

/** ASSUMED (as the mock): a sibling with the same name is refused with errno 409. */
const NAME_TAKEN = 409;

function childrenUnder(nodes: FolderNode[], parentId: string): FolderNode[] | null {
  if (parentId === ROOT_DIR_ID) return nodes;
  const stack = [...nodes];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.id === parentId) return node.children ?? [];
    stack.push(...(node.children ?? []));
  }
  return null;
}

export interface FolderResolver {
  /** The id of the folder at `path` below the target, creating what is missing. */
  resolve: (path: string[]) => Promise<string>;
}

export function createFolderResolver(targetId: string): FolderResolver {
  const known = new Map<string, Promise<string>>();

  const create = async (parentId: string, name: string): Promise<string> => {
    try {
      const folder = await addFolder({ directoryName: name, fatherDirectoryId: parentId });
      return folder.id ?? folder.directoryId;
    } catch (error) {
      if (!isApiError(error) || Number(error.errno) !== NAME_TAKEN) throw error;
      const existing = childrenUnder(await getFolderTree(), parentId)?.find(
        (node) => node.directoryName.toLowerCase() === name.toLowerCase(),
      );
      if (!existing) throw error;
      return existing.id;
    }
  };

  const resolve = (path: string[]): Promise<string> => {
    if (path.length === 0) return Promise.resolve(targetId);
    const key = JSON.stringify(path);
    let found = known.get(key);
    if (!found) {
      found = resolve(path.slice(0, -1)).then((parentId) => create(parentId, path[path.length - 1]));
      known.set(key, found);
      // A failure is not remembered: retrying a file tries its folder again.
      found.catch(() => known.delete(key));
    }
    return found;
  };

  return { resolve };
}
