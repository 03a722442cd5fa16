/**
 * Message catalogs shared by the server and the app: validation messages (`validate`), error messages
 * (`errorMsg`), server success messages (`messages`) and the account flows' messages (`account`). They live here rather than in src/locales because the
 * server answers in the user's language (the `lng` header) with the very same words the forms show.
 * Templates use i18next syntax: {{name}}.
 */
import enAccount from './en/account.json';
import enErrorMsg from './en/errorMsg.json';
import enMessages from './en/messages.json';
import enValidate from './en/validate.json';
import idAccount from './id/account.json';
import idErrorMsg from './id/errorMsg.json';
import idMessages from './id/messages.json';
import idValidate from './id/validate.json';

export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const sharedCatalogs = {
  en: { account: enAccount, errorMsg: enErrorMsg, messages: enMessages, validate: enValidate },
  id: { account: idAccount, errorMsg: idErrorMsg, messages: idMessages, validate: idValidate },
} as const;
export type SharedNamespace = keyof (typeof sharedCatalogs)['en'];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'id';
}

/** Picks a supported language from a header such as `id`, `id-ID` or `en-US,en;q=0.9`. */
/**
 * The language of a `lng` header value or an Accept-Language list ('fr-FR,id;q=0.9,en;q=0.8' → 'id'): the first
 * supported one the client lists (browsers list them by preference), else English.
 */
export function pickLanguage(value: string | undefined | null): Language {
  for (const part of (value ?? '').split(',')) {
    const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (params.some((param) => /^q=0(\.0*)?$/.test(param))) continue;
    const lng = tag.slice(0, 2).toLowerCase();
    if (isLanguage(lng)) return lng;
  }
  return DEFAULT_LANGUAGE;
}

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const rulesByLanguage = new Map<Language, Intl.PluralRules>();
function pluralRules(lng: Language): Intl.PluralRules {
  let rules = rulesByLanguage.get(lng);
  if (!rules) rulesByLanguage.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules;
}

/**
 * Translates `namespace:key` (falling back to English, then to the key itself) and fills `{{vars}}`.
 * The app uses i18next over the same catalogs; this small version serves the server and tests.
 */
export function translate(lng: Language, fullKey: string, vars: Record<string, unknown> = {}): string {
  const [ns, key] = fullKey.includes(':')
    ? (fullKey.split(':', 2) as [string, string])
    : ['messages', fullKey];
  const pick = (l: Language, k = key) => {
    const catalogs = sharedCatalogs[l] as unknown as Record<string, Tree>;
    const tree = catalogs[ns];
    return tree ? lookup(tree, k) : undefined;
  };
  // i18next's plural keys (`key_one`, `key_other`) when a numeric `count` is given, as the app's i18next does.
  const plural = typeof vars.count === 'number' ? `${key}_${pluralRules(lng).select(vars.count)}` : undefined;
  const template =
    (plural && (pick(lng, plural) ?? pick(DEFAULT_LANGUAGE, plural))) ??
    pick(lng) ??
    pick(DEFAULT_LANGUAGE) ??
    fullKey;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    vars[name] === undefined ? '' : String(vars[name]),
  );
}

/**
 * `translate` in `lng` in the shape of i18next's `t()` (the first of several keys that exists, else `defaultValue`),
 * for the code that common/ shares with the app (common/schemas/issues.ts).
 */
export function catalogTranslator(lng: Language) {
  return (keys: string | string[], options: Record<string, unknown> = {}): string => {
    const list = Array.isArray(keys) ? keys : [keys];
    for (const key of list) {
      const text = translate(lng, key, options);
      if (text !== key) return text;
    }
    return typeof options.defaultValue === 'string' ? options.defaultValue : (list.at(-1) ?? '');
  };
}
