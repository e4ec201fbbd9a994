import { useMemo, useState, type Key } from 'react';
import { Button, Card, Typography } from 'antd';
import { CalendarOutlined, HistoryOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CommonTable } from '@/components/common-table/common-table';
import { listTableProps } from '@/components/common-table/list-table-props';
import { StatusTag } from '@/components/status-tag';
import { formatDate } from '@/lib/list-query';
import { notify } from '@/lib/notify';
import { useListState } from '@/lib/use-list-state';
import { useChangeEditDate } from '@/entities/files/change-edit-date';
import { useOverdueSystemFiles } from '@/entities/files/get-overdue-system-files';
import { useSetEffectiveDates } from '@/entities/files/set-effective-dates';
import { useItemCheck } from '@/entities/files/use-item-check';
import { revealBidi } from '@/lib/names';
import type { OverdueFile } from '../types';
import { canChangeEffectiveDate, effectiveDateParam, toOverduePageQuery } from '../rules';
import { EffectiveDateDialog } from '../components/effective-date-dialog';
import { fileNameColumn } from '../components/file-name-column';

type DialogState = { kind: 'batch'; files: OverdueFile[] } | { kind: 'one'; file: OverdueFile } | null;

/**
 * Overdue system files (/sysOvFileList): system files whose effective date has passed, with search, paging
 * and sorting; a new effective date for the selected files at once, or for one file (restore to normal).
 * Files where the user may not change the date (file level 50 or directory level 5) cannot be selected.
 */
export default function OverdueFilesPage() {
  const { t } = useTranslation('recycle-bin');
  const list = useListState<{ fileName: string }>({ fileName: '' });
  const overdue = useOverdueSystemFiles(toOverduePageQuery(list.filters.fileName, list.page, list.pageSize, list.sort));
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const [dialog, setDialog] = useState<DialogState>(null);
  const setDates = useSetEffectiveDates();
  const changeOne = useChangeEditDate();
  const itemCheck = useItemCheck();

  const rows = overdue.data?.records;
  const selectedRows = useMemo(
    () => (rows ?? []).filter((row) => selectedKeys.includes(row.fileId) && canChangeEffectiveDate(row)),
    [rows, selectedKeys],
  );

  const submit = async (day: Dayjs) => {
    if (!dialog) return;
    // All or nothing: a file taken away, or a change the user declines, stops the whole change.
    const chosen = dialog.kind === 'batch' ? dialog.files : [dialog.file];
    if ((await itemCheck.files(chosen)).length !== chosen.length) return;
    const editDate = effectiveDateParam(day);
    if (dialog.kind === 'batch') {
      const ids = dialog.files.map((file) => file.fileId);
      await setDates.mutateAsync({ fileIds: ids, editDate });
      notify.success(t('overdue.datesSet', { count: ids.length, date: day.format('YYYY-MM-DD') }));
      setSelectedKeys((keys) => keys.filter((key) => !ids.includes(String(key))));
    } else {
      await changeOne.mutateAsync({ fileId: dialog.file.fileId, editDate });
      notify.success(t('overdue.restored', { name: dialog.file.fileName, date: day.format('YYYY-MM-DD') }));
      setSelectedKeys((keys) => keys.filter((key) => key !== dialog.file.fileId));
    }
  };

  const columns: ColumnsType<OverdueFile> = [
    fileNameColumn<OverdueFile>(t('columns.name')),
    { key: 'documentNumber', dataIndex: 'documentNumber', title: t('columns.documentNumber') },
    { key: 'revision', dataIndex: 'revision', title: t('columns.revision') },
    { key: 'dirName', dataIndex: 'dirName', title: t('columns.folder') },
    { key: 'leadingDepartment', dataIndex: 'leadingDepartment', title: t('columns.department') },
    { key: 'editDate', dataIndex: 'editDate', title: t('columns.editDate'), sorter: true, render: (value: string) => formatDate(value) },
    {
      key: 'overdue',
      title: t('columns.overdue'),
      render: (_: unknown, row) => (
        <StatusTag tone="volcano">{t('overdue.days', { count: Math.max(0, dayjs().diff(dayjs(row.editDate), 'day')) })}</StatusTag>
      ),
    },
  ];

  const namesOf = (files: OverdueFile[]) => {
    const names = files
      .slice(0, 5)
      .map((file) => revealBidi(file.fileName))
      .join(', ');
    return files.length > 5 ? `${names} ${t('andMore', { count: files.length - 5 })}` : names;
  };

  const dialogTitle =
    dialog?.kind === 'batch'
      ? t('overdue.dialog.batchTitle', { count: dialog.files.length })
      : dialog
        ? t('overdue.dialog.oneTitle', { name: dialog.file.fileName })
        : '';

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('routes:sysOvFileList')}
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">{t('overdue.intro')}</Typography.Paragraph>
      <CommonTable<OverdueFile>
        label={t('overdue.table')}
        rowKey="fileId"
        columns={columns}
        {...listTableProps(list, overdue)}
        onPageChange={(page, size) => {
          setSelectedKeys([]);
          list.setPage(page, size);
        }}
        showIndex
        emptyText={t('overdue.empty')}
        search={{
          value: list.filters.fileName,
          placeholder: t('overdue.search'),
          onSearch: (fileName) => {
            setSelectedKeys([]);
            list.applyFilters({ fileName });
          },
        }}
        selection={{ selectedKeys, onChange: setSelectedKeys, isSelectable: canChangeEffectiveDate }}
        toolbar={
          <Button
            type="primary"
            icon={<CalendarOutlined />}
            disabled={selectedRows.length === 0}
            onClick={() => setDialog({ kind: 'batch', files: selectedRows })}
          >
            {t('overdue.setDate', { count: selectedRows.length })}
          </Button>
        }
        rowActions={(row) =>
          canChangeEffectiveDate(row) ? (
            <Button
              size="small"
              icon={<HistoryOutlined />}
              aria-label={t('overdue.restoreOne', { name: row.fileName })}
              onClick={() => setDialog({ kind: 'one', file: row })}
            >
              {t('overdue.restore')}
            </Button>
          ) : (
            <Typography.Text type="secondary">{t('noRights')}</Typography.Text>
          )
        }
      />
      <EffectiveDateDialog
        open={dialog !== null}
        title={dialogTitle}
        description={dialog?.kind === 'batch' ? namesOf(dialog.files) : undefined}
        onSubmit={submit}
        onClose={() => setDialog(null)}
      />
    </Card>
  );
}
