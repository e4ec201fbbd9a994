/**
 * Typed i18n keys: each namespace's keys come from its English file, so a misspelt or
 * missing key fails `npm run typecheck` (the locales test keeps zh's keys equal to en's). A t() bound to one
 * namespace takes that namespace's keys bare and, as at runtime, any namespace's key with its prefix
 * ('common:actions.cancel'): i18next's own types take a prefix only on a t() of several namespaces.
 */
import type { InterpolationMap, ParseKeys, TFunctionReturn, TOptions } from 'i18next';
import type captcha from '../locales/en/captcha.json';
import type common from '../locales/en/common.json';
import type dashboard from '../locales/en/dashboard.json';
import type docTemplates from '../locales/en/doc-templates.json';
import type folderTemplates from '../locales/en/folder-templates.json';
import type layout from '../locales/en/layout.json';
import type list from '../locales/en/list.json';
import type login from '../locales/en/login.json';
import type logs from '../locales/en/logs.json';
import type manifest from '../locales/en/manifest.json';
import type menus from '../locales/en/menus.json';
import type oa from '../locales/en/oa.json';
import type org from '../locales/en/org.json';
import type outgoing from '../locales/en/outgoing.json';
import type password from '../locales/en/password.json';
import type permissions from '../locales/en/permissions.json';
import type plm from '../locales/en/plm.json';
import type preview from '../locales/en/preview.json';
import type recycleBin from '../locales/en/recycle-bin.json';
import type roles from '../locales/en/roles.json';
import type routes from '../locales/en/routes.json';
import type servers from '../locales/en/servers.json';
import type teams from '../locales/en/teams.json';
import type transfer from '../locales/en/transfer.json';
import type upload from '../locales/en/upload.json';
import type uploadTest from '../locales/en/upload-test.json';
import type users from '../locales/en/users.json';
import type workspace from '../locales/en/workspace.json';

type Resources = {
  captcha: typeof captcha;
  common: typeof common;
  dashboard: typeof dashboard;
  'doc-templates': typeof docTemplates;
  'folder-templates': typeof folderTemplates;
  layout: typeof layout;
  list: typeof list;
  login: typeof login;
  logs: typeof logs;
  manifest: typeof manifest;
  menus: typeof menus;
  oa: typeof oa;
  org: typeof org;
  outgoing: typeof outgoing;
  password: typeof password;
  permissions: typeof permissions;
  plm: typeof plm;
  preview: typeof preview;
  'recycle-bin': typeof recycleBin;
  roles: typeof roles;
  routes: typeof routes;
  servers: typeof servers;
  teams: typeof teams;
  transfer: typeof transfer;
  upload: typeof upload;
  'upload-test': typeof uploadTest;
  users: typeof users;
  workspace: typeof workspace;
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
