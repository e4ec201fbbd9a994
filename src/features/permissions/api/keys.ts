/** Query keys of the permission screens, general to specific. */
export const authorityKeys = {
  all: ['authority'] as const,
  roleTree: (roleId: string) => ['authority', 'roleTree', roleId] as const,
  dirGrants: (roleId: string) => ['authority', 'dirGrants', roleId] as const,
  fileGrants: (roleId: string) => ['authority', 'fileGrants', roleId] as const,
  dirAdmins: () => ['authority', 'dirAdmins'] as const,
  explain: (input: { userId: string; dirId: string; fileId?: string }) => ['authority', 'explain', input] as const,
};
export const rolesKey = ['roles'] as const;
export const roleListKey = ['roles', 'list'] as const;
/** The workspace's folder keys: levels shown there may change with a permission. */
export const foldersKey = ['folders'] as const;
export const folderPickerKey = ['folders', 'tree', 'picker'] as const;
