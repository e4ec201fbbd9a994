import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { notify } from '@/lib/notify';
import { nameCount } from '@/components/name-rules';
import { useAddServer } from '../api/add-server';
import { useUpdateServer } from '../api/update-server';
import { GB, SERVER_NAME_RULE, serverRules } from '../server-rules';
import { PROTOCOLS, STATUSES, type FileServer, type ServerInput } from '../types';

type Values = Omit<ServerInput, 'capacity'> & { capacityGb: number };

/** Add a file server or edit one: name, protocol, host, port, root path, capacity, status, default, remark. */
export function ServerFormDialog({ open, server, onClose }: { open: boolean; server: FileServer | null; onClose: () => void }) {
  const { t } = useTranslation('servers');
  const rules = serverRules(t, server?.used ?? 0);
  const add = useAddServer();
  const update = useUpdateServer();
  return (
    <FormDialog<Values>
      open={open}
      title={server ? t('editTitle', { name: server.serverName }) : t('addTitle')}
      width={720}
      initialValues={
        server
          ? { ...server, capacityGb: Math.round((server.capacity / GB) * 100) / 100 }
          : { protocol: 'NAS', status: 'online', isDefault: false, port: 445 }
      }
      onSubmit={async ({ capacityGb, ...values }) => {
        const input: ServerInput = {
          ...values,
          serverName: values.serverName.trim(),
          host: values.host.trim(),
          rootPath: values.rootPath.trim(),
          remark: values.remark?.trim() ?? '',
          isDefault: Boolean(values.isDefault),
          capacity: Math.round(capacityGb * GB),
        };
        if (server) await update.mutateAsync({ serverId: server.serverId, ...input });
        else await add.mutateAsync(input);
        notify.success(t('saved'));
      }}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="serverName" label={t('fields.serverName')} rules={rules.serverName}>
            <Input count={nameCount(SERVER_NAME_RULE)} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="protocol" label={t('fields.protocol')} rules={rules.protocol}>
            <Select options={PROTOCOLS.map((value) => ({ value, label: t(`protocol.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="host" label={t('fields.host')} rules={rules.host}>
            <Input maxLength={253} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="port" label={t('fields.port')} rules={rules.port}>
            <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="rootPath" label={t('fields.rootPath')} rules={rules.rootPath}>
            <Input maxLength={200} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="capacityGb" label={t('fields.capacityGb')} rules={rules.capacityGb}>
            <InputNumber min={0} step={1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="status" label={t('fields.status')} rules={rules.status}>
            <Select options={STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="isDefault" label={t('fields.isDefault')} valuePropName="checked" extra={t('defaultHint')}>
            <Switch disabled={server?.isDefault} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('fields.remark')} rules={rules.remark}>
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
