/**
 * Teams (spec §3: name, members with name, department, role and authority, versions; §4 lifecycle).
 * ASSUMED (see README, "API contract", and mocks/contract/dms.openapi.json): ids, owner (the transferor), status names, the team
 * space folder, version and log entries.
 */
export type TeamStatus = 'active' | 'dissolved' | 'deleted';
export type MemberRole = 'owner' | 'editor' | 'viewer';

export interface TeamRow {
  teamId: string;
  teamName: string;
  ownerId: string;
  ownerName: string;
  status: TeamStatus;
  createTime: string;
  dirId: string | null;
  dirName: string | null;
  memberCount: number;
  version: string;
}

export interface TeamMember {
  userId: string;
  name: string;
  department: string;
  role: MemberRole;
  /** File level held in the team space (0, 10, 20, 30, 40, 50). */
  authority: number;
}

export interface TeamVersion {
  version: string;
  time: string;
  operator: string;
  remark: string;
}

export interface TeamLog {
  time: string;
  operator: string;
  action:
    | 'create'
    | 'rename'
    | 'transfer'
    | 'dissolve'
    | 'delete'
    | 'recover'
    | 'addMember'
    | 'removeMember'
    | 'updateMember'
    | 'changeFolder';
  detail: string;
}

export interface TeamDetail extends TeamRow {
  members: TeamMember[];
  versions: TeamVersion[];
  logs: TeamLog[];
}

export interface TeamQuery {
  current: number;
  size: number;
  teamName?: string;
  status?: TeamStatus;
}

export const AUTHORITY_LEVELS = [0, 10, 20, 30, 40, 50] as const;
