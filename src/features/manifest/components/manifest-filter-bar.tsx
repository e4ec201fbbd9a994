import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterBarProps } from '@/components/filter-bar/filter-bar';
import { ChoiceFilter, TextFilter } from '@/components/filter-bar/filter-fields';
import { currentLanguage } from '@/lib/i18n';
import { useFileParams } from '@/entities/file-params/get-file-params';
import type { FileParam, ManifestFilters } from '../types';

/** Files carry the English names of departments and categories: the filter sends those, shows the user's language. */
const paramOptions = (params: FileParam[] | undefined) =>
  (params ?? []).map((param) => ({
    value: param.paramNameEn ?? param.paramName,
    label: currentLanguage() === 'zh' ? param.paramName : (param.paramNameEn ?? param.paramName),
  }));

/** File name, document number, leading department, category and status of the manifest. */
export function ManifestFilterBar(props: FilterBarProps<ManifestFilters>) {
  const { t } = useTranslation('manifest');
  const departments = useFileParams('department');
  const categories = useFileParams('category');
  return (
    <FilterBar<ManifestFilters> {...props}>
      <TextFilter name="fileName" label={t('filters.fileName')} maxLength={100} width={180} />
      <TextFilter name="documentNumber" label={t('filters.documentNumber')} maxLength={50} width={140} />
      <ChoiceFilter
        name="leadingDepartment"
        label={t('filters.department')}
        width={170}
        searchable
        loading={departments.isPending}
        options={paramOptions(departments.data)}
      />
      <ChoiceFilter
        name="documentCategory"
        label={t('filters.category')}
        width={150}
        searchable
        loading={categories.isPending}
        options={paramOptions(categories.data)}
      />
      <ChoiceFilter
        name="status"
        label={t('filters.status')}
        width={120}
        options={(['normal', 'expired'] as const).map((value) => ({ value, label: t(`status.${value}`) }))}
      />
    </FilterBar>
  );
}
