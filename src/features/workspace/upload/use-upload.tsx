/**
 * The file lifecycle's upload actions on a workspace screen, as data and callbacks: whether the Upload button
 * is offered (or keeps its room while the folder's rights load), the drop target of the listing (files and
 * whole folders), the rows' "Upload new version" and "Version history", and which of their dialogs is open.
 * The components in ./components/upload-actions.tsx draw them. Every file becomes its own job on the app's
 * upload queue (progress, speed, cancel, retry in the panel); each name is checked with the server once (by
 * the dialog, or by the job right before it sends when the dialog could not), one file's refusal or failure
 * never touches the others, and a finished upload refreshes the listings.
 */
import { useCallback, useState } from 'react';
import { CloudUploadOutlined, HistoryOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '@/lib/app-feedback';
import { uploadQueue, type UploadJob } from '@/lib/upload/upload-queue';
import { invalidateFolders } from '@/entities/folders/invalidate';
import { fileKeys } from '@/entities/files/keys';
import { isUnreachable } from '@/lib/api/server-reach';
import { useItemCheck } from '@/entities/files/use-item-check';
import { canEditFileMetadata } from '../shared/capabilities';
import type { FolderAccess } from '../shared/folder-access';
import { errorText } from '../shared/errors';
import { fileMenuKey } from '../shared/menu-keys';
import { isFileRow, type FileRow, type ListRow } from '../shared/types';
import type { RowActionItem } from '../shared/components/row-menu';
import { uploadNewVersion } from './api/new-version-upload';
import { ensureNameChecked, newFileNameCheckQueryOptions, newVersionNameCheckQueryOptions } from './api/upload-check-name';
import { uploadFile } from './api/upload-files';
import { newFileStored, newVersionStored } from './api/stored-upload';
import { resumableRun } from './resumable-run';
import { readDrop, type DropSource } from './drop-entries';
import { createFolderResolver } from './drop-folders';
import { folderPathsOf, type PlannedFile } from './upload-plan';
import { useDropZone } from './components/drop-zone';
import type { NewVersionChoice } from './components/new-version-dialog';
import type { UploadChoice } from './components/upload-dialog';

export interface UploadRequest {
  mode: 'choose' | 'drop';
  folder: { id: string; name: string };
  files: PlannedFile[];
  emptyFolders: string[][];
}

export function useUpload({ folder: open, caps, authKnown, denied, rightsPending }: FolderAccess) {
  const { t } = useTranslation('upload');
  const { message } = useAppFeedback();
  const client = useQueryClient();
  const itemCheck = useItemCheck();
  const [request, setRequest] = useState<UploadRequest | null>(null);
  const [versionOf, setVersionOf] = useState<FileRow | null>(null);
  const [historyOf, setHistoryOf] = useState<FileRow | null>(null);

  const folder = { id: open.id, name: open.name };
  const canUpload = authKnown && caps.canUpload && open.status !== 'void' && !denied;
  const canNewVersion = authKnown && canEditFileMetadata(caps);

  /** The message the queue shows for a failed job: the app's text for the error; a server gone, "Connection lost". */
  const failure = (error: unknown) => new Error(isUnreachable(error) ? t('panel.connectionLost') : errorText(error, t));

  const enqueue = ({ folder: target, files, emptyFolders }: UploadRequest, choice: UploadChoice) => {
    const folders = createFolderResolver(target.id);
    const jobs: UploadJob[] = files.map((planned) => ({
      name: planned.file.name,
      size: planned.file.size,
      destination: [target.name, ...planned.folders].join(' / '),
      run: (() => {
        let dirId: string | null = null;
        const check = () => newFileNameCheckQueryOptions({ dirId: dirId ?? '', fileName: planned.file.name, totalSize: planned.file.size });
        return resumableRun({
          send: async (progress) => {
            dirId = await folders.resolve(planned.folders);
            await ensureNameChecked(client, check(), progress.signal);
            await uploadFile({ dirId, file: planned.file, editDate: choice.editDate, roleIds: choice.roleIds }, progress);
          },
          stored: () => (dirId === null ? Promise.resolve(false) : newFileStored(dirId, planned.file)),
          forget: () => client.removeQueries({ queryKey: check().queryKey, exact: true }),
          failure,
        });
      })(),
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
        run: (() => {
          const check = newVersionNameCheckQueryOptions({
            fileId: target.fileId,
            dirId: target.dirId,
            fileName: choice.file.name,
            totalSize: choice.file.size,
          });
          return resumableRun({
            send: async (progress) => {
              await ensureNameChecked(client, check, progress.signal);
              await uploadNewVersion(
                { fileId: target.fileId, file: choice.file, editDate: choice.editDate, remark: choice.remark },
                progress,
              );
            },
            stored: () => newVersionStored(target.fileId, target.revision, choice.file),
            forget: () => client.removeQueries({ queryKey: check.queryKey, exact: true }),
            failure,
          });
        })(),
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

  /** The rows' own items: a new version (where the user may edit the file) and the version history. */
  const rowItems = useCallback(
    (row: ListRow): RowActionItem[] => {
      if (!isFileRow(row)) return [];
      return [
        ...(canNewVersion && row.status !== 'void'
          ? [
              {
                key: fileMenuKey('newVersion'),
                label: t('action.newVersion'),
                icon: <CloudUploadOutlined />,
                onClick: () => setVersionOf(row),
              },
            ]
          : []),
        { key: fileMenuKey('history'), label: t('action.history'), icon: <HistoryOutlined />, onClick: () => setHistoryOf(row) },
      ];
    },
    [canNewVersion, t],
  );

  return {
    canUpload,
    /** The Upload button keeps its room while the open folder's rights load (see Reserved). */
    reserveButton: !canUpload && rightsPending && open.status !== 'void',
    /** The open folder's name, for the drop overlay. */
    folderName: folder.name,
    /** The Upload button: the dialog opens to choose files for the open folder. */
    choose: () => setRequest({ mode: 'choose', folder, files: [], emptyFolders: [] }),
    /** Spread on the listing's container: it takes dropped files and folders. */
    dropTarget: drop.props,
    /** Files are being dragged over that container. */
    dragging: drop.dragging,
    rowItems,
    /** The upload dialog's request (chosen or dropped files), while it is open. */
    request,
    cancelRequest: () => setRequest(null),
    submitRequest: (files: PlannedFile[], choice: UploadChoice) => {
      if (!request) return;
      enqueue({ ...request, files }, choice);
      setRequest(null);
    },
    /** The file whose new version is being chosen. */
    versionOf,
    cancelVersion: () => setVersionOf(null),
    submitVersion: (choice: NewVersionChoice) => {
      if (!versionOf) return;
      const target = versionOf;
      setVersionOf(null);
      void itemCheck.file(target).then((goAhead) => goAhead && enqueueVersion(target, choice));
    },
    /** The file whose version history is shown. */
    historyOf,
    closeHistory: () => setHistoryOf(null),
  };
}

export type Upload = ReturnType<typeof useUpload>;
