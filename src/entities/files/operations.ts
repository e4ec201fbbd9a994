/** What a file's operation log records (POST /files/showFilesLogPage and the /logger report), in one order. */
export const FILE_OPERATIONS = [
  'upload',
  'update',
  'preview',
  'download',
  'void',
  'restart',
  'restore',
  'move',
  'edit',
  'changeEditDate',
  'delete',
] as const;

export type FileOperation = (typeof FILE_OPERATIONS)[number];

/** Whether a logged operation is one the app names (a newer server may log others, shown as sent). */
export const isFileOperation = (value: string): value is FileOperation => (FILE_OPERATIONS as readonly string[]).includes(value);
