/**
 * Typed i18n keys: each namespace's keys come from its English file, so a misspelt or
 * missing key fails `npm run typecheck` (the locales test keeps zh's keys equal to en's). A t() bound to one
 * namespace takes that namespace's keys bare and, as at runtime, any namespace's key with its prefix
 * ('common:actions.cancel'): i18next's own types take a prefix only on a t() of several namespaces.
 * The app loads whatever JSON files locales/<lng>/ holds (src/lib/locale-packs); the types cannot list a
 * folder, so `npm run typecheck` first writes the list (src/locale-resources.d.ts, scripts/locale-types.mjs).
 */
import type { InterpolationMap, ParseKeys, TFunctionReturn, TOptions } from 'i18next';
import type { LocaleResources } from './locale-resources';

type Resources = LocaleResources;

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
