/**
 * Every namespace must have the same keys in English and Indonesian, in src/locales and in common/locales, and every
 * namespace the app declares must exist in both languages.
 */
import { describe, expect, it } from 'vitest';
import { SHARED_NAMESPACES, UI_NAMESPACES } from '../lib/i18n/namespaces';

type Catalogs = Record<string, Record<string, unknown>>; // lng → ns → catalog

function byLanguage(modules: Record<string, { default: unknown }>): Catalogs {
  const out: Catalogs = {};
  for (const [file, module] of Object.entries(modules)) {
    const [, lng, ns] = /([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (lng && ns) (out[lng] ??= {})[ns] = module.default;
  }
  return out;
}

const roots: Record<string, Catalogs> = {
  'src/locales': byLanguage(import.meta.glob<{ default: unknown }>('./*/*.json', { eager: true })),
  'common/locales': byLanguage(import.meta.glob<{ default: unknown }>('../../common/locales/*/*.json', { eager: true })),
};

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Leaf key paths; plural suffixes are folded (Indonesian has one plural form, English two). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keyPaths(item, `${prefix}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => {
      const name = key.replace(PLURAL, '');
      return keyPaths(child, prefix ? `${prefix}.${name}` : name);
    });
  }
  return [prefix];
}

const sortedKeys = (catalog: unknown) => [...new Set(keyPaths(catalog))].sort();
const namespaces = (catalogs: Catalogs, lng: string) => Object.keys(catalogs[lng] ?? {}).sort();

describe.each(Object.entries(roots))('%s', (_root, catalogs) => {
  it('has the same namespaces in en and id', () => {
    expect(namespaces(catalogs, 'en').length).toBeGreaterThan(0);
    expect(namespaces(catalogs, 'id')).toEqual(namespaces(catalogs, 'en'));
  });

  it.each(namespaces(catalogs, 'en'))('%s has the same keys in en and id', (ns) => {
    expect(sortedKeys(catalogs.id?.[ns])).toEqual(sortedKeys(catalogs.en?.[ns]));
  });

  it('has no empty texts', () => {
    for (const lng of ['en', 'id']) {
      for (const ns of namespaces(catalogs, lng)) {
        expect(JSON.stringify(catalogs[lng]?.[ns]), `${lng}/${ns}`).not.toMatch(/:""/);
      }
    }
  });
});

it('declares exactly the namespaces that exist', () => {
  expect([...UI_NAMESPACES].sort()).toEqual(namespaces(roots['src/locales']!, 'en'));
  expect([...SHARED_NAMESPACES].sort()).toEqual(namespaces(roots['common/locales']!, 'en'));
});
