import type { FileKind } from '@/lib/file-kinds';
import type { DateRange } from '@/lib/list-query';

export type { OverdueFile, OverdueQuery as OverduePageQuery } from '@/entities/files/types';

/** The caller's levels on a file, as the list calls answer them (ASSUMED fields, see the api files). */
export interface CallerLevels {
  /** Directory level 0–7 on the file's folder. */
  userDirLevel: number;
  /** File level 0–50 on the file. */
  userFileLevel: number;
}

/** A file in the recycle bin (a voided file). */
export interface BinFile extends CallerLevels {
  fileId: string;
  fileName: string;
  /** Leading dot: '.pdf'. */
  fileType: string;
  revision: number;
  totalSize: number;
  /** Readable size, e.g. '1.2 MB'. */
  fileSize?: string;
  dirId: string;
  dirName: string;
  documentNumber?: string;
  isSystem: boolean;
  voidReason: string | null;
  voidedBy: string | null;
  voidedAt: string | null;
  /** When the bin deletes the file for good; null for system files (kept). */
  purgeTime?: string | null;
}

/** What the recycle bin's filter row holds. */
export interface BinFilters {
  fileName?: string;
  /** Documents, images, video, archives or other: every type the bin may hold falls in one. */
  kind?: FileKind;
  voidedBy?: string;
  range?: DateRange;
}

export interface BinPageQuery {
  current: number;
  size: number;
  fileName?: string;
  kind?: FileKind;
  voidedBy?: string;
  from?: string;
  to?: string;
  orderColumn?: string;
  order?: 'ASC' | 'DESC';
}

/** The outcome of a batch over several files: which went through and why the others did not. */
export interface BatchOutcome<T> {
  done: T[];
  failed: { item: T; message: string }[];
}
