import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterBarProps } from '@/components/filter-bar/filter-bar';
import { ChoiceFilter, DateRangeFilter, TextFilter } from '@/components/filter-bar/filter-fields';
import { FILE_KINDS } from '@/lib/file-kinds';
import type { BinFilters } from '../types';

/**
 * Name (at least one character when given), kind of file (documents, images, video, archives, other: every
 * type falls in one, whatever was uploaded), who voided and the date range of voiding.
 */
export function BinFilterBar(props: FilterBarProps<BinFilters>) {
  const { t } = useTranslation('recycle-bin');
  const notBlank = {
    validator: (_: unknown, value: string | undefined) =>
      value && !value.trim() ? Promise.reject(new Error(t('common:table.searchMin'))) : Promise.resolve(),
  };
  return (
    <FilterBar<BinFilters> {...props} label={t('filters.label')}>
      <TextFilter
        name="fileName"
        label={t('filters.name')}
        maxLength={100}
        width={200}
        placeholder={t('filters.nameHint')}
        rules={[notBlank]}
      />
      <ChoiceFilter
        name="kind"
        label={t('filters.type')}
        width={140}
        options={FILE_KINDS.map((kind) => ({ value: kind, label: t(`filters.kinds.${kind}`) }))}
      />
      <TextFilter name="voidedBy" label={t('filters.voidedBy')} maxLength={50} width={160} placeholder={t('filters.voidedByHint')} />
      <DateRangeFilter name="range" label={t('filters.voidedOn')} />
    </FilterBar>
  );
}
