import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterBarProps } from '@/components/filter-bar/filter-bar';
import { ChoiceFilter, DateRangeFilter, TextFilter } from '@/components/filter-bar/filter-fields';
import { CHANNELS, type DataOutgoingFilters } from '../types';

/** File, receiving company, sender, channel and date sent. */
export function DataOutgoingFilterBar(props: FilterBarProps<DataOutgoingFilters>) {
  const { t } = useTranslation('outgoing');
  return (
    <FilterBar<DataOutgoingFilters> {...props}>
      <TextFilter name="fileName" label={t('data.filters.file')} maxLength={100} width={200} placeholder={t('data.filters.fileHint')} />
      <TextFilter name="receiverCompany" label={t('data.filters.company')} maxLength={100} width={160} />
      <TextFilter name="sender" label={t('data.filters.sender')} maxLength={50} width={130} />
      <ChoiceFilter
        name="channel"
        label={t('data.filters.channel')}
        width={140}
        options={CHANNELS.map((channel) => ({ value: channel, label: t(`data.channels.${channel}`) }))}
      />
      <DateRangeFilter name="range" label={t('data.filters.date')} />
    </FilterBar>
  );
}
