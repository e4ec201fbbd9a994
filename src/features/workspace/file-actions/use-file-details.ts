import { useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFileInfo } from '@/entities/files/get-file-info';
import type { SeenFile } from '@/entities/files/item-check';
import { useItemCheck } from '@/entities/files/use-item-check';
import { useFileParams } from '@/entities/file-params/get-file-params';
import { useFolderAuth } from '@/entities/folders/get-folder-auth';
import { canEditFileMetadata, capabilitiesOf } from '../shared/capabilities';
import { errorText } from '../shared/errors';
import type { FileInfo, FileMetadata } from '../shared/types';
import { useUpdateFileInfo } from './api/update-file-info';
import { useFileFatherIds } from './api/get-file-father-ids';

export type MetadataForm = Omit<FileMetadata, 'fileId'>;

/** The metadata the edit form holds, in its order. */
export const TEXT_FIELDS = ['documentNumber', 'publisher', 'location', 'documentCategory'] as const;
const EDITED_FIELDS = [...TEXT_FIELDS, 'leadingDepartment', 'archiveArea', 'fileLevel', 'emailNotifier'] as const;

/**
 * A file's details (GET /files/getInfo/{id}) with its location (files/getFatherIds/{id}), and the editing of
 * its metadata (POST files/updInfo) by a user with directory level 5 or file level 50: the department, archive
 * area and document tier come from GET /fileParam/getByType/{key} while the form is open. A save first reads
 * the file again and names what someone else changed since editing began; the form keeps what was typed when
 * the user stops there or the server refuses.
 */
export function useFileDetails(fileId: string | null) {
  const { t } = useTranslation('workspace');
  const info = useFileInfo(fileId);
  const fatherIds = useFileFatherIds(fileId);
  const auth = useFolderAuth(info.data?.dirId ?? '');
  // The file as it was when editing began: what someone else changes meanwhile is told before a save.
  const [editing, setEditing] = useState<SeenFile | null>(null);
  const isEditing = editing !== null && editing.fileId === fileId;
  const update = useUpdateFileInfo();
  const itemCheck = useItemCheck();
  const [form] = Form.useForm<MetadataForm>();
  const [saveError, setSaveError] = useState<string | null>(null);
  const choices = {
    departments: useFileParams('department', isEditing),
    areas: useFileParams('area', isEditing),
    tiers: useFileParams('tier', isEditing),
  };

  const file = info.data;
  // The file's own level (single-file grants) counts with the folder's directory level.
  const caps = capabilitiesOf(auth.data && file?.userFileLevel !== undefined ? { ...auth.data, fileLevel: file.userFileLevel } : auth.data);
  const canEdit = Boolean(file) && file?.status !== 'void' && canEditFileMetadata(caps);

  const stopEditing = () => {
    setEditing(null);
    setSaveError(null);
  };

  const startEditing = (current: FileInfo) => {
    setSaveError(null);
    form.setFieldsValue({
      documentNumber: current.documentNumber ?? '',
      publisher: current.publisher ?? '',
      location: current.location ?? '',
      leadingDepartment: current.leadingDepartment || undefined,
      archiveArea: current.archiveArea || undefined,
      documentCategory: current.documentCategory ?? '',
      fileLevel: current.fileLevel || undefined,
      emailNotifier: current.emailNotifier ?? '',
    });
    const details = Object.fromEntries(EDITED_FIELDS.map((key) => [key, { label: t(`columns.${key}`), value: current[key] ?? '' }]));
    setEditing({ ...current, details });
  };

  const save = async (values: MetadataForm) => {
    if (!file || !editing) return;
    setSaveError(null);
    // Not sent when the user chose not to; the form keeps what they typed either way.
    if ((await itemCheck.files([editing])).length === 0) return;
    try {
      await update.mutateAsync({ fileId: file.fileId, ...values });
      setEditing(null);
    } catch (error) {
      // The form keeps what the user typed.
      setSaveError(errorText(error, t));
    }
  };

  return {
    info,
    fatherIds,
    canEdit,
    form,
    isEditing,
    saving: update.isPending,
    saveError,
    choices,
    startEditing,
    stopEditing,
    save,
  };
}
