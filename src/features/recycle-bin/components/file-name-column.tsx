import { Space } from 'antd';
import { FileIcon } from '@/components/file-icon';
import { revealBidi } from '@/lib/names';

/** The sortable name column of a list of files: the file's icon by its type, then its name. */
export function fileNameColumn<T extends { fileType: string; fileName: string }>(title: string) {
  return {
    key: 'fileName',
    dataIndex: 'fileName',
    title,
    rowScope: 'row' as const,
    sorter: true,
    render: (name: string, row: T) => (
      <Space size={6}>
        <FileIcon item={{ dataType: 1, fileType: row.fileType, fileName: name }} />
        <span>{revealBidi(name)}</span>
      </Space>
    ),
  };
}
