/**
 * GET /versionManagement/selectVersionRecordBySystemName?systemName=: the version records of one system,
 * newest first, in the `{ code: '200', message: 'success', data }` shape the spec shows for this call.
 *
 * ASSUMED: a missing systemName answers `{ code: '400', message }`; an unknown one an empty list; a
 * signed-out caller gets the usual not-logged-in envelope (errno 100001 and code 't0002').
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { withUser } from '../auth';
import { api, query, t } from '../http';

export const versionHandlers: HttpHandler[] = [
  http.get(
    api('/versionManagement/selectVersionRecordBySystemName'),
    withUser(({ request, database }) => {
      const systemName = (query(request).get('systemName') ?? '').trim();
      if (!systemName) {
        return HttpResponse.json({ code: '400', message: t(request, 'systemName is required', '系统名称不能为空'), data: null });
      }
      const records = database.versions
        .filter((v) => v.systemName.toLowerCase() === systemName.toLowerCase())
        .sort((a, b) => b.publishTime.localeCompare(a.publishTime));
      return HttpResponse.json({ code: '200', message: 'success', data: records });
    }),
  ),
];
