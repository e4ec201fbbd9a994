import type { FolderCapabilities } from '@/lib/permissions';
import type { FolderStatus } from './types';

/** A folder as the workspace's actions name it: the open one, a row's, or a tree node. */
export interface FolderRef {
  id: string;
  name: string;
  status?: FolderStatus;
  parentId: string | null;
}

/**
 * The open folder and what the user may do there: what the sub-domains' actions (upload, file actions) are
 * offered by. `authKnown`: the server's answer for this folder is in; `rightsPending`: it is on its way (the
 * toolbar keeps the room of its controls meanwhile); `denied`: the folder, or its list, is refused.
 */
export interface FolderAccess {
  folder: FolderRef;
  caps: FolderCapabilities;
  authKnown: boolean;
  denied: boolean;
  rightsPending: boolean;
}
