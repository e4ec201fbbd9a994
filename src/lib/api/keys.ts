/**
 * Query keys of the signed-in user's own reads, from general to specific (the ['user'] prefix; the users an
 * administrator manages are the users entity's ['users']).
 */
export const sessionKeys = {
  all: ['user'] as const,
  me: () => ['user', 'detail', 'me'] as const,
  judgeRole: () => ['user', 'judgeRole'] as const,
  rights: () => ['user', 'rights'] as const,
};
