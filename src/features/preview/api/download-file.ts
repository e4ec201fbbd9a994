import { useMutation } from '@tanstack/react-query';
import { dmsDownload } from '@/lib/api/clients';
import { saveBlob } from '@/lib/save-blob';
import { getDownloadPaths } from '@/entities/downloads/get-download-paths';
import { clientUrl } from './fetch-file-content';
import { getSharedDownload } from './get-shared-file';
import { downloadHousFile } from './get-hous-delivery';

/**
 * Download one file: its attachment URL from POST /files/getDownloadPaths/ (file level 30), then the bytes,
 * saved under the name the server gives. Failures are shown by the client as toasts with the server's
 * message ('Download failed, the file does not exist or is corrupted').
 */
export async function downloadFile(fileId: string): Promise<void> {
  const [path] = await getDownloadPaths([fileId]);
  const { blob, fileName } = await dmsDownload({ url: clientUrl(path.url) });
  saveBlob(blob, fileName ?? path.fileName);
}

/** A file of a share link that allows downloads (GET /files/share/{code}/download/{fileId}, ASSUMED). */
export async function downloadSharedFile(code: string, fileId: string): Promise<void> {
  const info = await getSharedDownload(code, fileId);
  const { blob, fileName } = await dmsDownload({ url: clientUrl(info.url) });
  saveBlob(blob, fileName ?? info.fileName);
}

/** A file of a shell-mould delivery (no session; the code is the credential). */
export async function downloadDeliveredFile(code: string, fileId: string, name: string): Promise<void> {
  const { blob, fileName } = await downloadHousFile(code, fileId);
  saveBlob(blob, fileName ?? name);
}

export type DownloadTarget =
  | { kind: 'file'; fileId: string }
  | { kind: 'share'; code: string; fileId: string }
  | { kind: 'delivery'; code: string; fileId: string; fileName: string };

export function runDownload(target: DownloadTarget): Promise<void> {
  switch (target.kind) {
    case 'file':
      return downloadFile(target.fileId);
    case 'share':
      return downloadSharedFile(target.code, target.fileId);
    case 'delivery':
      return downloadDeliveredFile(target.code, target.fileId, target.fileName);
  }
}

/** Downloads as a mutation: `isPending` drives the button; errors are already shown, so none is rethrown. */
export const useDownload = () =>
  useMutation({
    mutationFn: runDownload,
  });
