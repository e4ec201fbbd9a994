import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, SEED_FOLDERS } from './seed';
import { fileLevelOf, folderAccess, folderAccessMap, isAdmin } from './permissions';
import { db } from './index';

const userOf = (name: keyof typeof DEMO_ACCOUNTS) => db().users.find((u) => u.userId === DEMO_ACCOUNTS[name].userId)!;

describe('permissions', () => {
  it('gives staff every directory level 0–7 on the documented folders', () => {
    const staff = userOf('staff');
    const expected: [string, number][] = [
      [SEED_FOLDERS.hrConfidential, 0],
      [SEED_FOLDERS.quality, 1],
      [SEED_FOLDERS.rnd, 2],
      [SEED_FOLDERS.designSpecs, 3],
      [SEED_FOLDERS.drawings, 4],
      [SEED_FOLDERS.testReports, 5],
      [SEED_FOLDERS.projectX200, 6],
      [SEED_FOLDERS.workingDrafts, 7],
    ];
    for (const [dirId, level] of expected) expect([dirId, folderAccess(db(), staff, dirId).dirLevel]).toEqual([dirId, level]);
    expect(folderAccess(db(), staff, SEED_FOLDERS.quality).fileLevel).toBe(10);
    expect(folderAccess(db(), staff, SEED_FOLDERS.testReports).fileLevel).toBe(40);
  });

  it('cascades inherited grants to subfolders and stops at a non-inherited one', () => {
    const staff = userOf('staff');
    const d = db();
    const underDrawings = [...d.folders.values()].find((f) => f.fatherDirectoryId === SEED_FOLDERS.drawings)!;
    expect(folderAccess(d, staff, underDrawings.id).dirLevel).toBe(4);
    expect(folderAccess(d, staff, SEED_FOLDERS.publicDocs).dirLevel).toBe(3);
    const underPublic = [...d.folders.values()].find((f) => f.fatherDirectoryId === SEED_FOLDERS.publicDocs)!;
    expect(folderAccess(d, staff, underPublic.id).dirLevel).toBe(1);
  });

  it('agrees between the single-folder and the whole-tree computation', () => {
    for (const name of ['staff', 'guest', 'admin'] as const) {
      const user = userOf(name);
      const map = folderAccessMap(db(), user);
      for (const id of db().folders.keys()) expect([name, id, map.get(id)]).toEqual([name, id, folderAccess(db(), user, id)]);
    }
  });

  it('gives guest level 1 / 10, admin 7 / 50, and caps by role maxima', () => {
    const guest = userOf('guest');
    expect(folderAccess(db(), guest, SEED_FOLDERS.rnd)).toEqual({ dirLevel: 1, fileLevel: 10, admin: false });
    expect(folderAccess(db(), guest, SEED_FOLDERS.hrConfidential).dirLevel).toBe(0);
    expect(folderAccess(db(), userOf('admin'), SEED_FOLDERS.hrConfidential)).toEqual({ dirLevel: 7, fileLevel: 50, admin: true });
    expect(isAdmin(db(), userOf('admin'))).toBe(true);
    expect(isAdmin(db(), guest)).toBe(false);
  });

  it('applies single-file grants and role restrictions', () => {
    const d = db();
    const staff = userOf('staff');
    const file = [...d.files.values()].find((f) => f.dirId === SEED_FOLDERS.quality)!;
    expect(fileLevelOf(d, staff, file)).toBe(10);
    d.fileGrants.push({ grantId: 'g1', roleId: '3', fileId: file.fileId, fileLevel: 30 });
    expect(fileLevelOf(d, staff, file)).toBe(30);
    file.roleIds = ['2'];
    file.uploaderId = 'someone-else';
    expect(fileLevelOf(d, staff, file)).toBe(-1);
  });
});
