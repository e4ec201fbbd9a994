import type { FileInfo, FileVersion } from './types';

/** The file's current version as a version record, beside the kept ones of `versions`. */
export const currentVersion = (file: FileInfo): FileVersion => ({
  revision: file.revision,
  fileName: file.versionFileName ?? file.fileName,
  totalSize: file.totalSize,
  updateTime: file.updateTime ?? '',
  updater: file.updater ?? '',
});
