import { describe, expect, it } from 'vitest';
import { db } from '../db';
import type { FileRow } from '../db/files';
import { SEED_FOLDERS } from '../db/seed';
import { call, loginAs, multipart, post, request } from './testing';

const upload = async (
  token: string,
  dirId: string,
  files: { name: string; content: string | Uint8Array }[],
  fields: Record<string, string> = { editDate: '2030-06-30' },
  query = '',
) => {
  const { body, headers } = multipart(fields, files);
  return (await (await request(`/dms/files/upload/${dirId}${query}`, { method: 'POST', token, body, headers })).json()) as {
    errno: number;
    errmsg: string;
    data: FileRow[];
  };
};

const firstFile = (dirId: string) =>
  [...db().files.values()].find(
    (f) => f.dirId === dirId && f.status === 'normal' && !f.secret && f.roleIds.length === 0 && Date.parse(f.editDate) > Date.now(),
  )!;

describe('upload', () => {
  it('stores new files with their bytes, effective date and roles (level 2)', async () => {
    const token = await loginAs('staff');
    const reply = await upload(
      token,
      SEED_FOLDERS.rnd,
      [
        { name: 'Bench notes 测试.txt', content: 'hello bench' },
        { name: 'Plot.png', content: new Uint8Array([1, 2, 3]) },
      ],
      { editDate: '2030-06-30' },
      '?roleIds=3',
    );
    expect(reply.errno).toBe(0);
    expect(reply.data.map((r) => r.fileName)).toEqual(['Bench notes 测试.txt', 'Plot.png']);
    expect(reply.data[0]).toMatchObject({
      fileType: '.txt',
      revision: 1,
      totalSize: 11,
      dirId: SEED_FOLDERS.rnd,
      roleIds: ['3'],
      status: 'normal',
      uploader: '王磊',
    });
    expect(reply.data[0].editDate.startsWith('2030-06-30')).toBe(true);
    const stored = db().files.get(reply.data[0].fileId)!;
    expect(new TextDecoder().decode(db().contents.get(stored.contentKey!) as ArrayBuffer)).toBe('hello bench');
    expect(db().fileLogs.some((l) => l.fileId === stored.fileId && l.operation === 'upload')).toBe(true);
  });

  it('refuses without level 2, size 0, duplicates, bad formats, no date and too many files', async () => {
    const token = await loginAs('staff');
    expect((await upload(token, SEED_FOLDERS.quality, [{ name: 'a.txt', content: 'x' }])).errno).toBe(403);
    expect((await upload(token, SEED_FOLDERS.rnd, [{ name: 'empty.pdf', content: '' }])).errmsg).toBe(
      'File size is 0B. Please upload a file of an appropriate size',
    );
    const existing = firstFile(SEED_FOLDERS.rnd);
    expect((await upload(token, SEED_FOLDERS.rnd, [{ name: existing.fileName.toUpperCase(), content: 'x' }])).errmsg).toBe(
      'This file already exists, upload cancelled',
    );
    expect(
      (
        await upload(token, SEED_FOLDERS.rnd, [
          { name: 'same.txt', content: 'x' },
          { name: 'same.txt', content: 'y' },
        ])
      ).errno,
    ).toBe(409);
    expect((await upload(token, SEED_FOLDERS.rnd, [{ name: 'tool.exe', content: 'x' }])).errmsg).toBe(
      'File format is not correct, please re-upload',
    );
    expect((await upload(token, SEED_FOLDERS.rnd, [{ name: 'noext', content: 'x' }])).errno).toBe(400);
    // No effective date, or one in another format: off the contract.
    expect((await upload(token, SEED_FOLDERS.rnd, [{ name: 'a.txt', content: 'x' }], {})).errno).toBe(400);
    expect((await upload(token, SEED_FOLDERS.rnd, [{ name: 'a.txt', content: 'x' }], { editDate: '2030-01-01T00:00:00Z' })).errno).toBe(
      400,
    );
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.txt`, content: 'x' }));
    expect((await upload(token, SEED_FOLDERS.rnd, eleven)).errmsg).toBe('The file upload limit is exceeded!');
    expect(
      (await upload(token, SEED_FOLDERS.rnd, [{ name: 'a.txt', content: 'x' }], { editDate: '2030-01-01' }, '?roleIds=99')).errno,
    ).toBe(400);
    expect((await upload('', SEED_FOLDERS.rnd, [{ name: 'a.txt', content: 'x' }])).errno).toBe(100001);
  });

  it('refuses a name with a double quote, a backslash or a line break, which a browser cannot send intact', async () => {
    const token = await loginAs('staff');
    for (const name of ['"><b>x.txt', 'a\r\nb.txt', 'a\\b.txt']) {
      const check = await post(
        `/dms/files/checkFileName/add?dirId=${SEED_FOLDERS.rnd}&fileName=${encodeURIComponent(name)}&revision=1&totalSize=10`,
        undefined,
        { token },
      );
      expect(check.errno).toBe(400);
      expect(check.errmsg).toMatch(/cannot carry intact/);
    }
  });

  it('refuses a name that shows nothing before its extension', async () => {
    const token = await loginAs('staff');
    for (const name of ['\u200B.txt', '\u2060 .pdf']) {
      const check = await post(
        `/dms/files/checkFileName/add?dirId=${SEED_FOLDERS.rnd}&fileName=${encodeURIComponent(name)}&revision=1&totalSize=10`,
        undefined,
        { token },
      );
      expect(check.errno).toBe(400);
      expect(check.errmsg).toMatch(/shows nothing before its extension/);
    }
    expect((await upload(token, SEED_FOLDERS.rnd, [{ name: '\u200B.txt', content: 'x' }])).errmsg).toMatch(/shows nothing/);
  });

  it('checks names before an upload or an update', async () => {
    const token = await loginAs('staff');
    const existing = firstFile(SEED_FOLDERS.rnd);
    const check = (path: string) => post(path, undefined, { token });
    const name = encodeURIComponent(existing.fileName);
    expect((await check(`/dms/files/checkFileName/add?dirId=${SEED_FOLDERS.rnd}&fileName=fresh.pdf&revision=1&totalSize=100`)).data).toBe(
      true,
    );
    expect((await check(`/dms/files/checkFileName/add?dirId=${SEED_FOLDERS.rnd}&fileName=${name}&revision=1&totalSize=100`)).errno).toBe(
      409,
    );
    expect((await check(`/dms/files/checkFileName/add?dirId=${SEED_FOLDERS.rnd}&fileName=fresh.pdf&revision=1&totalSize=0`)).errno).toBe(
      400,
    );
    expect(
      (await check(`/dms/files/checkFileName/add?dirId=${SEED_FOLDERS.quality}&fileName=fresh.pdf&revision=1&totalSize=10`)).errno,
    ).toBe(403);
    const drafts = firstFile(SEED_FOLDERS.workingDrafts);
    expect(
      (
        await post(
          `/dms/files/checkFileName/upd?fileId=${drafts.fileId}&fileName=${encodeURIComponent(drafts.fileName)}&dirId=${drafts.dirId}&totalSize=5`,
          undefined,
          { token },
        )
      ).data,
    ).toBe(true);
    const other = [...db().files.values()].find((f) => f.dirId === drafts.dirId && f.fileId !== drafts.fileId && f.status !== 'void')!;
    // A new version keeps the document's name: the chosen file's name is no conflict.
    expect(
      (
        await post(
          `/dms/files/checkFileName/upd?fileId=${drafts.fileId}&fileName=${encodeURIComponent(other.fileName)}&dirId=${drafts.dirId}&totalSize=5`,
          undefined,
          { token },
        )
      ).data,
    ).toBe(true);
    expect(
      (
        await post(
          `/dms/files/checkFileName/upd?fileId=${drafts.fileId}&fileName=${encodeURIComponent(drafts.fileName)}&dirId=${drafts.dirId}&totalSize=0`,
          undefined,
          { token },
        )
      ).errno,
    ).toBe(400);
  });

  it('a new version from a file of another name keeps the document name; each version names its own file', async () => {
    const token = await loginAs('staff');
    const file = firstFile(SEED_FOLDERS.testReports);
    const name = file.fileName;
    const renamed = `renamed${file.fileType}`;
    const { body, headers } = multipart({}, [{ name: renamed, content: 'from another name' }]);
    const reply = await (await request(`/dms/files/upload/upd/${file.fileId}`, { method: 'POST', token, body, headers })).json();
    expect(reply.errno).toBe(0);
    expect(reply.data).toMatchObject({ fileName: name, versionFileName: renamed });
    expect(db().files.get(file.fileId)!.versions.at(-1)!.fileName).toBe(name);
    // The next version records the previous one under the name its file had.
    const again = multipart({}, [{ name: `third${file.fileType}`, content: 'third' }]);
    await request(`/dms/files/upload/upd/${file.fileId}`, { method: 'POST', token, ...again });
    expect(db().files.get(file.fileId)!).toMatchObject({ fileName: name, versionFileName: `third${file.fileType}` });
    expect(db().files.get(file.fileId)!.versions.at(-1)!.fileName).toBe(renamed);
  });

  it('uploads a new version and keeps the previous one in the history', async () => {
    const token = await loginAs('staff');
    const file = firstFile(SEED_FOLDERS.testReports);
    const before = file.revision;
    const { body, headers } = multipart({ remark: 'Fixed figures' }, [{ name: file.fileName, content: 'v-next' }]);
    const reply = await (await request(`/dms/files/upload/upd/${file.fileId}`, { method: 'POST', token, body, headers })).json();
    expect(reply.errno).toBe(0);
    expect(reply.data).toMatchObject({ revision: before + 1, totalSize: 6, updater: '王磊', versionCount: before + 1 });
    expect(db().files.get(file.fileId)!.versions.at(-1)!.revision).toBe(before);
    const wrongType = multipart({}, [{ name: 'other.exe', content: 'x' }]);
    expect((await (await request(`/dms/files/upload/upd/${file.fileId}`, { method: 'POST', token, ...wrongType })).json()).errno).toBe(400);
    const drawing = firstFile(SEED_FOLDERS.drawings);
    const denied = multipart({}, [{ name: drawing.fileName, content: 'x' }]);
    expect((await (await request(`/dms/files/upload/upd/${drawing.fileId}`, { method: 'POST', token, ...denied })).json()).errno).toBe(403);
  });
});

describe('upload roles', () => {
  it('lists every role (id and both names) to any signed-in user, guests included', async () => {
    const token = await loginAs('guest');
    const reply = await call<{ roleId: string; roleName: string; roleNameEn: string }[]>('/dms/files/uploadRoles', { token });
    expect(reply.errno).toBe(0);
    expect(reply.data).toEqual(db().roles.map(({ roleId, roleName, roleNameEn }) => ({ roleId, roleName, roleNameEn })));
    expect(Object.keys(reply.data[0]).sort()).toEqual(['roleId', 'roleName', 'roleNameEn']);
    expect((await call('/dms/files/uploadRoles')).errno).toBe(100001);
  });
});

describe('void, restart, restore and permanent delete', () => {
  it('voids into the recycle bin and restarts with a reason (level 50 / dir 7)', async () => {
    const token = await loginAs('staff');
    const file = firstFile(SEED_FOLDERS.workingDrafts);
    expect((await post('/dms/files/del/', { fileId: file.fileId, void: true, reason: ' ' }, { token })).errmsg).toBe(
      'Please enter the reason',
    );
    expect(
      (await post('/dms/files/del/', { fileId: firstFile(SEED_FOLDERS.testReports).fileId, void: true, reason: 'x' }, { token })).errno,
    ).toBe(403);
    const voided = await post<FileRow>('/dms/files/del/', { fileId: file.fileId, void: true, reason: 'Superseded' }, { token });
    expect(voided.data).toMatchObject({ status: 'void', voidReason: 'Superseded', voidedBy: '王磊' });
    const listing = await post<{ records: FileRow[] }>(
      '/dms/files/showPageByDirId/',
      { dirId: SEED_FOLDERS.workingDrafts, current: 1, size: 100 },
      { token },
    );
    expect(listing.data.records.some((r) => r.id === file.fileId)).toBe(false);
    const bin = await post<{ records: (FileRow & { dirName: string })[] }>(
      '/dms/files/showVoidPage/',
      { current: 1, size: 100, fileName: file.fileName },
      { token },
    );
    expect(bin.data.records[0]).toMatchObject({ fileId: file.fileId, dirName: 'Working Drafts 工作草稿' });
    expect((await post('/dms/files/del/', { fileId: file.fileId, void: true, reason: 'again' }, { token })).errno).toBe(409);
    expect((await post('/dms/files/del/', { fileId: file.fileId, void: false, reason: '' }, { token })).errno).toBe(400);
    const restarted = await post<FileRow>('/dms/files/del/', { fileId: file.fileId, void: false, reason: 'Still needed' }, { token });
    expect(restarted.data.status).toBe('normal');
    expect(
      db()
        .fileLogs.filter((l) => l.fileId === file.fileId)
        .map((l) => l.operation),
    ).toEqual(expect.arrayContaining(['void', 'restart']));
  });

  it('restores from the bin unless the name is now taken', async () => {
    const token = await loginAs('staff');
    const file = firstFile(SEED_FOLDERS.workingDrafts);
    await post('/dms/files/del/', { fileId: file.fileId, void: true, reason: 'Oops' }, { token });
    await upload(token, SEED_FOLDERS.workingDrafts, [{ name: file.fileName, content: 'replacement' }]);
    expect((await post(`/dms/files/reduction/${file.fileId}`, undefined, { token })).errmsg).toBe(
      'This file already exists, upload cancelled',
    );
    const other = firstFile(SEED_FOLDERS.workingDrafts);
    await post('/dms/files/del/', { fileId: other.fileId, void: true, reason: 'Oops' }, { token });
    expect((await post<FileRow>(`/dms/files/reduction/${other.fileId}`, undefined, { token })).data.status).not.toBe('void');
    expect((await post(`/dms/files/reduction/${other.fileId}`, undefined, { token })).errno).toBe(409);
  });

  it('deletes only void files permanently, all or nothing', async () => {
    const token = await loginAs('staff');
    const [a, b] = [...db().files.values()].filter((f) => f.dirId === SEED_FOLDERS.workingDrafts && f.status !== 'void');
    await post('/dms/files/del/', { fileId: a.fileId, void: true, reason: 'Old' }, { token });
    expect((await post('/dms/files/del/complete', { fileIds: [a.fileId, b.fileId] }, { token })).errno).toBe(409);
    expect(db().files.has(a.fileId)).toBe(true);
    expect((await post('/dms/files/del/complete', { fileIds: [a.fileId] }, { token })).data).toBe(1);
    expect(db().files.has(a.fileId)).toBe(false);
    await post('/dms/files/del/', { fileId: b.fileId, void: true, reason: 'Old' }, { token });
    expect((await post('/dms/files/delByIds', { fileIds: [b.fileId] }, { token })).data).toBe(1);
  });

  it('purges voided files older than 3 months when the bin is read, except system files', async () => {
    const token = await loginAs('admin');
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 4);
    const [plain, system] = [...db().files.values()].filter((f) => f.status === 'normal').slice(0, 2);
    Object.assign(plain, { status: 'void', voidedAt: old.toISOString(), isSystem: false });
    Object.assign(system, { status: 'void', voidedAt: old.toISOString(), isSystem: true });
    await post('/dms/files/showVoidPage/', { current: 1, size: 10 }, { token });
    expect(db().files.has(plain.fileId)).toBe(false);
    expect(db().files.has(system.fileId)).toBe(true);
  });

  it('filters the bin by type, voider and dates', async () => {
    const token = await loginAs('admin');
    const bin = async (body: Record<string, unknown>) =>
      (await post<{ records: FileRow[]; total: number }>('/dms/files/showVoidPage/', { current: 1, size: 1000, ...body }, { token })).data;
    const all = await bin({});
    expect(all.total).toBeGreaterThan(0);
    expect(
      (await bin({ kind: 'images' })).records.every((r) => ['.png', '.jpg', '.jpeg', '.gif', '.bmp', '.webp', '.svg'].includes(r.fileType)),
    ).toBe(true);
    expect((await bin({ voidedBy: 'nobody-at-all' })).total).toBe(0);
    const to = (await bin({ to: '2026-11-01 00:00:00' })).records;
    expect(to.every((r) => r.voidedAt! <= '2026-11-01T00:00:00.000Z')).toBe(true);
  });
});

describe('move, effective date and metadata', () => {
  it('moves one file or several with write access on both ends', async () => {
    const token = await loginAs('staff');
    const file = firstFile(SEED_FOLDERS.workingDrafts);
    expect((await post('/dms/files/updFather/', { fileId: file.fileId, dirId: SEED_FOLDERS.quality }, { token })).errno).toBe(403);
    const moved = await post<FileRow>('/dms/files/updFather/', { fileId: file.fileId, dirId: SEED_FOLDERS.rnd }, { token });
    expect(moved.data.dirId).toBe(SEED_FOLDERS.rnd);
    // Level 2 in R&D does not allow moving out again.
    expect((await post('/dms/files/updFather/', { fileId: file.fileId, dirId: SEED_FOLDERS.workingDrafts }, { token })).errno).toBe(403);
    const batch = [...db().files.values()].filter((f) => f.dirId === SEED_FOLDERS.projectX200 && f.status !== 'void').map((f) => f.fileId);
    const many = await post<FileRow[]>('/dms/files/updFatherByIds/', { fileIds: batch, dirId: SEED_FOLDERS.workingDrafts }, { token });
    expect(many.errno).toBe(0);
    expect(batch.every((id) => db().files.get(id)!.dirId === SEED_FOLDERS.workingDrafts)).toBe(true);
  });

  it('refuses a move onto a taken name', async () => {
    const token = await loginAs('admin');
    const file = firstFile(SEED_FOLDERS.workingDrafts);
    await upload(token, SEED_FOLDERS.rnd, [{ name: file.fileName, content: 'twin' }]);
    expect((await post('/dms/files/updFather/', { fileId: file.fileId, dirId: SEED_FOLDERS.rnd }, { token })).errno).toBe(409);
  });

  it('restores an expired file by a new effective date (level 5)', async () => {
    const token = await loginAs('staff');
    const expired =
      [...db().files.values()].find(
        (f) => f.dirId === SEED_FOLDERS.testReports && f.status === 'normal' && Date.parse(f.editDate) < Date.now(),
      ) ?? Object.assign(firstFile(SEED_FOLDERS.testReports), { editDate: '2025-01-01T00:00:00.000Z' });
    expect((await call<FileRow>(`/dms/files/getInfo/${expired.fileId}`, { token })).data.status).toBe('expired');
    expect((await post(`/dms/files/changeEditDate/${expired.fileId}`, { editDate: 'soon' }, { token })).errno).toBe(400);
    const changed = await post<FileRow>(`/dms/files/changeEditDate/${expired.fileId}`, { editDate: '2031-01-01' }, { token });
    expect(changed.data.status).toBe('normal');
    const drawing = firstFile(SEED_FOLDERS.drawings);
    expect((await post(`/dms/files/changeEditDate/${drawing.fileId}`, { editDate: '2031-01-01' }, { token })).errno).toBe(403);
    const ids = [...db().files.values()].filter((f) => f.dirId === SEED_FOLDERS.workingDrafts && f.status !== 'void').map((f) => f.fileId);
    const united = await post<FileRow[]>(`/dms/files/uniteSettingDate?fileIds=${ids.join(',')}&editDate=2032-02-02`, undefined, { token });
    expect(united.data.every((r) => r.editDate.startsWith('2032-02-02'))).toBe(true);
  });

  it('edits metadata with validation', async () => {
    const token = await loginAs('staff');
    const file = firstFile(SEED_FOLDERS.testReports);
    const edit = (body: Record<string, unknown>) => post<FileRow>('/dms/files/updInfo', { fileId: file.fileId, ...body }, { token });
    expect((await edit({ emailNotifier: 'not-an-email' })).errno).toBe(400);
    expect((await edit({ fileName: 'renamed.exe' })).errmsg).toBe('The file type cannot be changed');
    expect((await edit({ labels: 'x' })).errno).toBe(400);
    const done = await edit({
      documentNumber: 'RD-2026-777',
      emailNotifier: 'a@b.com, c@d.com',
      labels: ['重要', 'Customer'],
      fileName: `Renamed${file.fileType}`,
    });
    expect(done.data).toMatchObject({ documentNumber: 'RD-2026-777', labels: ['重要', 'Customer'], fileName: `Renamed${file.fileType}` });
    expect(
      (await post('/dms/files/updInfo', { fileId: firstFile(SEED_FOLDERS.drawings).fileId, documentNumber: 'x' }, { token })).errno,
    ).toBe(403);
  });
});

describe('operation log', () => {
  it('pages a file log newest first', async () => {
    const token = await loginAs('staff');
    const file = firstFile(SEED_FOLDERS.workingDrafts);
    await call(`/dms/files/getInfo/${file.fileId}`, { token });
    await post('/dms/files/updInfo', { fileId: file.fileId, location: 'Lab 2' }, { token });
    const log = await post<{ records: { operation: string; fileId: string }[]; total: number }>(
      '/dms/files/showFilesLogPage',
      { current: 1, size: 5, fileId: file.fileId },
      { token },
    );
    expect(log.data.records[0].operation).toBe('edit');
    expect(log.data.records.every((r) => r.fileId === file.fileId)).toBe(true);
    const hidden = [...db().files.values()].find((f) => f.dirId === SEED_FOLDERS.hrConfidential)!;
    expect((await post('/dms/files/showFilesLogPage', { current: 1, size: 5, fileId: hidden.fileId }, { token })).errno).toBe(403);
  });
});

describe('recycle bin and overdue system files: sort, purge time and the caller levels', () => {
  type BinRow = FileRow & { dirName: string; purgeTime: string | null; userDirLevel: number; userFileLevel: number };
  const bin = async (token: string, body: Record<string, unknown>) =>
    post<{ records: BinRow[]; total: number }>('/dms/files/showVoidPage/', { current: 1, size: 1000, ...body }, { token });

  it('sorts the bin by name, void time, type and size, and refuses an unknown column', async () => {
    const token = await loginAs('admin');
    const names = (await bin(token, { orderColumn: 'file_name', order: 'ASC' })).data.records.map((r) => r.fileName);
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })));
    const voided = (await bin(token, { orderColumn: 'voided_at', order: 'ASC' })).data.records.map((r) => r.voidedAt!);
    expect(voided).toEqual([...voided].sort());
    const sizes = (await bin(token, { orderColumn: 'total_size', order: 'DESC' })).data.records.map((r) => r.totalSize);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect((await bin(token, { orderColumn: 'secret' })).errno).toBe(400);
    // The column names are the backend's (snake_case) only: no camelCase alias.
    expect((await bin(token, { orderColumn: 'voidedAt', order: 'ASC' })).errno).toBe(400);
    expect((await bin(token, { orderColumn: 'file_name', order: 'UP' })).errno).toBe(400);
  });

  it('answers when each file goes for good (3 months after voiding; system files are kept) and the caller levels', async () => {
    const staff = await loginAs('staff');
    const [mine, system] = [...db().files.values()].filter((f) => f.dirId === SEED_FOLDERS.workingDrafts && f.status !== 'void');
    const report = firstFile(SEED_FOLDERS.testReports);
    const voidedAt = new Date(Date.now() - 10 * 86_400_000);
    const purgeAt = new Date(voidedAt);
    purgeAt.setUTCMonth(purgeAt.getUTCMonth() + 3);
    Object.assign(mine, { status: 'void', voidedAt: voidedAt.toISOString(), voidedBy: '王磊', isSystem: false });
    Object.assign(system, { status: 'void', voidedAt: voidedAt.toISOString(), voidedBy: '王磊', isSystem: true });
    Object.assign(report, { status: 'void', voidedAt: new Date().toISOString(), voidedBy: 'Administrator' });
    const rows = (await bin(staff, {})).data.records;
    const row = (id: string) => rows.find((r) => r.fileId === id)!;
    expect(row(mine.fileId)).toMatchObject({ purgeTime: purgeAt.toISOString(), userDirLevel: 7, userFileLevel: 50 });
    expect(row(system.fileId).purgeTime).toBeNull();
    // Test reports: directory level 5, file level 40: the file shows, but restore and delete are refused.
    expect(row(report.fileId)).toMatchObject({ userDirLevel: 5, userFileLevel: 40 });
    expect((await post(`/dms/files/reduction/${report.fileId}`, undefined, { token: staff })).errmsg).toBe('Permission is denied');
    expect((await post('/dms/files/del/complete', { fileIds: [report.fileId] }, { token: staff })).errno).toBe(403);
  });

  it('filters, sorts and pages the overdue system files with the caller levels', async () => {
    const token = await loginAs('admin');
    type Row = FileRow & { dirName: string; userDirLevel: number; userFileLevel: number };
    const list = (query: string) =>
      call<{ records: Row[]; total: number }>(`/dms/files/selectExpireSysFile?current=1&size=1000${query}`, { token });
    const all = (await list('')).data;
    expect(all.total).toBeGreaterThan(1);
    expect(
      all.records.every((r) => r.isSystem && r.status === 'expired' && r.dirName && r.userDirLevel === 7 && r.userFileLevel === 50),
    ).toBe(true);
    const word = all.records[0].fileName.slice(0, 4).toLowerCase();
    const found = (await list(`&fileName=${encodeURIComponent(word)}`)).data.records;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => r.fileName.toLowerCase().includes(word))).toBe(true);
    const newest = (await list('&orderColumn=edit_date&order=DESC')).data.records.map((r) => r.editDate);
    expect(newest).toEqual([...newest].sort().reverse());
    expect((await list('&orderColumn=size')).errno).toBe(400);
    // A new effective date in the future takes the files off the list.
    const ids = all.records.slice(0, 2).map((r) => r.fileId);
    expect((await post(`/dms/files/uniteSettingDate?fileIds=${ids.join(',')}&editDate=2099-01-01`, undefined, { token })).errno).toBe(0);
    const after = (await list('')).data;
    expect(after.total).toBe(all.total - 2);
    expect(after.records.some((r) => ids.includes(r.fileId))).toBe(false);
  });
});
