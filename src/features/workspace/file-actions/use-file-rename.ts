import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '@/lib/app-feedback';
import { politeResult } from '@/lib/announce';
import type { FolderCapabilities } from '@/lib/permissions';
import { fileKeys } from '@/entities/files/keys';
import { useItemCheck } from '@/entities/files/use-item-check';
import { canEditFileMetadata } from '../shared/capabilities';
import { errorText } from '../shared/errors';
import type { FileRow } from '../shared/types';
import { updateFileInfo } from './api/update-file-info';

/** A stored name split into what may change and its extension, which stays (the server keeps the type). */
export function splitFileName(fileName: string, fileType: string | undefined): { base: string; extension: string } {
  const extension =
    fileType && fileName.toLowerCase().endsWith(fileType.toLowerCase()) ? fileName.slice(fileName.length - fileType.length) : '';
  return { base: fileName.slice(0, fileName.length - extension.length), extension };
}

/**
 * Renaming a file (POST files/updInfo with its new name; ASSUMED, see the contract): offered to whoever may
 * edit the file's details. The file is read again first, so a name someone else changed is told, not
 * overwritten; a refusal keeps the dialog open with the typed name.
 */
export function useFileRename(caps: FolderCapabilities) {
  const { t } = useTranslation('workspace');
  const { message } = useAppFeedback();
  const client = useQueryClient();
  const itemCheck = useItemCheck();
  const [file, setFile] = useState<FileRow | null>(null);
  const allowed = canEditFileMetadata(caps);
  const request = useCallback((row: FileRow) => setFile(row), []);

  const submit = async (chosen: FileRow, fileName: string) => {
    const [target] = await itemCheck.files([chosen]);
    if (!target) {
      setFile(null);
      return;
    }
    try {
      await updateFileInfo({ fileId: target.fileId, fileName });
    } catch (error) {
      void message.error(errorText(error, t));
      throw error;
    }
    void client.invalidateQueries({ queryKey: fileKeys.all });
    void message.success(politeResult(t('fileRename.done', { name: fileName })));
    setFile(null);
  };

  return {
    allowed,
    request,
    /** The file the dialog renames, while it is open. */
    file,
    cancel: () => setFile(null),
    submit,
  };
}

export type FileRename = ReturnType<typeof useFileRename>;
