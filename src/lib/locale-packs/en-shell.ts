/**
 * The en namespaces the signed-in shell and /home need beyond the start-up ones (layout, dashboard, and
 * workspace for the saved-views menu): /home's first load does not carry every screen's strings.
 * The other screens load `en.ts`, all of them.
 */
import { namespacesOf } from './namespaces';

export const resources = namespacesOf(
  import.meta.glob<Record<string, unknown>>('@locales/en/{layout,dashboard,workspace}.json', {
    eager: true,
    import: 'default',
  }),
);
