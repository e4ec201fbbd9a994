import { useState } from 'react';
import { App, Modal, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { announce, politeResult } from '@/lib/announce';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/reason-dialog';
import { isApiError } from '@/lib/api/api-error';
import type { FolderCapabilities } from '@/lib/permissions';
import { fileKeys } from '@/entities/files/keys';
import { voidFile } from '@/entities/files/set-file-void';
import { rowKey, type FileRow } from '../shared/types';
import type { ListSelection } from '../list/use-list-selection';
import styles from '../shared/workspace.module.css';

/** Set invalid needs file level 50 or directory level 7 (spec §6). */
export const canVoidFiles = (caps: FolderCapabilities) => caps.canDeleteOrMoveFiles || caps.canDelete;

interface Failure {
  file: FileRow;
  reason: string;
}

/**
 * Setting files invalid: a reason is required (spec §4–5), then each file goes to the recycle bin. One file
 * (Delete on a row, its menu, its details) or a batch from the selection: the batch asks for one reason,
 * sends one call per file and reports each file's result; the files that failed are named and stay selected.
 */
export function useFileVoid(caps: FolderCapabilities, selection: ListSelection) {
  const { t } = useTranslation('workspace');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [files, setFiles] = useState<FileRow[] | null>(null);
  const [failures, setFailures] = useState<{ failed: Failure[]; done: number } | null>(null);
  const allowed = canVoidFiles(caps);

  const request = (rows: FileRow | FileRow[]) => {
    const list = Array.isArray(rows) ? rows : [rows];
    if (list.length === 0) return;
    if (allowed) setFiles(list);
    else void message.warning(t('common:errors.permissionDenied'));
  };

  const reasonOf = (error: unknown) => (isApiError(error) ? error.message : t('common:errors.unknown'));

  const submit = async (targets: FileRow[], reason: string) => {
    if (targets.length === 1) {
      const [file] = targets;
      try {
        await voidFile({ fileId: file.fileId, reason });
      } catch (error) {
        void message.error(reasonOf(error));
        throw error;
      }
      void client.invalidateQueries({ queryKey: fileKeys.lists() });
      void message.success(politeResult(t('fileVoid.done', { name: file.fileName })));
      setFiles(null);
      return;
    }
    // One call per file, one after another: each file's refusal is its own, the others go ahead.
    const failed: Failure[] = [];
    for (const [at, file] of targets.entries()) {
      announce(t('fileVoid.progress', { at: at + 1, total: targets.length }));
      try {
        await voidFile({ fileId: file.fileId, reason });
      } catch (error) {
        failed.push({ file, reason: reasonOf(error) });
      }
    }
    void client.invalidateQueries({ queryKey: fileKeys.lists() });
    const done = targets.length - failed.length;
    setFiles(null);
    if (failed.length === 0) {
      selection.clear();
      void message.success(politeResult(t('fileVoid.batchDone', { count: done })));
    } else {
      selection.selectOnly(failed.map(({ file }) => rowKey(file)));
      announce(t('fileVoid.batchPartial', { done, failed: failed.length }));
      setFailures({ failed, done });
    }
  };

  // Mounted only while asking, so its texts do not sit hidden beside the folder dialog's.
  const element = (
    <>
      {files && (
        <ReasonDialog
          open
          danger
          title={
            files.length === 1
              ? t('fileVoid.title', { name: files[0].fileName })
              : t('fileVoid.batchTitle', { count: files.length })
          }
          description={t('fileVoid.warning')}
          okText={t('fileVoid.ok')}
          onCancel={() => setFiles(null)}
          onSubmit={(reason) => submit(files, reason)}
        />
      )}
      {failures && (
        <BatchVoidReport failed={failures.failed} done={failures.done} onClose={() => setFailures(null)} />
      )}
    </>
  );

  return { allowed, request, element };
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
      <Typography.Paragraph>
        {t('fileVoid.batchPartial', { done, failed: failed.length })}
      </Typography.Paragraph>
      <ul aria-label={t('fileVoid.failedList')} className={styles.failureList}>
        {failed.map(({ file, reason }) => (
          <li key={file.fileId}>
            <Typography.Text strong>{file.fileName}</Typography.Text>
            <Typography.Text type="danger">{reason}</Typography.Text>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
