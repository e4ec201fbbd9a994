/**
 * Typed i18n keys: each namespace's keys come from its English file, so a misspelt or
 * missing key fails `npm run typecheck` (the locales test keeps zh's keys equal to en's). A t() bound to one
 * namespace takes that namespace's keys bare and, as at runtime, any namespace's key with its prefix
 * ('common:actions.cancel'): i18next's own types take a prefix only on a t() of several namespaces.
 * The app loads whatever JSON files locales/<lng>/ holds (src/lib/locale-packs); the types cannot list a
 * folder, so each namespace is one line of Resources (tests/unit/locales.test.ts checks none is missing).
 */
import type { InterpolationMap, ParseKeys, TFunctionReturn, TOptions } from 'i18next';

type Resources = {
  captcha: typeof import('../locales/en/captcha.json');
  common: typeof import('../locales/en/common.json');
  dashboard: typeof import('../locales/en/dashboard.json');
  'doc-templates': typeof import('../locales/en/doc-templates.json');
  'folder-templates': typeof import('../locales/en/folder-templates.json');
  layout: typeof import('../locales/en/layout.json');
  list: typeof import('../locales/en/list.json');
  login: typeof import('../locales/en/login.json');
  logs: typeof import('../locales/en/logs.json');
  manifest: typeof import('../locales/en/manifest.json');
  menus: typeof import('../locales/en/menus.json');
  oa: typeof import('../locales/en/oa.json');
  org: typeof import('../locales/en/org.json');
  outgoing: typeof import('../locales/en/outgoing.json');
  password: typeof import('../locales/en/password.json');
  permissions: typeof import('../locales/en/permissions.json');
  plm: typeof import('../locales/en/plm.json');
  preview: typeof import('../locales/en/preview.json');
  'recycle-bin': typeof import('../locales/en/recycle-bin.json');
  roles: typeof import('../locales/en/roles.json');
  routes: typeof import('../locales/en/routes.json');
  servers: typeof import('../locales/en/servers.json');
  teams: typeof import('../locales/en/teams.json');
  transfer: typeof import('../locales/en/transfer.json');
  upload: typeof import('../locales/en/upload.json');
  'upload-test': typeof import('../locales/en/upload-test.json');
  users: typeof import('../locales/en/users.json');
  workspace: typeof import('../locales/en/workspace.json');
};

type AllNamespaces = readonly (keyof Resources)[];
/** Every key of every namespace, with its namespace prefix. */
export type PrefixedKey = Extract<ParseKeys<AllNamespaces>, `${string}:${string}`>;

/**
 * t() with a namespace-prefixed key: what every t() takes, whatever its own namespace. Helpers that are
 * handed some feature's t() and use prefixed keys only take this type.
 */
export interface PrefixedTranslate {
  <const Key extends PrefixedKey, const TOpt extends TOptions>(
    key: Key | Key[],
    options?: TOpt & InterpolationMap<TFunctionReturn<AllNamespaces, Key, TOpt>>,
  ): string;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: Resources;
  }
  // Merges into i18next's TFunction (so it repeats its type parameters), adding PrefixedTranslate's signature.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
  interface TFunction<Ns extends Namespace = DefaultNamespace, KPrefix = undefined> extends PrefixedTranslate {}
}
