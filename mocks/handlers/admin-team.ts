/**
 * Team management (system managers only). The spec gives the team's fields (name, members with name,
 * department, role and authority, versions), its lifecycle (created, renamed, transferred, dissolved,
 * deleted, recovered) and the rule "a team needs a name and a transferor"; the calls are ASSUMED.
 *
 * ASSUMED calls and fields:
 * - team rows {teamId, teamName, ownerId, ownerName (the transferor: the person responsible), status
 *   'active' | 'dissolved' | 'deleted', createTime, dirId, dirName (the team space, optional), memberCount,
 *   version (latest)}; the detail adds members [{userId, name, department, role 'owner' | 'editor' |
 *   'viewer', authority (file level 0–50)}], versions and logs (newest first).
 * - POST /team/showPage {current, size, teamName?, status?}; GET /team/getById?teamId=.
 * - POST /team/add {teamName, ownerId, dirId?}: the owner becomes the first member (owner, 50). Answers the
 *   detail. POST /team/upd {teamId, teamName?, dirId?}: rename and/or change the team space ('' clears it).
 * - POST /team/transfer {teamId, ownerId}: the new owner becomes (or is added as) owner with authority 50;
 *   the previous owner stays as editor.
 * - POST /team/dissolve {teamId, reason?}: active -> dissolved. POST /team/del {teamId}: active or
 *   dissolved -> deleted (kept for recovery). POST /team/recover {teamId}: dissolved or deleted -> active.
 * - POST /team/saveMember {teamId, userId, role 'editor' | 'viewer', authority 0/10/…/50}: adds or updates a
 *   member; role and authority are required. POST /team/removeMember {teamId, userId}: not the owner.
 * - Changes of name, owner, team space or members add a version (v1, v2, …); every change adds an entry to
 *   the operation log. Only active teams can be changed.
 * - While active, members hold levels in the team space (see db/permissions.ts).
 * Rules: name required, at most 50 characters, unique among teams that are not deleted (any case); the
 * owner must be an enabled user; the team space must be an existing folder other than the root.
 */
import { http, type HttpHandler } from 'msw';
import { withAdmin } from '../auth';
import { commit } from '../db';
import { matchesText, nextFreeId, sameText } from '../db/admin';
import { ROOT_ID } from '../db/folders';
import { FILE_LEVEL } from '../db/permissions';
import { nowIso } from '../db/records';
import type { Db, Team, TeamLog, TeamMember, User } from '../db/schema';
import { nameRefusal, SHORT_NAME_RULE } from '../db/names';
import { api, ERRNO, fail, invalid, notFound, ok, paginate, t } from '../http';
import { pageInput, readInput, str, type Input } from './request';

const FILE_LEVELS: number[] = Object.values(FILE_LEVEL);
const MEMBER_ROLES: TeamMember['role'][] = ['editor', 'viewer'];

function teamRow(database: Db, team: Team) {
  const owner = database.users.find((u) => u.userId === team.ownerId);
  return {
    teamId: team.teamId,
    teamName: team.teamName,
    ownerId: team.ownerId,
    ownerName: owner?.username ?? '',
    status: team.status,
    createTime: team.createTime,
    dirId: team.dirId ?? null,
    dirName: team.dirId ? (database.folders.get(team.dirId)?.directoryName ?? '') : null,
    memberCount: team.members.length,
    version: team.versions[team.versions.length - 1]?.version ?? 'v1',
  };
}

const teamDetail = (database: Db, team: Team) => ({
  ...teamRow(database, team),
  members: team.members.map((m) => ({ ...m })),
  versions: [...team.versions].reverse(),
  logs: [...team.logs].reverse(),
});

const departmentOf = (database: Db, user: User) =>
  database.fileParams.find((p) => p.type === 'department' && p.id === user.departmentId)?.paramNameEn ?? '';

const memberOf = (database: Db, user: User, role: TeamMember['role'], authority: number): TeamMember => ({
  userId: user.userId,
  name: user.username,
  department: departmentOf(database, user),
  role,
  authority,
});

function record(team: Team, operator: User, action: TeamLog['action'], detail: string, newVersion: boolean) {
  const time = nowIso();
  team.logs.push({ time, operator: operator.username, action, detail });
  if (newVersion) team.versions.push({ version: `v${team.versions.length + 1}`, time, operator: operator.username, remark: detail });
}

const teamMissing = (request: Request) => notFound(request, 'The team does not exist', '团队不存在');
const notActive = (request: Request, team: Team) =>
  fail(
    ERRNO.conflict,
    team.status === 'dissolved'
      ? t(request, 'The team has been dissolved', '该团队已解散')
      : t(request, 'The team has been deleted', '该团队已删除'),
  );

function nameProblem(database: Db, name: string, exceptId?: string): { en: string; zh: string; conflict?: boolean } | null {
  const refused = nameRefusal(name, SHORT_NAME_RULE, ['The team name', '团队名称']);
  if (refused) return { en: refused[0], zh: refused[1] };
  if (database.teams.some((team) => team.teamId !== exceptId && team.status !== 'deleted' && sameText(team.teamName, name))) {
    return { en: 'A team with this name already exists', zh: '团队名称已存在', conflict: true };
  }
  return null;
}

const refuse = (request: Request, problem: { en: string; zh: string; conflict?: boolean }) =>
  problem.conflict ? fail(ERRNO.conflict, t(request, problem.en, problem.zh)) : invalid(request, problem.en, problem.zh);

function findOwner(database: Db, id: unknown): User | undefined {
  return database.users.find((u) => u.userId === str(id) && u.status === 'enabled');
}

const ownerRefused = (request: Request) =>
  invalid(request, 'Please choose an enabled user as the transferor', '请选择一位已启用的用户作为移交人');

/** '' or undefined: no team space; otherwise an existing folder other than the root. */
function teamSpace(database: Db, input: Input): { ok: true; dirId: string | null } | { ok: false } {
  const dirId = str(input.dirId);
  if (!dirId) return { ok: true, dirId: null };
  if (dirId === ROOT_ID || !database.folders.has(dirId)) return { ok: false };
  return { ok: true, dirId };
}

const spaceRefused = (request: Request) =>
  invalid(request, 'Please choose an existing folder (not the root) as the team space', '请选择一个已有的文件夹（非根目录）作为团队空间');

async function activeTeam(request: Request, database: Db): Promise<{ team: Team; input: Input } | Response> {
  const input = await readInput(request);
  const team = database.teams.find((tm) => tm.teamId === str(input.teamId));
  if (!team) return teamMissing(request);
  if (team.status !== 'active') return notActive(request, team);
  return { team, input };
}

export const adminTeamHandlers: HttpHandler[] = [
  http.post(
    api('/team/showPage'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      const { current, size } = pageInput(input, 10);
      const text = str(input.teamName).toLowerCase();
      const status = str(input.status);
      const rows = database.teams
        .filter((team) => matchesText(text, team.teamName) && (!status || team.status === status))
        .sort((a, b) => b.createTime.localeCompare(a.createTime));
      const page = paginate(rows, current, size);
      return ok({ ...page, records: page.records.map((team) => teamRow(database, team)) });
    }),
  ),

  http.get(
    api('/team/getById'),
    withAdmin(async ({ request, database }) => {
      const teamId = str((await readInput(request)).teamId);
      const team = database.teams.find((tm) => tm.teamId === teamId);
      return team ? ok(teamDetail(database, team)) : teamMissing(request);
    }),
  ),

  http.post(
    api('/team/add'),
    withAdmin(async ({ request, user, database }) => {
      const input = await readInput(request);
      const teamName = str(input.teamName);
      const problem = nameProblem(database, teamName);
      if (problem) return refuse(request, problem);
      const owner = findOwner(database, input.ownerId);
      if (!owner) return ownerRefused(request);
      const space = teamSpace(database, input);
      if (!space.ok) return spaceRefused(request);
      const team: Team = {
        teamId: nextFreeId(
          database,
          'team',
          database.teams.map((tm) => tm.teamId),
        ),
        teamName,
        ownerId: owner.userId,
        status: 'active',
        createTime: nowIso(),
        members: [memberOf(database, owner, 'owner', FILE_LEVEL.manage)],
        versions: [],
        logs: [],
        dirId: space.dirId,
      };
      record(team, user, 'create', teamName, true);
      database.teams.push(team);
      commit();
      return ok(teamDetail(database, team));
    }),
  ),

  http.post(
    api('/team/upd'),
    withAdmin(async ({ request, user, database }) => {
      const found = await activeTeam(request, database);
      if (found instanceof Response) return found;
      const { team, input } = found;
      if (input.teamName !== undefined) {
        const teamName = str(input.teamName);
        const problem = nameProblem(database, teamName, team.teamId);
        if (problem) return refuse(request, problem);
        if (teamName !== team.teamName) {
          record(team, user, 'rename', `${team.teamName} → ${teamName}`, true);
          team.teamName = teamName;
        }
      }
      if (input.dirId !== undefined) {
        const space = teamSpace(database, input);
        if (!space.ok) return spaceRefused(request);
        if (space.dirId !== (team.dirId ?? null)) {
          team.dirId = space.dirId;
          record(team, user, 'changeFolder', space.dirId ? (database.folders.get(space.dirId)?.directoryName ?? '') : '—', true);
        }
      }
      commit();
      return ok(teamDetail(database, team));
    }),
  ),

  http.post(
    api('/team/transfer'),
    withAdmin(async ({ request, user, database }) => {
      const found = await activeTeam(request, database);
      if (found instanceof Response) return found;
      const { team, input } = found;
      const owner = findOwner(database, input.ownerId);
      if (!owner) return ownerRefused(request);
      if (owner.userId === team.ownerId) return invalid(request, 'This user already holds the team', '该用户已是团队负责人');
      const previous = team.members.find((m) => m.userId === team.ownerId);
      if (previous) previous.role = 'editor';
      const existing = team.members.find((m) => m.userId === owner.userId);
      if (existing) Object.assign(existing, { role: 'owner', authority: FILE_LEVEL.manage });
      else team.members.unshift(memberOf(database, owner, 'owner', FILE_LEVEL.manage));
      const before = database.users.find((u) => u.userId === team.ownerId)?.username ?? '';
      team.ownerId = owner.userId;
      record(team, user, 'transfer', `${before} → ${owner.username}`, true);
      commit();
      return ok(teamDetail(database, team));
    }),
  ),

  http.post(
    api('/team/dissolve'),
    withAdmin(async ({ request, user, database }) => {
      const found = await activeTeam(request, database);
      if (found instanceof Response) return found;
      const { team, input } = found;
      team.status = 'dissolved';
      record(team, user, 'dissolve', str(input.reason), false);
      commit();
      return ok(teamDetail(database, team));
    }),
  ),

  http.post(
    api('/team/del'),
    withAdmin(async ({ request, user, database }) => {
      const teamId = str((await readInput(request)).teamId);
      const team = database.teams.find((tm) => tm.teamId === teamId);
      if (!team) return teamMissing(request);
      if (team.status === 'deleted') return notActive(request, team);
      team.status = 'deleted';
      record(team, user, 'delete', team.teamName, false);
      commit();
      return ok(teamDetail(database, team));
    }),
  ),

  http.post(
    api('/team/recover'),
    withAdmin(async ({ request, user, database }) => {
      const teamId = str((await readInput(request)).teamId);
      const team = database.teams.find((tm) => tm.teamId === teamId);
      if (!team) return teamMissing(request);
      if (team.status === 'active') return fail(ERRNO.conflict, t(request, 'The team is active', '该团队处于正常状态'));
      const problem = nameProblem(database, team.teamName, team.teamId);
      if (problem) return refuse(request, problem);
      const from = team.status;
      team.status = 'active';
      record(team, user, 'recover', from, false);
      commit();
      return ok(teamDetail(database, team));
    }),
  ),

  http.post(
    api('/team/saveMember'),
    withAdmin(async ({ request, user, database }) => {
      const found = await activeTeam(request, database);
      if (found instanceof Response) return found;
      const { team, input } = found;
      const member = database.users.find((u) => u.userId === str(input.userId));
      if (!member) return notFound(request, 'The user does not exist', '用户不存在');
      const role = str(input.role) as TeamMember['role'];
      if (!MEMBER_ROLES.includes(role)) return invalid(request, 'Please choose the member role', '请选择成员角色');
      const authority = Number(input.authority);
      if (input.authority === undefined || input.authority === '' || !FILE_LEVELS.includes(authority)) {
        return invalid(request, 'Please choose the member permission', '请选择成员权限');
      }
      if (member.userId === team.ownerId) return invalid(request, 'Transfer the team to change its owner', '请通过移交更换团队负责人');
      const existing = team.members.find((m) => m.userId === member.userId);
      if (existing) {
        Object.assign(existing, { role, authority });
        record(team, user, 'updateMember', `${member.username}: ${role}, ${authority}`, true);
      } else {
        team.members.push(memberOf(database, member, role, authority));
        record(team, user, 'addMember', `${member.username}: ${role}, ${authority}`, true);
      }
      commit();
      return ok(teamDetail(database, team));
    }),
  ),

  http.post(
    api('/team/removeMember'),
    withAdmin(async ({ request, user, database }) => {
      const found = await activeTeam(request, database);
      if (found instanceof Response) return found;
      const { team, input } = found;
      const member = team.members.find((m) => m.userId === str(input.userId));
      if (!member) return notFound(request, 'The user is not a member of the team', '该用户不是团队成员');
      if (member.userId === team.ownerId)
        return invalid(request, 'The owner cannot be removed; transfer the team first', '不能移除负责人，请先移交团队');
      team.members = team.members.filter((m) => m !== member);
      record(team, user, 'removeMember', member.name, true);
      commit();
      return ok(teamDetail(database, team));
    }),
  ),
];
