import type { FolderCapabilities } from '@/lib/permissions';
import type { FolderRef } from '@/entities/folders/types';

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
