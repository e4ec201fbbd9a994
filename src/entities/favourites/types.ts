import type { FileRow } from '@/entities/files/types';

/** One entry of a favourites list (a label): the caller filed `fileNum` under `signName` (GET /sign/getSign). */
export interface FavouriteEntry {
  signId: string;
  signName: string;
  /** The file's id. */
  fileNum: string;
  createTime: string;
  /** The file as the list shows it. ASSUMED (the spec shows only signName and fileNum). */
  file: FileRow;
}
