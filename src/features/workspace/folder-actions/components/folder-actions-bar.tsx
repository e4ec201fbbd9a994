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
import { ADMIN_LEVEL, folderCapabilities, type FolderCapabilities } from '@/lib/permissions';
import type { FolderRef } from '@/entities/folders/types';
import { folderActionsFor } from '../../shared/capabilities';
import { Reserved } from '../../shared/components/reserved';
import type { FolderOperations } from '../use-folder-operations';

/** What a user with every right is offered: the room the bar keeps while the folder's rights load. */
const EVERY_RIGHT = folderCapabilities(ADMIN_LEVEL, ADMIN_LEVEL, true);

/**
 * The open folder's actions, only those its level allows (§6: 3 add child, 5 change, 6 move, 7 delete).
 * While the folder's rights load (`pending`), the bar keeps the room of every action (see Reserved).
 */
export function FolderActionsBar({
  folder,
  caps,
  ops,
  pending = false,
}: {
  folder: FolderRef;
  caps: FolderCapabilities;
  ops: Pick<FolderOperations, 'start'>;
  pending?: boolean;
}) {
  const { t } = useTranslation('workspace');
  if (pending) {
    // The look of the bar a user with every right gets here, without names, handlers or menu.
    const every = folderActionsFor(EVERY_RIGHT, folder);
    const more = every.rename || every.move || every.setVoid || every.restart || every.remove;
    if (!every.addChild && !more) return null;
    return (
      <Reserved>
        <Space.Compact>
          {every.addChild && <Button icon={<FolderAddOutlined />}>{t('folder.create')}</Button>}
          {every.addChild && <Button icon={<PartitionOutlined />}>{t('template.button')}</Button>}
          {more && (
            <Button>
              {t('folder.more')} <DownOutlined />
            </Button>
          )}
        </Space.Compact>
      </Reserved>
    );
  }
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
