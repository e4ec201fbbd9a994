import { useState } from 'react';
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBusy } from '@/lib/use-busy';
import { isWithin, type TreeIndex } from '../../tree/tree-model';
import { FolderTree } from '../../tree/components/folder-tree';

export interface MoveFolderDialogProps {
  open: boolean;
  index: TreeIndex | null;
  folder: { id: string; name: string; parentId: string | null };
  /** Rejects when the server refused: the dialog stays open. */
  onSubmit: (targetId: string) => Promise<unknown>;
  onCancel: () => void;
}

/** Move a folder by choosing its new parent: the keyboard's way to do what drag and drop does. */
export function MoveFolderDialog({ open, index, folder, onSubmit, onCancel }: MoveFolderDialogProps) {
  const { t } = useTranslation('workspace');
  const [target, setTarget] = useState<string | null>(null);
  const { busy, run } = useBusy();
  const invalid = target === null || !index || isWithin(index, target, folder.id) || target === folder.parentId;
  const targetName = target !== null ? index?.byId.get(target)?.name : undefined;

  const submit = async () => {
    if (invalid || target === null) return;
    // The caller shows a refusal.
    if (await run(() => onSubmit(target))) setTarget(null);
  };

  return (
    <Modal
      open={open}
      title={t('move.title', { name: folder.name })}
      okText={t('move.ok')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ disabled: invalid, loading: busy }}
      onOk={() => void submit()}
      onCancel={() => {
        setTarget(null);
        onCancel();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{targetName ? t('move.target', { name: targetName }) : t('move.choose')}</Typography.Paragraph>
      <div style={{ height: 320, display: 'flex' }}>
        {index && <FolderTree index={index} currentId={target ?? folder.parentId ?? '0'} onOpen={setTarget} label={t('move.treeLabel')} />}
      </div>
    </Modal>
  );
}
