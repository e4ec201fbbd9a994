import { DatePicker, Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { CHANNELS, type DataOutgoingFilters } from '../types';

/** File, receiving company, sender, channel and date sent. */
export function DataOutgoingFilterBar({ form, onApply }: { form: FormInstance<DataOutgoingFilters>; onApply: (filters: DataOutgoingFilters) => void }) {
  const { t } = useTranslation('outgoing');
  return (
    <FilterBar<DataOutgoingFilters> form={form} onApply={onApply}>
      <Form.Item name="fileName" label={t('data.filters.file')}>
        <Input allowClear maxLength={100} placeholder={t('data.filters.fileHint')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="receiverCompany" label={t('data.filters.company')}>
        <Input allowClear maxLength={100} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="sender" label={t('data.filters.sender')}>
        <Input allowClear maxLength={50} style={{ width: 130 }} />
      </Form.Item>
      <Form.Item name="channel" label={t('data.filters.channel')}>
        <Select
          allowClear
          placeholder={t('list:filters.any')}
          style={{ width: 140 }}
          options={CHANNELS.map((channel) => ({ value: channel, label: t(`data.channels.${channel}`) }))}
        />
      </Form.Item>
      <Form.Item name="range" label={t('data.filters.date')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('list:filters.from'), t('list:filters.to')]} />
      </Form.Item>
    </FilterBar>
  );
}
