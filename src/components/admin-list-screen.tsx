import type { ReactNode } from 'react';
import { AdminScreen } from '@/components/admin-screen';
import { CommonTable, type CommonTableProps } from '@/components/common-table/common-table';
import { listTableProps, type ListPaging, type PageQuery } from '@/components/common-table/list-table-props';

type OwnTableProps<T extends object> = Omit<CommonTableProps<T>, keyof ReturnType<typeof listTableProps<T>> | 'showIndex'>;

/**
 * An administration list screen: the admin frame (title, the server's check of the role, `extra` beside the
 * title), anything shown above the list (`banner`), the numbered, paged table bound to the screen's list
 * state and page query, then the screen's dialogs (`children`). The screen gives what is its own: columns,
 * search, toolbar, add button, row actions.
 */
export function AdminListScreen<T extends object>({
  title,
  extra,
  banner,
  list,
  query,
  children,
  ...table
}: OwnTableProps<T> & {
  title: string;
  extra?: ReactNode;
  banner?: ReactNode;
  list: ListPaging;
  query: PageQuery<T>;
  children?: ReactNode;
}) {
  return (
    <AdminScreen title={title} extra={extra}>
      {banner}
      <CommonTable<T> {...table} {...listTableProps(list, query)} showIndex />
      {children}
    </AdminScreen>
  );
}
