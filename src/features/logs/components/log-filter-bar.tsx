import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterBarProps } from '@/components/filter-bar/filter-bar';
import { ChoiceFilter, DateRangeFilter, TextFilter } from '@/components/filter-bar/filter-fields';
import { OPERATIONS, type LogFilters } from '../types';

/** User, action, file and date range of the operation log. */
export function LogFilterBar(props: FilterBarProps<LogFilters>) {
  const { t } = useTranslation('logs');
  return (
    <FilterBar<LogFilters> {...props}>
      <TextFilter name="operator" label={t('filters.user')} maxLength={50} width={160} placeholder={t('filters.userHint')} />
      <ChoiceFilter
        name="operation"
        label={t('filters.action')}
        width={180}
        options={OPERATIONS.map((operation) => ({ value: operation, label: t(`operations.${operation}`) }))}
      />
      <TextFilter name="fileName" label={t('filters.file')} maxLength={100} width={200} placeholder={t('filters.fileHint')} />
      <DateRangeFilter name="range" label={t('filters.date')} />
    </FilterBar>
  );
}
