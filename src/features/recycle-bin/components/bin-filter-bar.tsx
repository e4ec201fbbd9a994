import { DatePicker, Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { BIN_FILE_TYPES } from '../rules';
import type { BinFilters } from '../types';

/** Name (at least one character when given), file type, who voided and the date range of voiding. */
export function BinFilterBar({ form, onApply }: { form: FormInstance<BinFilters>; onApply: (filters: BinFilters) => void }) {
  const { t } = useTranslation('recycle-bin');
  return (
    <FilterBar<BinFilters> form={form} onApply={onApply} label={t('filters.label')}>
      <Form.Item
        name="fileName"
        label={t('filters.name')}
        rules={[
          {
            validator: (_, value: string | undefined) =>
              value && !value.trim() ? Promise.reject(new Error(t('common:table.searchMin'))) : Promise.resolve(),
          },
        ]}
      >
        <Input allowClear maxLength={100} placeholder={t('filters.nameHint')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="type" label={t('filters.type')}>
        <Select
          allowClear
          placeholder={t('list:filters.any')}
          style={{ width: 120 }}
          options={BIN_FILE_TYPES.map((type) => ({ value: type, label: `.${type}` }))}
        />
      </Form.Item>
      <Form.Item name="voidedBy" label={t('filters.voidedBy')}>
        <Input allowClear maxLength={50} placeholder={t('filters.voidedByHint')} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="range" label={t('filters.voidedOn')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('list:filters.from'), t('list:filters.to')]} />
      </Form.Item>
    </FilterBar>
  );
}
