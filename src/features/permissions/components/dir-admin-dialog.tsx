import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FolderTreeSelect } from '@/components/folder-tree-select';
import { FormDialog } from '@/components/form-dialog';
import { notify } from '@/lib/notify';
import { useFolderTree } from '@/entities/folders/get-folder-tree';
import { getDirGrants } from '../api/get-dir-grants';
import { useSaveDirGrant } from '../api/save-dir-grant';
import { RoleSelect } from './role-select';

interface Values {
  roleId: string;
  dirId: string;
}

/**
 * Make a role directory administrator of a folder (level 7 / 50 there and below, within the role's
 * maximum). An existing permission of the role on that folder keeps its levels and inherit flag.
 */
export function DirAdminDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('permissions');
  const folders = useFolderTree();
  const save = useSaveDirGrant();
  return (
    <FormDialog<Values>
      open={open}
      title={t('dirAdminTitle')}
      onSubmit={async ({ roleId, dirId }) => {
        const existing = (await getDirGrants(roleId)).find((g) => g.dirId === dirId);
        await save.mutateAsync({
          roleId,
          dirId,
          dirLevel: existing?.dirLevel ?? 7,
          fileLevel: existing?.fileLevel ?? 50,
          inherit: existing?.inherit ?? true,
          dirAdmin: true,
        });
        notify.success(t('dirAdminSaved'));
      }}
      onClose={onClose}
    >
      <Form.Item name="roleId" label={t('role')} rules={[{ required: true, message: t('rules.role') }]}>
        <RoleSelect excludeManager />
      </Form.Item>
      <Form.Item name="dirId" label={t('fields.folder')} rules={[{ required: true, message: t('rules.folder') }]}>
        <FolderTreeSelect folders={folders.data} loading={folders.isPending} />
      </Form.Item>
    </FormDialog>
  );
}
