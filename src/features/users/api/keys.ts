import type { UserQuery } from '../types';

/** Query keys of user management, general to specific. Roles and departments share other screens' keys. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => ['users', 'list'] as const,
  list: (query: UserQuery) => ['users', 'list', query] as const,
  detail: (userName: string) => ['users', 'detail', userName] as const,
};
export const roleListKey = ['roles', 'list'] as const;
export const departmentsKey = ['fileParams', 'list', 'department'] as const;
