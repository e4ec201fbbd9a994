/**
 * i18next with one namespace per feature, read from `locales/<lng>/<namespace>.json`. Only the current
 * language is loaded (switching reloads the page, §1). antd's and dayjs's locales follow it. The app starts
 * with the sign-in screens' namespaces only; the router adds the shell's and /home's (layout, dashboard,
 * workspace) before those render, and the rest before any other screen renders.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale as AntdLocale } from 'antd/es/locale';
// antd's own default locale: its ConfigProvider imports it, so it is in the start-up file whatever this does.
import enUS from 'antd/es/locale/en_US';
import type { PrefixedKey } from '@/i18next';
import { browserLocation } from './browser-location';
import { revealBidi } from './names';
import { STORAGE_KEYS, readStored, writeStored } from './storage';

export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

type LanguagePack = () => Promise<{ resources: Record<string, Record<string, unknown>> }>;

/** Every namespace. */
const languagePacks: Record<Language, LanguagePack> = {
  en: () => import('./locale-packs/en'),
  zh: () => import('./locale-packs/zh'),
};

/** What the signed-in shell and /home add to the start-up namespaces (layout, dashboard, workspace). */
const shellPacks: Record<Language, LanguagePack> = {
  en: () => import('./locale-packs/en-shell'),
  zh: () => import('./locale-packs/zh-shell'),
};

/** The namespaces of the sign-in screens (common, routes, login, password, captcha). */
const startPacks: Record<Language, LanguagePack> = {
  en: () => import('./locale-packs/en-start'),
  zh: () => import('./locale-packs/zh-start'),
};

export function storedLanguage(): Language {
  const saved = readStored<string>(STORAGE_KEYS.locale);
  return LANGUAGES.includes(saved as Language) ? (saved as Language) : DEFAULT_LANGUAGE;
}

/** Keep the choice and reload, as the spec asks: everything then starts in the new language. */
export function switchLanguage(language: Language): void {
  writeStored(STORAGE_KEYS.locale, language);
  browserLocation.reload();
}

async function loadResources(language: Language, namespaces: 'all' | 'start' | 'shell') {
  return (await { all: languagePacks, start: startPacks, shell: shellPacks }[namespaces][language]()).resources;
}

/** Whether dayjs was switched away from its built-in English in this page (only a zh set-up does it). */
let dayjsLocalised = false;

async function loadAntdLocale(language: Language): Promise<AntdLocale> {
  if (language === 'zh') {
    const [{ default: dayjs }] = await Promise.all([import('dayjs'), import('dayjs/locale/zh-cn')]);
    dayjs.locale('zh-cn');
    dayjsLocalised = true;
    return (await import('antd/es/locale/zh_CN')).default;
  }
  // dayjs speaks English unless told otherwise, so in English it is fetched only to undo an earlier zh set-up
  // (tests switch back and forth); /login's first load does not carry it.
  if (dayjsLocalised) {
    (await import('dayjs')).default.locale('en');
    dayjsLocalised = false;
  }
  return enUS;
}

export interface I18nSetup {
  i18n: I18n;
  language: Language;
  antdLocale: AntdLocale;
}

export interface I18nOptions {
  /**
   * `start`: only the sign-in screens' namespaces; `loadAllNamespaces()` adds the rest (the app does this, so
   * /login's first load stays small). `all` (the default, for tests and benches): every namespace at once.
   */
  namespaces?: 'all' | 'start';
}

/** Load the language's namespaces and antd/dayjs locales, then initialise a fresh i18next instance. */
export async function setupI18n(language: Language = storedLanguage(), { namespaces = 'all' }: I18nOptions = {}): Promise<I18nSetup> {
  const [resources, antdLocale] = await Promise.all([loadResources(language, namespaces), loadAntdLocale(language)]);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    // React escapes HTML itself; what the values need is that a name with bidirectional controls
    // ('invoice\u202Efdp.exe.txt') cannot reorder the message it sits in: each value goes through
    // revealBidi (controls shown as ⟨RLO⟩…, right-to-left names isolated), any other value is unchanged.
    interpolation: { escapeValue: true, escape: revealBidi },
    returnNull: false,
  });
  activeI18n = instance;
  allNamespaces = namespaces === 'all' ? Promise.resolve() : null;
  shellNamespaces = allNamespaces;
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  if (readStored<string>(STORAGE_KEYS.locale) === null) writeStored(STORAGE_KEYS.locale, language);
  return { i18n: instance, language, antdLocale };
}

let activeI18n: I18n | null = null;
let allNamespaces: Promise<void> | null = null;
let shellNamespaces: Promise<void> | null = null;

/** Add a pack's namespaces to the running instance; a failure is not kept, so the next screen tries again. */
function addPack(instance: I18n, pack: 'all' | 'shell', forget: () => void): Promise<void> {
  return loadResources(instance.language === 'zh' ? 'zh' : 'en', pack).then(
    (resources) => {
      for (const [namespace, bundle] of Object.entries(resources)) {
        if (!instance.hasResourceBundle(instance.language, namespace)) {
          instance.addResourceBundle(instance.language, namespace, bundle);
        }
      }
    },
    (error: unknown) => {
      forget();
      throw error;
    },
  );
}

/**
 * Add every namespace of the current language to the running instance (once; later calls share the first).
 * The router awaits this before any screen other than the sign-in ones and /home, so no screen renders a
 * bare key.
 */
export function loadAllNamespaces(): Promise<void> {
  const instance = activeI18n;
  if (!instance) return Promise.resolve();
  allNamespaces ??= addPack(instance, 'all', () => (allNamespaces = null));
  return allNamespaces;
}

/**
 * Add the namespaces of the signed-in shell and /home (layout, dashboard, workspace) unless every namespace
 * is already there or on its way: what the shell and /home await, so /home's first load does not carry
 * every screen's strings.
 */
export function loadShellNamespaces(): Promise<void> {
  const instance = activeI18n;
  if (!instance) return Promise.resolve();
  if (allNamespaces) return allNamespaces;
  shellNamespaces ??= addPack(instance, 'shell', () => (shellNamespaces = null));
  return shellNamespaces;
}

/** Translate outside React (API client, session). Falls back to the key before set-up. */
export function translate(key: PrefixedKey, options?: Record<string, unknown>): string {
  return activeI18n ? activeI18n.t(key, options) : key;
}

export function currentLanguage(): Language {
  const language = activeI18n?.language;
  return language === 'zh' ? 'zh' : storedLanguage();
}
