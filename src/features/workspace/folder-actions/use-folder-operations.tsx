import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '@/lib/app-feedback';
import { invalidateKeys } from '@/lib/api/invalidating-mutation';
import { offerUndo } from '@/lib/undo';
import { folderChangeKeys } from '@/entities/folders/invalidate';
import { useAddFoldersFromTemplate } from '@/entities/folder-templates/add-folders-from-template';
import { folderAuthQueryOptions } from '@/entities/folders/get-folder-auth';
import { useItemCheck } from '@/entities/files/use-item-check';
import type { FolderRef } from '@/entities/folders/types';
import { useAddFolder } from '../shared/api/add-folder';
import { capabilitiesOf, folderActionsFor, type FolderActions } from '../shared/capabilities';
import { errorText } from '../shared/errors';
import { useStableCallback } from '../shared/use-stable-callback';
import { ancestorsOf, type TreeIndex } from '../tree/tree-model';
import { useVoidFolder, voidFolder } from './api/void-folder';
import { renameFolder, useRenameFolder } from './api/rename-folder';
import { moveFolder, useMoveFolder } from './api/move-folder';
import { useDeleteFolder } from './api/delete-folder';
import { countFolders } from './template-folders';
import type { TemplateDialogProps } from './components/template-dialog';

type TemplateChoice = Parameters<TemplateDialogProps['onSubmit']>[0];

export type DialogKind = 'create' | 'rename' | 'move' | 'template' | 'void' | 'restart';

export interface FolderOperationsOptions {
  index: TreeIndex | null;
  /** The open folder: after it is deleted or voided, its parent opens. */
  currentId: string;
  onOpenFolder: (id: string) => void;
}

/**
 * The folder actions (create, create from template, rename, move, set invalid, restart, delete) with their
 * dialogs' state (drawn by <FolderOperationDialogs>). Each asks the server's levels for the folder it acts on
 * before offering itself, so the keyboard and drag and drop obey the same rules as the buttons; a refusal reads
 * 'Permission is denied'.
 */
export function useFolderOperations({ index, currentId, onOpenFolder }: FolderOperationsOptions) {
  const { t } = useTranslation('workspace');
  const { message, modal } = useAppFeedback();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<{ kind: DialogKind; folder: FolderRef } | null>(null);
  const add = useAddFolder();
  const rename = useRenameFolder();
  const move = useMoveFolder();
  const remove = useDeleteFolder();
  const setVoid = useVoidFolder();
  const fromTemplate = useAddFoldersFromTemplate();
  const itemCheck = useItemCheck();

  const close = () => setDialog(null);

  /** The folder read again first: a change the user did not see stops here (see useItemCheck), and the dialog closes. */
  const unchanged = async (target: FolderRef) => {
    const goAhead = await itemCheck.folder(target);
    if (!goAhead) close();
    return goAhead;
  };

  /**
   * Run a call; a failure is shown (refusals as 'Permission is denied') and rethrown to keep the dialog.
   * With an inverse call, the success offers to undo it.
   */
  const attempt = async <T,>(
    call: () => Promise<T>,
    success: string | ((result: T) => string),
    inverse?: () => Promise<unknown>,
  ): Promise<T> => {
    try {
      const result = await call();
      const text = typeof success === 'function' ? success(result) : success;
      // Undone, the same refresh as the change's: the tree, paths, levels and file lists.
      if (inverse) offerUndo({ message: text, undo: inverse, refresh: () => invalidateKeys(client, folderChangeKeys()) });
      else message.success(text);
      return result;
    } catch (error) {
      message.error(errorText(error, t));
      throw error;
    }
  };

  /** The actions the user may take on `folder`, asked from the server (cached for the open folder). */
  const actionsFor = async (folder: FolderRef): Promise<FolderActions | null> => {
    try {
      return folderActionsFor(capabilitiesOf(await client.fetchQuery(folderAuthQueryOptions(folder.id))), folder);
    } catch (error) {
      message.error(errorText(error, t));
      return null;
    }
  };

  const leaveIfInside = (folder: FolderRef) => {
    if (currentId === folder.id || (index && ancestorsOf(index, currentId).includes(folder.id))) {
      onOpenFolder(folder.parentId ?? '0');
    }
  };

  const confirmDelete = (folder: FolderRef) => {
    modal.confirm({
      title: t('folder.deleteTitle', { name: folder.name }),
      content: t('folder.deleteWarning'),
      okText: t('common:actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        if (!(await itemCheck.folder(folder))) return;
        const deleted = await attempt(() => remove.mutateAsync(folder.id), t('folder.deleted', { name: folder.name })).then(
          () => true,
          () => false,
        );
        if (deleted) leaveIfInside(folder);
      },
    });
  };

  /** Open an action's dialog for a folder, after checking the user may take it there. */
  const start = useStableCallback(async (kind: DialogKind | 'delete', folder: FolderRef) => {
    const actions = await actionsFor(folder);
    if (!actions) return;
    const allowed = {
      create: actions.addChild,
      template: actions.addChild,
      rename: actions.rename,
      move: actions.move,
      void: actions.setVoid,
      restart: actions.restart,
      delete: actions.remove,
    }[kind];
    if (!allowed) {
      message.error(t('common:errors.permissionDenied'));
      return;
    }
    if (kind === 'delete') confirmDelete(folder);
    else setDialog({ kind, folder });
  });

  /** A folder dropped on another: check both levels (6 to move it, 3 on the new parent), ask, then move. */
  const requestMove = useStableCallback(async (folderId: string, targetId: string) => {
    const source = index?.byId.get(folderId);
    const target = index?.byId.get(targetId);
    if (!source || !target) return;
    const sourceRef: FolderRef = { id: source.id, name: source.name, status: source.status, parentId: source.parentId };
    const targetRef: FolderRef = { id: target.id, name: target.name, status: target.status, parentId: target.parentId };
    const [sourceActions, targetActions] = await Promise.all([actionsFor(sourceRef), actionsFor(targetRef)]);
    if (!sourceActions || !targetActions) return;
    if (!sourceActions.move || !targetActions.addChild) {
      message.error(t('common:errors.permissionDenied'));
      return;
    }
    modal.confirm({
      title: t('move.confirmTitle'),
      content: t('move.confirm', { name: source.name, target: target.name }),
      okText: t('move.ok'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        if (!(await itemCheck.folder(sourceRef))) return;
        const from = source.parentId;
        await attempt(
          () => move.mutateAsync({ directoryId: folderId, fatherDirectoryId: targetId }),
          t('move.done', { name: source.name, target: target.name }),
          from ? () => moveFolder({ directoryId: folderId, fatherDirectoryId: from }) : undefined,
        ).catch(() => undefined);
      },
    });
  });

  const folder = dialog?.folder;

  return {
    start,
    requestMove,
    /** The open dialog (create, rename, move, template, set invalid, restart) and the folder it acts on. */
    dialog,
    /** The folder tree, for the move picker. */
    index,
    close,
    create: async (name: string) => {
      await attempt(() => add.mutateAsync({ directoryName: name, fatherDirectoryId: folder!.id }), t('folder.created', { name }));
      close();
    },
    rename: async (name: string) => {
      if (!(await unchanged(folder!))) return;
      const { id, name: before } = folder!;
      await attempt(
        () => rename.mutateAsync({ directoryId: id, directoryName: name }),
        t('folder.renamed', { name }),
        () => renameFolder({ directoryId: id, directoryName: before }),
      );
      close();
    },
    move: async (targetId: string) => {
      const target = folder!;
      const targetName = index?.byId.get(targetId)?.name ?? '';
      if (!(await unchanged(target))) return;
      const from = target.parentId;
      await attempt(
        () => move.mutateAsync({ directoryId: target.id, fatherDirectoryId: targetId }),
        t('move.done', { name: target.name, target: targetName }),
        from ? () => moveFolder({ directoryId: target.id, fatherDirectoryId: from }) : undefined,
      );
      close();
    },
    fromTemplate: async ({ nodes, inherit }: TemplateChoice) => {
      // The server answers the tree it created: every folder counts, not only the top ones.
      await attempt(
        () => fromTemplate.mutateAsync({ fatherId: folder!.id, inherit, nodes }),
        (created) => t('template.created', { count: countFolders(created) }),
      );
      close();
    },
    /** The reason dialog's answer: set the folder invalid, or restart it. */
    setVoid: async (reason: string) => {
      const makeVoid = dialog?.kind === 'void';
      const target = folder!;
      if (!(await unchanged(target))) return;
      await attempt(
        () => setVoid.mutateAsync({ directoryId: target.id, void: makeVoid, reason }),
        makeVoid ? t('folder.voided', { name: target.name }) : t('folder.restarted', { name: target.name }),
        // The inverse transition, with the reason just given (the call needs one both ways).
        () => voidFolder({ directoryId: target.id, void: !makeVoid, reason }),
      );
      close();
      if (makeVoid) leaveIfInside(target);
    },
  };
}

export type FolderOperations = ReturnType<typeof useFolderOperations>;
