import { ApiError } from '@/lib/api/api-error';
import { dmsDownload, type DownloadedFile } from '@/lib/api/clients';
import { serverMessage } from '@/lib/api/envelope';
import { downloadConfig, type DownloadOptions } from '@/lib/download-options';

/** The address from getDownloadPaths (a path under the site, '/dms/files/download/…') made absolute. */
const absolute = (url: string) => new URL(url, window.location.href).toString();

/**
 * GET the file's bytes at an address from getDownloadPaths, as a Blob with the server's file name. A
 * failure answered as a JSON envelope inside the blob is still reported (the client reads it). Silent.
 */
export const downloadFileBlob = (url: string, options: DownloadOptions = {}): Promise<DownloadedFile> =>
  dmsDownload({ url: absolute(url), method: 'GET', silent: true, ...downloadConfig(options) });

/**
 * The file's bytes at an address from getDownloadPaths as a stream, for writing into a zip without holding
 * the file in memory. The address carries its own ticket (ASSUMED, as the mock hands out), so no token
 * header is needed. A JSON reply is the backend's refusal: it rejects with the server's message.
 */
export async function openFileStream(url: string, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  let response: Response;
  try {
    response = await fetch(absolute(url), { credentials: 'include', signal });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(error instanceof Error ? error.message : String(error), { kind: 'network' });
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json') || !response.body) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // Not JSON: no server message.
    }
    const envelope = body as { errno?: unknown } | null;
    throw new ApiError(serverMessage(body) ?? response.statusText, {
      kind: response.ok ? 'business' : 'http',
      status: response.status,
      errno: envelope && envelope.errno !== undefined ? Number(envelope.errno) : undefined,
      body,
    });
  }
  return response.body;
}
