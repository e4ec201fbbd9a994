import { DatePicker, Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { FILE_KINDS } from '@/lib/file-kinds';
import type { BinFilters } from '../types';

/**
 * Name (at least one character when given), kind of file (documents, images, video, archives, other: every
 * type falls in one, whatever was uploaded), who voided and the date range of voiding.
 */
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
      <Form.Item name="kind" label={t('filters.type')}>
        <Select
          allowClear
          placeholder={t('list:filters.any')}
          style={{ width: 140 }}
          options={FILE_KINDS.map((kind) => ({ value: kind, label: t(`filters.kinds.${kind}`) }))}
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
