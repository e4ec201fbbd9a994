import type { ReactNode } from 'react';
import { Button, Form, Space, type FormInstance } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './filter-bar.module.css';

/** What a screen's filter bar takes: the form holding what is typed, and what applies it. */
export interface FilterBarProps<V> {
  form: FormInstance<V>;
  onApply: (filters: V) => void;
}

/**
 * The filter row above a list: the screen's fields, Search (also Enter in any field) and Reset. What the
 * user typed stays in the fields whatever the list call answers; Reset clears them and applies the empty
 * filters.
 */
export function FilterBar<V extends object>({
  form,
  onApply,
  children,
  label,
  initialValues,
}: {
  form: FormInstance<V>;
  onApply: (values: V) => void;
  children: ReactNode;
  /** Accessible name of the search region. */
  label?: string;
  initialValues?: Partial<V>;
}) {
  const { t } = useTranslation('list');
  return (
    <Form<V>
      form={form}
      layout="inline"
      role="search"
      aria-label={label ?? t('filters.label')}
      initialValues={initialValues}
      onFinish={onApply}
      className={styles.bar}
      style={{ rowGap: 8, marginBottom: 12 }}
    >
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('filters.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onApply(form.getFieldsValue(true) as V);
            }}
          >
            {t('filters.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
