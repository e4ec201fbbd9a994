import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { notify } from '@/lib/notify';
import { useFileParams } from '@/entities/file-params/get-file-params';
import { useRoles } from '@/entities/roles/get-roles';
import { nameCount } from '@/components/name-rules';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import type { UserInput, UserRow } from '../types';
import { USER_NAME_RULE, userRules } from '../user-rules';

type Values = UserInput & { password?: string; confirmPassword?: string };

/** Create a user (with an initial password) or edit one: name, account, job number, e-mail, type, status, department, roles. */
export function UserFormDialog({ open, user, onClose }: { open: boolean; user: UserRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('users');
  const rules = userRules(t);
  const roles = useRoles();
  const departments = useFileParams('department');
  const create = useCreateUser();
  const update = useUpdateUser();
  const english = i18n.language !== 'zh';

  const submit = async ({ confirmPassword: _confirm, password, ...values }: Values) => {
    const input: UserInput = { ...values, roleIds: values.roleIds ?? [], phone: values.phone ?? '' };
    if (user) {
      await update.mutateAsync({ userId: user.userId, ...input });
      notify.success(t('saved'));
    } else {
      await create.mutateAsync({ ...input, password: password ?? '' });
      notify.success(t('created'));
    }
  };

  const initialValues: Partial<Values> = user
    ? {
        username: user.username,
        useraccount: user.useraccount,
        jobNumber: user.jobNumber,
        email: user.email,
        phone: user.phone,
        userType: user.userType,
        status: user.status,
        departmentId: user.departmentId,
        roleIds: user.roleIds,
      }
    : { userType: 'internal', status: 'enabled', roleIds: [] };

  return (
    <FormDialog<Values>
      open={open}
      title={user ? t('editTitle', { name: user.username }) : t('createTitle')}
      initialValues={initialValues}
      width={720}
      onSubmit={submit}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="username" label={t('fields.username')} rules={rules.username}>
            <Input count={nameCount(USER_NAME_RULE)} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="useraccount" label={t('fields.useraccount')} rules={rules.useraccount}>
            <Input maxLength={20} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="jobNumber" label={t('fields.jobNumber')} rules={rules.jobNumber}>
            <Input maxLength={20} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="email" label={t('fields.email')} rules={rules.email}>
            <Input type="email" maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={t('fields.phone')} rules={rules.phone}>
            <Input maxLength={30} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="userType" label={t('fields.userType')} rules={rules.userType}>
            <Select
              options={[
                { value: 'internal', label: t('userType.internal') },
                { value: 'external', label: t('userType.external') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="status" label={t('fields.status')} rules={rules.status}>
            <Select
              options={[
                { value: 'enabled', label: t('status.enabled') },
                { value: 'disabled', label: t('status.disabled') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="departmentId" label={t('fields.department')} rules={rules.departmentId}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={departments.isPending}
              options={(departments.data ?? []).map((d) => ({ value: d.id, label: english ? d.paramNameEn : d.paramName }))}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="roleIds" label={t('fields.roles')}>
            <Select
              mode="multiple"
              optionFilterProp="label"
              loading={roles.isPending}
              options={(roles.data ?? []).map((r) => ({ value: r.roleId, label: english ? r.roleNameEn : r.roleName }))}
            />
          </Form.Item>
        </Col>
        {!user && (
          <>
            <Col xs={24} sm={12}>
              <Form.Item name="password" label={t('fields.initialPassword')} rules={rules.password} extra={t('rules.passwordStrength')}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="confirmPassword"
                label={t('fields.confirmPassword')}
                dependencies={['password']}
                rules={rules.confirm('password')}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
    </FormDialog>
  );
}
