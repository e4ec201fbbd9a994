/** Menu management shares the ['menus'] prefix with the side navigation, so a change shows there too. */
export const menuKeys = {
  all: ['menus'] as const,
  tree: () => ['menus', 'tree'] as const,
};
export const rolesKey = ['roles'] as const;
