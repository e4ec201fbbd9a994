import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { isPastDay } from '../rules';

/**
 * Asks for a new effective date (required, today or later) and runs `onSubmit` with it; a refusal stays in
 * the dialog with the chosen date.
 */
export function EffectiveDateDialog({
  open,
  title,
  description,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  description?: string;
  onSubmit: (day: Dayjs) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('recycle-bin');
  return (
    <FormDialog<{ editDate: Dayjs }>
      open={open}
      title={title}
      okText={t('overdue.dialog.ok')}
      onSubmit={({ editDate }) => onSubmit(editDate)}
      onClose={onClose}
    >
      {description && <p>{description}</p>}
      <Form.Item
        name="editDate"
        label={t('overdue.dialog.date')}
        extra={t('overdue.dialog.hint')}
        rules={[
          { required: true, message: t('overdue.dialog.required') },
          {
            validator: (_, value: Dayjs | undefined) =>
              value && isPastDay(value) ? Promise.reject(new Error(t('overdue.dialog.notPast'))) : Promise.resolve(),
          },
        ]}
      >
        <DatePicker disabledDate={(day) => isPastDay(day)} style={{ width: 220 }} />
      </Form.Item>
    </FormDialog>
  );
}
