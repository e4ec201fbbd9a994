import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** The toolbar's label filter: narrows the folder's rows to the files under the chosen label. */
export function LabelFilter({
  labels,
  value,
  onChange,
  loading,
}: {
  labels: string[];
  value: string | null;
  onChange: (label: string | null) => void;
  loading?: boolean;
}) {
  const { t } = useTranslation('transfer');
  return (
    <Select<string>
      aria-label={t('filter.label')}
      placeholder={t('filter.placeholder')}
      allowClear
      showSearch
      loading={loading}
      style={{ minWidth: 180 }}
      value={value ?? undefined}
      onChange={(label) => onChange(label ?? null)}
      options={labels.map((label) => ({ value: label, label }))}
      notFoundContent={t('filter.none')}
    />
  );
}
