/**
 * Sharing files by link: a signed-in user with directory level 4 (share) makes a link that lets any
 * signed-in user view the files read-only (`/sharePage?code=`, `/viewFile?code=&id=`), and download them
 * when the link allows it.
 *
 * ASSUMED (the spec names the share level and the /viewFile and /sharePage screens, not the calls):
 * - POST /files/share/create {fileIds (array or comma-separated), days? (1–30, default 7), allowDownload?}
 *   answers {shareCode, expireTime, allowDownload, files}. Needs directory level 4 on each file's folder and
 *   the preview level on the file; allowDownload holds only if the sharer may download every file.
 * - GET /files/share/{code} answers {shareCode, sharedBy, expireTime, allowDownload, files: [{fileId,
 *   fileName, fileType, totalSize, fileSize, previewKind}]} (void files left out). A code that is forged,
 *   expired or has no file left answers errno 404 'This share link is invalid or has expired'.
 * - GET /files/share/{code}/preview/{fileId} answers the preview info of /files/preview ({fileId, fileName,
 *   fileType, revision, previewKind, url}) with url `/dms/files/share/{code}/content/{fileId}?inline=1`;
 *   GET /files/share/{code}/download/{fileId} the same with an attachment url, refused (403) when the link
 *   does not allow downloads.
 * - GET /files/share/{code}/content/{fileId}[?inline=1] answers the bytes. The code is the credential (media
 *   elements send no token header); attachments only when the link allows downloads.
 * - Codes are stateless signed strings (signed-code.ts): a link cannot be revoked before it expires.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { db, commit } from '../db';
import { contentDisposition, contentBody, mimeTypeOf, versionOf } from '../db/file-content';
import { formatSize, logOperation, previewKind } from '../db/files';
import { canDownloadFile, canPreviewFile, DIR_LEVEL } from '../db/permissions';
import type { Db, DmsFile } from '../db/schema';
import { withUser } from '../auth';
import { api, denied, ERRNO, fail, invalid, ok, query, t } from '../http';
import { findFile, fileNotFound } from './guards';
import { bool, idList, int, readInput } from './request';
import { readCode, signCode } from './signed-code';

const DAY_MS = 86_400_000;
export const SHARE_MAX_DAYS = 30;

interface SharePayload {
  /** Kind marker, so a shell-mould code is not accepted here. */
  k: 'share';
  f: string[];
  /** Expiry, epoch ms. */
  e: number;
  d: boolean;
  /** Sharer's user id. */
  u: string;
}

const invalidLink = (request: Request) =>
  fail(ERRNO.notFound, t(request, 'This share link is invalid or has expired', '分享链接无效或已过期'));

interface OpenShare {
  payload: SharePayload;
  files: DmsFile[];
}

function openShare(database: Db, code: string): OpenShare | null {
  const payload = readCode<SharePayload>(code);
  if (!payload || payload.k !== 'share' || !Array.isArray(payload.f) || payload.e <= Date.now()) return null;
  const files = payload.f.map((id) => database.files.get(id)).filter((f): f is DmsFile => !!f && f.status !== 'void');
  return files.length ? { payload, files } : null;
}

const shareFileRow = (file: DmsFile) => ({
  fileId: file.fileId,
  fileName: file.fileName,
  fileType: file.fileType,
  totalSize: file.totalSize,
  fileSize: formatSize(file.totalSize),
  previewKind: previewKind(file.fileType),
});

const contentUrl = (code: string, fileId: string, inline: boolean) =>
  `/dms/files/share/${encodeURIComponent(code)}/content/${fileId}${inline ? '?inline=1' : ''}`;

export const fileShareHandlers: HttpHandler[] = [
  http.post(
    api('/files/share/create'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const ids = idList(input.fileIds);
      if (ids.length === 0) return invalid(request, 'Please choose a file', '请选择文件');
      const days = int(input.days, 7);
      if (days > SHARE_MAX_DAYS)
        return invalid(request, `A link lasts at most ${SHARE_MAX_DAYS} days`, `链接有效期最长 ${SHARE_MAX_DAYS} 天`);
      let allowDownload = bool(input.allowDownload) ?? false;
      const files: DmsFile[] = [];
      for (const id of ids) {
        const found = findFile(request, database, user, id);
        if (found instanceof Response) return found;
        const { file, access, level } = found;
        if (file.status === 'void') return fileNotFound(request);
        if (access.dirLevel < DIR_LEVEL.share || !canPreviewFile(level, file)) return denied(request);
        if (!canDownloadFile(level, file)) allowDownload = false;
        files.push(file);
      }
      const expiresAt = Date.now() + days * DAY_MS;
      const shareCode = signCode({
        k: 'share',
        f: files.map((f) => f.fileId),
        e: expiresAt,
        d: allowDownload,
        u: user.userId,
      } satisfies SharePayload);
      return ok({ shareCode, expireTime: new Date(expiresAt).toISOString(), allowDownload, files: files.map(shareFileRow) });
    }),
  ),

  http.get(
    api('/files/share/:code'),
    withUser(({ request, params, database }) => {
      const share = openShare(database, String(params.code));
      if (!share) return invalidLink(request);
      const sharer = database.users.find((u) => u.userId === share.payload.u);
      return ok({
        shareCode: String(params.code),
        sharedBy: sharer?.username ?? '',
        expireTime: new Date(share.payload.e).toISOString(),
        allowDownload: share.payload.d,
        files: share.files.map(shareFileRow),
      });
    }),
  ),

  ...(['preview', 'download'] as const).map((purpose) =>
    http.get(
      api(`/files/share/:code/${purpose}/:fileId`),
      withUser(({ request, params, database }) => {
        const code = String(params.code);
        const share = openShare(database, code);
        if (!share) return invalidLink(request);
        const file = share.files.find((f) => f.fileId === String(params.fileId));
        if (!file) return fileNotFound(request);
        if (purpose === 'download' && !share.payload.d) return denied(request);
        return ok({
          fileId: file.fileId,
          fileName: file.fileName,
          fileType: file.fileType,
          revision: file.revision,
          previewKind: previewKind(file.fileType),
          url: contentUrl(code, file.fileId, purpose === 'preview'),
        });
      }),
    ),
  ),

  http.get(api('/files/share/:code/content/:fileId'), ({ request, params }) => {
    const database = db();
    const share = openShare(database, String(params.code));
    if (!share) return invalidLink(request);
    const file = share.files.find((f) => f.fileId === String(params.fileId));
    const version = file && versionOf(file);
    if (!file || !version)
      return fail(ERRNO.notFound, t(request, 'Download failed, the file does not exist or is corrupted', '下载失败，文件不存在或已损坏'));
    const inline = query(request).get('inline') === '1';
    if (!inline && !share.payload.d) return denied(request);
    const { body, size } = contentBody(database, file, version);
    if (!inline) {
      const sharer = database.users.find((u) => u.userId === share.payload.u);
      if (sharer) {
        logOperation(database, file, 'download', sharer, 'Shared link');
        commit();
      }
    }
    return new HttpResponse(body as unknown as BodyInit, {
      headers: {
        'Content-Type': mimeTypeOf(file.fileType),
        'Content-Length': String(size),
        'Content-Disposition': contentDisposition(version.fileName, inline),
        'Cache-Control': 'no-store',
      },
    });
  }),
];
