import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { DEMO_ACCOUNTS, SEED_FOLDERS } from '../db/seed';
import type { Page } from '../http';
import { call, loginAs, post } from './testing';

interface TeamDetail {
  teamId: string;
  teamName: string;
  ownerId: string;
  ownerName: string;
  status: string;
  version: string;
  dirId: string | null;
  members: { userId: string; role: string; authority: number; department: string }[];
  versions: { version: string; remark: string }[];
  logs: { action: string; detail: string }[];
}

const staffId = DEMO_ACCOUNTS.staff.userId;
const guestId = DEMO_ACCOUNTS.guest.userId;

describe('teams', () => {
  it('lists teams for system managers only, with search and a status filter', async () => {
    expect((await post('/dms/team/showPage', { current: 1, size: 10 }, { token: await loginAs('staff') })).errno).toBe(403);
    const token = await loginAs('admin');
    const all = await post<Page<{ teamName: string; status: string }>>('/dms/team/showPage', { current: 1, size: 40 }, { token });
    expect(all.data.total).toBe(5);
    const dissolved = await post<Page<{ status: string }>>('/dms/team/showPage', { current: 1, size: 10, status: 'dissolved' }, { token });
    expect(dissolved.data.records.map((r) => r.status)).toEqual(['dissolved']);
    const found = await post<Page<{ teamName: string }>>('/dms/team/showPage', { current: 1, size: 10, teamName: 'x200' }, { token });
    expect(found.data.records.map((r) => r.teamName)).toEqual(['X200 Core Team']);
  });

  it('goes through the whole lifecycle with versions and an operation log', async () => {
    const token = await loginAs('admin');
    expect((await post('/dms/team/add', { teamName: '', ownerId: staffId }, { token })).errno).toBe(400);
    expect((await post('/dms/team/add', { teamName: 'Launch team' }, { token })).errno).toBe(400);
    expect((await post('/dms/team/add', { teamName: 'x200 core team', ownerId: staffId }, { token })).errno).toBe(409);
    expect((await post('/dms/team/add', { teamName: 'Launch team', ownerId: staffId, dirId: '0' }, { token })).errno).toBe(400);

    const created = await post<TeamDetail>(
      '/dms/team/add',
      { teamName: 'Launch team', ownerId: staffId, dirId: SEED_FOLDERS.projectX200 },
      { token },
    );
    expect(created.data).toMatchObject({
      teamName: 'Launch team',
      ownerId: staffId,
      status: 'active',
      version: 'v1',
      dirId: SEED_FOLDERS.projectX200,
    });
    expect(created.data.members).toEqual([expect.objectContaining({ userId: staffId, role: 'owner', authority: 50, department: 'R&D' })]);
    const teamId = created.data.teamId;

    expect((await post('/dms/team/saveMember', { teamId, userId: guestId, role: 'editor' }, { token })).errno).toBe(400);
    expect((await post('/dms/team/saveMember', { teamId, userId: guestId, authority: 20 }, { token })).errno).toBe(400);
    const withMember = await post<TeamDetail>(
      '/dms/team/saveMember',
      { teamId, userId: guestId, role: 'viewer', authority: 20 },
      { token },
    );
    expect(withMember.data.members.map((m) => [m.userId, m.role, m.authority])).toEqual([
      [staffId, 'owner', 50],
      [guestId, 'viewer', 20],
    ]);

    const renamed = await post<TeamDetail>('/dms/team/upd', { teamId, teamName: 'Launch squad' }, { token });
    expect(renamed.data.teamName).toBe('Launch squad');
    const transferred = await post<TeamDetail>('/dms/team/transfer', { teamId, ownerId: guestId }, { token });
    expect(transferred.data.ownerId).toBe(guestId);
    expect(transferred.data.members.find((m) => m.userId === staffId)!.role).toBe('editor');
    expect((await post('/dms/team/removeMember', { teamId, userId: guestId }, { token })).errno).toBe(400);

    const dissolved = await post<TeamDetail>('/dms/team/dissolve', { teamId, reason: 'Launched' }, { token });
    expect(dissolved.data.status).toBe('dissolved');
    expect((await post('/dms/team/upd', { teamId, teamName: 'Nope' }, { token })).errmsg).toBe('The team has been dissolved');
    expect((await post<TeamDetail>('/dms/team/recover', { teamId }, { token })).data.status).toBe('active');
    expect((await post<TeamDetail>('/dms/team/del', { teamId }, { token })).data.status).toBe('deleted');
    expect((await post('/dms/team/del', { teamId }, { token })).errno).toBe(409);
    const recovered = await post<TeamDetail>('/dms/team/recover', { teamId }, { token });
    expect(recovered.data.status).toBe('active');

    const detail = (await call<TeamDetail>(`/dms/team/getById?teamId=${teamId}`, { token })).data;
    expect(detail.versions.map((v) => v.version)).toEqual(['v4', 'v3', 'v2', 'v1']);
    expect(detail.logs.map((l) => l.action)).toEqual([
      'recover',
      'delete',
      'recover',
      'dissolve',
      'transfer',
      'rename',
      'addMember',
      'create',
    ]);
    expect(db().teams.find((t) => t.teamId === teamId)!.logs[0].detail).toBe('Launch team');
  });

  it("clears the team space with dirId '' (the rename dialog sends the space as it stands)", async () => {
    const token = await loginAs('admin');
    const created = await post<TeamDetail>(
      '/dms/team/add',
      { teamName: 'Space team', ownerId: staffId, dirId: SEED_FOLDERS.projectX200 },
      { token },
    );
    const cleared = await post<TeamDetail>('/dms/team/upd', { teamId: created.data.teamId, teamName: 'Space team', dirId: '' }, { token });
    expect(cleared.errno).toBe(0);
    expect(cleared.data.dirId).toBeNull();
  });

  it('a recovered team cannot take a name another team has taken meanwhile', async () => {
    const token = await loginAs('admin');
    const first = await post<TeamDetail>('/dms/team/add', { teamName: 'Alpha', ownerId: staffId }, { token });
    await post('/dms/team/del', { teamId: first.data.teamId }, { token });
    expect((await post('/dms/team/add', { teamName: 'alpha', ownerId: guestId }, { token })).errno).toBe(0);
    expect((await post('/dms/team/recover', { teamId: first.data.teamId }, { token })).errno).toBe(409);
  });
});
