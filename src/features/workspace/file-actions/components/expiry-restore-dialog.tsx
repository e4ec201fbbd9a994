import { Alert, DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '@/lib/app-feedback';
import { useChangeEditDate } from '@/entities/files/change-edit-date';
import { useSetEffectiveDates } from '@/entities/files/set-effective-dates';
import { useItemCheck } from '@/entities/files/use-item-check';
import { useDialogSend } from '../../shared/use-dialog-send';
import type { FileRow } from '../../shared/types';

/**
 * Restore an expired file to normal (spec §4) by giving it a new effective date, required and in the future
 * (POST /files/changeEditDate/{fileId}); for a file not yet expired the same dialog moves its effective date.
 * Given several files (the selection), one date for all of them in one call (POST /files/uniteSettingDate),
 * all or nothing. A refusal is shown in the dialog, which keeps the chosen date and the selection.
 */
export function ExpiryRestoreDialog({ files, onClose, onDone }: { files: FileRow[]; onClose: () => void; onDone?: () => void }) {
  const { t } = useTranslation('transfer');
  const { message } = useAppFeedback();
  const [form] = Form.useForm<{ editDate: Dayjs }>();
  const { failure, send } = useDialogSend();
  const change = useChangeEditDate();
  const changeAll = useSetEffectiveDates();
  const itemCheck = useItemCheck();
  const [file] = files;
  const batch = files.length > 1;
  const expired = !batch && file.status === 'expired';

  const submit = async ({ editDate }: { editDate: Dayjs }) => {
    const day = editDate.format('YYYY-MM-DD');
    // All or nothing: a file someone else changed or took away stops the whole change.
    if ((await itemCheck.files(files)).length !== files.length) {
      onClose();
      return;
    }
    const sent = await send(() =>
      batch
        ? changeAll.mutateAsync({ fileIds: files.map((each) => each.fileId), editDate: day })
        : change.mutateAsync({ fileId: file.fileId, editDate: day }),
    );
    if (!sent) return;
    void message.success(
      batch ? t('expiry.batchDone', { count: files.length, date: day }) : t('expiry.done', { name: file.fileName, date: day }),
    );
    onDone?.();
    onClose();
  };

  const title = batch
    ? t('expiry.batchTitle', { count: files.length })
    : t(expired ? 'expiry.title' : 'expiry.changeTitle', { name: file.fileName });
  const hint = batch
    ? t('expiry.batchHint', { names: files.map((each) => each.fileName).join(', ') })
    : t(expired ? 'expiry.hint' : 'expiry.changeHint', { date: file.editDate ? dayjs(file.editDate).format('YYYY-MM-DD') : '--' });
  return (
    <Modal
      open
      title={title}
      okText={expired ? t('expiry.ok') : t('expiry.changeOk')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: change.isPending || changeAll.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      {failure && (
        <Alert
          type="error"
          showIcon
          title={t(expired ? 'expiry.failed' : 'expiry.changeFailed', { reason: failure })}
          style={{ marginBottom: 12 }}
        />
      )}
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
