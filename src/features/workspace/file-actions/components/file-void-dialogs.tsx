import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/reason-dialog';
import { revealBidi } from '@/lib/names';
import styles from '../../shared/workspace.module.css';
import type { Failure, FileVoid } from '../use-file-void';

/** The dialogs of setting files invalid: the reason, then a batch's report of the files that failed. */
export function FileVoidDialogs({ fileVoid }: { fileVoid: FileVoid }) {
  const { t } = useTranslation('workspace');
  const { files, cancel, submit, failures, closeFailures } = fileVoid;
  // Mounted only while asking, so its texts do not sit hidden beside the folder dialog's.
  return (
    <>
      {files && (
        <ReasonDialog
          open
          danger
          title={files.length === 1 ? t('fileVoid.title', { name: files[0].fileName }) : t('fileVoid.batchTitle', { count: files.length })}
          description={t('fileVoid.warning')}
          okText={t('fileVoid.ok')}
          onCancel={cancel}
          onSubmit={(reason) => submit(files, reason)}
        />
      )}
      {failures && <BatchVoidReport failed={failures.failed} done={failures.done} onClose={closeFailures} />}
    </>
  );
}

function BatchVoidReport({ failed, done, onClose }: { failed: Failure[]; done: number; onClose: () => void }) {
  const { t } = useTranslation('workspace');
  return (
    <Modal
      open
      title={t('fileVoid.batchFailed', { count: failed.length })}
      onCancel={onClose}
      onOk={onClose}
      okText={t('common:actions.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Typography.Paragraph>{t('fileVoid.batchPartial', { done, failed: failed.length })}</Typography.Paragraph>
      <ul aria-label={t('fileVoid.failedList')} className={styles.failureList}>
        {failed.map(({ file, reason }) => (
          <li key={file.fileId}>
            <Typography.Text strong>{revealBidi(file.fileName)}</Typography.Text>
            <Typography.Text type="danger">{reason}</Typography.Text>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
