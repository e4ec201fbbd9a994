/**
 * OA received files: POST /fileOa/showPage/ {current, size, title?, sender?, status?, urgency?, from?, to?,
 * orderColumn?, order?}, and the document itself.
 *
 * ASSUMED (not shown by the spec):
 * - the filters (title and sender by substring, status 'pending' | 'archived', urgency 'normal' |
 *   'urgent', from / to on receiveTime) and the rows {id, title, fileName, docNumber, sender,
 *   senderDepartment, receiver, receiveTime, urgency, status, totalSize}, newest first unless `orderColumn`
 *   is one of receive_time, title, doc_number, sender, urgency, status, total_size.
 * - GET /fileOa/download/{id}: the received document's bytes (generated for the seed: a valid PDF for .pdf,
 *   filler otherwise) with Content-Type and Content-Disposition (attachment, UTF-8 `filename*`); an
 *   unknown id answers errno 404 'Download failed, the file does not exist or is corrupted'.
 * - Both only for users whose menu offers /OaAcceptingDocuments (else errno 403).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { withScreen } from '../auth';
import { contentDisposition, mimeTypeOf, seededBytes } from '../db/file-content';
import { fileTypeOf } from '../../src/lib/extension';
import type { OaFile } from '../db/schema';
import { api, notFound, ok, paginate } from '../http';
import { orderOf } from './report-common';
import { dateTimeInput, pageInput, readInput, str } from './request';

const SORT_COLUMNS: Record<string, (row: OaFile) => string | number> = {
  receive_time: (f) => f.receiveTime,
  title: (f) => f.title,
  doc_number: (f) => f.docNumber,
  sender: (f) => f.sender,
  urgency: (f) => f.urgency,
  status: (f) => f.status,
  total_size: (f) => f.totalSize,
};

export const fileOaHandlers: HttpHandler[] = [
  http.post(
    api('/fileOa/showPage'),
    withScreen('/OaAcceptingDocuments', async ({ request, database }) => {
      const input = await readInput(request);
      const { current, size } = pageInput(input, 10);
      const compare = orderOf<OaFile>(request, input, SORT_COLUMNS, (a, b) => b.receiveTime.localeCompare(a.receiveTime));
      if (compare instanceof Response) return compare;
      const title = str(input.title).toLowerCase();
      const sender = str(input.sender).toLowerCase();
      const status = str(input.status);
      const urgency = str(input.urgency);
      const from = dateTimeInput(input.from);
      const to = dateTimeInput(input.to);
      const rows = database.oaFiles
        .filter(
          (f) =>
            (!title || f.title.toLowerCase().includes(title)) &&
            (!sender || f.sender.toLowerCase().includes(sender)) &&
            (!status || f.status === status) &&
            (!urgency || f.urgency === urgency) &&
            (!from || f.receiveTime >= from) &&
            (!to || f.receiveTime <= to),
        )
        .sort(compare);
      return ok(paginate(rows, current, size));
    }),
  ),

  http.get(
    api('/fileOa/download/:id'),
    withScreen('/OaAcceptingDocuments', ({ request, params, database }) => {
      const file = database.oaFiles.find((f) => f.id === String(params.id));
      if (!file) return notFound(request, 'Download failed, the file does not exist or is corrupted', '下载失败，文件不存在或已损坏');
      const fileType = fileTypeOf(file.fileName);
      const bytes = seededBytes(`oa-${file.id}`, file.fileName, fileType, file.totalSize, 1);
      return new HttpResponse(bytes as unknown as BodyInit, {
        headers: {
          'Content-Type': mimeTypeOf(fileType),
          'Content-Length': String(bytes.byteLength),
          'Content-Disposition': contentDisposition(file.fileName),
        },
      });
    }),
  ),
];
