/**
 * OA received files: POST /fileOa/showPage/ {current, size, title?, sender?, status?, urgency?, from?, to?}.
 *
 * ASSUMED (not shown by the spec): the filters (title and sender by substring, status 'pending' |
 * 'archived', urgency 'normal' | 'urgent', from / to on receiveTime) and the rows {id, title, fileName,
 * docNumber, sender, senderDepartment, receiver, receiveTime, urgency, status, totalSize}, newest first.
 */
import { http, type HttpHandler } from 'msw';
import { withUser } from '../auth';
import { api, ok, paginate } from '../http';
import { dateInput, pageInput, readInput, str } from './request';

export const fileOaHandlers: HttpHandler[] = [
  http.post(
    api('/fileOa/showPage'),
    withUser(async ({ request, database }) => {
      const input = await readInput(request);
      const { current, size } = pageInput(input, 10);
      const title = str(input.title).toLowerCase();
      const sender = str(input.sender).toLowerCase();
      const status = str(input.status);
      const urgency = str(input.urgency);
      const from = dateInput(input.from);
      const to = dateInput(input.to);
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
        .sort((a, b) => b.receiveTime.localeCompare(a.receiveTime));
      return ok(paginate(rows, current, size));
    }),
  ),
];
