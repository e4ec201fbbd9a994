/**
 * The shell-mould download page (`/housDown`, open without a session): a supplier opens the link it was sent
 * (or types its download code) and downloads the shell-mould drawings sent out to it.
 *
 * ASSUMED (the spec names the open route and the shell-mould outgoing log, not the calls):
 * - GET /housOut/downInfo/{code} (no session) answers {code, title, supplier, sender, expireTime, files:
 *   [{fileId, fileName, fileType, totalSize, fileSize}]}; a forged, expired or emptied code answers errno 404
 *   'The download code is invalid or has expired'.
 * - GET /housOut/download/{code}/{fileId} (no session) answers the bytes as an attachment, or the same
 *   refusal; each download is logged on the file ('download', remark 'Shell mould outgoing: <supplier>').
 * - Codes are stateless signed strings (signed-code.ts). The mock holds one demo code, `demoHousCode()`:
 *   the housing drawings of the seed plus one drawing PDF, sent by admin to a mould maker, valid until 2036.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { commit, db } from '../db';
import { contentDisposition, contentBody, mimeTypeOf, versionOf } from '../db/file-content';
import { formatSize, logOperation } from '../db/files';
import { SEED_FOLDERS, DEMO_ACCOUNTS } from '../db/seed';
import type { Db, DmsFile } from '../db/schema';
import { api, ERRNO, fail, ok, t } from '../http';
import { readCode, signCode } from './signed-code';

interface HousPayload {
  k: 'hous';
  f: string[];
  e: number;
  /** Supplier, title, sender's user id. */
  s: string;
  t: string;
  u: string;
}

const invalidCode = (request: Request) =>
  fail(ERRNO.notFound, t(request, 'The download code is invalid or has expired', '下载码无效或已过期'));

function openCode(database: Db, code: string): { payload: HousPayload; files: DmsFile[] } | null {
  const payload = readCode<HousPayload>(code);
  if (!payload || payload.k !== 'hous' || !Array.isArray(payload.f) || payload.e <= Date.now()) return null;
  const files = payload.f.map((id) => database.files.get(id)).filter((f): f is DmsFile => !!f && f.status !== 'void');
  return files.length ? { payload, files } : null;
}

/** The demo code (deterministic for the seed): housing drawings and a drawing PDF for a mould maker. */
export function demoHousCode(database: Db = db()): string {
  const files = [...database.files.values()].filter((f) => f.status === 'normal' && Number(f.fileId) < 200001);
  const housings = files.filter((f) => /housing/i.test(f.fileName)).slice(0, 2);
  const pdf = files.find((f) => f.dirId === SEED_FOLDERS.drawings && f.fileType === '.pdf');
  const ids = [...housings, ...(pdf ? [pdf] : [])].map((f) => f.fileId);
  return signCode({
    k: 'hous',
    f: ids,
    e: Date.UTC(2036, 0, 1),
    s: 'Suzhou Precision Mould Co., Ltd.',
    t: 'X200 housing moulds',
    u: DEMO_ACCOUNTS.admin.userId,
  } satisfies HousPayload);
}

export const housDownHandlers: HttpHandler[] = [
  http.get(api('/housOut/downInfo/:code'), ({ request, params }) => {
    const database = db();
    const opened = openCode(database, String(params.code));
    if (!opened) return invalidCode(request);
    const { payload, files } = opened;
    return ok({
      code: String(params.code),
      title: payload.t,
      supplier: payload.s,
      sender: database.users.find((u) => u.userId === payload.u)?.username ?? '',
      expireTime: new Date(payload.e).toISOString(),
      files: files.map((file) => ({
        fileId: file.fileId,
        fileName: file.fileName,
        fileType: file.fileType,
        totalSize: file.totalSize,
        fileSize: formatSize(file.totalSize),
      })),
    });
  }),

  http.get(api('/housOut/download/:code/:fileId'), ({ request, params }) => {
    const database = db();
    const opened = openCode(database, String(params.code));
    if (!opened) return invalidCode(request);
    const file = opened.files.find((f) => f.fileId === String(params.fileId));
    const version = file && versionOf(file);
    if (!file || !version)
      return fail(ERRNO.notFound, t(request, 'Download failed, the file does not exist or is corrupted', '下载失败，文件不存在或已损坏'));
    const { body, size } = contentBody(database, file, version);
    const sender = database.users.find((u) => u.userId === opened.payload.u);
    if (sender) {
      logOperation(database, file, 'download', sender, `Shell mould outgoing: ${opened.payload.s}`);
      commit();
    }
    return new HttpResponse(body as unknown as BodyInit, {
      headers: {
        'Content-Type': mimeTypeOf(file.fileType),
        'Content-Length': String(size),
        'Content-Disposition': contentDisposition(version.fileName),
      },
    });
  }),
];
