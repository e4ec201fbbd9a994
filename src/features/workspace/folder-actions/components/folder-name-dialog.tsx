import { useTranslation } from 'react-i18next';
import { FOLDER_NAME_RULE } from '@/lib/names';
import { NameDialog, type NameDialogProps } from '../../shared/components/name-dialog';

/** The shared dialog's props less what a folder's name fixes: its label, rule and messages. */
export type FolderNameDialogProps = Omit<NameDialogProps, 'label' | 'rule' | 'messages' | 'extra' | 'suffix'>;

/** Name a new folder or rename one, under the folder name rule: no \ / : * ? " < > | on top of the shared rule. */
export function FolderNameDialog(props: FolderNameDialogProps) {
  const { t } = useTranslation('workspace');
  return (
    <NameDialog
      {...props}
      label={t('folder.name')}
      rule={FOLDER_NAME_RULE}
      messages={{ required: t('folder.nameRequired'), forbidden: t('folder.nameForbidden') }}
    />
  );
}
