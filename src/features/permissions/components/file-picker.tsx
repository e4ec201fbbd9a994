import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFolderFiles } from '../api/use-folder-files';

/** Choose one file of a folder, searching by name (POST /files/showPageByDirId/ with fileName). */
export function FilePicker({
  dirId,
  value,
  onChange,
  id,
  allowClear,
}: {
  dirId: string;
  value?: string;
  onChange?: (fileId: string | undefined) => void;
  id?: string;
  allowClear?: boolean;
}) {
  const { t } = useTranslation('permissions');
  const [text, setText] = useState('');
  const files = useFolderFiles(dirId, text.trim());
  return (
    <Select
      id={id}
      showSearch
      allowClear={allowClear}
      filterOption={false}
      onSearch={setText}
      disabled={!dirId}
      loading={files.isFetching}
      placeholder={dirId ? t('pickFile') : t('pickFolderFirst')}
      notFoundContent={files.isError ? files.error.message : t('noFiles')}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      options={(files.data ?? []).map((file) => ({ value: file.fileId, label: file.fileName }))}
    />
  );
}
