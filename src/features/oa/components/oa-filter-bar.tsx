import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterBarProps } from '@/components/filter-bar/filter-bar';
import { ChoiceFilter, DateRangeFilter, TextFilter } from '@/components/filter-bar/filter-fields';
import type { OaFilters } from '../types';

/** Sender, status, urgency and the date received. */
export function OaFilterBar(props: FilterBarProps<OaFilters>) {
  const { t } = useTranslation('oa');
  return (
    <FilterBar<OaFilters> {...props}>
      <TextFilter name="sender" label={t('filters.sender')} maxLength={50} width={150} />
      <ChoiceFilter
        name="status"
        label={t('filters.status')}
        width={120}
        options={(['pending', 'archived'] as const).map((value) => ({ value, label: t(`status.${value}`) }))}
      />
      <ChoiceFilter
        name="urgency"
        label={t('filters.urgency')}
        width={120}
        options={(['normal', 'urgent'] as const).map((value) => ({ value, label: t(`urgency.${value}`) }))}
      />
      <DateRangeFilter name="range" label={t('filters.received')} />
    </FilterBar>
  );
}
