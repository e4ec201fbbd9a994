/**
 * Query keys of users, from general to specific: user management, the user pickers of roles, teams and
 * permissions, and the screens that change a user's department or roles invalidate by `userKeys.all`.
 */
export const userKeys = {
  all: ['users'] as const,
  lists: () => ['users', 'list'] as const,
  list: (query: object) => ['users', 'list', query] as const,
  /** The users whose name or account contains the text. */
  detail: (userName: string) => ['users', 'detail', userName] as const,
};
