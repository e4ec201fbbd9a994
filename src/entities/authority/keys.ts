/**
 * Query keys of the permission screens' reads (/authority/...), from general to specific. Roles, teams and
 * grants change what they show, so those screens invalidate by `authorityKeys.all`.
 */
export const authorityKeys = {
  all: ['authority'] as const,
  roleTree: (roleId: string) => ['authority', 'roleTree', roleId] as const,
  dirGrants: (roleId: string) => ['authority', 'dirGrants', roleId] as const,
  fileGrants: (roleId: string) => ['authority', 'fileGrants', roleId] as const,
  dirAdmins: () => ['authority', 'dirAdmins'] as const,
  explain: (input: { userId: string; dirId: string; fileId?: string }) => ['authority', 'explain', input] as const,
};
