import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/reason-dialog';
import { isApiError } from '@/lib/api/api-error';
import type { FolderCapabilities } from '@/lib/permissions';
import { useVoidFile } from '../api/void-file';
import type { FileRow } from '../types';

/**
 * Delete on a file row starts its invalidation: a reason is required (spec §4–5), then the file goes to
 * the recycle bin. Offered only with the right to delete (file level 50 or directory level 7).
 */
export function useFileVoid(caps: FolderCapabilities) {
  const { t } = useTranslation('workspace');
  const { message } = App.useApp();
  const voidFile = useVoidFile();
  const [file, setFile] = useState<FileRow | null>(null);

  const request = (row: FileRow) => {
    if (caps.canDeleteOrMoveFiles || caps.canDelete) setFile(row);
    else void message.warning(t('common:errors.permissionDenied'));
  };

  // Mounted only while asking, so its texts do not sit hidden beside the folder dialog's.
  const element = file && (
    <ReasonDialog
      open
      danger
      title={t('fileVoid.title', { name: file.fileName })}
      description={t('fileVoid.warning')}
      okText={t('fileVoid.ok')}
      onCancel={() => setFile(null)}
      onSubmit={async (reason) => {
        try {
          await voidFile.mutateAsync({ fileId: file.fileId, reason });
        } catch (error) {
          void message.error(isApiError(error) ? error.message : t('common:errors.unknown'));
          throw error;
        }
        void message.success(t('fileVoid.done', { name: file.fileName }));
        setFile(null);
      }}
    />
  );

  return { request, element };
}
