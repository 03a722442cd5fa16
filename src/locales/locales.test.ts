/**
 * Every namespace must have the same keys in English and Indonesian, in src/locales and in common/locales, and every
 * namespace the app declares must exist in both languages.
 */
// @ts-nocheck — runs under Node (vitest); the app tsconfig has DOM types only.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_NAMESPACES, UI_NAMESPACES } from '../lib/i18n/namespaces';

const roots = { ui: join(__dirname), shared: join(__dirname, '..', '..', 'common', 'locales') };

/** Leaf key paths; plural suffixes are folded (Indonesian has one plural form, English two). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keyPaths(item, `${prefix}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      keyPaths(child, prefix ? `${prefix}.${key.replace(/_(zero|one|two|few|many|other)$/, '')}` : key.replace(/_(zero|one|two|few|many|other)$/, '')),
    );
  }
  return [prefix];
}

function namespaces(root: string, lng: string): string[] {
  return readdirSync(join(root, lng))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

const read = (root: string, lng: string, ns: string) =>
  JSON.parse(readFileSync(join(root, lng, `${ns}.json`), 'utf8')) as unknown;

describe.each(Object.entries(roots))('%s catalogs', (_name, root) => {
  it('have the same namespaces in en and id', () => {
    expect(namespaces(root, 'id')).toEqual(namespaces(root, 'en'));
  });

  it.each(namespaces(root, 'en'))('%s has the same keys in en and id', (ns) => {
    const en = [...new Set(keyPaths(read(root, 'en', ns)))].sort();
    const id = [...new Set(keyPaths(read(root, 'id', ns)))].sort();
    expect(id).toEqual(en);
  });
});

it('declares exactly the namespaces that exist', () => {
  expect([...UI_NAMESPACES].sort()).toEqual(namespaces(roots.ui, 'en'));
  expect([...SHARED_NAMESPACES].sort()).toEqual(namespaces(roots.shared, 'en'));
});

it('has no empty strings', () => {
  for (const root of Object.values(roots)) {
    for (const lng of ['en', 'id']) {
      for (const ns of namespaces(root, lng)) {
        const text = JSON.stringify(read(root, lng, ns));
        expect(text, `${lng}/${ns}`).not.toMatch(/:""/);
      }
    }
  }
});
