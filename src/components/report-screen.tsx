import type { ReactNode } from 'react';
import { Card, Space, Typography } from 'antd';
import { CommonTable, type CommonTableProps } from '@/components/common-table/common-table';
import { listTableProps, type ListPaging, type PageQuery } from '@/components/common-table/list-table-props';
import { ExportButton, type ExportButtonProps } from '@/components/export-button/export-button';

type OwnTableProps<T extends object> = Omit<CommonTableProps<T>, keyof ReturnType<typeof listTableProps<T>> | 'showIndex'>;

/**
 * A report screen (logs, manifests, received documents): a card titled with the screen's name, its filter
 * bar, and the numbered, paged and sorted table of what the filters find, with an Excel export first in its
 * toolbar when the report has one. The screen gives its columns and anything else of its own.
 */
export function ReportScreen<T extends object>({
  title,
  filterBar,
  list,
  query,
  exportFile,
  toolbar,
  children,
  ...table
}: OwnTableProps<T> & {
  title: string;
  filterBar: ReactNode;
  list: ListPaging;
  query: PageQuery<T>;
  exportFile?: ExportButtonProps;
  /** Dialogs and the like, after the table. */
  children?: ReactNode;
}) {
  const exportButton = exportFile && <ExportButton {...exportFile} />;
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
    >
      {filterBar}
      <CommonTable<T>
        {...table}
        {...listTableProps(list, query)}
        showIndex
        toolbar={
          exportButton && toolbar ? (
            <Space wrap>
              {exportButton}
              {toolbar}
            </Space>
          ) : (
            (exportButton ?? toolbar)
          )
        }
      />
      {children}
    </Card>
  );
}
