/**
 * Query keys of roles, from general to specific: the role screens, the permission screens, the user form's
 * role choices and the upload's role choices share them, so a role change shows everywhere.
 */
export const roleKeys = {
  all: ['roles'] as const,
  list: () => ['roles', 'list'] as const,
  page: (query: object) => ['roles', 'page', query] as const,
  menus: (roleId: string) => ['roles', 'menus', roleId] as const,
  members: (query: object) => ['roles', 'members', query] as const,
  uploadOptions: () => ['roles', 'uploadOptions'] as const,
};
