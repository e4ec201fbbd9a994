/**
 * The zh namespaces the sign-in screens need, loaded at start-up; the rest (`zh.ts`) loads with the first
 * screen that needs it, so /login's first load does not carry every feature's strings.
 */
import { namespacesOf } from './namespaces';

export const resources = namespacesOf(
  import.meta.glob<Record<string, unknown>>('@locales/zh/{common,routes,login,password,captcha}.json', {
    eager: true,
    import: 'default',
  }),
);
