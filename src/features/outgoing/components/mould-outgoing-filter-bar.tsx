import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterBarProps } from '@/components/filter-bar/filter-bar';
import { ChoiceFilter, DateRangeFilter, TextFilter } from '@/components/filter-bar/filter-fields';
import { MOULD_STATUSES, type MouldOutgoingFilters } from '../types';

/** Mould, supplier, status and date sent out. */
export function MouldOutgoingFilterBar(props: FilterBarProps<MouldOutgoingFilters>) {
  const { t } = useTranslation('outgoing');
  return (
    <FilterBar<MouldOutgoingFilters> {...props}>
      <TextFilter
        name="mouldNumber"
        label={t('mould.filters.mould')}
        maxLength={50}
        width={200}
        placeholder={t('mould.filters.mouldHint')}
      />
      <TextFilter name="supplier" label={t('mould.filters.supplier')} maxLength={100} width={160} />
      <ChoiceFilter
        name="status"
        label={t('mould.filters.status')}
        width={120}
        options={MOULD_STATUSES.map((status) => ({ value: status, label: t(`mould.statuses.${status}`) }))}
      />
      <DateRangeFilter name="range" label={t('mould.filters.date')} />
    </FilterBar>
  );
}
