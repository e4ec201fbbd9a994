import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSheet } from 'read-excel-file/universal';
import { db } from '../db';
import type { FileRow } from '../db/files';
import { SEED_FOLDERS, SEED_NOW } from '../db/seed';
import type { FileLog } from '../db/schema';
import { call, loginAs, post, request } from './testing';
import { XLSX_TYPE } from './report-common';
import type { PlmReceiver } from './report-plm';
import type { DataOutgoingLog, MouldOutgoingLog } from './report-outgoing';

interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
}

async function workbook(path: string, token: string, body: unknown, lang?: 'en' | 'zh') {
  const response = await request(path, { method: 'POST', token, body, lang });
  expect(response.headers.get('content-type')).toBe(XLSX_TYPE);
  expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
  const bytes = await response.arrayBuffer();
  // An .xlsx is a zip archive: it starts with "PK".
  expect(new TextDecoder().decode(new Uint8Array(bytes).slice(0, 2))).toBe('PK');
  return { disposition: response.headers.get('content-disposition') ?? '', rows: await readSheet(bytes) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('system file manifest', () => {
  it('exports exactly the rows the list gives under the same filters and order', async () => {
    const token = await loginAs('admin');
    const filters = { fileName: 'procedure', orderColumn: 'file_name', order: 'DESC' };
    const list = await post<Page<FileRow>>('/dms/file/showSystemListPage/1/1000', filters, { token });
    expect(list.data.total).toBeGreaterThan(1);
    const names = list.data.records.map((r) => r.fileName);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, ['en', 'zh'], { numeric: true, sensitivity: 'base' })));
    const { rows, disposition } = await workbook('/dms/export/excel/sysFile', token, filters);
    expect(disposition).toMatch(/^attachment; filename="system-file-manifest-\d{8}\.xlsx"/);
    expect(rows[0]).toEqual(expect.arrayContaining(['Document number', 'File name', 'Revision', 'Status']));
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2]])).toEqual(list.data.records.map((r) => [r.documentNumber, r.fileName, r.revision]));
  });

  it('names the Chinese workbook in UTF-8 and writes Chinese headers', async () => {
    const token = await loginAs('admin');
    const { rows, disposition } = await workbook('/dms/export/excel/sysFile', token, { status: 'expired' }, 'zh');
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('体系文件清单-')}`);
    expect(rows[0][0]).toBe('文件编号');
    expect(rows.slice(1).every((r) => r[3] === '已过期')).toBe(true);
  });

  it('refuses an unknown sort column', async () => {
    const token = await loginAs('admin');
    expect((await post('/dms/file/showSystemListPage/1/10', { orderColumn: 'password' }, { token })).errno).toBe(400);
    expect(
      (await request('/dms/export/excel/sysFile', { method: 'POST', token, body: { order: 'sideways' } }).then((r) => r.json())).errno,
    ).toBe(400);
  });

  it("exports a folder's manifest: this folder, or with its subfolders, with filters", async () => {
    const token = await loginAs('admin');
    const current = await workbook('/dms/export/excel/exportFile', token, { directoryId: SEED_FOLDERS.rnd, type: 'current' });
    const all = await workbook('/dms/export/excel/exportFile', token, { directoryId: SEED_FOLDERS.rnd, type: 'all' });
    expect(current.rows[0][0]).toBe('Folder');
    expect(all.rows.length).toBeGreaterThan(current.rows.length);
    expect(current.rows.slice(1).every((r) => r[0] === 'R&D')).toBe(true);
    expect(all.disposition).toMatch(/filename="R&D-manifest-\d{8}\.xlsx"/);
    const filtered = await workbook('/dms/export/excel/exportFile', token, {
      directoryId: SEED_FOLDERS.rnd,
      type: 'all',
      fileName: 'report',
    });
    expect(filtered.rows.length).toBeGreaterThan(1);
    expect(filtered.rows.slice(1).every((r) => String(r[2]).toLowerCase().includes('report'))).toBe(true);
    expect(
      (
        await request('/dms/export/excel/exportFile', {
          method: 'POST',
          token,
          body: { directoryId: SEED_FOLDERS.rnd, type: 'both' },
        }).then((r) => r.json())
      ).errno,
    ).toBe(400);
  });
});

describe('operation log', () => {
  it('filters by user, action, file and date range, newest first', async () => {
    const token = await loginAs('admin');
    const body = { current: 1, size: 100, operator: 'administrator', from: '2026-10-01 00:00:00', to: '2026-11-01 23:59:59' };
    const page = await post<Page<FileLog>>('/dms/operationLog/showPage', body, { token });
    expect(page.data.total).toBeGreaterThan(0);
    for (const row of page.data.records) {
      expect(row.operator).toBe('Administrator');
      expect(row.operateTime >= '2026-10-01T00:00:00' && row.operateTime <= '2026-11-01T23:59:59.999Z').toBe(true);
    }
    const times = page.data.records.map((r) => r.operateTime);
    expect(times).toEqual([...times].sort().reverse());
    const voids = await post<Page<FileLog>>('/dms/operationLog/showPage', { ...body, operation: 'void' }, { token });
    expect(voids.data.records.every((r) => r.operation === 'void')).toBe(true);
    const byAccount = await post<Page<FileLog>>('/dms/operationLog/showPage', { ...body, operator: 'admin' }, { token });
    expect(byAccount.data.total).toBe(page.data.total);
    expect((await post('/dms/operationLog/showPage', { operation: 'teleport' }, { token })).errno).toBe(400);
  });

  it('exports the filtered log', async () => {
    const token = await loginAs('admin');
    const filters = { operator: 'Administrator', operation: 'void' };
    const page = await post<Page<FileLog>>('/dms/operationLog/showPage', { ...filters, current: 1, size: 1000 }, { token });
    const { rows, disposition } = await workbook('/dms/export/excel/operationLog', token, filters);
    expect(disposition).toMatch(/operation-log-\d{8}\.xlsx/);
    expect(rows.slice(1).map((r) => r[3])).toEqual(page.data.records.map((r) => r.fileName));
    expect(rows.slice(1).every((r) => r[2] === 'Void' && r[1] === 'Administrator')).toBe(true);
  });

  it('shows others only the entries of files they may see', async () => {
    const token = await loginAs('staff');
    // Log management is not in an engineer's menu: without it, no entries at all.
    expect((await post('/dms/operationLog/showPage', { current: 1, size: 10 }, { token })).errno).toBe(403);
    const logger = db().menus.find((m) => m.menuUrl === '/logger')!;
    db()
      .roles.find((r) => r.roleId === db().users.find((u) => u.useraccount === 'staff')!.roleIds[0])!
      .menuIds.push(logger.menuId);
    const page = await post<Page<FileLog>>('/dms/operationLog/showPage', { current: 1, size: 1000, fileName: 'HR' }, { token });
    const hidden = [...db().files.values()].filter((f) => f.dirId === SEED_FOLDERS.hrConfidential).map((f) => f.fileId);
    expect(page.data.records.some((r) => hidden.includes(r.fileId))).toBe(false);
  });
});

describe('dashboard reports', () => {
  it('counts uploads, new versions and voids per day over the last 30 days', async () => {
    const token = await loginAs('admin');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SEED_NOW);
    const reply = await call<{ from: string; to: string; days: { date: string; uploads: number; updates: number; voids: number }[] }>(
      '/dms/report/fileActivity?days=30',
      { token },
    );
    expect(reply.data.days).toHaveLength(30);
    expect(reply.data.to).toBe('2026-11-01');
    expect(reply.data.from).toBe('2026-10-03');
    const since = Date.parse('2026-10-03T00:00:00Z');
    const expected = { uploads: 0, updates: 0, voids: 0 };
    for (const log of db().fileLogs) {
      const time = Date.parse(log.operateTime);
      if (time < since || time >= since + 30 * 86_400_000) continue;
      if (log.operation === 'upload') expected.uploads += 1;
      if (log.operation === 'update') expected.updates += 1;
      if (log.operation === 'void') expected.voids += 1;
    }
    const sum = (key: 'uploads' | 'updates' | 'voids') => reply.data.days.reduce((n, d) => n + d[key], 0);
    expect({ uploads: sum('uploads'), updates: sum('updates'), voids: sum('voids') }).toEqual(expected);
    expect(expected.voids).toBeGreaterThan(0);
  });

  it('lists only the files whose effective date ends within the window, soonest first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Just before a known effective date: that file is "expiring soon".
    const soon = [...db().files.values()].find((f) => f.status === 'normal' && f.editDate > '2028-01-01')!;
    const now = Date.parse(soon.editDate) - 5 * 86_400_000;
    vi.setSystemTime(now);
    const token = await loginAs('admin');
    const reply = await call<Page<FileRow & { daysLeft: number }>>('/dms/report/expiringFiles?days=30&current=1&size=500', { token });
    const expected = [...db().files.values()].filter(
      (f) => f.status !== 'void' && Date.parse(f.editDate) >= now && Date.parse(f.editDate) < now + 30 * 86_400_000,
    );
    expect(reply.data.total).toBe(expected.length);
    expect(reply.data.records.some((r) => r.fileId === soon.fileId)).toBe(true);
    const left = reply.data.records.map((r) => r.daysLeft);
    expect(left.every((d) => d >= 0 && d < 30)).toBe(true);
    expect(left).toEqual([...left].sort((a, b) => a - b));
  });

  it('lists the files already expired apart, most recently expired first', async () => {
    const token = await loginAs('admin');
    const now = Date.now();
    const reply = await call<Page<FileRow & { daysLeft: number }>>('/dms/report/expiredFiles?current=1&size=500', { token });
    const expected = [...db().files.values()].filter((f) => f.status !== 'void' && Date.parse(f.editDate) < now);
    expect(reply.data.total).toBe(expected.length);
    const left = reply.data.records.map((r) => r.daysLeft);
    expect(left.every((d) => d < 0)).toBe(true);
    expect(left).toEqual([...left].sort((a, b) => b - a));
    // The seed dates some files relative to today: one expired a day ago leads.
    expect(left[0]).toBe(-1);
    // And none of them is among the files expiring soon.
    const soon = await call<Page<FileRow>>('/dms/report/expiringFiles?days=30&current=1&size=500', { token });
    const expiredIds = new Set(expected.map((f) => f.fileId));
    expect(soon.data.records.filter((r) => expiredIds.has(r.fileId))).toEqual([]);
    expect(soon.data.records.length).toBeGreaterThanOrEqual(5);
  });
});

describe('OA received files', () => {
  it('sorts by a column and serves the document', async () => {
    const token = await loginAs('admin');
    const page = await post<Page<{ id: string; title: string; fileName: string }>>(
      '/dms/fileOa/showPage/',
      { current: 1, size: 40, orderColumn: 'title', order: 'ASC' },
      { token },
    );
    const titles = page.data.records.map((r) => r.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, ['en', 'zh'], { numeric: true, sensitivity: 'base' })));
    const pdf = page.data.records.find((r) => r.fileName.endsWith('.pdf'))!;
    const response = await request(`/dms/fileOa/download/${pdf.id}`, { token });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(pdf.fileName)}`);
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await call('/dms/fileOa/download/9999', { token })).errno).toBe(404);
  });
});

describe('PLM mail receivers', () => {
  it('pages, searches, adds, edits and removes receivers with valid unique emails', async () => {
    const token = await loginAs('admin');
    const first = await post<Page<PlmReceiver>>('/dms/plmReceiver/showPage', { current: 1, size: 10 }, { token });
    expect(first.data.total).toBe(24);
    expect(first.data.records).toHaveLength(10);
    const someone = first.data.records[3];
    const found = await post<Page<PlmReceiver>>(
      '/dms/plmReceiver/showPage',
      { current: 1, size: 10, keyword: someone.email.toUpperCase() },
      { token },
    );
    expect(found.data.records.map((r) => r.id)).toEqual([someone.id]);

    expect((await post('/dms/plmReceiver/add', { receiverName: 'Ann', email: 'not-an-email' }, { token })).errno).toBe(400);
    expect((await post('/dms/plmReceiver/add', { receiverName: '', email: 'ann@example.com' }, { token })).errno).toBe(400);
    expect((await post('/dms/plmReceiver/add', { receiverName: 'Ann', email: someone.email.toUpperCase() }, { token })).errno).toBe(409);
    const added = await post<PlmReceiver>(
      '/dms/plmReceiver/add',
      { receiverName: 'Ann Lee', email: 'ann.lee@example.com', department: 'R&D' },
      { token },
    );
    expect(added.errno).toBe(0);
    expect(added.data.id).toBe('25');
    const edited = await post<PlmReceiver>(
      '/dms/plmReceiver/upd',
      { id: added.data.id, receiverName: 'Ann Lee', email: 'ann@example.com' },
      { token },
    );
    expect(edited.data.email).toBe('ann@example.com');
    expect(
      (await post('/dms/plmReceiver/upd', { id: added.data.id, receiverName: 'Ann Lee', email: someone.email }, { token })).errno,
    ).toBe(409);
    expect((await post('/dms/plmReceiver/del', { id: added.data.id }, { token })).errno).toBe(0);
    expect((await post('/dms/plmReceiver/del', { id: added.data.id }, { token })).errno).toBe(404);
  });

  it('is refused to users without the screen', async () => {
    const token = await loginAs('guest');
    expect((await post('/dms/plmReceiver/showPage', { current: 1, size: 10 }, { token })).errno).toBe(403);
    expect((await post('/dms/plmReceiver/showPage', { current: 1, size: 10 })).errno).toBe(100001);
  });
});

describe('outgoing logs', () => {
  it('pages and filters the data outgoing log, and exports the same rows', async () => {
    const token = await loginAs('admin');
    const all = await post<Page<DataOutgoingLog>>('/dms/outgoingLog/showPage', { current: 2, size: 10 }, { token });
    expect(all.data.total).toBe(64);
    expect(all.data.current).toBe(2);
    const company = all.data.records[0].receiverCompany;
    const filters = { receiverCompany: company.slice(0, 5), channel: 'email', from: '2026-05-01 00:00:00', to: '2026-11-01 23:59:59' };
    const filtered = await post<Page<DataOutgoingLog>>('/dms/outgoingLog/showPage', { ...filters, current: 1, size: 100 }, { token });
    expect(filtered.data.total).toBeGreaterThan(0);
    expect(
      filtered.data.records.every(
        (r) => r.channel === 'email' && r.sendTime >= '2026-05-01' && r.receiverCompany.includes(company.slice(0, 5)),
      ),
    ).toBe(true);
    const { rows } = await workbook('/dms/export/excel/outgoingLog', token, filters);
    expect(rows.slice(1).map((r) => r[2])).toEqual(filtered.data.records.map((r) => r.fileName));
    expect((await post('/dms/outgoingLog/showPage', { channel: 'pigeon' }, { token })).errno).toBe(400);
  });

  it('pages and filters the shell mould log, and exports the same rows', async () => {
    const token = await loginAs('admin');
    const all = await post<Page<MouldOutgoingLog>>(
      '/dms/housOutLog/showPage',
      { current: 1, size: 20, orderColumn: 'quantity', order: 'DESC' },
      { token },
    );
    expect(all.data.total).toBe(47);
    const quantities = all.data.records.map((r) => r.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
    const filters = { status: 'returned', mouldNumber: 'SM-2025' };
    const filtered = await post<Page<MouldOutgoingLog>>('/dms/housOutLog/showPage', { ...filters, current: 1, size: 100 }, { token });
    expect(filtered.data.records.every((r) => r.status === 'returned' && r.mouldNumber.startsWith('SM-2025'))).toBe(true);
    const { rows } = await workbook('/dms/export/excel/housOutLog', token, filters, 'zh');
    expect(rows[0][1]).toBe('模具编号');
    expect(rows.slice(1).map((r) => r[1])).toEqual(filtered.data.records.map((r) => r.mouldNumber));
  });

  it('needs the screen: staff (engineer) has the shell mould log, guest has neither', async () => {
    const staff = await loginAs('staff');
    expect((await post('/dms/housOutLog/showPage', { current: 1, size: 10 }, { token: staff })).errno).toBe(0);
    const guest = await loginAs('guest');
    expect((await post('/dms/outgoingLog/showPage', { current: 1, size: 10 }, { token: guest })).errno).toBe(403);
    expect((await request('/dms/export/excel/housOutLog', { method: 'POST', token: guest, body: {} }).then((r) => r.json())).errno).toBe(
      403,
    );
  });
});
