import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Space, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { PreviewWatermark } from '@/components/preview-watermark/preview-watermark';
import { useDownload } from '../api/download-file';
import { useHousDelivery } from '../api/get-hous-delivery';
import { previewFailure } from '../preview-failure';
import type { SharedFile } from '../types';

/**
 * `/housDown?code=`: the shell-mould download page, open without a session (§9 whitelist). A supplier opens
 * the link it was sent, or types its download code, and downloads the drawings sent to it. The calls are
 * ASSUMED (see api/get-hous-delivery.ts).
 */
export default function HousDownPage() {
  const { t } = useTranslation('preview');
  const [params, setParams] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const [typed, setTyped] = useState(code);
  const delivery = useHousDelivery(code);
  const download = useDownload();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  const open = () => {
    const next = typed.trim();
    if (next) setParams({ code: next });
  };
  const fetchFile = (file: SharedFile) => {
    setDownloadingId(file.fileId);
    download.mutate({ kind: 'delivery', code, fileId: file.fileId, fileName: file.fileName }, { onSettled: () => setDownloadingId(null) });
  };
  const failure = delivery.isError ? previewFailure(delivery.error, t) : null;

  return (
    <main style={{ maxWidth: 880, margin: '48px auto', padding: '0 16px' }}>
      {/* The recipient is the delivery's supplier once the code is known; until then "shared link" and the time. */}
      <PreviewWatermark recipient={delivery.data?.supplier} shared>
        <Card>
          <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
            {t('hous.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('hous.intro')}</Typography.Paragraph>
          <Form layout="inline" onFinish={open} style={{ marginBottom: 16 }}>
            <Form.Item label={t('hous.code')} style={{ flex: 1 }}>
              <Input
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                aria-label={t('hous.code')}
                allowClear
                autoComplete="off"
              />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" disabled={!typed.trim()} loading={delivery.isFetching}>
                {t('hous.open')}
              </Button>
            </Form.Item>
          </Form>
          {failure ? (
            <Alert
              type="error"
              showIcon
              title={failure.title}
              description={failure.detail}
              action={
                <Button size="small" onClick={() => void delivery.refetch()}>
                  {t('common:actions.retry')}
                </Button>
              }
            />
          ) : null}
          {delivery.data ? (
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              <Descriptions size="small" column={2} bordered>
                <Descriptions.Item label={t('hous.delivery')}>{delivery.data.title}</Descriptions.Item>
                <Descriptions.Item label={t('hous.supplier')}>{delivery.data.supplier}</Descriptions.Item>
                <Descriptions.Item label={t('hous.sender')}>{delivery.data.sender}</Descriptions.Item>
                <Descriptions.Item label={t('hous.expires')}>
                  {dayjs(delivery.data.expireTime).format('YYYY-MM-DD HH:mm')}
                </Descriptions.Item>
              </Descriptions>
              <Table<SharedFile>
                rowKey="fileId"
                pagination={false}
                dataSource={delivery.data.files}
                columns={[
                  { title: t('hous.fileName'), dataIndex: 'fileName' },
                  { title: t('hous.fileSize'), dataIndex: 'fileSize', width: 120 },
                  {
                    title: t('common:table.actions'),
                    key: 'download',
                    width: 140,
                    render: (_, file) => (
                      <Button
                        icon={<DownloadOutlined />}
                        loading={downloadingId === file.fileId}
                        aria-label={t('downloadFile', { name: file.fileName })}
                        onClick={() => fetchFile(file)}
                      >
                        {t('download')}
                      </Button>
                    ),
                  },
                ]}
              />
            </Space>
          ) : null}
        </Card>
      </PreviewWatermark>
    </main>
  );
}
