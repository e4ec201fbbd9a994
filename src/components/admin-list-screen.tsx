import type { ReactNode } from 'react';
import type { CustomTypeOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PrefixedKey } from '@/i18next';
import { AdminScreen } from '@/components/admin-screen';
import { CommonTable, type CommonTableProps } from '@/components/common-table/common-table';
import { listTableProps, type ListPaging, type PageQuery } from '@/components/common-table/list-table-props';
import { RowActions, type RowAction } from '@/components/icon-action/row-actions';

type Resources = CustomTypeOptions['resources'];

/**
 * A namespace that holds an administration list's texts under the names the screen reads: `tableLabel`
 * (the table's accessible name), `actions.add` (the add button), `searchPlaceholder` (where the list has a
 * search) and, if the screen has its own, `empty`. The typecheck refuses a namespace without them.
 */
export type AdminListNamespace = {
  [N in keyof Resources]: Resources[N] extends { tableLabel: string; searchPlaceholder: string; actions: { add: string } } ? N : never;
}[keyof Resources];

/** The list state the screen binds: paging and sort, and its filters (a `search` text among them is the search box's). */
export interface AdminList extends ListPaging {
  filters: object;
  applyFilters(filters: object): void;
}

/** What is fixed about an administration list: the namespace of its texts, the route it is the screen of, its rows' key. */
export interface AdminListConfig<T extends object> {
  ns: AdminListNamespace;
  /** The route whose name is the title. */
  route: keyof Resources['routes'];
  rowKey: CommonTableProps<T>['rowKey'];
}

type OwnTableProps<T extends object> = Omit<
  CommonTableProps<T>,
  keyof ReturnType<typeof listTableProps<T>> | 'showIndex' | 'label' | 'emptyText' | 'onAdd' | 'rowActions' | 'rowKey'
>;

/**
 * An administration list screen: the admin frame (the route's title, the server's check of the role, `extra`
 * beside the title), anything shown above the list (`banner`), the numbered, paged table bound to the
 * screen's list state and page query, then the screen's dialogs (`children`). Its texts come from the
 * namespace of its `config` (see AdminListNamespace); a `search` filter of the list is bound to the search box
 * unless the screen gives its own `search`. The screen gives what is its own: columns, toolbar, what the add
 * button does, the row actions.
 */
export function AdminListScreen<T extends object>({
  config: { ns, route, rowKey },
  extra,
  banner,
  list,
  query,
  onAdd,
  rowActions,
  search,
  children,
  ...table
}: OwnTableProps<T> & {
  config: AdminListConfig<T>;
  extra?: ReactNode;
  banner?: ReactNode;
  list: AdminList;
  query: PageQuery<T>;
  onAdd?: () => void;
  /** The row's operations as icon buttons; `false` leaves one out for this row. */
  rowActions?: (row: T) => (RowAction | false)[];
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const text = (key: string) => t(`${ns}:${key}` as PrefixedKey);
  const searchText = (list.filters as { search?: unknown }).search;
  const listSearch =
    typeof searchText === 'string'
      ? {
          value: searchText,
          placeholder: text('searchPlaceholder'),
          onSearch: (next: string) => list.applyFilters({ ...list.filters, search: next }),
        }
      : undefined;
  return (
    <AdminScreen title={t(`routes:${route}`)} extra={extra}>
      {banner}
      <CommonTable<T>
        {...table}
        {...listTableProps(list, query)}
        rowKey={rowKey}
        label={text('tableLabel')}
        emptyText={i18n.exists(`${ns}:empty`) ? text('empty') : undefined}
        search={search ?? listSearch}
        onAdd={onAdd && { label: text('actions.add'), onClick: onAdd }}
        rowActions={rowActions && ((row) => <RowActions actions={rowActions(row)} />)}
        showIndex
      />
      {children}
    </AdminScreen>
  );
}
