/**
 * The fields of a filter row (see FilterBar): a text, a choice among options, a date range. Each takes the
 * field's name in the filters and its visible label; the widths keep a row of them on one line where it fits.
 */
import { DatePicker, Form, Input, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';

interface FieldProps {
  name: string;
  label: string;
}

/** Free text, cleared with its own button. */
export function TextFilter({
  name,
  label,
  maxLength,
  width,
  placeholder,
  rules,
}: FieldProps & { maxLength: number; width: number; placeholder?: string; rules?: FormRule[] }) {
  return (
    <Form.Item name={name} label={label} rules={rules}>
      <Input allowClear maxLength={maxLength} placeholder={placeholder} style={{ width }} />
    </Form.Item>
  );
}

/** One of a list of options, or any (cleared); `searchable` lets the user type to narrow a long list. */
export function ChoiceFilter({
  name,
  label,
  width,
  options,
  loading,
  searchable,
}: FieldProps & { width: number; options: { value: string; label: string }[]; loading?: boolean; searchable?: boolean }) {
  const { t } = useTranslation('list');
  return (
    <Form.Item name={name} label={label}>
      <Select
        allowClear
        showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
        placeholder={t('filters.any')}
        style={{ width }}
        loading={loading}
        options={options}
      />
    </Form.Item>
  );
}

/** From one day to another; either end may stay open. */
export function DateRangeFilter({ name, label }: FieldProps) {
  const { t } = useTranslation('list');
  return (
    <Form.Item name={name} label={label}>
      <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('filters.from'), t('filters.to')]} />
    </Form.Item>
  );
}
