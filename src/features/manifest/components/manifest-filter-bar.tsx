import { Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/filter-bar/filter-bar';
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
export function ManifestFilterBar({ form, onApply }: { form: FormInstance<ManifestFilters>; onApply: (filters: ManifestFilters) => void }) {
  const { t } = useTranslation('manifest');
  const departments = useFileParams('department');
  const categories = useFileParams('category');
  return (
    <FilterBar<ManifestFilters> form={form} onApply={onApply}>
      <Form.Item name="fileName" label={t('filters.fileName')}>
        <Input allowClear maxLength={100} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="documentNumber" label={t('filters.documentNumber')}>
        <Input allowClear maxLength={50} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="leadingDepartment" label={t('filters.department')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('list:filters.any')}
          style={{ width: 170 }}
          loading={departments.isPending}
          options={paramOptions(departments.data)}
        />
      </Form.Item>
      <Form.Item name="documentCategory" label={t('filters.category')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('list:filters.any')}
          style={{ width: 150 }}
          loading={categories.isPending}
          options={paramOptions(categories.data)}
        />
      </Form.Item>
      <Form.Item name="status" label={t('filters.status')}>
        <Select
          allowClear
          placeholder={t('list:filters.any')}
          style={{ width: 120 }}
          options={[
            { value: 'normal', label: t('status.normal') },
            { value: 'expired', label: t('status.expired') },
          ]}
        />
      </Form.Item>
    </FilterBar>
  );
}
