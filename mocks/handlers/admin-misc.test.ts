/** Document templates, file servers and the edit form of departments and areas (admin mock calls). */
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import type { Page } from '../http';
import { call, loginAs, multipart, post, request } from './testing';

interface DocRow {
  templateId: string;
  templateName: string;
  fileName: string;
  totalSize: number;
}

interface ServerRow {
  serverId: string;
  serverName: string;
  isDefault: boolean;
  used: number;
}

describe('document templates', () => {
  it('lists for any user, uploads and deletes for system managers, downloads with the file name', async () => {
    const staff = await loginAs('staff');
    const listed = await post<Page<DocRow>>('/dms/docTemplate/showPage', { current: 1, size: 10 }, { token: staff });
    expect(listed.data.total).toBe(6);
    const seeded = listed.data.records[0];
    const download = await request(`/dms/docTemplate/download/${seeded.templateId}`, { token: staff });
    expect(download.headers.get('content-disposition')).toContain(encodeURIComponent(seeded.fileName));
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const form = (fields: Record<string, string>, name = 'Checklist.docx', content = 'hello') =>
      multipart({ remark: '', ...fields }, [{ field: 'file', name, content }]);
    const upload = async (fields: Record<string, string>, name?: string, content?: string, token = staff) => {
      const { body, headers } = form(fields, name, content);
      return call<DocRow>('/dms/docTemplate/upload', { method: 'POST', body, headers, token });
    };
    expect((await upload({ templateName: 'Checklist' })).errno).toBe(403);
    const admin = await loginAs('admin');
    expect((await upload({ templateName: '' }, undefined, undefined, admin)).errno).toBe(400);
    expect((await upload({ templateName: 'Empty' }, 'x.docx', '', admin)).errmsg).toBe(
      'File size is 0B. Please upload a file of an appropriate size',
    );
    expect((await upload({ templateName: 'Script' }, 'x.exe', 'MZ', admin)).errmsg).toBe('File format is not correct, please re-upload');
    expect((await upload({ templateName: 'meeting minutes template' }, 'x.docx', 'a', admin)).errno).toBe(409);
    const added = await upload({ templateName: 'Checklist', remark: 'Audit' }, 'Checklist.docx', 'hello', admin);
    expect(added.data).toMatchObject({ templateName: 'Checklist', fileName: 'Checklist.docx', totalSize: 5 });
    const bytes = await (await request(`/dms/docTemplate/download/${added.data.templateId}`, { token: staff })).text();
    expect(bytes).toBe('hello');

    expect((await post('/dms/docTemplate/del', { templateId: added.data.templateId }, { token: staff })).errno).toBe(403);
    expect((await post('/dms/docTemplate/del', { templateId: added.data.templateId }, { token: admin })).errno).toBe(0);
    expect((await request(`/dms/docTemplate/download/${added.data.templateId}`, { token: staff }).then((r) => r.json())).errno).toBe(404);
  });
});

describe('file servers', () => {
  const server = {
    serverName: 'Test NAS',
    protocol: 'NAS',
    host: '10.9.9.9',
    port: 445,
    rootPath: '/dms/test',
    capacity: 1024 ** 4,
    status: 'online',
    isDefault: false,
  };

  it('adds, edits, moves the default flag and removes with the rules', async () => {
    expect((await post('/dms/fileServer/showPage', { current: 1, size: 10 }, { token: await loginAs('staff') })).errno).toBe(403);
    const token = await loginAs('admin');
    const page = await post<Page<ServerRow>>('/dms/fileServer/showPage', { current: 1, size: 10 }, { token });
    expect(page.data.records[0].isDefault).toBe(true);
    for (const bad of [
      { serverName: '' },
      { host: 'bad host' },
      { port: 70000 },
      { rootPath: 'dms' },
      { capacity: 0 },
      { protocol: 'HTTP' },
      { isDefault: true, status: 'offline' },
    ]) {
      expect([bad, (await post('/dms/fileServer/add', { ...server, ...bad }, { token })).errno]).toEqual([bad, 400]);
    }
    expect((await post('/dms/fileServer/add', { ...server, serverName: 'legacy ftp' }, { token })).errno).toBe(409);
    const added = await post<ServerRow>('/dms/fileServer/add', server, { token });
    expect(added.data).toMatchObject({ serverName: 'Test NAS', used: 0, isDefault: false });
    const defaultNow = await post<ServerRow>('/dms/fileServer/upd', { serverId: added.data.serverId, isDefault: true }, { token });
    expect(defaultNow.data.isDefault).toBe(true);
    expect(
      db()
        .fileServers.filter((s) => s.isDefault)
        .map((s) => s.serverId),
    ).toEqual([added.data.serverId]);
    expect((await post('/dms/fileServer/del', { serverId: added.data.serverId }, { token })).errmsg).toBe(
      'The default server cannot be removed',
    );
    expect((await post('/dms/fileServer/del', { serverId: '2' }, { token })).errno).toBe(409);
    await post('/dms/fileServer/upd', { serverId: '1', isDefault: true }, { token });
    expect((await post('/dms/fileServer/del', { serverId: added.data.serverId }, { token })).errno).toBe(0);
    expect((await post('/dms/fileServer/del', { serverId: '5' }, { token })).errno).toBe(0);
  });
});

describe('departments and areas: edit through the add calls with an id', () => {
  it('renames a department and an area, refusing clashes', async () => {
    const token = await loginAs('admin');
    const quality = db().fileParams.find((p) => p.type === 'department' && p.code === 'QA')!;
    const renamed = await post<{ paramNameEn: string }>(
      '/dms/fileParam/addDepartmentConfig',
      { id: quality.id, paramName: '质量管理部', paramNameEn: 'Quality Management' },
      { token },
    );
    expect(renamed.data.paramNameEn).toBe('Quality Management');
    expect(
      (await post('/dms/fileParam/addDepartmentConfig', { id: quality.id, paramName: '研发部', paramNameEn: 'R&D' }, { token })).errno,
    ).toBe(409);
    expect(
      (await post('/dms/fileParam/addDepartmentConfig', { paramName: 'Bad code', paramNameEn: 'Bad code', code: 'with space' }, { token }))
        .errno,
    ).toBe(400);
    const room = db().fileParams.find((p) => p.type === 'area' && p.code === 'HQ-A')!;
    const area = await post<{ paramName: string; parentId: string }>(
      '/dms/fileParam/addArchiveAreaConfig',
      { id: room.id, paramName: '档案室甲', paramNameEn: 'Room A1' },
      { token },
    );
    expect(area.data).toMatchObject({ paramName: '档案室甲', parentId: room.parentId });
    expect((await post('/dms/fileParam/addArchiveAreaConfig', { id: quality.id, paramName: 'x', paramNameEn: 'x' }, { token })).errno).toBe(
      404,
    );
  });
});

describe('folder templates built by an administrator', () => {
  interface TemplateNode {
    id: string;
    directoryName: string;
    children: TemplateNode[];
  }
  const strip = (nodes: TemplateNode[]): { directoryName: string; children: unknown[] }[] =>
    nodes.map((n) => ({ directoryName: n.directoryName, children: strip(n.children) }));

  it('are used by POST /folder/addByTemplate', async () => {
    const token = await loginAs('admin');
    const template = await post<{ mapId: string; tempRootId: string }>(
      '/dms/dirTemp/updOrInsTemp',
      { tempName: 'Audit pack', remark: 'Per audit' },
      { token },
    );
    const plans = await post<{ id: string }>(
      '/dms/dirTemp/updOrInsNodes',
      { directoryName: 'Plans', fatherDirectoryId: template.data.tempRootId, rootId: template.data.tempRootId },
      { token },
    );
    await post(
      '/dms/dirTemp/updOrInsNodes',
      { directoryName: 'Findings', fatherDirectoryId: template.data.tempRootId, rootId: template.data.tempRootId },
      { token },
    );
    await post(
      '/dms/dirTemp/updOrInsNodes',
      { directoryName: 'Draft', fatherDirectoryId: plans.data.id, rootId: template.data.tempRootId },
      { token },
    );
    const tree = (await call<TemplateNode[]>(`/dms/folder/getDirTempByRootId?rootId=${template.data.tempRootId}`, { token })).data;
    const created = await post<TemplateNode[]>('/dms/folder/addByTemplate?fatherId=2&inherit=true', strip(tree), { token });
    expect(created.errno).toBe(0);
    expect(created.data[0].directoryName).toBe('Audit pack');
    expect(created.data[0].children.map((c) => c.directoryName)).toEqual(['Plans', 'Findings']);
    const folder = db().folders.get(created.data[0].children[0].id)!;
    expect(folder.fatherDirectoryId).toBe(created.data[0].id);
  });
});
