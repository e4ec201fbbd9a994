import { Button, Dropdown, Space, type MenuProps } from 'antd';
import {
  DeleteOutlined,
  DownOutlined,
  DragOutlined,
  EditOutlined,
  FolderAddOutlined,
  PartitionOutlined,
  StopOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FolderCapabilities } from '@/lib/permissions';
import { folderActionsFor } from '../capabilities';
import type { FolderRef } from '../use-workspace';
import type { FolderOperations } from './use-folder-operations';

/** The open folder's actions, only those its level allows (§6: 3 add child, 5 change, 6 move, 7 delete). */
export function FolderActionsBar({ folder, caps, ops }: { folder: FolderRef; caps: FolderCapabilities; ops: FolderOperations }) {
  const { t } = useTranslation('workspace');
  const actions = folderActionsFor(caps, folder);
  const more: NonNullable<MenuProps['items']> = [
    actions.rename && { key: 'rename', icon: <EditOutlined />, label: t('folder.rename') },
    actions.move && { key: 'move', icon: <DragOutlined />, label: t('move.menu') },
    actions.setVoid && { key: 'void', icon: <StopOutlined />, label: t('folder.void'), danger: true },
    actions.restart && { key: 'restart', icon: <UndoOutlined />, label: t('folder.restart') },
    actions.remove && { key: 'delete', icon: <DeleteOutlined />, label: t('common:actions.delete'), danger: true },
  ].filter((item): item is Exclude<typeof item, false> => Boolean(item));

  if (!actions.addChild && more.length === 0) return null;
  return (
    <Space.Compact>
      {actions.addChild && (
        <Button icon={<FolderAddOutlined />} onClick={() => void ops.start('create', folder)}>
          {t('folder.create')}
        </Button>
      )}
      {actions.addChild && (
        <Button icon={<PartitionOutlined />} onClick={() => void ops.start('template', folder)}>
          {t('template.button')}
        </Button>
      )}
      {more.length > 0 && (
        <Dropdown
          // Opened from the keyboard, the focus goes into the menu, so the arrows and Enter work in it.
          autoFocus
          trigger={['click']}
          menu={{
            items: more,
            onClick: ({ key }) => void ops.start(key as 'rename' | 'move' | 'void' | 'restart' | 'delete', folder),
          }}
        >
          <Button aria-label={t('folder.moreFor', { name: folder.name })}>
            {t('folder.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space.Compact>
  );
}
