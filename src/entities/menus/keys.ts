import type { Language } from '@/lib/i18n';

/**
 * Query keys of menus, from general to specific: menu management, a role's menu choices and the side
 * navigation share the ['menus'] prefix, so a change shows in all three.
 */
export const menuKeys = {
  all: ['menus'] as const,
  tree: () => ['menus', 'tree'] as const,
  list: (language: Language) => ['menus', 'list', language] as const,
};
