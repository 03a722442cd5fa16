/** The interface languages (spec §1). The list itself lives with the catalogs; this re-exports it by topic. */
export { DEFAULT_LANGUAGE as DEFAULT_LOCALE, LANGUAGES as LOCALES, isLanguage as isLocale } from '../locales';
export type { Language as Locale } from '../locales';
