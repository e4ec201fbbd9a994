import type { MemberQuery, RolePageQuery } from '../types';

/** Query keys of the role screens, general to specific. */
export const roleKeys = {
  all: ['roles'] as const,
  list: () => ['roles', 'list'] as const,
  page: (query: RolePageQuery) => ['roles', 'page', query] as const,
  menus: (roleId: string) => ['roles', 'menus', roleId] as const,
  members: (query: MemberQuery) => ['roles', 'members', query] as const,
};
export const menuTreeKey = ['menus', 'tree'] as const;
export const menusKey = ['menus'] as const;
export const usersKey = ['users'] as const;
