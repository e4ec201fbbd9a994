import { useState } from 'react';
import { Button, Card, Popconfirm, Space, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { CommonTable } from '@/components/common-table/common-table';
import { listTableProps } from '@/components/common-table/list-table-props';
import { notify } from '@/lib/notify';
import { formatDateTime } from '@/lib/list-query';
import { useListState } from '@/lib/use-list-state';
import { DangerContrast } from '@/components/danger-contrast';
import { useDeletePlmReceiver } from '../api/delete-plm-receiver';
import { usePlmReceivers } from '../api/get-plm-receivers';
import { ReceiverDialog } from '../components/receiver-dialog';
import { toPlmPageQuery } from '../receiver-rules';
import type { PlmReceiver } from '../types';

/** PLM mail receivers (/plmReceiver): search, paging, sorting; add, edit and remove (asks first). */
export default function PlmReceiverPage() {
  const { t } = useTranslation('plm');
  const list = useListState<{ keyword: string }>({ keyword: '' });
  const [dialog, setDialog] = useState<{ open: boolean; receiver: PlmReceiver | null }>({ open: false, receiver: null });
  const listQuery = usePlmReceivers(toPlmPageQuery(list.filters.keyword, list.page, list.pageSize, list.sort));
  const remove = useDeletePlmReceiver();

  const confirmRemove = async (receiver: PlmReceiver) => {
    try {
      await remove.mutateAsync(receiver.id);
      notify.success(t('removed', { name: receiver.receiverName }));
    } catch {
      // The client has shown why; the row stays.
    }
  };

  const columns: ColumnsType<PlmReceiver> = [
    { key: 'receiverName', dataIndex: 'receiverName', title: t('fields.name'), sorter: true, rowScope: 'row' },
    { key: 'email', dataIndex: 'email', title: t('fields.email'), sorter: true },
    { key: 'department', dataIndex: 'department', title: t('fields.department'), sorter: true },
    { key: 'remark', dataIndex: 'remark', title: t('fields.remark') },
    {
      key: 'updateTime',
      dataIndex: 'updateTime',
      title: t('fields.updated'),
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
    { key: 'updatedBy', dataIndex: 'updatedBy', title: t('fields.updatedBy') },
  ];

  return (
    <DangerContrast>
      <Card
        title={
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('routes:plmReceiver')}
          </Typography.Title>
        }
      >
        <CommonTable<PlmReceiver>
          label={t('table')}
          rowKey="id"
          columns={columns}
          {...listTableProps(list, listQuery)}
          showIndex
          search={{ value: list.filters.keyword, placeholder: t('search'), onSearch: (keyword) => list.applyFilters({ keyword }) }}
          onAdd={{ label: t('add'), onClick: () => setDialog({ open: true, receiver: null }) }}
          rowActions={(row) => (
            <Space size="small">
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={t('editOne', { name: row.receiverName })}
                onClick={() => setDialog({ open: true, receiver: row })}
              >
                {t('common:actions.edit')}
              </Button>
              <Popconfirm
                title={t('removeTitle')}
                description={t('removeConfirm', { name: row.receiverName, email: row.email })}
                okText={t('remove')}
                okButtonProps={{ danger: true }}
                cancelText={t('common:actions.cancel')}
                onConfirm={() => confirmRemove(row)}
              >
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('removeOne', { name: row.receiverName })}>
                  {t('remove')}
                </Button>
              </Popconfirm>
            </Space>
          )}
        />
        <ReceiverDialog open={dialog.open} receiver={dialog.receiver} onClose={() => setDialog({ open: false, receiver: null })} />
      </Card>
    </DangerContrast>
  );
}
