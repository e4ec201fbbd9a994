/**
 * Outgoing logs: documents sent outside the company (data outgoing log, /outgoingLog) and shell moulds
 * sent to suppliers (shell mould outgoing log, /housOutLog), with filters and Excel exports.
 *
 * ASSUMED (the spec names the screens but shows no call):
 * - POST /outgoingLog/showPage {current, size, fileName?, receiverCompany?, sender?, channel?, from?, to?,
 *   orderColumn?, order?}: fileName matches the file name or document number, receiverCompany and sender
 *   by substring, channel 'email' | 'link' | 'usb', from / to bound sendTime. Newest first unless
 *   orderColumn is one of send_time, file_name, document_number, receiver_company, sender. Rows {id, fileId,
 *   documentNumber, fileName, revision, receiverCompany, receiverName, receiverEmail, sender, department,
 *   purpose, channel, sendTime}.
 * - POST /housOutLog/showPage {current, size, mouldNumber?, supplier?, status?, from?, to?, orderColumn?,
 *   order?}: mouldNumber matches mould number, mould name or part number; supplier by substring; status
 *   'out' | 'returned'; from / to bound outTime. Newest first unless orderColumn is one of out_time,
 *   mould_number, supplier, quantity, expected_return. Rows {id, mouldNumber, mouldName, partNumber,
 *   supplier, quantity, sender, approver, outTime, expectedReturn, returnTime, status, remark}.
 * - POST /export/excel/outgoingLog and POST /export/excel/housOutLog: the same filters and order, no
 *   paging: a workbook of every matching row, named 'data-outgoing-log-YYYYMMDD.xlsx' /
 *   'shell-mould-outgoing-log-YYYYMMDD.xlsx' ('资料外发日志-…' / '壳模外发日志-…' in Chinese).
 * - Each log needs its screen's menu (system managers always have it), else errno 403.
 * - The tables live on the mock database as `dataOutgoingLogs` and `mouldOutgoingLogs`, seeded on first use.
 */
import { http, type HttpHandler } from 'msw';
import { withScreen } from '../auth';
import { SEED_NOW } from '../db/seed';
import type { Db } from '../db/schema';
import { api, invalid, langOf, ok, paginate } from '../http';
import { contains, dateStamp, displayTime, inRange, orderOf, seededRandom, xlsxResponse, type ExcelColumn } from './report-common';
import { dateTimeInput, pageInput, readInput, str, type Input } from './request';

export type OutgoingChannel = 'email' | 'link' | 'usb';

export interface DataOutgoingLog {
  id: string;
  fileId: string;
  documentNumber: string;
  fileName: string;
  revision: number;
  receiverCompany: string;
  receiverName: string;
  receiverEmail: string;
  sender: string;
  department: string;
  purpose: string;
  channel: OutgoingChannel;
  sendTime: string;
}

export interface MouldOutgoingLog {
  id: string;
  mouldNumber: string;
  mouldName: string;
  partNumber: string;
  supplier: string;
  quantity: number;
  sender: string;
  approver: string;
  outTime: string;
  expectedReturn: string;
  returnTime: string | null;
  status: 'out' | 'returned';
  remark: string;
}

declare module '../db/schema' {
  interface Db {
    /** Data outgoing log (report-outgoing.ts), seeded on first use. */
    dataOutgoingLogs?: DataOutgoingLog[];
    /** Shell mould outgoing log (report-outgoing.ts), seeded on first use. */
    mouldOutgoingLogs?: MouldOutgoingLog[];
  }
}

const DAY = 86_400_000;
const COMPANIES: [company: string, contact: string, domain: string][] = [
  ['Hengtong Metals 恒通金属', 'Zhou Ming', 'hengtong.example.cn'],
  ['Apex Plastics', 'Laura Chen', 'apexplastics.example.com'],
  ['华瑞电子', '李娜', 'huarui.example.cn'],
  ['Nordic Bearings AB', 'Erik Lund', 'nordicbearings.example.se'],
  ['Delta Packaging', 'Mark Evans', 'deltapack.example.com'],
  ['TÜV Rheinland', 'Anna Vogel', 'tuv.example.de'],
  ['Customer Alpha GmbH', 'Jonas Becker', 'alpha.example.de'],
  ['上海精工模具', '王强', 'jinggong.example.cn'],
];
const PURPOSES = [
  'Quotation',
  'Customer audit 客户审核',
  'PPAP submission',
  'Design review',
  '供应商开发',
  'Certification test',
  'Tooling',
];
const CHANNELS: OutgoingChannel[] = ['email', 'email', 'link', 'usb'];
const MOULDS = [
  'Housing upper shell 上壳',
  'Housing lower shell 下壳',
  'Battery cover',
  'Front bezel 前框',
  'Sensor cap',
  'Connector shroud',
  'Display frame',
];
const MOULD_REMARKS = ['', 'Trial run T1', 'Repair: worn ejector pins', '', '改模：增加筋位', 'Texture refresh', ''];

function seedDataLogs(database: Db): DataOutgoingLog[] {
  const rng = seededRandom(20261103);
  const files = [...database.files.values()].filter((f) => Number(f.fileId) < 200000 && f.status === 'normal' && !f.secret).slice(0, 300);
  const senders = database.users.filter((u) => u.userType === 'internal' && Number(u.userId) > 10004);
  const departments = new Map(database.fileParams.filter((p) => p.type === 'department').map((d) => [d.id, d.paramNameEn]));
  return Array.from({ length: 64 }, (_, i): DataOutgoingLog => {
    const file = rng.pick(files);
    const [company, contact, domain] = rng.pick(COMPANIES);
    const sender = rng.pick(senders);
    return {
      id: String(i + 1),
      fileId: file.fileId,
      documentNumber: file.documentNumber,
      fileName: file.fileName,
      revision: file.revision,
      receiverCompany: company,
      receiverName: contact,
      receiverEmail: `${contact.toLowerCase().replace(/[^a-z]/g, '') || 'contact'}@${domain}`,
      sender: sender.username,
      department: departments.get(sender.departmentId) ?? '',
      purpose: rng.pick(PURPOSES),
      channel: rng.pick(CHANNELS),
      sendTime: new Date(SEED_NOW - rng.int(0, 240 * 24) * (DAY / 24)).toISOString(),
    };
  }).sort((a, b) => b.sendTime.localeCompare(a.sendTime));
}

function seedMouldLogs(database: Db): MouldOutgoingLog[] {
  const rng = seededRandom(20261104);
  const people = database.users.filter((u) => u.userType === 'internal' && Number(u.userId) > 10004);
  return Array.from({ length: 47 }, (_, i): MouldOutgoingLog => {
    const outMs = SEED_NOW - rng.int(0, 300) * DAY - rng.int(0, 23) * (DAY / 24);
    const expectedMs = outMs + rng.int(14, 90) * DAY;
    const returned = expectedMs < SEED_NOW && rng.chance(0.75);
    return {
      id: String(i + 1),
      mouldNumber: `SM-${2025 + (i % 2)}-${String(i + 11).padStart(3, '0')}`,
      mouldName: rng.pick(MOULDS),
      partNumber: `P${rng.int(100000, 999999)}`,
      supplier: rng.pick(COMPANIES.filter(([, , domain]) => !domain.endsWith('.de')))[0],
      quantity: rng.int(1, 4),
      sender: rng.pick(people).username,
      approver: rng.pick(people).username,
      outTime: new Date(outMs).toISOString(),
      expectedReturn: new Date(expectedMs).toISOString(),
      returnTime: returned ? new Date(expectedMs - rng.int(0, 10) * DAY).toISOString() : null,
      status: returned ? 'returned' : 'out',
      remark: rng.pick(MOULD_REMARKS),
    };
  }).sort((a, b) => b.outTime.localeCompare(a.outTime));
}

export function dataOutgoingLogs(database: Db): DataOutgoingLog[] {
  database.dataOutgoingLogs ??= seedDataLogs(database);
  return database.dataOutgoingLogs;
}

export function mouldOutgoingLogs(database: Db): MouldOutgoingLog[] {
  database.mouldOutgoingLogs ??= seedMouldLogs(database);
  return database.mouldOutgoingLogs;
}

// ── Data outgoing log ───────────────────────────────────────────────────────────────────────────

const DATA_SORT: Record<string, (row: DataOutgoingLog) => string | number> = {
  send_time: (r) => r.sendTime,
  file_name: (r) => r.fileName,
  document_number: (r) => r.documentNumber,
  receiver_company: (r) => r.receiverCompany,
  sender: (r) => r.sender,
};

const CHANNEL_TEXT: Record<OutgoingChannel, [string, string]> = {
  email: ['Email', '邮件'],
  link: ['Download link', '下载链接'],
  usb: ['USB drive', 'U盘'],
};

function dataRows(request: Request, database: Db, input: Input): DataOutgoingLog[] | Response {
  const channel = str(input.channel);
  if (channel && !(channel in CHANNEL_TEXT)) return invalid(request, 'Unknown channel', '不支持的外发方式');
  const compare = orderOf<DataOutgoingLog>(
    request,
    input,
    DATA_SORT,
    (a, b) => b.sendTime.localeCompare(a.sendTime) || Number(b.id) - Number(a.id),
  );
  if (compare instanceof Response) return compare;
  const fileName = str(input.fileName);
  const company = str(input.receiverCompany);
  const sender = str(input.sender);
  const from = dateTimeInput(input.from);
  const to = dateTimeInput(input.to);
  return dataOutgoingLogs(database)
    .filter(
      (r) =>
        (contains(r.fileName, fileName) || contains(r.documentNumber, fileName)) &&
        contains(r.receiverCompany, company) &&
        contains(r.sender, sender) &&
        (!channel || r.channel === channel) &&
        inRange(r.sendTime, from, to),
    )
    .sort(compare);
}

const dataColumns = (zh: boolean): ExcelColumn<DataOutgoingLog>[] => [
  { header: ['Sent', '外发时间'], value: (r) => displayTime(r.sendTime), width: 20 },
  { header: ['Document number', '文件编号'], value: (r) => r.documentNumber, width: 16 },
  { header: ['File name', '文件名称'], value: (r) => r.fileName, width: 44 },
  { header: ['Revision', '版本'], value: (r) => r.revision, width: 9 },
  { header: ['Receiving company', '接收单位'], value: (r) => r.receiverCompany, width: 26 },
  { header: ['Receiver', '接收人'], value: (r) => r.receiverName, width: 16 },
  { header: ['Receiver email', '接收人邮箱'], value: (r) => r.receiverEmail, width: 30 },
  { header: ['Sender', '外发人'], value: (r) => r.sender, width: 16 },
  { header: ['Department', '部门'], value: (r) => r.department, width: 20 },
  { header: ['Purpose', '用途'], value: (r) => r.purpose, width: 22 },
  { header: ['Channel', '外发方式'], value: (r) => CHANNEL_TEXT[r.channel][zh ? 1 : 0], width: 14 },
];

// ── Shell mould outgoing log ────────────────────────────────────────────────────────────────────

const MOULD_SORT: Record<string, (row: MouldOutgoingLog) => string | number> = {
  out_time: (r) => r.outTime,
  mould_number: (r) => r.mouldNumber,
  supplier: (r) => r.supplier,
  quantity: (r) => r.quantity,
  expected_return: (r) => r.expectedReturn,
};

const MOULD_STATUS_TEXT: Record<MouldOutgoingLog['status'], [string, string]> = {
  out: ['Out', '外发中'],
  returned: ['Returned', '已返回'],
};

function mouldRows(request: Request, database: Db, input: Input): MouldOutgoingLog[] | Response {
  const status = str(input.status);
  if (status && !(status in MOULD_STATUS_TEXT)) return invalid(request, 'Unknown status', '不支持的状态');
  const compare = orderOf<MouldOutgoingLog>(
    request,
    input,
    MOULD_SORT,
    (a, b) => b.outTime.localeCompare(a.outTime) || Number(b.id) - Number(a.id),
  );
  if (compare instanceof Response) return compare;
  const mould = str(input.mouldNumber);
  const supplier = str(input.supplier);
  const from = dateTimeInput(input.from);
  const to = dateTimeInput(input.to);
  return mouldOutgoingLogs(database)
    .filter(
      (r) =>
        (contains(r.mouldNumber, mould) || contains(r.mouldName, mould) || contains(r.partNumber, mould)) &&
        contains(r.supplier, supplier) &&
        (!status || r.status === status) &&
        inRange(r.outTime, from, to),
    )
    .sort(compare);
}

const mouldColumns = (zh: boolean): ExcelColumn<MouldOutgoingLog>[] => [
  { header: ['Sent out', '外发时间'], value: (r) => displayTime(r.outTime), width: 20 },
  { header: ['Mould number', '模具编号'], value: (r) => r.mouldNumber, width: 16 },
  { header: ['Mould name', '模具名称'], value: (r) => r.mouldName, width: 28 },
  { header: ['Part number', '零件号'], value: (r) => r.partNumber, width: 12 },
  { header: ['Supplier', '供应商'], value: (r) => r.supplier, width: 26 },
  { header: ['Quantity', '数量'], value: (r) => r.quantity, width: 9 },
  { header: ['Sender', '外发人'], value: (r) => r.sender, width: 16 },
  { header: ['Approver', '审批人'], value: (r) => r.approver, width: 16 },
  { header: ['Expected return', '预计返回'], value: (r) => displayTime(r.expectedReturn), width: 20 },
  { header: ['Returned', '实际返回'], value: (r) => displayTime(r.returnTime), width: 20 },
  { header: ['Status', '状态'], value: (r) => MOULD_STATUS_TEXT[r.status][zh ? 1 : 0], width: 10 },
  { header: ['Remark', '备注'], value: (r) => r.remark, width: 24 },
];

// ── Handlers ────────────────────────────────────────────────────────────────────────────────────

export const reportOutgoingHandlers: HttpHandler[] = [
  http.post(
    api('/outgoingLog/showPage'),
    withScreen('/outgoingLog', async ({ request, database }) => {
      const input = await readInput(request);
      const rows = dataRows(request, database, input);
      if (rows instanceof Response) return rows;
      const { current, size } = pageInput(input, 10);
      return ok(paginate(rows, current, size));
    }),
  ),

  http.post(
    api('/export/excel/outgoingLog'),
    withScreen('/outgoingLog', async ({ request, database }) => {
      const rows = dataRows(request, database, await readInput(request));
      if (rows instanceof Response) return rows;
      const zh = langOf(request) === 'zh';
      return xlsxResponse(
        request,
        zh ? '资料外发日志' : 'Data outgoing log',
        `${zh ? '资料外发日志' : 'data-outgoing-log'}-${dateStamp()}.xlsx`,
        dataColumns(zh),
        rows,
      );
    }),
  ),

  http.post(
    api('/housOutLog/showPage'),
    withScreen('/housOutLog', async ({ request, database }) => {
      const input = await readInput(request);
      const rows = mouldRows(request, database, input);
      if (rows instanceof Response) return rows;
      const { current, size } = pageInput(input, 10);
      return ok(paginate(rows, current, size));
    }),
  ),

  http.post(
    api('/export/excel/housOutLog'),
    withScreen('/housOutLog', async ({ request, database }) => {
      const rows = mouldRows(request, database, await readInput(request));
      if (rows instanceof Response) return rows;
      const zh = langOf(request) === 'zh';
      return xlsxResponse(
        request,
        zh ? '壳模外发日志' : 'Shell mould outgoing log',
        `${zh ? '壳模外发日志' : 'shell-mould-outgoing-log'}-${dateStamp()}.xlsx`,
        mouldColumns(zh),
        rows,
      );
    }),
  ),
];
