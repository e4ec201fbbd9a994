import { useState } from 'react';
import { Alert, App, DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useChangeEditDate } from '@/entities/files/change-edit-date';
import { errorText } from '../errors';
import type { FileRow } from '../types';

/**
 * Restore an expired file to normal (spec §4) by giving it a new effective date, required and in the future
 * (POST /files/changeEditDate/{fileId}); for a file not yet expired the same dialog moves its effective date.
 * A refusal is shown in the dialog, which keeps the chosen date.
 */
export function ExpiryRestoreDialog({ file, onClose }: { file: FileRow; onClose: () => void }) {
  const { t } = useTranslation('transfer');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ editDate: Dayjs }>();
  const [failure, setFailure] = useState<string | null>(null);
  const change = useChangeEditDate();
  const expired = file.status === 'expired';

  const submit = async ({ editDate }: { editDate: Dayjs }) => {
    setFailure(null);
    const day = editDate.format('YYYY-MM-DD');
    try {
      await change.mutateAsync({ fileId: file.fileId, editDate: day });
    } catch (error) {
      setFailure(errorText(error, t));
      return;
    }
    void message.success(t('expiry.done', { name: file.fileName, date: day }));
    onClose();
  };

  return (
    <Modal
      open
      title={expired ? t('expiry.title', { name: file.fileName }) : t('expiry.changeTitle', { name: file.fileName })}
      okText={expired ? t('expiry.ok') : t('expiry.changeOk')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: change.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t(expired ? 'expiry.hint' : 'expiry.changeHint', { date: file.editDate ? dayjs(file.editDate).format('YYYY-MM-DD') : '--' })}
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={t(expired ? 'expiry.failed' : 'expiry.changeFailed', { reason: failure })} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="editDate" label={t('expiry.date')} rules={[{ required: true, message: t('expiry.dateRequired') }]}>
          <DatePicker
            style={{ width: '100%' }}
            format="YYYY-MM-DD"
            disabledDate={(day) => !day.isAfter(dayjs(), 'day')}
            aria-label={t('expiry.date')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
