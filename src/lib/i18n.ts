/**
 * i18next with one namespace per feature, read from `locales/<lng>/<namespace>.json`. Only the current
 * language is loaded (switching reloads the page, §1). antd's and dayjs's locales follow it.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { browserLocation } from './browser-location';
import { STORAGE_KEYS, readStored, writeStored } from './storage';

export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

const languagePacks: Record<Language, () => Promise<{ resources: Record<string, Record<string, unknown>> }>> = {
  en: () => import('./locale-packs/en'),
  zh: () => import('./locale-packs/zh'),
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

async function loadResources(language: Language) {
  return (await languagePacks[language]()).resources;
}

async function loadAntdLocale(language: Language): Promise<AntdLocale> {
  if (language === 'zh') {
    await import('dayjs/locale/zh-cn');
    dayjs.locale('zh-cn');
    return (await import('antd/es/locale/zh_CN')).default;
  }
  dayjs.locale('en');
  return (await import('antd/es/locale/en_US')).default;
}

export interface I18nSetup {
  i18n: I18n;
  language: Language;
  antdLocale: AntdLocale;
}

/** Load the language's namespaces and antd/dayjs locales, then initialise a fresh i18next instance. */
export async function setupI18n(language: Language = storedLanguage()): Promise<I18nSetup> {
  const [resources, antdLocale] = await Promise.all([loadResources(language), loadAntdLocale(language)]);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  activeI18n = instance;
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  if (readStored<string>(STORAGE_KEYS.locale) === null) writeStored(STORAGE_KEYS.locale, language);
  return { i18n: instance, language, antdLocale };
}

let activeI18n: I18n | null = null;

/** Translate outside React (API client, session). Falls back to the key before set-up. */
export function translate(key: string, options?: Record<string, unknown>): string {
  return activeI18n ? String(activeI18n.t(key, options)) : key;
}

export function currentLanguage(): Language {
  const language = activeI18n?.language;
  return language === 'zh' ? 'zh' : storedLanguage();
}
