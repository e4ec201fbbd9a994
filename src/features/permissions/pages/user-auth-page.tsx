import { useState } from 'react';
import { Alert, Button, Card, Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminScreen } from '@/components/admin-screen';
import { FolderTreeSelect } from '@/components/folder-tree-select';
import { LoadError } from '@/components/load-error';
import { useFolderTree } from '@/entities/folders/get-folder-tree';
import { UserPicker } from '@/entities/users/user-picker';
import { useExplainAccess, type ExplainInput } from '../api/explain-access';
import { ExplanationView } from '../components/explanation-view';
import { FilePicker } from '../components/file-picker';

interface Values {
  user: { value: string; label: string };
  dirId: string;
  fileId?: string;
}

/**
 * User permission (/userAuth): a user's effective level on a chosen folder or file, and which role, team,
 * inheritance or single-file permission gave it (beyond the spec; same numbers GET /folder/getOptAuthByDirId
 * answers that user).
 */
export default function UserAuthPage() {
  const { t } = useTranslation('permissions');
  const [form] = Form.useForm<Values>();
  const folders = useFolderTree();
  const [asked, setAsked] = useState<ExplainInput | null>(null);
  const explanation = useExplainAccess(asked);
  const dirId = (Form.useWatch('dirId', form) as string | undefined) ?? '';

  return (
    <AdminScreen title={t('routes:userAuth')}>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form<Values>
          form={form}
          layout="inline"
          name="explain"
          style={{ rowGap: 12 }}
          onFinish={({ user, dirId: folder, fileId }) => setAsked({ userId: user.value, dirId: folder, ...(fileId ? { fileId } : {}) })}
        >
          <Form.Item
            name="user"
            label={t('fields.user')}
            rules={[{ required: true, message: t('rules.user') }]}
            style={{ minWidth: 'min(280px, 100%)' }}
          >
            <UserPicker />
          </Form.Item>
          <Form.Item
            name="dirId"
            label={t('fields.folder')}
            rules={[{ required: true, message: t('rules.folder') }]}
            style={{ minWidth: 'min(320px, 100%)' }}
          >
            <FolderTreeSelect
              folders={folders.data}
              loading={folders.isPending}
              root={t('rootName')}
              onChange={() => form.setFieldValue('fileId', undefined)}
            />
          </Form.Item>
          <Form.Item name="fileId" label={t('fields.fileOptional')} style={{ minWidth: 'min(280px, 100%)' }}>
            <FilePicker dirId={dirId} allowClear />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={explanation.isFetching}>
              {t('actions.explain')}
            </Button>
          </Form.Item>
        </Form>
        {folders.isError && <LoadError error={folders.error} onRetry={() => void folders.refetch()} retrying={folders.isFetching} />}
      </Card>
      {explanation.isError && (
        <Alert
          type="error"
          showIcon
          title={explanation.error.message}
          action={<Button onClick={() => void explanation.refetch()}>{t('common:actions.retry')}</Button>}
        />
      )}
      {asked && explanation.isPending && <Skeleton active />}
      {explanation.data && <ExplanationView explanation={explanation.data} />}
    </AdminScreen>
  );
}
