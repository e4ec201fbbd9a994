import { useRef, useState } from 'react';
import { Button, DatePicker, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/use-confirm';
import { isApiError } from '@/lib/api/api-error';
import { formatBytes, refusalValues } from '@/lib/upload/upload-rules';
import { revealBidi } from '@/lib/names';
import { newVersionNameCheckQueryOptions } from '../api/upload-check-name';
import { errorText } from '../../shared/errors';
import type { FileRow } from '../../shared/types';
import { newVersionRefusal } from '../upload-plan';

export interface NewVersionChoice {
  file: File;
  /** 'YYYY-MM-DD'; absent: the file keeps its effective date. */
  editDate?: string;
  remark?: string;
}

interface FormValues {
  editDate?: Dayjs;
  remark?: string;
}

/**
 * "Upload new version" of a file: one file of the same type, checked before sending (size rules at once,
 * then files/checkFileName/upd); optionally a new effective date and what changed. A failed check keeps
 * the chosen file and the fields.
 */
export function NewVersionDialog({
  target,
  onCancel,
  onSubmit,
}: {
  target: FileRow;
  onCancel: () => void;
  onSubmit: (choice: NewVersionChoice) => void;
}) {
  const { t } = useTranslation('upload');
  const [file, setFile] = useState<File | null>(null);
  const [form] = Form.useForm<FormValues>();
  const input = useRef<HTMLInputElement>(null);
  const confirm = useConfirm();

  const refusal = file ? newVersionRefusal(file, target.fileType) : null;
  const check = useQuery({
    ...newVersionNameCheckQueryOptions({
      fileId: target.fileId,
      dirId: target.dirId,
      fileName: file?.name ?? '',
      totalSize: file?.size ?? 0,
    }),
    enabled: Boolean(file) && !refusal,
    retry: false,
  });
  const serverRefusal = check.isError && isApiError(check.error) && check.error.kind === 'business' ? errorText(check.error, t) : null;
  const sendable = Boolean(file) && !refusal && !serverRefusal;
  const currentDate = target.editDate && dayjs(target.editDate).isValid() ? dayjs(target.editDate).format('YYYY-MM-DD') : '--';

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !file || !sendable) return;
    const editDate = values.editDate?.format('YYYY-MM-DD');
    const send = () => onSubmit({ file, editDate, remark: values.remark?.trim() || undefined });
    // A date already past expires the file at once: said, and asked, before anything is sent.
    if (values.editDate?.isBefore(dayjs(), 'day')) {
      void confirm({
        title: t('dialog.pastDateTitle', { date: editDate }),
        content: t('version.pastDate'),
        okText: t('dialog.pastDateOk'),
        onConfirm: async () => send(),
      });
      return;
    }
    send();
  };

  return (
    <Modal
      open
      title={t('version.title', { name: target.fileName })}
      okText={t('version.ok')}
      okButtonProps={{ disabled: !sendable }}
      cancelText={t('common:actions.cancel')}
      onOk={() => void submit()}
      onCancel={onCancel}
      mask={{ closable: false }}
    >
      <Typography.Paragraph>{t('version.current', { revision: target.revision })}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('version.sameType', { type: target.fileType })}</Typography.Paragraph>
      <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }}>
        <input
          ref={input}
          type="file"
          accept={target.fileType}
          aria-label={t('version.choose')}
          style={{ display: 'none' }}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) setFile(chosen);
            event.target.value = '';
          }}
        />
        <Button icon={<PaperClipOutlined />} onClick={() => input.current?.click()}>
          {t('version.choose')}
        </Button>
        {file && (
          <Space wrap aria-label={file.name} role="group">
            <Typography.Text>{revealBidi(file.name)}</Typography.Text>
            <Typography.Text type="secondary">{formatBytes(file.size)}</Typography.Text>
            {refusal && <Typography.Text type="danger">{t(refusal, refusalValues(file))}</Typography.Text>}
            {!refusal && serverRefusal && <Typography.Text type="danger">{serverRefusal}</Typography.Text>}
            {!refusal && check.isPending && <Tag>{t('dialog.checking')}</Tag>}
            {!refusal && check.isSuccess && <Tag color="green">{t('dialog.ready')}</Tag>}
            {!refusal && check.isError && !serverRefusal && (
              <Space size={4}>
                <Typography.Text type="warning">{t('dialog.checkFailed', { reason: errorText(check.error, t) })}</Typography.Text>
                <Button size="small" type="link" onClick={() => void check.refetch()}>
                  {t('dialog.recheck')}
                </Button>
              </Space>
            )}
          </Space>
        )}
      </Space>
      <Form<FormValues> form={form} layout="vertical" name="new-version">
        <Form.Item name="editDate" label={t('version.editDate')} extra={t('version.editDateHint', { date: currentDate })}>
          <DatePicker format="YYYY-MM-DD" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="remark" label={t('version.remark')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
