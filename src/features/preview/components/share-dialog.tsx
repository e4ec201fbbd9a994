import { useState } from 'react';
import { Button, Checkbox, Form, Input, InputNumber, Modal, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { appAddress } from '@/lib/file-types';
import { notify } from '@/lib/notify';
import { useCreateShare } from '../api/create-share';
import type { Share } from '../types';

export const SHARE_MAX_DAYS = 30;

interface ShareDialogProps {
  open: boolean;
  fileId: string;
  fileName: string;
  /** Whether the sharer may download: only then can the link allow it. */
  canDownload: boolean;
  onClose: () => void;
}

/** Make a read-only link to the file (ASSUMED call, see api/create-share.ts) and show it to copy. */
export function ShareDialog({ open, fileId, fileName, canDownload, onClose }: ShareDialogProps) {
  const { t } = useTranslation('preview');
  const [form] = Form.useForm<{ days: number; allowDownload: boolean }>();
  const create = useCreateShare();
  const [share, setShare] = useState<Share | null>(null);
  const link = share ? appAddress(`/sharePage?code=${encodeURIComponent(share.shareCode)}`) : '';

  const close = () => {
    setShare(null);
    create.reset();
    onClose();
  };

  const submit = async ({ days, allowDownload }: { days: number; allowDownload: boolean }) => {
    try {
      setShare(await create.mutateAsync({ fileIds: [fileId], days, allowDownload: canDownload && allowDownload }));
    } catch {
      // The client has shown the server's message; the form keeps its values.
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success(t('share.copied'));
    } catch {
      notify.warning(t('share.copyFailed'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('share.title', { name: fileName })}
      onCancel={close}
      destroyOnHidden
      footer={
        share ? (
          <Button type="primary" onClick={close}>
            {t('common:actions.close')}
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>{t('common:actions.cancel')}</Button>
            <Button type="primary" loading={create.isPending} onClick={() => form.submit()}>
              {t('share.create')}
            </Button>
          </Space>
        )
      }
    >
      {share ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('share.ready', { date: dayjs(share.expireTime).format('YYYY-MM-DD HH:mm') })}</Typography.Text>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={link} aria-label={t('share.link')} onFocus={(event) => event.target.select()} />
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              {t('share.copy')}
            </Button>
          </Space.Compact>
          <Typography.Text type="secondary">{share.allowDownload ? t('share.withDownload') : t('share.viewOnly')}</Typography.Text>
        </Space>
      ) : (
        <Form form={form} layout="vertical" initialValues={{ days: 7, allowDownload: false }} onFinish={(values) => void submit(values)}>
          <Form.Item
            name="days"
            label={t('share.days')}
            rules={[
              { required: true, type: 'integer', min: 1, max: SHARE_MAX_DAYS, message: t('share.daysRule', { max: SHARE_MAX_DAYS }) },
            ]}
          >
            <InputNumber min={1} max={SHARE_MAX_DAYS} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="allowDownload" valuePropName="checked" extra={canDownload ? undefined : t('share.noDownloadRight')}>
            <Checkbox disabled={!canDownload}>{t('share.allowDownload')}</Checkbox>
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
