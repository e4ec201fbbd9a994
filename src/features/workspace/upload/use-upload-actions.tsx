/**
 * The file lifecycle's upload actions on a workspace screen, wired in by the page: the toolbar's Upload
 * button, the drop target of the listing (files and whole folders), the rows' "Upload new version" and
 * "Version history", and their dialogs. Every file becomes its own job on the app's upload queue (progress,
 * speed, cancel, retry in the panel); each name is checked with the server once (by the dialog, or by the job
 * right before it sends when the dialog could not), one file's refusal or failure never touches the others,
 * and a finished upload refreshes the listings.
 */
import { useState, type ReactNode } from 'react';
import { App, Button } from 'antd';
import { CloudUploadOutlined, HistoryOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { uploadQueue, type UploadJob } from '@/lib/upload/upload-queue';
import { invalidateFolders } from '@/entities/folders/invalidate';
import { uploadNewVersion } from './api/new-version-upload';
import { fileKeys } from '@/entities/files/keys';
import { ensureNameChecked, newFileNameCheckQueryOptions, newVersionNameCheckQueryOptions } from './api/upload-check-name';
import { uploadFile } from './api/upload-files';
import { canEditFileMetadata } from '../shared/capabilities';
import { readDrop, type DropSource } from './drop-entries';
import { createFolderResolver } from './drop-folders';
import { errorText } from '../shared/errors';
import { fileMenuKey } from '../shared/menu-keys';
import { isFileRow, type FileRow, type ListRow } from '../shared/types';
import { folderPathsOf, type PlannedFile } from './upload-plan';
import type { Workspace } from '../screen/use-workspace';
import { DropOverlay, useDropZone } from './components/drop-zone';
import { NewVersionDialog, type NewVersionChoice } from './components/new-version-dialog';
import { Reserved } from '../shared/components/reserved';
import type { RowActionItem } from '../shared/components/row-menu';
import { UploadDialog, type UploadChoice } from './components/upload-dialog';
import { VersionHistoryDialog } from './components/version-history-dialog';

interface UploadRequest {
  mode: 'choose' | 'drop';
  folder: { id: string; name: string };
  files: PlannedFile[];
  emptyFolders: string[][];
}

export function useUploadActions(ws: Workspace) {
  const { t } = useTranslation('upload');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [request, setRequest] = useState<UploadRequest | null>(null);
  const [versionOf, setVersionOf] = useState<FileRow | null>(null);
  const [historyOf, setHistoryOf] = useState<FileRow | null>(null);

  const folder = { id: ws.folder.id, name: ws.folder.name };
  const canUpload = ws.authKnown && ws.caps.canUpload && ws.folder.status !== 'void' && !ws.denied;
  const canNewVersion = ws.authKnown && canEditFileMetadata(ws.caps);

  /** The message the queue shows for a failed job: the app's text for the error. */
  const failure = (error: unknown) => new Error(errorText(error, t));

  const enqueue = ({ folder: target, files, emptyFolders }: UploadRequest, choice: UploadChoice) => {
    const folders = createFolderResolver(target.id);
    const jobs: UploadJob[] = files.map((planned) => ({
      name: planned.file.name,
      size: planned.file.size,
      destination: [target.name, ...planned.folders].join(' / '),
      run: async (progress) => {
        try {
          const dirId = await folders.resolve(planned.folders);
          await ensureNameChecked(
            client,
            newFileNameCheckQueryOptions({ dirId, fileName: planned.file.name, totalSize: planned.file.size }),
            progress.signal,
          );
          await uploadFile({ dirId, file: planned.file, editDate: choice.editDate, roleIds: choice.roleIds }, progress);
        } catch (error) {
          throw failure(error);
        }
      },
      onDone: () => {
        void client.invalidateQueries({ queryKey: fileKeys.lists() });
        if (planned.folders.length) void invalidateFolders(client);
      },
    }));
    if (jobs.length) uploadQueue.add(jobs);
    // Dropped folders with nothing inside are created too; a folder that holds files is created by its files.
    const withFiles = new Set(folderPathsOf(files).map((path) => JSON.stringify(path)));
    for (const path of folderPathsOf([], emptyFolders)) {
      if (withFiles.has(JSON.stringify(path))) continue;
      folders.resolve(path).then(
        () => void invalidateFolders(client),
        (error: unknown) => void message.error(t('drop.folderFailed', { name: path.join('/'), reason: errorText(error, t) })),
      );
    }
    if (jobs.length) void message.info(t('dialog.queued', { count: jobs.length }));
  };

  const enqueueVersion = (target: FileRow, choice: NewVersionChoice) => {
    uploadQueue.add([
      {
        name: choice.file.name,
        size: choice.file.size,
        destination: folder.name,
        run: async (progress) => {
          try {
            await ensureNameChecked(
              client,
              newVersionNameCheckQueryOptions({ fileId: target.fileId, dirId: target.dirId, fileName: choice.file.name, totalSize: choice.file.size }),
              progress.signal,
            );
            await uploadNewVersion({ fileId: target.fileId, file: choice.file, editDate: choice.editDate, remark: choice.remark }, progress);
          } catch (error) {
            throw failure(error);
          }
        },
        onDone: () => {
          void client.invalidateQueries({ queryKey: fileKeys.lists() });
          void client.invalidateQueries({ queryKey: fileKeys.detail(target.fileId) });
        },
      },
    ]);
    void message.info(t('version.queued', { name: target.fileName }));
  };

  const onDrop = (sources: DropSource[]) => {
    const target = folder;
    readDrop(sources).then(
      ({ files, emptyFolders }) => {
        if (files.length === 0 && emptyFolders.length === 0) void message.info(t('drop.nothing'));
        else setRequest({ mode: 'drop', folder: target, files, emptyFolders });
      },
      () => void message.error(t('drop.readFailed')),
    );
  };

  const drop = useDropZone({ enabled: canUpload && request === null, onDrop });

  const button: ReactNode = canUpload ? (
    <Button icon={<UploadOutlined />} onClick={() => setRequest({ mode: 'choose', folder, files: [], emptyFolders: [] })}>
      {t('action.upload')}
    </Button>
  ) : ws.rightsPending && ws.folder.status !== 'void' ? (
    <Reserved>
      <Button icon={<UploadOutlined />}>{t('action.upload')}</Button>
    </Reserved>
  ) : null;

  const rowItems = (row: ListRow): RowActionItem[] => {
    if (!isFileRow(row)) return [];
    return [
      ...(canNewVersion && row.status !== 'void'
        ? [{ key: fileMenuKey('newVersion'), label: t('action.newVersion'), icon: <CloudUploadOutlined />, onClick: () => setVersionOf(row) }]
        : []),
      { key: fileMenuKey('history'), label: t('action.history'), icon: <HistoryOutlined />, onClick: () => setHistoryOf(row) },
    ];
  };

  const element = (
    <>
      {request && (
        <UploadDialog
          folder={request.folder}
          mode={request.mode}
          initialFiles={request.files}
          emptyFolders={request.emptyFolders}
          onCancel={() => setRequest(null)}
          onSubmit={(files, choice) => {
            enqueue({ ...request, files }, choice);
            setRequest(null);
          }}
        />
      )}
      {versionOf && (
        <NewVersionDialog
          target={versionOf}
          onCancel={() => setVersionOf(null)}
          onSubmit={(choice) => {
            enqueueVersion(versionOf, choice);
            setVersionOf(null);
          }}
        />
      )}
      {historyOf && <VersionHistoryDialog target={historyOf} onClose={() => setHistoryOf(null)} />}
    </>
  );

  return {
    canUpload,
    /** The toolbar's Upload button (null where the user may not upload). */
    button,
    /** Spread on the listing's container: it takes dropped files and folders. */
    dropTarget: drop.props,
    /** The overlay to render inside that container while files are dragged over it. */
    dropOverlay: drop.dragging ? <DropOverlay text={t('drop.overlay', { folder: folder.name })} /> : null,
    rowItems,
    element,
  };
}

export type UploadActions = ReturnType<typeof useUploadActions>;
