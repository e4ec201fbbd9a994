import { describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/universal';
import { db } from '../db';
import type { FileRow } from '../db/files';
import { SEED_FOLDERS } from '../db/seed';
import { call, loginAs, post, request } from './testing';
import { XLSX_TYPE } from './report-common';

const normalFile = (dirId: string) =>
  [...db().files.values()].find((f) => f.dirId === dirId && f.status === 'normal' && !f.secret && f.roleIds.length === 0)!;

describe('favourites', () => {
  it('adds a file to a named list (level 20) and lists it', async () => {
    const token = await loginAs('staff');
    const file = normalFile(SEED_FOLDERS.drawings);
    expect((await post('/dms/collection/add/', { signName: '', fileNum: file.fileId }, { token })).errno).toBe(400);
    expect(
      (await post('/dms/collection/add/', { signName: 'Mine', fileNum: normalFile(SEED_FOLDERS.quality).fileId }, { token })).errno,
    ).toBe(403);
    expect((await post('/dms/collection/add/', { signName: 'Mine', fileNum: file.fileId }, { token })).errno).toBe(0);
    expect((await post('/dms/collection/add/', { signName: 'Mine', fileNum: file.fileId }, { token })).errno).toBe(409);
    const list = await call<{ fileNum: string; file: FileRow }[]>('/dms/sign/getSign/Mine', { token });
    expect(list.data.map((e) => e.fileNum)).toEqual([file.fileId]);
    expect(list.data[0].file.fileName).toBe(file.fileName);
    expect((await call<unknown[]>(`/dms/sign/getSign/${encodeURIComponent('我的收藏')}`, { token })).data.length).toBeGreaterThan(0);
    expect((await post('/dms/collection/del/', { signName: 'Mine', fileNum: file.fileId }, { token })).errno).toBe(0);
    expect((await call<unknown[]>('/dms/sign/getSign/Mine', { token })).data).toEqual([]);
  });
});

describe('system files', () => {
  it('pages the manifest with filters', async () => {
    const token = await loginAs('admin');
    const page = await post<{ records: FileRow[]; total: number; size: number }>('/dms/file/showSystemListPage/1/5', {}, { token });
    expect(page.data.size).toBe(5);
    expect(page.data.total).toBeGreaterThan(5);
    expect(page.data.records.every((r) => r.isSystem)).toBe(true);
    const expired = await post<{ records: FileRow[] }>('/dms/file/showSystemListPage/1/100', { status: 'expired' }, { token });
    expect(expired.data.records.every((r) => r.status === 'expired')).toBe(true);
    const overdue = await call<{ records: FileRow[]; total: number }>('/dms/files/selectExpireSysFile?current=1&size=100', { token });
    expect(overdue.data.total).toBe(expired.data.records.length);
  });

  it('exports real xlsx workbooks with a Content-Disposition name (details in report-handlers.test.ts)', async () => {
    const token = await loginAs('staff');
    const sys = await request('/dms/export/excel/sysFile', { method: 'POST', token, body: {} });
    expect(sys.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(sys.headers.get('content-disposition')).toMatch(/system-file-manifest-\d{8}\.xlsx/);
    expect((await readSheet(await sys.arrayBuffer()))[0].slice(0, 2)).toEqual(['Document number', 'File name']);
    const folder = await request('/dms/export/excel/exportFile', {
      method: 'POST',
      token,
      body: { directoryId: SEED_FOLDERS.rnd, type: 'all' },
    });
    const rows = await readSheet(await folder.arrayBuffer());
    const count = [...db().files.values()].filter(
      (f) => f.status !== 'void' && ['2', '201', '202', '203', '204', '205', '206', '207'].includes(f.dirId),
    ).length;
    expect(rows.length - 1).toBeGreaterThanOrEqual(count);
    expect(
      (
        await (
          await request('/dms/export/excel/exportFile', {
            method: 'POST',
            token,
            body: { directoryId: SEED_FOLDERS.hrConfidential, type: 'all' },
          })
        ).json()
      ).errno,
    ).toBe(403);
  });
});

describe('OA received files', () => {
  it('pages and filters', async () => {
    // OA received files are not in an engineer's menu.
    expect((await post('/dms/fileOa/showPage/', { current: 1, size: 10 }, { token: await loginAs('staff') })).errno).toBe(403);
    const token = await loginAs('admin');
    const all = await post<{ records: { receiveTime: string; status: string }[]; total: number }>(
      '/dms/fileOa/showPage/',
      { current: 1, size: 10 },
      { token },
    );
    expect(all.data.total).toBe(40);
    expect(all.data.records.map((r) => r.receiveTime)).toEqual([...all.data.records.map((r) => r.receiveTime)].sort().reverse());
    const pending = await post<{ records: { status: string }[] }>(
      '/dms/fileOa/showPage/',
      { current: 1, size: 100, status: 'pending' },
      { token },
    );
    expect(pending.data.records.every((r) => r.status === 'pending')).toBe(true);
    expect((await post('/dms/fileOa/showPage/', { current: 1, size: 10 })).errno).toBe(100001);
  });
});

describe('folder template management', () => {
  it('lists, creates, edits and deletes templates and nodes (admin only)', async () => {
    const staff = await loginAs('staff');
    expect(
      (await post<{ total: number }>('/dms/dirTemp/showPage', { current: 1, size: 10, tempName: 'APQP' }, { token: staff })).data.total,
    ).toBe(1);
    expect((await post('/dms/dirTemp/updOrInsTemp', { tempName: 'Mine' }, { token: staff })).errno).toBe(403);
    const token = await loginAs('admin');
    expect((await post('/dms/dirTemp/updOrInsTemp', { tempName: '' }, { token })).errno).toBe(400);
    expect((await post('/dms/dirTemp/updOrInsTemp', { tempName: 'annual records 年度记录' }, { token })).errno).toBe(409);
    const created = await post<{ mapId: string; tempRootId: string }>('/dms/dirTemp/updOrInsTemp', { tempName: 'Audit pack' }, { token });
    const { mapId, tempRootId } = created.data;
    const child = await post<{ id: string }>(
      '/dms/dirTemp/updOrInsNodes',
      { directoryName: 'Evidence', fatherDirectoryId: tempRootId, rootId: tempRootId },
      { token },
    );
    expect(
      (
        await post(
          '/dms/dirTemp/updOrInsNodes',
          { directoryName: 'evidence', fatherDirectoryId: tempRootId, rootId: tempRootId },
          { token },
        )
      ).errno,
    ).toBe(409);
    await post('/dms/dirTemp/updOrInsNodes', { directoryName: 'Photos', fatherDirectoryId: child.data.id, rootId: tempRootId }, { token });
    expect(
      (
        await post(
          '/dms/dirTemp/updOrInsNodes',
          { id: child.data.id, directoryName: 'Evidence 证据', fatherDirectoryId: tempRootId, rootId: tempRootId },
          { token },
        )
      ).errno,
    ).toBe(0);
    const tree = (
      await call<{ children: { directoryName: string; children: unknown[] }[] }[]>(`/dms/folder/getDirTempByRootId?rootId=${tempRootId}`, {
        token,
      })
    ).data;
    expect(tree[0].children[0]).toMatchObject({
      directoryName: 'Evidence 证据',
      children: [expect.objectContaining({ directoryName: 'Photos' })],
    });
    expect((await post('/dms/dirTemp/delNodesById', { ids: [tempRootId] }, { token })).errno).toBe(400);
    expect((await post('/dms/dirTemp/delNodesById', { ids: [child.data.id] }, { token })).data).toBe(2);
    expect((await post('/dms/dirTemp/updOrInsTemp', { mapId, tempName: 'Audit pack 2' }, { token })).errno).toBe(0);
    expect((await call(`/dms/dirTemp/delTempById?tempId=${mapId}`, { token })).errno).toBe(0);
    expect(db().templateNodes.some((n) => n.rootId === tempRootId)).toBe(false);
    expect((await call(`/dms/dirTemp/delTempById?tempId=${mapId}`, { token })).errno).toBe(404);
  });
});
