/**
 * The en namespaces the sign-in screens need, loaded at start-up; the rest (`en.ts`) loads with the first
 * screen that needs it, so /login's first load does not carry every feature's strings.
 */
import { namespacesOf } from './namespaces';

export const resources = namespacesOf(
  import.meta.glob<Record<string, unknown>>('@locales/en/{common,routes,login,password,captcha}.json', {
    eager: true,
    import: 'default',
  }),
);
