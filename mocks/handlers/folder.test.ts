import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { subtreeIds, type FolderTreeNode } from '../db/folders';
import { SEED_FOLDERS } from '../db/seed';
import { call, loginAs, post } from './testing';

const flatten = (nodes: FolderTreeNode[]): FolderTreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('GET /folder/showDirs', () => {
  it('gives the admin the whole tree under the root', async () => {
    const reply = await call<FolderTreeNode[]>('/dms/folder/showDirs', { token: await loginAs('admin') });
    expect(reply.errno).toBe(0);
    expect(reply.data.every((n) => n.fatherDirectoryId === '0')).toBe(true);
    expect(flatten(reply.data)).toHaveLength(db().folders.size - 1);
    expect(reply.data[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        directoryId: expect.any(String),
        directoryName: expect.any(String),
        children: expect.any(Array),
      }),
    );
  });

  it('hides level-0 subtrees and void folders from staff', async () => {
    const ids = flatten((await call<FolderTreeNode[]>('/dms/folder/showDirs', { token: await loginAs('staff') })).data).map((n) => n.id);
    expect(ids).toContain(SEED_FOLDERS.workingDrafts);
    expect(ids).not.toContain(SEED_FOLDERS.hrConfidential);
    expect(ids).not.toContain('804');
    // Everything but the root, HR Confidential (no children) and the void folder 804 with its subtree.
    expect(ids).toHaveLength(db().folders.size - 1 - 1 - subtreeIds(db(), '804').size);
  });

  it('needs a token', async () => {
    expect((await call('/dms/folder/showDirs')).errno).toBe(100001);
  });
});

describe('folder changes', () => {
  it('counts a name in code points and refuses one that shows nothing, as the screens do', async () => {
    const token = await loginAs('staff');
    const add = (directoryName: string, lang?: 'en' | 'zh') =>
      post<FolderTreeNode>('/dms/folder/add/', { directoryName, fatherDirectoryId: SEED_FOLDERS.designSpecs }, { token, lang });
    expect(await add('\u200B')).toMatchObject({ errno: 400, errmsg: 'The folder name needs at least one visible character' });
    expect(await add('\u200B\u2060 \u202E', 'zh')).toMatchObject({ errno: 400, errmsg: '文件夹名称至少需要一个可见字符' });
    // 100 math-bold letters are 200 UTF-16 units, and 100 characters.
    expect((await add('𝐀'.repeat(100))).data.directoryName).toBe('𝐀'.repeat(100));
    expect(await add('𝐁'.repeat(101))).toMatchObject({ errno: 400, errmsg: 'The folder name may have at most 100 characters' });
  });

  it('adds a folder with level 3 on the parent, a unique name among siblings', async () => {
    const token = await loginAs('staff');
    expect((await post('/dms/folder/add/', { directoryName: '', fatherDirectoryId: SEED_FOLDERS.designSpecs }, { token })).errmsg).toBe(
      'The folder name is required',
    );
    expect((await post('/dms/folder/add/', { directoryName: 'a/b', fatherDirectoryId: SEED_FOLDERS.designSpecs }, { token })).errno).toBe(
      400,
    );
    expect((await post('/dms/folder/add/', { directoryName: 'New', fatherDirectoryId: SEED_FOLDERS.rnd }, { token })).errno).toBe(403);
    expect((await post('/dms/folder/add/', { directoryName: 'New', fatherDirectoryId: '0' }, { token })).errno).toBe(403);
    expect((await post('/dms/folder/add/', { directoryName: 'New', fatherDirectoryId: '99999' }, { token })).errno).toBe(404);
    const added = await post<FolderTreeNode>(
      '/dms/folder/add/',
      { directoryName: '2027 规划', fatherDirectoryId: SEED_FOLDERS.designSpecs },
      { token },
    );
    expect(added.errno).toBe(0);
    expect(added.data).toMatchObject({ directoryName: '2027 规划', fatherDirectoryId: SEED_FOLDERS.designSpecs });
    const dup = await post(
      '/dms/folder/add/',
      { directoryName: '2027 规划', fatherDirectoryId: SEED_FOLDERS.designSpecs },
      { token, lang: 'zh' },
    );
    expect(dup).toMatchObject({ errno: 409, errmsg: '该位置已存在同名文件夹' });
    // The new folder inherits the parent's level.
    const auth = await call<{ dirLevel: number }>(`/dms/folder/getOptAuthByDirId?dirId=${added.data.id}`, { token });
    expect(auth.data.dirLevel).toBe(3);
  });

  it('renames with level 5, moves with level 6 (and 3 on the target), deletes with level 7', async () => {
    const token = await loginAs('staff');
    const a = (
      await post<FolderTreeNode>('/dms/folder/add/', { directoryName: 'Tmp A', fatherDirectoryId: SEED_FOLDERS.workingDrafts }, { token })
    ).data;
    const b = (await post<FolderTreeNode>('/dms/folder/add/', { directoryName: 'Tmp B', fatherDirectoryId: a.id }, { token })).data;
    expect((await post('/dms/folder/upd/', { directoryId: SEED_FOLDERS.drawings, directoryName: 'X' }, { token })).errno).toBe(403);
    expect((await post('/dms/folder/upd/', { directoryId: b.id, directoryName: '' }, { token })).errno).toBe(400);
    expect(
      (await post<FolderTreeNode>('/dms/folder/upd/', { directoryId: b.id, directoryName: 'Tmp B2' }, { token })).data.directoryName,
    ).toBe('Tmp B2');

    expect((await post('/dms/folder/updPath/', { directoryId: a.id, fatherDirectoryId: b.id }, { token })).errmsg).toBe(
      'A folder cannot be moved into itself or its subfolders',
    );
    expect((await post('/dms/folder/updPath/', { directoryId: a.id, fatherDirectoryId: a.id }, { token })).errno).toBe(400);
    expect((await post('/dms/folder/updPath/', { directoryId: '0', fatherDirectoryId: a.id }, { token })).errno).toBe(400);
    expect(
      (
        await post(
          '/dms/folder/updPath/',
          { directoryId: SEED_FOLDERS.testReports, fatherDirectoryId: SEED_FOLDERS.workingDrafts },
          { token },
        )
      ).errno,
    ).toBe(403);
    expect((await post('/dms/folder/updPath/', { directoryId: b.id, fatherDirectoryId: SEED_FOLDERS.drawings }, { token })).errno).toBe(0);
    expect(db().folders.get(b.id)!.fatherDirectoryId).toBe(SEED_FOLDERS.drawings);
    expect((await post('/dms/folder/updPath/', { directoryId: b.id, fatherDirectoryId: SEED_FOLDERS.rnd }, { token })).errno).toBe(403);

    expect((await post('/dms/folder/delById/', { id: b.id }, { token })).errno).toBe(403); // level 4 in Drawings
    expect((await post('/dms/folder/delById/', { id: SEED_FOLDERS.workingDrafts }, { token })).errmsg).toMatch(/not empty/);
    expect((await post('/dms/folder/delById/', { id: a.id }, { token })).errno).toBe(0);
    expect(db().folders.has(a.id)).toBe(false);
    expect((await post('/dms/folder/delById/', { id: '0' }, { token: await loginAs('admin') })).errno).toBe(400);
  });

  it('voids and restarts a folder with a reason (level 7)', async () => {
    const token = await loginAs('staff');
    const a = (
      await post<FolderTreeNode>('/dms/folder/add/', { directoryName: 'Void me', fatherDirectoryId: SEED_FOLDERS.workingDrafts }, { token })
    ).data;
    expect((await post('/dms/folder/void/', { directoryId: a.id, void: true, reason: ' ' }, { token })).errmsg).toBe(
      'Please enter the reason',
    );
    expect((await post('/dms/folder/void/', { directoryId: SEED_FOLDERS.testReports, void: true, reason: 'x' }, { token })).errno).toBe(
      403,
    );
    expect((await post('/dms/folder/void/', { directoryId: a.id, void: true, reason: 'Obsolete' }, { token })).errno).toBe(0);
    expect(db().folders.get(a.id)).toMatchObject({ status: 'void', voidReason: 'Obsolete', voidedBy: '王磊' });
    expect((await post('/dms/files/showPageByDirId/', { dirId: a.id, current: 1, size: 10 }, { token })).errmsg).toBe(
      'This folder has been voided',
    );
    expect((await post('/dms/folder/add/', { directoryName: 'Child', fatherDirectoryId: a.id }, { token })).errno).toBe(409);
    expect((await post('/dms/folder/void/', { directoryId: a.id, void: true, reason: 'again' }, { token })).errno).toBe(409);
    expect((await post('/dms/folder/void/', { directoryId: a.id, void: false, reason: '' }, { token })).errno).toBe(400);
    expect((await post('/dms/folder/void/', { directoryId: a.id, void: false, reason: 'Needed again' }, { token })).errno).toBe(0);
    expect(db().folders.get(a.id)!.status).toBe('normal');
  });
});

describe('paths and capabilities', () => {
  it('gives the path from the root, in the caller language', async () => {
    const token = await loginAs('staff');
    const drawingsChild = [...db().folders.values()].find((f) => f.fatherDirectoryId === SEED_FOLDERS.drawings)!;
    const reply = await call<{ dirId: string; dirName: string }[]>(`/dms/folder/getPathById/${drawingsChild.id}`, { token });
    expect(reply.data).toEqual([
      { dirId: '0', dirName: 'All documents' },
      { dirId: '2', dirName: 'R&D' },
      { dirId: '202', dirName: 'Drawings' },
      { dirId: drawingsChild.id, dirName: drawingsChild.directoryName },
    ]);
    expect((await call<{ dirName: string }[]>('/dms/folder/getPathById/0', { token, lang: 'zh' })).data).toEqual([
      { dirId: '0', dirName: '全部文档' },
    ]);
    expect((await call(`/dms/folder/getPathById/${SEED_FOLDERS.hrConfidential}`, { token })).errno).toBe(403);
    expect((await call('/dms/folder/getPathById/424242', { token })).errno).toBe(404);
  });

  it('reports the levels of a folder', async () => {
    const staff = await loginAs('staff');
    expect((await call(`/dms/folder/getOptAuthByDirId?dirId=${SEED_FOLDERS.projectX200}`, { token: staff })).data).toEqual({
      dirId: SEED_FOLDERS.projectX200,
      dirLevel: 6,
      fileLevel: 40,
      admin: false,
      adminLevel: 0,
    });
    expect((await call('/dms/folder/getOptAuthByDirId?dirId=1', { token: await loginAs('admin') })).data).toMatchObject({
      dirLevel: 7,
      fileLevel: 50,
      admin: true,
      adminLevel: 10000,
    });
    expect((await call('/dms/folder/getOptAuthByDirId', { token: staff })).errno).toBe(400);
  });
});

describe('templates', () => {
  it('lists templates and their node trees', async () => {
    const token = await loginAs('staff');
    const list = (await call<{ mapId: string; tempName: string; tempRootId: string }[]>('/dms/folder/getDirTempList', { token })).data;
    expect(list.length).toBeGreaterThanOrEqual(3);
    const tree = (
      await call<{ directoryName: string; children: { directoryName: string }[] }[]>(
        `/dms/folder/getDirTempByRootId?rootId=${list[0].tempRootId}`,
        { token },
      )
    ).data;
    expect(tree[0].directoryName).toBe(list[0].tempName);
    expect(tree[0].children.map((c) => c.directoryName)).toContain('01 Initiation 立项');
    expect((await call('/dms/folder/getDirTempByRootId?rootId=999', { token })).errno).toBe(404);
  });

  it('creates a subtree from template nodes and copies the parent grants with inherit', async () => {
    const token = await loginAs('staff');
    const nodes = [
      { directoryName: 'Phase 1', children: [{ directoryName: 'Minutes' }, { directoryName: 'Plans' }] },
      { directoryName: 'Phase 2' },
    ];
    expect((await post(`/dms/folder/addByTemplate?fatherId=${SEED_FOLDERS.rnd}&inherit=false`, nodes, { token })).errno).toBe(403);
    const bad = await post(
      `/dms/folder/addByTemplate?fatherId=${SEED_FOLDERS.publicDocs}&inherit=true`,
      [{ directoryName: 'A' }, { directoryName: 'a' }],
      { token },
    );
    expect(bad.errno).toBe(409);
    const made = await post<FolderTreeNode[]>(`/dms/folder/addByTemplate?fatherId=${SEED_FOLDERS.publicDocs}&inherit=true`, nodes, {
      token,
    });
    expect(made.errno).toBe(0);
    expect(made.data.map((n) => n.directoryName)).toEqual(['Phase 1', 'Phase 2']);
    const minutes = made.data[0].children[0];
    // 公共文档 gives staff level 3 without inherit; the copied grant cascades into the new subtree.
    expect((await call<{ dirLevel: number }>(`/dms/folder/getOptAuthByDirId?dirId=${minutes.id}`, { token })).data.dirLevel).toBe(3);
    const plain = await post<FolderTreeNode[]>(
      `/dms/folder/addByTemplate?fatherId=${SEED_FOLDERS.publicDocs}&inherit=false`,
      [{ directoryName: 'Plain' }],
      { token },
    );
    expect((await call<{ dirLevel: number }>(`/dms/folder/getOptAuthByDirId?dirId=${plain.data[0].id}`, { token })).data.dirLevel).toBe(1);
  });
});
