import { DatePicker, Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { MOULD_STATUSES, type MouldOutgoingFilters } from '../types';

/** Mould, supplier, status and date sent out. */
export function MouldOutgoingFilterBar({ form, onApply }: { form: FormInstance<MouldOutgoingFilters>; onApply: (filters: MouldOutgoingFilters) => void }) {
  const { t } = useTranslation('outgoing');
  return (
    <FilterBar<MouldOutgoingFilters> form={form} onApply={onApply}>
      <Form.Item name="mouldNumber" label={t('mould.filters.mould')}>
        <Input allowClear maxLength={50} placeholder={t('mould.filters.mouldHint')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="supplier" label={t('mould.filters.supplier')}>
        <Input allowClear maxLength={100} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="status" label={t('mould.filters.status')}>
        <Select
          allowClear
          placeholder={t('list:filters.any')}
          style={{ width: 120 }}
          options={MOULD_STATUSES.map((status) => ({ value: status, label: t(`mould.statuses.${status}`) }))}
        />
      </Form.Item>
      <Form.Item name="range" label={t('mould.filters.date')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('list:filters.from'), t('list:filters.to')]} />
      </Form.Item>
    </FilterBar>
  );
}
