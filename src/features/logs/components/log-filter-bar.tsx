import { DatePicker, Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { OPERATIONS, type LogFilters } from '../types';

/** User, action, file and date range of the operation log. */
export function LogFilterBar({ form, onApply }: { form: FormInstance<LogFilters>; onApply: (filters: LogFilters) => void }) {
  const { t } = useTranslation('logs');
  return (
    <FilterBar<LogFilters> form={form} onApply={onApply}>
      <Form.Item name="operator" label={t('filters.user')}>
        <Input allowClear maxLength={50} placeholder={t('filters.userHint')} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="operation" label={t('filters.action')}>
        <Select
          allowClear
          placeholder={t('list:filters.any')}
          style={{ width: 180 }}
          options={OPERATIONS.map((operation) => ({ value: operation, label: t(`operations.${operation}`) }))}
        />
      </Form.Item>
      <Form.Item name="fileName" label={t('filters.file')}>
        <Input allowClear maxLength={100} placeholder={t('filters.fileHint')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="range" label={t('filters.date')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('list:filters.from'), t('list:filters.to')]} />
      </Form.Item>
    </FilterBar>
  );
}
