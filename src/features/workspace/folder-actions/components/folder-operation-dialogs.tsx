import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/reason-dialog';
import type { FolderOperations } from '../use-folder-operations';
import { FolderNameDialog } from './folder-name-dialog';
import { MoveFolderDialog } from './move-folder-dialog';
import { TemplateDialog } from './template-dialog';

/** The folder actions' dialogs (create, rename, move, create from template, set invalid, restart). */
export function FolderOperationDialogs({ ops }: { ops: FolderOperations }) {
  const { t } = useTranslation('workspace');
  const { dialog, index, close } = ops;
  const folder = dialog?.folder;
  return (
    <>
      <FolderNameDialog
        open={dialog?.kind === 'create'}
        title={t('folder.createTitle', { parent: folder?.name ?? '' })}
        okText={t('folder.create')}
        onCancel={close}
        onSubmit={ops.create}
      />
      <FolderNameDialog
        open={dialog?.kind === 'rename'}
        title={t('folder.renameTitle', { name: folder?.name ?? '' })}
        okText={t('folder.rename')}
        initialName={dialog?.kind === 'rename' ? folder?.name : ''}
        onCancel={close}
        onSubmit={ops.rename}
      />
      {dialog?.kind === 'move' && folder && <MoveFolderDialog open index={index} folder={folder} onCancel={close} onSubmit={ops.move} />}
      <TemplateDialog open={dialog?.kind === 'template'} folderName={folder?.name ?? ''} onCancel={close} onSubmit={ops.fromTemplate} />
      <ReasonDialog
        open={dialog?.kind === 'void' || dialog?.kind === 'restart'}
        danger={dialog?.kind === 'void'}
        title={
          dialog?.kind === 'void'
            ? t('folder.voidTitle', { name: folder?.name ?? '' })
            : t('folder.restartTitle', { name: folder?.name ?? '' })
        }
        description={dialog?.kind === 'void' ? t('folder.voidWarning') : t('folder.restartHint')}
        okText={dialog?.kind === 'void' ? t('folder.void') : t('folder.restart')}
        onCancel={close}
        onSubmit={ops.setVoid}
      />
    </>
  );
}
