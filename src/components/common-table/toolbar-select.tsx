import { Select } from 'antd';

/**
 * A choice in a table's toolbar that narrows the list (a status, a department): its label is its placeholder
 * and accessible name; clearing it shows all again. `searchable` lets the user type to narrow a long list.
 */
export function ToolbarSelect<V extends string>({
  label,
  width,
  value,
  onChange,
  options,
  searchable,
}: {
  label: string;
  width: number;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  options: { value: V; label: string }[];
  searchable?: boolean;
}) {
  return (
    <Select<V>
      aria-label={label}
      placeholder={label}
      allowClear
      showSearch={searchable}
      optionFilterProp={searchable ? 'label' : undefined}
      style={{ width }}
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}
