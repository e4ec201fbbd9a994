import { useState } from 'react';
import { Alert, Button, Card, Form, InputNumber, Select, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@/lib/page-sizes';
import { notify } from '@/lib/notify';
import { useParamConfig } from '@/entities/file-params/get-param-config';
import { useSaveParamConfig } from '../api/save-param-config';
import type { ParamConfig } from '../types';

type Values = Pick<ParamConfig, 'expiryWarningDays' | 'recycleBinMonths' | 'zipThresholdMb' | 'defaultPageSize'>;

const FIELDS = [
  { name: 'expiryWarningDays', max: 365 },
  { name: 'recycleBinMonths', max: 120 },
  { name: 'zipThresholdMb', max: 1024 },
] as const;

/**
 * The system-wide file parameters (GET /fileParam/getParamConfig, POST /fileParam/saveParamConfig); each field
 * says where the app applies it.
 */
/** An inline field no wider than the card, so its hint wraps on a phone instead of widening the page. */
const WRAP = { maxWidth: '100%' };

export function ParamConfigCard() {
  const { t } = useTranslation('org');
  const config = useParamConfig();
  const save = useSaveParamConfig();
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: Values) => {
    setError(null);
    try {
      await save.mutateAsync(values);
      notify.success(t('configSaved'));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('common:errors.unknown'));
    }
  };

  return (
    <Card size="small" title={t('configTitle')} style={{ marginTop: 16 }}>
      {config.isPending && <Skeleton active />}
      {config.isError && (
        <Alert
          type="error"
          showIcon
          title={config.error.message}
          action={<Button onClick={() => void config.refetch()}>{t('common:actions.retry')}</Button>}
        />
      )}
      {config.data && (
        <Form<Values>
          layout="inline"
          name="paramConfig"
          initialValues={config.data}
          onFinish={(values) => void onFinish(values)}
          style={{ rowGap: 12 }}
        >
          {error && <Alert type="error" showIcon role="alert" title={error} style={{ width: '100%', marginBottom: 8 }} />}
          {FIELDS.map(({ name, max }) => (
            <Form.Item
              key={name}
              name={name}
              label={t(`config.${name}`)}
              extra={t(`configHint.${name}`)}
              style={WRAP}
              rules={[
                { required: true, message: t('rules.positive') },
                { type: 'integer', min: 1, max, message: t('rules.range', { max }) },
              ]}
            >
              <InputNumber min={1} max={max} precision={0} />
            </Form.Item>
          ))}
          {/* The file list offers these sizes only, so its default is one of them. */}
          <Form.Item
            name="defaultPageSize"
            label={t('config.defaultPageSize')}
            extra={t('configHint.defaultPageSize')}
            style={WRAP}
            rules={[{ required: true, message: t('rules.positive') }]}
          >
            <Select
              style={{ width: 96 }}
              aria-label={t('config.defaultPageSize')}
              options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('common:actions.save')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      )}
    </Card>
  );
}
