/**
 * Online office preview and edit: GET /v1/api/file/getWpsUrlByFileId/{fileId}/preview (optional
 * viewType=noNormal) and .../{fileId}/edit, under /dms.
 *
 * The mock has no office server: after the usual token and permission checks (preview: file level 10,
 * edit: file level 50 or directory level 5) both answer errno 1 with a message saying so, so the client
 * shows it and offers the download instead. ASSUMED: errno and message.
 */
import { http, type HttpHandler } from 'msw';
import { withUser } from '../auth';
import { canChangeFile, canPreviewFile } from '../db/permissions';
import { api, denied, ERRNO, fail, t } from '../http';
import { fileNotFound, findFile } from './guards';

const noOfficeServer = (request: Request) =>
  fail(
    ERRNO.failed,
    t(
      request,
      'No office server is configured: online preview and editing are not available. Please download the file instead',
      '未配置在线办公服务器，无法在线预览或编辑，请下载文件查看',
    ),
  );

export const officeHandlers: HttpHandler[] = (['preview', 'edit'] as const).map((mode) =>
  http.get(
    api(`/v1/api/file/getWpsUrlByFileId/:fileId/${mode}`),
    withUser(({ request, params, user, database }) => {
      const found = findFile(request, database, user, String(params.fileId));
      if (found instanceof Response) return found;
      const { file, access, level } = found;
      if (file.status === 'void') return fileNotFound(request);
      const allowed = mode === 'preview' ? canPreviewFile(level, file) : canChangeFile(access, level);
      return allowed ? noOfficeServer(request) : denied(request);
    }),
  ),
);
