import type { AxiosRequestConfig } from 'axios';

/** Bytes received so far and, when the server says, the whole size. */
export type DownloadProgress = (loaded: number, total?: number) => void;

/** What a caller may pass to a download (export) call: progress reports and a way to cancel. */
export interface DownloadOptions {
  onProgress?: DownloadProgress;
  signal?: AbortSignal;
}

/** The axios options for `dmsDownload` that carry progress and cancelling. */
export const downloadConfig = ({ onProgress, signal }: DownloadOptions = {}): AxiosRequestConfig => ({
  signal,
  onDownloadProgress: onProgress ? (event) => onProgress(event.loaded, event.total) : undefined,
});
