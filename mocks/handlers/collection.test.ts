import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { SEED_FOLDERS } from '../db/seed';
import { call, loginAs, post } from './testing';

type Entry = { signName: string; fileNum: string; file: { fileId: string } };
const filesIn = (dirId: string) =>
  [...db().files.values()].filter((f) => f.dirId === dirId && f.status === 'normal' && !f.secret && f.roleIds.length === 0);

describe('favourites and labels', () => {
  it('takes a label of 50 characters counted as the screen counts them (code points), and none of only invisible ones', async () => {
    const token = await loginAs('staff');
    const [a] = filesIn(SEED_FOLDERS.drawings);
    const add = (signName: string) => post('/dms/collection/add/', { signName, fileNum: a.fileId }, { token });
    expect((await add('𝐋'.repeat(43))).errno).toBe(0);
    expect((await add('𝐌'.repeat(50))).errno).toBe(0);
    expect(await add('𝐍'.repeat(51))).toMatchObject({ errno: 400, errmsg: 'The list name may have at most 50 characters' });
    expect(await add('\u200B\u200B')).toMatchObject({ errno: 400, errmsg: 'The list name needs at least one visible character' });
    const renamed = await post('/dms/collection/renameSign/', { signName: '𝐋'.repeat(43), newName: '\u2060' }, { token });
    expect(renamed.errno).toBe(400);
  });

  it('adds under a label, lists it, refuses a duplicate and removes an entry', async () => {
    const token = await loginAs('staff');
    const [a, b] = filesIn(SEED_FOLDERS.drawings);
    expect((await post('/dms/collection/add/', { signName: 'Review 复核', fileNum: a.fileId }, { token })).errno).toBe(0);
    expect((await post('/dms/collection/add/', { signName: 'Review 复核', fileNum: b.fileId }, { token })).errno).toBe(0);
    expect((await post('/dms/collection/add/', { signName: 'Review 复核', fileNum: a.fileId }, { token })).errno).toBe(409);
    const listed = await call<Entry[]>(`/dms/sign/getSign/${encodeURIComponent('Review 复核')}`, { token });
    expect(listed.data.map((e) => e.fileNum).sort()).toEqual([a.fileId, b.fileId].sort());
    expect((await post('/dms/collection/del/', { signName: 'Review 复核', fileNum: a.fileId }, { token })).errno).toBe(0);
    expect((await call<Entry[]>(`/dms/sign/getSign/${encodeURIComponent('Review 复核')}`, { token })).data).toHaveLength(1);
  });

  it('renames a label, merging with an existing one (ASSUMED renameSign)', async () => {
    const token = await loginAs('staff');
    const [a, b] = filesIn(SEED_FOLDERS.drawings);
    await post('/dms/collection/add/', { signName: 'Old', fileNum: a.fileId }, { token });
    await post('/dms/collection/add/', { signName: 'Old', fileNum: b.fileId }, { token });
    await post('/dms/collection/add/', { signName: 'New', fileNum: a.fileId }, { token });
    const renamed = await post<number>('/dms/collection/renameSign/', { signName: 'Old', newName: 'New' }, { token });
    expect(renamed).toMatchObject({ errno: 0, data: 2 });
    expect((await call<Entry[]>('/dms/sign/getSign/Old', { token })).data).toHaveLength(0);
    expect((await call<Entry[]>('/dms/sign/getSign/New', { token })).data.map((e) => e.fileNum).sort()).toEqual(
      [a.fileId, b.fileId].sort(),
    );
    expect((await post('/dms/collection/renameSign/', { signName: 'Nothing', newName: 'X' }, { token })).errno).toBe(404);
    expect((await post('/dms/collection/renameSign/', { signName: 'New', newName: '' }, { token })).errno).not.toBe(0);
  });

  it('removes a whole label of the caller only (ASSUMED delSign)', async () => {
    const staff = await loginAs('staff');
    const admin = await loginAs('admin');
    const [a] = filesIn(SEED_FOLDERS.drawings);
    await post('/dms/collection/add/', { signName: 'Shared name', fileNum: a.fileId }, { token: staff });
    await post('/dms/collection/add/', { signName: 'Shared name', fileNum: a.fileId }, { token: admin });
    expect(await post<number>('/dms/collection/delSign/', { signName: 'Shared name' }, { token: staff })).toMatchObject({
      errno: 0,
      data: 1,
    });
    expect((await call<Entry[]>('/dms/sign/getSign/Shared%20name', { token: staff })).data).toHaveLength(0);
    expect((await call<Entry[]>('/dms/sign/getSign/Shared%20name', { token: admin })).data).toHaveLength(1);
    expect((await post('/dms/collection/delSign/', { signName: 'Shared name' }, { token: staff })).errno).toBe(404);
  });
});
