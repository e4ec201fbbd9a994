import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { folderAccess, folderAccessMap } from '../db/permissions';
import { DEMO_ACCOUNTS, ROLE_IDS, SEED_FOLDERS } from '../db/seed';
import { call, encrypt, login, loginAs, post } from './testing';

interface TreeNode {
  id: string;
  dirLevel: number;
  fileLevel: number;
  source: string;
  fromDirId: string | null;
  capped: boolean;
  children: TreeNode[];
}

const find = (nodes: TreeNode[], id: string): TreeNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = find(node.children, id);
    if (inner) return inner;
  }
  return undefined;
};

const childOf = (dirId: string) => [...db().folders.values()].find((f) => f.fatherDirectoryId === dirId)!.id;

interface Explanation {
  dirLevel: number;
  fileLevel: number;
  admin: boolean;
  sources: {
    kind: string;
    roleId?: string;
    teamId?: string;
    fromDirId?: string;
    dirLevel: number | null;
    fileLevel: number;
    decidesDir: boolean;
    decidesFile: boolean;
    cappedFrom?: unknown;
  }[];
  file: { fileLevel: number; visible: boolean; hiddenReason: string | null; sources: { kind: string; decidesFile: boolean }[] } | null;
}

/** A new user holding only `roleId`, signed in with the first-login password replaced; returns its token and id. */
async function userWithRole(admin: string, roleId: string) {
  const department = db().fileParams.find((p) => p.type === 'department')!.id;
  const created = await post<{ userId: string }>(
    '/dms/user/add',
    {
      username: 'Role Tester',
      useraccount: 'roletester',
      jobNumber: 'E55555',
      email: 'rt@dms.example.com',
      userType: 'internal',
      status: 'enabled',
      departmentId: department,
      roleIds: [roleId],
      password: encrypt('Start@2026x'),
    },
    { token: admin },
  );
  // Until the first-login password is replaced the user may use no data call.
  const first = await login('roletester', 'Start@2026x');
  await post('/dms/user/outside/activate/', { newPassword: encrypt('Fresh@2026x') }, { token: first.data.token });
  const signedIn = await login('roletester', 'Fresh@2026x');
  return { token: signedIn.data.token, userId: created.data.userId };
}

describe('permission configuration', () => {
  it('a new role’s grant with inherit cascades to subfolders in getOptAuthByDirId; without inherit it does not', async () => {
    const admin = await loginAs('admin');
    const role = await post<{ roleId: string }>('/dms/role/add', { roleName: '设计审核', roleNameEn: 'Design reviewer' }, { token: admin });
    const roleId = role.data.roleId;
    expect((await post('/dms/role/upd', { roleId, maxDirLevel: 5, maxFileLevel: 40 }, { token: admin })).errno).toBe(0);
    const { token } = await userWithRole(admin, roleId);
    const sub = childOf(SEED_FOLDERS.rnd);
    const subSub = childOf(sub);
    const auth = async (dirId: string) =>
      (await call<{ dirLevel: number; fileLevel: number }>(`/dms/folder/getOptAuthByDirId?dirId=${dirId}`, { token })).data;

    expect(await auth(sub)).toMatchObject({ dirLevel: 1, fileLevel: 10 });
    const saved = await post<{ grantId: string }>(
      '/dms/authority/saveDirGrant',
      { roleId, dirId: SEED_FOLDERS.rnd, dirLevel: 6, fileLevel: 30, inherit: true, dirAdmin: false },
      { token: admin },
    );
    expect(saved.errno).toBe(0);
    // Capped by the role's maximum directory level 5.
    expect(await auth(SEED_FOLDERS.rnd)).toMatchObject({ dirLevel: 5, fileLevel: 30 });
    expect(await auth(sub)).toMatchObject({ dirLevel: 5, fileLevel: 30 });
    expect(await auth(subSub)).toMatchObject({ dirLevel: 5, fileLevel: 30 });

    const tree = (await call<TreeNode[]>(`/dms/authority/roleFolderTree?roleId=${roleId}`, { token: admin })).data;
    expect(find(tree, SEED_FOLDERS.rnd)).toMatchObject({ source: 'grant', dirLevel: 5, capped: true });
    expect(find(tree, sub)).toMatchObject({ source: 'inherited', fromDirId: SEED_FOLDERS.rnd, dirLevel: 5 });
    expect(find(tree, SEED_FOLDERS.quality)).toMatchObject({ source: 'default', dirLevel: 1, fileLevel: 10 });

    // Replacing the grant (one per role and folder) without inherit: the subfolders fall back.
    await post(
      '/dms/authority/saveDirGrant',
      { roleId, dirId: SEED_FOLDERS.rnd, dirLevel: 3, fileLevel: 20, inherit: false, dirAdmin: false },
      { token: admin },
    );
    expect(db().folderGrants.filter((g) => g.roleId === roleId)).toHaveLength(1);
    expect(await auth(SEED_FOLDERS.rnd)).toMatchObject({ dirLevel: 3, fileLevel: 20 });
    expect(await auth(sub)).toMatchObject({ dirLevel: 1, fileLevel: 10 });

    // Directory administrator always cascades, as 7/50 capped by the role.
    await post(
      '/dms/authority/saveDirGrant',
      { roleId, dirId: SEED_FOLDERS.rnd, dirLevel: 1, fileLevel: 0, inherit: false, dirAdmin: true },
      { token: admin },
    );
    expect(await auth(subSub)).toMatchObject({ dirLevel: 5, fileLevel: 40 });
    const admins = (await call<{ roleId: string; dirId: string }[]>('/dms/authority/dirAdmins', { token: admin })).data;
    expect(admins).toContainEqual(expect.objectContaining({ roleId, dirId: SEED_FOLDERS.rnd }));

    const grants = (await call<{ grantId: string }[]>(`/dms/authority/dirGrants?roleId=${roleId}`, { token: admin })).data;
    expect((await post('/dms/authority/delDirGrant', { grantId: grants[0].grantId }, { token: admin })).errno).toBe(0);
    expect(await auth(SEED_FOLDERS.rnd)).toMatchObject({ dirLevel: 1 });
  });

  it('validates grants and refuses them for the system manager role and for others than system managers', async () => {
    const admin = await loginAs('admin');
    const base = { roleId: ROLE_IDS.engineer, dirId: SEED_FOLDERS.quality, dirLevel: 2, fileLevel: 10, inherit: false, dirAdmin: false };
    expect((await post('/dms/authority/saveDirGrant', { ...base, dirLevel: 8 }, { token: admin })).errno).toBe(400);
    expect((await post('/dms/authority/saveDirGrant', { ...base, fileLevel: 15 }, { token: admin })).errno).toBe(400);
    expect((await post('/dms/authority/saveDirGrant', { ...base, dirId: '999999' }, { token: admin })).errno).toBe(404);
    expect((await post('/dms/authority/saveDirGrant', { ...base, roleId: ROLE_IDS.systemManager }, { token: admin })).errno).toBe(400);
    expect((await post('/dms/authority/saveDirGrant', base, { token: await loginAs('staff') })).errno).toBe(403);
  });

  it('single-file grants change the level on that file only', async () => {
    const admin = await loginAs('admin');
    const staff = db().users.find((u) => u.userId === DEMO_ACCOUNTS.staff.userId)!;
    const file = [...db().files.values()].find((f) => f.dirId === SEED_FOLDERS.quality && f.roleIds.length === 0 && f.status === 'normal')!;
    expect(
      (await post('/dms/authority/saveFileGrant', { roleId: ROLE_IDS.engineer, fileId: file.fileId, fileLevel: 33 }, { token: admin }))
        .errno,
    ).toBe(400);
    const saved = await post<{ grantId: string; fileName: string }>(
      '/dms/authority/saveFileGrant',
      { roleId: ROLE_IDS.engineer, fileId: file.fileId, fileLevel: 30 },
      { token: admin },
    );
    expect(saved.data.fileName).toBe(file.fileName);
    const explained = await call<Explanation>(`/dms/authority/explain?userId=${staff.userId}&dirId=${file.dirId}&fileId=${file.fileId}`, {
      token: admin,
    });
    expect(explained.data.file).toMatchObject({ fileLevel: 30, visible: true });
    expect(explained.data.file!.sources[0]).toMatchObject({ kind: 'fileGrant', decidesFile: true });
    expect((await call<unknown[]>(`/dms/authority/fileGrants?roleId=${ROLE_IDS.engineer}`, { token: admin })).data).toHaveLength(1);
    await post('/dms/authority/delFileGrant', { grantId: saved.data.grantId }, { token: admin });
    expect(db().fileGrants).toHaveLength(0);
  });

  it('explains a user’s levels with the same numbers getOptAuthByDirId answers', async () => {
    const admin = await loginAs('admin');
    const staffToken = await loginAs('staff');
    const staffId = DEMO_ACCOUNTS.staff.userId;
    const underDrawings = childOf(SEED_FOLDERS.drawings);
    for (const dirId of [
      SEED_FOLDERS.drawings,
      underDrawings,
      SEED_FOLDERS.quality,
      SEED_FOLDERS.hrConfidential,
      SEED_FOLDERS.publicDocs,
    ]) {
      const explained = (await call<Explanation>(`/dms/authority/explain?userId=${staffId}&dirId=${dirId}`, { token: admin })).data;
      const answered = (
        await call<{ dirLevel: number; fileLevel: number }>(`/dms/folder/getOptAuthByDirId?dirId=${dirId}`, { token: staffToken })
      ).data;
      expect([dirId, explained.dirLevel, explained.fileLevel]).toEqual([dirId, answered.dirLevel, answered.fileLevel]);
      expect(explained.sources.filter((s) => s.decidesDir)).toHaveLength(1);
    }
    const inherited = (await call<Explanation>(`/dms/authority/explain?userId=${staffId}&dirId=${underDrawings}`, { token: admin })).data;
    expect(inherited.sources[0]).toMatchObject({
      kind: 'inherited',
      roleId: ROLE_IDS.engineer,
      fromDirId: SEED_FOLDERS.drawings,
      dirLevel: 4,
    });
    const byDefault = (await call<Explanation>(`/dms/authority/explain?userId=${staffId}&dirId=${SEED_FOLDERS.quality}`, { token: admin }))
      .data;
    expect(byDefault.sources[0]).toMatchObject({ kind: 'default', dirLevel: 1, fileLevel: 10 });
    const manager = (
      await call<Explanation>(`/dms/authority/explain?userId=${DEMO_ACCOUNTS.admin.userId}&dirId=${SEED_FOLDERS.hrConfidential}`, {
        token: admin,
      })
    ).data;
    expect(manager).toMatchObject({ admin: true, dirLevel: 7, fileLevel: 50 });
    expect(manager.sources[0].kind).toBe('systemManager');
    expect((await call(`/dms/authority/explain?userId=${staffId}&dirId=404404`, { token: admin })).errno).toBe(404);
  });

  it('counts an active team’s space as a source, and stops when the team is dissolved', async () => {
    const admin = await loginAs('admin');
    const staff = db().users.find((u) => u.userId === DEMO_ACCOUNTS.staff.userId)!;
    const guestId = DEMO_ACCOUNTS.guest.userId;
    const team = await post<{ teamId: string }>(
      '/dms/team/add',
      { teamName: 'Review board', ownerId: staff.userId, dirId: SEED_FOLDERS.quality },
      { token: admin },
    );
    await post('/dms/team/saveMember', { teamId: team.data.teamId, userId: guestId, role: 'editor', authority: 30 }, { token: admin });
    const guest = db().users.find((u) => u.userId === guestId)!;
    const under = childOf(SEED_FOLDERS.quality);
    expect(folderAccess(db(), guest, under)).toEqual({ dirLevel: 5, fileLevel: 30, admin: false });
    const map = folderAccessMap(db(), guest);
    for (const id of db().folders.keys()) expect([id, map.get(id)]).toEqual([id, folderAccess(db(), guest, id)]);
    const explained = (await call<Explanation>(`/dms/authority/explain?userId=${guestId}&dirId=${under}`, { token: admin })).data;
    expect(explained.sources.find((s) => s.kind === 'team')).toMatchObject({
      teamId: team.data.teamId,
      fromDirId: SEED_FOLDERS.quality,
      decidesDir: true,
      decidesFile: true,
    });
    const guestToken = (await login('guest', 'Guest@12345')).data.token;
    expect((await call<{ dirLevel: number }>(`/dms/folder/getOptAuthByDirId?dirId=${under}`, { token: guestToken })).data.dirLevel).toBe(5);
    await post('/dms/team/dissolve', { teamId: team.data.teamId }, { token: admin });
    expect(folderAccess(db(), guest, under)).toEqual({ dirLevel: 1, fileLevel: 10, admin: false });
    // The owner (staff, Engineer: level 1 on Quality) had 7 there while the team was active.
    expect(folderAccess(db(), staff, SEED_FOLDERS.quality).dirLevel).toBe(1);
  });
});
