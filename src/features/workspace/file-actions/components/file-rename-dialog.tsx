import { useTranslation } from 'react-i18next';
import { FILE_NAME_RULE, revealBidi } from '@/lib/names';
import { NameDialog } from '../../shared/components/name-dialog';
import type { FileRow } from '../../shared/types';
import { splitFileName, type FileRename } from '../use-file-rename';

/**
 * Rename a file, mounted while it is renamed: its name before the extension, under the file name rule; the
 * extension shows after the field and stays.
 */
export function FileRenameDialog({ file, rename }: { file: FileRow; rename: FileRename }) {
  const { t } = useTranslation('workspace');
  const { base, extension } = splitFileName(file.fileName, file.fileType);
  return (
    <NameDialog
      open
      title={t('fileRename.title', { name: revealBidi(file.fileName) })}
      okText={t('fileRename.ok')}
      label={t('fileRename.name')}
      rule={FILE_NAME_RULE}
      messages={{ required: t('fileRename.required'), forbidden: t('fileRename.forbidden') }}
      initialName={base}
      extra={extension ? t('fileRename.keepsType', { type: extension }) : undefined}
      suffix={extension || undefined}
      onSubmit={(name) => rename.submit(file, `${name}${extension}`)}
      onCancel={rename.cancel}
    />
  );
}
