import { useState } from 'react';
import { Alert, Modal, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invalidateKeys } from '@/lib/api/invalidating-mutation';
import { offerUndo, undoEach } from '@/lib/undo';
import { fileKeys } from '@/entities/files/keys';
import { folderAuthQueryOptions } from '@/entities/folders/get-folder-auth';
import { useItemCheck } from '@/entities/files/use-item-check';
import { moveFiles, useMoveFiles } from '../api/move-files';
import { capabilitiesOf } from '../../shared/capabilities';
import { errorText } from '../../shared/errors';
import { useDialogSend } from '../../shared/use-dialog-send';
import type { TreeIndex } from '../../tree/tree-model';
import type { FileRow } from '../../shared/types';
import { FolderTree } from '../../tree/components/folder-tree';

export interface MoveFilesDialogProps {
  files: FileRow[];
  index: TreeIndex | null;
  /** The folder the files are in now. */
  currentDirId: string;
  onClose: () => void;
  /** After a move (the selection can be cleared). */
  onMoved: () => void;
}

/**
 * Move one file or several (spec §4) by choosing the target in the folder tree. The tree carries no levels,
 * so the caller's levels on the chosen folder are asked (GET /folder/getOptAuthByDirId) and OK is enabled
 * only where files may be put (directory level 2, upload), the folder is not void and not the current one.
 * A refusal is shown in the dialog, which keeps the choice.
 */
export function MoveFilesDialog({ files, index, currentDirId, onClose, onMoved }: MoveFilesDialogProps) {
  const { t } = useTranslation('transfer');
  const client = useQueryClient();
  const [target, setTarget] = useState<string | null>(null);
  const { failure, send, clearFailure } = useDialogSend();
  const move = useMoveFiles();
  const itemCheck = useItemCheck();
  const auth = useQuery({ ...folderAuthQueryOptions(target ?? ''), enabled: target !== null });
  const folder = target !== null ? index?.byId.get(target) : undefined;
  const targetName = folder?.name ?? '';
  const authorised = Boolean(auth.data && auth.data.dirId === target && capabilitiesOf(auth.data).canUpload);
  const problem =
    target === null
      ? null
      : target === currentDirId
        ? t('move.sameFolder')
        : folder?.status === 'void'
          ? t('move.voidFolder', { name: targetName })
          : auth.isError
            ? t('move.authFailed', { reason: errorText(auth.error, t) })
            : auth.data && !authorised
              ? t('move.notAllowed', { name: targetName })
              : null;
  const ready = target !== null && !problem && authorised;

  const submit = async () => {
    if (!ready || target === null) return;
    const moving = await itemCheck.files(files);
    if (moving.length === 0) {
      onClose();
      return;
    }
    if (!(await send(() => move.mutateAsync({ fileIds: moving.map((file) => file.fileId), dirId: target })))) return;
    // Undo puts each file back in the folder it came from (a search may list files of several folders).
    const origins = new Map<string, string[]>();
    for (const file of moving) origins.set(file.dirId, [...(origins.get(file.dirId) ?? []), file.fileId]);
    offerUndo({
      message: t('move.done', { count: moving.length, name: targetName }),
      undo: () => undoEach([...origins], ([dirId, fileIds]) => moveFiles({ fileIds, dirId })),
      refresh: () => invalidateKeys(client, [fileKeys.lists(), fileKeys.details()]),
    });
    onMoved();
    onClose();
  };

  const title = files.length === 1 ? t('move.titleOne', { name: files[0].fileName }) : t('move.titleMany', { count: files.length });
  return (
    <Modal
      open
      title={title}
      okText={t('move.ok')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ disabled: !ready, loading: move.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {target === null
          ? t('move.choose')
          : auth.isFetching && !problem
            ? t('move.checking', { name: targetName })
            : t('move.target', { name: targetName })}
      </Typography.Paragraph>
      {problem && <Alert type="warning" showIcon title={problem} style={{ marginBottom: 8 }} />}
      {failure && <Alert type="error" showIcon title={t('move.failed', { reason: failure })} style={{ marginBottom: 8 }} />}
      <div style={{ height: 320, display: 'flex' }}>
        {index && (
          <FolderTree
            index={index}
            currentId={target ?? currentDirId}
            onOpen={(id) => {
              clearFailure();
              setTarget(id);
            }}
            label={t('move.treeLabel')}
          />
        )}
      </div>
    </Modal>
  );
}
