/** Query keys of the version information, general to specific. */
export const versionKeys = {
  all: ['version'] as const,
  detail: (systemName: string) => ['version', 'detail', systemName] as const,
};
