import { useState } from 'react';
import { Alert, Button, Modal, Space, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { formatBytes, refusalFor, refusalValues, type UploadRefusal } from '@/lib/upload/upload-rules';
import { useImportSystemFiles, type ImportRefusal } from '../api/import-system-files';
import { downloadImportTemplate } from '../import-template';

const ACCEPT = '.xlsx,.xls';

/** Why this workbook may not be sent (spec §5, §8: Excel only, not empty, at most 5M), or null. */
export function importFileRefusal(file: { name: string; size: number }): UploadRefusal | null {
  return refusalFor(file, 'excel') ?? refusalFor(file, 'simple');
}

/**
 * Import system file metadata from a workbook: choose an .xlsx / .xls (checked before anything is sent),
 * send it, and read what was updated and which rows were refused and why. A failure keeps the chosen file.
 */
export function SystemFileImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('manifest');
  const importFiles = useImportSystemFiles();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<UploadRefusal | null>(null);
  const [templateBusy, setTemplateBusy] = useState(false);

  const close = () => {
    setFile(null);
    setRefusal(null);
    importFiles.reset();
    onClose();
  };

  const choose = (chosen: File) => {
    importFiles.reset();
    setFile(chosen);
    setRefusal(importFileRefusal(chosen));
    return false;
  };

  const send = () => {
    if (file && !refusal) importFiles.mutate(file);
  };

  const template = async () => {
    setTemplateBusy(true);
    try {
      const zh = i18n.language.startsWith('zh');
      await downloadImportTemplate(zh, t('import.templateFileName'));
    } catch {
      notify.error(t('import.templateFailed'));
    } finally {
      setTemplateBusy(false);
    }
  };

  const result = importFiles.data;
  const columns = [
    { key: 'row', dataIndex: 'row', title: t('import.refusedColumns.row'), width: 80 },
    { key: 'documentNumber', dataIndex: 'documentNumber', title: t('import.refusedColumns.documentNumber'), width: 160 },
    { key: 'reason', dataIndex: 'reason', title: t('import.refusedColumns.reason') },
  ];

  return (
    <Modal
      open={open}
      title={t('import.title')}
      width={640}
      onCancel={close}
      destroyOnHidden
      mask={{ closable: false }}
      footer={
        <Space>
          <Button onClick={close}>{result ? t('import.close') : t('common:actions.cancel')}</Button>
          <Button type="primary" icon={<UploadOutlined />} onClick={send} disabled={!file || !!refusal} loading={importFiles.isPending}>
            {t('import.submit')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('import.hint')}</Typography.Paragraph>
        <Button type="link" icon={<DownloadOutlined />} loading={templateBusy} onClick={() => void template()} style={{ padding: 0 }}>
          {t('import.template')}
        </Button>
        <Upload accept={ACCEPT} beforeUpload={choose} showUploadList={false} maxCount={1} disabled={importFiles.isPending}>
          <Button icon={<FileExcelOutlined />}>{t(file ? 'import.chooseAnother' : 'import.choose')}</Button>
        </Upload>
        {file && <Typography.Text>{t('import.chosen', { name: file.name, size: formatBytes(file.size) })}</Typography.Text>}
        {refusal && file && <Alert type="error" showIcon role="alert" title={t(refusal, refusalValues(file))} />}
        {importFiles.error && <Alert type="error" showIcon role="alert" title={importFiles.error.message || t('common:errors.unknown')} />}
        {result && (
          <>
            <Alert
              type={result.refused.length ? 'warning' : 'success'}
              showIcon
              role="status"
              title={t('import.updated', { count: result.updated })}
              description={result.refused.length ? t('import.refusedCount', { count: result.refused.length }) : undefined}
            />
            {result.refused.length > 0 && (
              <Table<ImportRefusal>
                aria-label={t('import.refusedTable')}
                size="small"
                rowKey="row"
                columns={columns}
                dataSource={result.refused}
                pagination={result.refused.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
              />
            )}
          </>
        )}
      </Space>
    </Modal>
  );
}
