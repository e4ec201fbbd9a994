import { useState } from 'react';
import { Alert, Button, Checkbox, Descriptions, Form, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '@/components/use-confirm-delete';
import { notify } from '@/lib/notify';
import { useDeleteDirGrant } from '../api/delete-dir-grant';
import { useSaveDirGrant } from '../api/save-dir-grant';
import { dirLevelLabel, dirLevelOptions, fileLevelLabel, fileLevelOptions, nodeOrigin } from '../levels';
import type { RoleFolderNode, RoleSummary } from '../types';
import { LevelTags } from './level-tags';

interface Values {
  dirLevel: number;
  fileLevel: number;
  inherit: boolean;
  dirAdmin: boolean;
}

/**
 * A role's own permission on one folder: directory level, file level, inherit (cascade to subfolders
 * without their own permission) and directory administrator (7 / 50 on the whole subtree). Mounted afresh
 * per folder (key), it keeps what was typed when saving fails.
 */
export function DirGrantPanel({ role, node }: { role: RoleSummary; node: RoleFolderNode }) {
  const { t } = useTranslation('permissions');
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const save = useSaveDirGrant();
  const remove = useDeleteDirGrant();
  const confirmDelete = useConfirmDelete();
  const dirAdmin = Form.useWatch('dirAdmin', form);
  const dirLevel = Form.useWatch('dirLevel', form) as number | undefined;
  const fileLevel = Form.useWatch('fileLevel', form) as number | undefined;
  const grant = node.grant;
  const initial: Values = grant
    ? { dirLevel: grant.dirLevel, fileLevel: grant.fileLevel, inherit: grant.inherit, dirAdmin: grant.dirAdmin }
    : { dirLevel: node.dirLevel, fileLevel: node.fileLevel, inherit: true, dirAdmin: false };

  if (role.isSystemManager) return <Alert type="info" showIcon title={t('managerHasAll')} />;

  const onFinish = async (values: Values) => {
    setError(null);
    try {
      await save.mutateAsync({
        roleId: role.roleId,
        dirId: node.id,
        ...values,
        inherit: Boolean(values.inherit),
        dirAdmin: Boolean(values.dirAdmin),
      });
      notify.success(t('grantSaved'));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('common:errors.unknown'));
    }
  };

  const capped = !dirAdmin && ((dirLevel ?? 0) > role.maxDirLevel || (fileLevel ?? 0) > role.maxFileLevel);

  return (
    <div>
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('now')}>
          <LevelTags dirLevel={node.dirLevel} fileLevel={node.fileLevel} />
        </Descriptions.Item>
        <Descriptions.Item label={t('origin.label')}>{nodeOrigin(t, node)}</Descriptions.Item>
      </Descriptions>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => void onFinish(values)}
        name={`grant-${node.id}`}
      >
        {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />}
        <Form.Item name="dirLevel" label={t('fields.dirLevel')} rules={[{ required: true, message: t('rules.dirLevel') }]}>
          <Select options={dirLevelOptions(t)} disabled={dirAdmin} />
        </Form.Item>
        <Form.Item name="fileLevel" label={t('fields.fileLevel')} rules={[{ required: true, message: t('rules.fileLevel') }]}>
          <Select options={fileLevelOptions(t)} disabled={dirAdmin} />
        </Form.Item>
        <Form.Item name="inherit" valuePropName="checked" extra={t('inheritHint')}>
          <Checkbox disabled={dirAdmin}>{t('fields.inherit')}</Checkbox>
        </Form.Item>
        <Form.Item name="dirAdmin" valuePropName="checked" extra={t('dirAdminHint')}>
          <Checkbox>{t('fields.dirAdmin')}</Checkbox>
        </Form.Item>
        {capped && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('cappedWarning', { dir: dirLevelLabel(t, role.maxDirLevel), file: fileLevelLabel(t, role.maxFileLevel) })}
          />
        )}
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('saveGrant')}
          </Button>
          {grant && (
            <Button
              danger
              onClick={() =>
                void confirmDelete({
                  title: t('confirmRemoveGrant', { folder: node.directoryName }),
                  content: t('removeGrantHint'),
                  onConfirm: () => remove.mutateAsync(grant.grantId),
                  done: t('grantRemoved'),
                })
              }
            >
              {t('removeGrant')}
            </Button>
          )}
        </Space>
        {!grant && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {t('noOwnGrant')}
          </Typography.Paragraph>
        )}
      </Form>
    </div>
  );
}
