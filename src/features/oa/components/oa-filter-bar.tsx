import { DatePicker, Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import type { OaFilters } from '../types';

/** Sender, status, urgency and the date received. */
export function OaFilterBar({ form, onApply }: { form: FormInstance<OaFilters>; onApply: (filters: OaFilters) => void }) {
  const { t } = useTranslation('oa');
  return (
    <FilterBar<OaFilters> form={form} onApply={onApply}>
      <Form.Item name="sender" label={t('filters.sender')}>
        <Input allowClear maxLength={50} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="status" label={t('filters.status')}>
        <Select
          allowClear
          placeholder={t('list:filters.any')}
          style={{ width: 120 }}
          options={[
            { value: 'pending', label: t('status.pending') },
            { value: 'archived', label: t('status.archived') },
          ]}
        />
      </Form.Item>
      <Form.Item name="urgency" label={t('filters.urgency')}>
        <Select
          allowClear
          placeholder={t('list:filters.any')}
          style={{ width: 120 }}
          options={[
            { value: 'normal', label: t('urgency.normal') },
            { value: 'urgent', label: t('urgency.urgent') },
          ]}
        />
      </Form.Item>
      <Form.Item name="range" label={t('filters.received')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('list:filters.from'), t('list:filters.to')]} />
      </Form.Item>
    </FilterBar>
  );
}
