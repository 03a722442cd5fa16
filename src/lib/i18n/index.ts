/**
 * i18next setup: English (default) and Indonesian. Every namespace is its own JSON chunk, fetched on demand by a tiny
 * backend over `import.meta.glob` — UI namespaces from src/locales, the three shared with the server (errorMsg,
 * messages, validate) from common/locales. The shell namespaces load before the first render; routes load theirs in
 * their loader (`loadNamespaces`), so pages render without a Suspense flash.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import type * as DayjsModule from './dayjs';
import { initReactI18next } from 'react-i18next';
import { COOKIE_NAME } from '@common/constants/storage';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';
import { LANGUAGE_STORAGE_KEY, SHELL_NAMESPACES, type Namespace } from './namespaces';

type JsonModule = { default: Record<string, unknown> };
type Loader = () => Promise<JsonModule>;

const uiCatalogs = import.meta.glob<JsonModule>('../../locales/*/*.json');
const sharedCatalogs = import.meta.glob<JsonModule>('../../../common/locales/*/*.json');

/** A namespace shared with the server lives in common/locales; every other one in src/locales. */
function catalogLoader(lng: string, ns: string): Loader | undefined {
  return (
    sharedCatalogs[`../../../common/locales/${lng}/${ns}.json`] ??
    uiCatalogs[`../../locales/${lng}/${ns}.json`]
  );
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const load = catalogLoader(lng, ns);
    if (!load) {
      callback(new Error(`No catalog ${lng}/${ns}`), false);
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

/**
 * The language to start in: the one the user chose (local storage), else the one the server chose for this page
 * (`<html lang>`: the language cookie or the browser's Accept-Language), else English.
 */
export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(value)) return value;
  } catch {
    /* storage blocked (or no browser): fall through */
  }
  const served = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(served) ? served : DEFAULT_LANGUAGE;
}

/** The language requests and formatting use right now. */
export function currentLanguage(): Language {
  const lng = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lng) ? lng : storedLanguage();
}

let dayjsModule: Promise<typeof DayjsModule> | undefined;

/**
 * dayjs in the UI language, loaded on first use: nothing on the first paint formats dates, so dayjs stays out of the
 * home page's JavaScript. Later language switches follow it.
 */
export async function loadDayjs() {
  dayjsModule ??= import('./dayjs');
  const module = await dayjsModule;
  await module.setDayjsLocale(currentLanguage());
  return module.dayjs;
}

/**
 * Keeps the language in use for the next visit: in local storage for the app (pages the service worker answers
 * from its cache), and in a cookie for the server, which renders pages in it (server/http/pages.ts).
 */
function rememberLanguage(lng: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    /* storage blocked: the choice lasts this visit */
  }
  document.cookie = `${COOKIE_NAME.LANGUAGE}=${lng}; path=/; max-age=31536000; samesite=lax`;
}

function applyLanguage(lng: string) {
  if (!isLanguage(lng) || typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  rememberLanguage(lng);
  if (dayjsModule) void dayjsModule.then((m) => m.setDayjsLocale(lng));
}

let ready: Promise<unknown> | undefined;

/**
 * Starts i18next in the stored language, or in `lng` when given (the language a server-rendered page was rendered
 * in, so that it hydrates unchanged).
 */
export function initI18n(lng?: Language): Promise<unknown> {
  ready ??= i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: lng ?? storedLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: SHELL_NAMESPACES,
      defaultNS: 'common',
      fallbackNS: false,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    })
    .then(() => {
      applyLanguage(i18next.language);
      i18next.on('languageChanged', applyLanguage);
    });
  return ready;
}

/** Loads the namespaces a route needs (used in route loaders, so the page never suspends on its texts). */
export async function loadNamespaces(namespaces: Namespace[]): Promise<null> {
  await initI18n();
  await i18next.loadNamespaces(namespaces);
  return null;
}

/** Switches the language (remembered by applyLanguage) and loads the already used namespaces in it. */
export async function changeLanguage(lng: Language): Promise<void> {
  await i18next.changeLanguage(lng);
}

export { i18next as i18n };
