import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SortField, SortOrder } from '../../shared/types';
import { SORT_FIELDS, type WorkspaceView } from '../../shared/url-state';

const DEFAULT = 'default';

/** Sorting where there are no column headers (the /disk cards): name, update time or effective date, either way. */
export function SortSelect({
  view,
  onChange,
}: {
  view: Pick<WorkspaceView, 'sort' | 'order'>;
  onChange: (sort: { sort: SortField | null; order: SortOrder }) => void;
}) {
  const { t } = useTranslation('workspace');
  const options = [
    { value: DEFAULT, label: t('sort.default') },
    ...SORT_FIELDS.flatMap((field) =>
      (['asc', 'desc'] as const).map((order) => ({
        value: `${field}.${order}`,
        label: t(`sort.${order}`, { column: t(`columns.${field}`) }),
      })),
    ),
  ];
  return (
    <Select
      aria-label={t('sort.label')}
      value={view.sort ? `${view.sort}.${view.order}` : DEFAULT}
      options={options}
      style={{ width: 210 }}
      onChange={(value: string) => {
        if (value === DEFAULT) onChange({ sort: null, order: 'asc' });
        else {
          const [sort, order] = value.split('.') as [SortField, SortOrder];
          onChange({ sort, order });
        }
      }}
    />
  );
}
