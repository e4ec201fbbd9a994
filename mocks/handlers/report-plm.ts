/**
 * The PLM mail receiver list (/plmReceiver): the people the product-lifecycle system mails.
 *
 * ASSUMED (the spec names the screen but shows no call):
 * - POST /plmReceiver/showPage {current, size, keyword?, department?, orderColumn?, order?}: keyword
 *   matches name or email by substring, department by substring; by name unless orderColumn is one of
 *   receiver_name, email, department, update_time. Rows {id, receiverName, email, department, remark,
 *   createTime, updateTime, updatedBy}.
 * - POST /plmReceiver/add {receiverName, email, department?, remark?} answers the new row;
 *   POST /plmReceiver/upd {id, receiverName, email, department?, remark?} answers the changed row;
 *   POST /plmReceiver/del {id} answers null.
 * - Rules: name 1–50 characters; email required, a valid address (local@domain.tld), at most 100
 *   characters, unique in the list (any case; errno 409); department at most 50, remark at most 200.
 * - Every call needs the /plmReceiver menu (system managers always have it), else errno 403.
 * - The table lives on the mock database as `plmReceivers`, seeded on first use (so a reset reseeds it).
 */
import { http, type HttpHandler } from 'msw';
import { withScreen } from '../auth';
import { commit } from '../db';
import { nextId, nowIso } from '../db/records';
import { SEED_NOW } from '../db/seed';
import type { Db } from '../db/schema';
import { nameRefusal, SHORT_NAME_RULE } from '../db/names';
import { api, ERRNO, fail, invalid, notFound, ok, paginate, t } from '../http';
import { contains, orderOf, seededRandom } from './report-common';
import { pageInput, readInput, str, type Input } from './request';

export interface PlmReceiver {
  id: string;
  receiverName: string;
  email: string;
  department: string;
  remark: string;
  createTime: string;
  updateTime: string;
  updatedBy: string;
}

declare module '../db/schema' {
  interface Db {
    /** PLM mail receivers (report-plm.ts), seeded on first use. */
    plmReceivers?: PlmReceiver[];
  }
}

/** The same rule the screen applies: local@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

const REMARKS = ['PLM change notices', 'ECN approvals 工程变更审批', 'BOM release', '', 'Drawing release notices', '', 'Supplier PPAP', ''];

function seedReceivers(database: Db): PlmReceiver[] {
  const rng = seededRandom(20261102);
  const departments = database.fileParams.filter((p) => p.type === 'department');
  const people = database.users.filter((u) => Number(u.userId) > 10004 && u.userType === 'internal').slice(0, 60);
  const chosen = new Set<string>();
  const rows: PlmReceiver[] = [];
  while (rows.length < 24 && chosen.size < people.length) {
    const user = rng.pick(people);
    if (chosen.has(user.userId)) continue;
    chosen.add(user.userId);
    const created = new Date(SEED_NOW - rng.int(20, 600) * 86_400_000).toISOString();
    rows.push({
      id: String(rows.length + 1),
      receiverName: user.username,
      email: user.email,
      department: departments.find((d) => d.id === user.departmentId)?.paramNameEn ?? rng.pick(departments).paramNameEn,
      remark: rng.pick(REMARKS),
      createTime: created,
      updateTime: created,
      updatedBy: 'Administrator',
    });
  }
  database.seq.plmReceiver = rows.length + 1;
  return rows;
}

export function plmReceivers(database: Db): PlmReceiver[] {
  database.plmReceivers ??= seedReceivers(database);
  return database.plmReceivers;
}

const SORT_COLUMNS: Record<string, (row: PlmReceiver) => string> = {
  receiver_name: (r) => r.receiverName,
  email: (r) => r.email,
  department: (r) => r.department,
  update_time: (r) => r.updateTime,
};

/** The checked fields of an add or update, or the refusal. */
function receiverFields(request: Request, input: Input, list: PlmReceiver[], exceptId?: string) {
  const receiverName = str(input.receiverName);
  const email = str(input.email);
  const department = str(input.department);
  const remark = str(input.remark);
  const refused = nameRefusal(receiverName, SHORT_NAME_RULE, ['The name', '姓名']);
  if (refused) return invalid(request, ...refused);
  if (!email || email.length > 100 || !EMAIL_PATTERN.test(email))
    return invalid(request, 'Please enter a valid email address', '请输入有效的邮箱地址');
  if (department.length > 50) return invalid(request, 'The department is at most 50 characters', '部门不能超过50个字符');
  if (remark.length > 200) return invalid(request, 'The remark is at most 200 characters', '备注不能超过200个字符');
  if (list.some((r) => r.id !== exceptId && r.email.toLowerCase() === email.toLowerCase())) {
    return fail(ERRNO.conflict, t(request, 'This email address is already in the list', '该邮箱已在接收人列表中'));
  }
  return { receiverName, email, department, remark };
}

export const reportPlmHandlers: HttpHandler[] = [
  http.post(
    api('/plmReceiver/showPage'),
    withScreen('/plmReceiver', async ({ request, database }) => {
      const input = await readInput(request);
      const { current, size } = pageInput(input, 10);
      const compare = orderOf<PlmReceiver>(request, input, SORT_COLUMNS, (a, b) =>
        a.receiverName.localeCompare(b.receiverName, ['en', 'zh']),
      );
      if (compare instanceof Response) return compare;
      const keyword = str(input.keyword);
      const department = str(input.department);
      const rows = plmReceivers(database)
        .filter((r) => (contains(r.receiverName, keyword) || contains(r.email, keyword)) && contains(r.department, department))
        .sort(compare);
      return ok(paginate(rows, current, size));
    }),
  ),

  http.post(
    api('/plmReceiver/add'),
    withScreen('/plmReceiver', async ({ request, user, database }) => {
      const list = plmReceivers(database);
      const fields = receiverFields(request, await readInput(request), list);
      if (fields instanceof Response) return fields;
      const now = nowIso();
      const row: PlmReceiver = {
        id: nextId(database, 'plmReceiver'),
        ...fields,
        createTime: now,
        updateTime: now,
        updatedBy: user.username,
      };
      list.push(row);
      commit();
      return ok(row);
    }),
  ),

  http.post(
    api('/plmReceiver/upd'),
    withScreen('/plmReceiver', async ({ request, user, database }) => {
      const input = await readInput(request);
      const list = plmReceivers(database);
      const row = list.find((r) => r.id === str(input.id));
      if (!row) return notFound(request, 'The receiver does not exist', '接收人不存在');
      const fields = receiverFields(request, input, list, row.id);
      if (fields instanceof Response) return fields;
      Object.assign(row, fields, { updateTime: nowIso(), updatedBy: user.username });
      commit();
      return ok(row);
    }),
  ),

  http.post(
    api('/plmReceiver/del'),
    withScreen('/plmReceiver', async ({ request, database }) => {
      const id = str((await readInput(request)).id);
      const list = plmReceivers(database);
      const index = list.findIndex((r) => r.id === id);
      if (index < 0) return notFound(request, 'The receiver does not exist', '接收人不存在');
      list.splice(index, 1);
      commit();
      return ok(null);
    }),
  ),
];
