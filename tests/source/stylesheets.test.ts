/**
 * A page is styled by the stylesheets its own modules import (and the shell's), whatever was loaded before it. A
 * class whose rules live in a sheet the page never imports styles it only when another chunk happens to be loaded
 * first: the employer's applicants page drew its tabs with browse-jobs' rules, and a fresh load showed them as links
 * run together; a company's jobs were paged as a bulleted list. Two checks of the source:
 * - features share styles as they share code, through components/ (ui.css, choices.css…), never through another
 *   feature's stylesheet (ESLint keeps them from each other's code);
 * - every class that a page's modules use (the page: a module the app loads on its own, `import()`) is defined in
 *   a stylesheet that those modules or the shell's import.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** A source file's text, read once however many pages load it. */
const sources = new Map<string, string>();
function read(file: string): string {
  let text = sources.get(file);
  if (text === undefined) sources.set(file, (text = fs.readFileSync(file, 'utf8')));
  return text;
}

function filesUnder(dir: string, extension: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && file.endsWith(extension) && !file.includes('.test.') ? [file] : [];
  });
}

/** The feature a file belongs to (src/features/<name>/…), or null for the shared folders. */
const featureOf = (file: string) => /[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1] ?? null;

/** Every class a stylesheet's selectors name, with the stylesheets that name it. */
function classesDefined(): Map<string, string[]> {
  const defined = new Map<string, string[]>();
  for (const sheet of filesUnder(SRC, '.css')) {
    const css = read(sheet).replace(/\/\*[\s\S]*?\*\//g, '');
    // Selectors only: what comes before a block's '{' (a value such as `0.5rem` is not a class).
    for (const selectors of css.match(/[^{}]+(?=\{)/g) ?? []) {
      for (const [, name] of selectors.matchAll(/\.([a-zA-Z][\w-]*)/g)) {
        const sheets = defined.get(name!) ?? [];
        if (!sheets.includes(sheet)) defined.set(name!, [...sheets, sheet]);
      }
    }
  }
  return defined;
}

/** The class names a component writes literally: className="a b", and the quoted words of className={…}. */
function classesUsed(source: string): Set<string> {
  const used = new Set<string>();
  for (const [, plain] of source.matchAll(/className="([^"]*)"/g))
    plain!.split(/\s+/).forEach((c) => used.add(c));
  for (const [, expression] of source.matchAll(/className=\{([^}]*)\}/g)) {
    for (const [, words] of expression!.matchAll(/['`]([\w\s-]+)['`]/g)) {
      words!.split(/\s+/).forEach((c) => used.add(c));
    }
  }
  used.delete('');
  return used;
}

const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative import names, or null (a package, `@common/`: no stylesheets there). */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const found = SOURCE_EXTENSIONS.map((extension) => base + extension).find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
  return found ?? null;
}

/** A module's imports: static ones (type-only ones left out) and `import()`s, the chunks it loads. */
function importsOf(file: string): { statics: string[]; lazy: string[] } {
  const source = read(file);
  const statics = [
    ...source.matchAll(/^\s*(import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
  ];
  const lazy = [...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)];
  const resolved = (specifiers: string[]) =>
    specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []);
  return {
    statics: resolved(statics.map((match) => match[2]!)),
    lazy: resolved(lazy.map((match) => match[1]!)),
  };
}

/** A module and everything it imports statically: what loads with it. */
function closureOf(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  if (!entry.endsWith('.css')) for (const next of importsOf(entry).statics) closureOf(next, seen);
  return seen;
}

describe('stylesheets', () => {
  it("no component takes a class that only another feature's stylesheet defines", () => {
    const defined = classesDefined();
    const borrowed: string[] = [];
    for (const file of filesUnder(SRC, '.tsx')) {
      const feature = featureOf(file);
      for (const name of classesUsed(read(file))) {
        const sheets = defined.get(name);
        if (!sheets) continue;
        const reachable = sheets.some((sheet) => featureOf(sheet) === null || featureOf(sheet) === feature);
        if (!reachable) {
          const where = sheets.map((sheet) => path.relative(SRC, sheet)).join(', ');
          borrowed.push(`${path.relative(SRC, file)}: .${name} (${where})`);
        }
      }
    }
    expect(borrowed).toEqual([]);
  });

  it("every class a page's modules use is in a stylesheet that they or the shell import", () => {
    const defined = classesDefined();
    /** The classes that any of `sheets` defines. */
    const classesOf = (sheets: string[]) =>
      new Set(
        [...defined]
          .filter(([, where]) => where.some((sheet) => sheets.includes(sheet)))
          .map(([name]) => name),
      );
    const shell = closureOf(path.join(SRC, 'main.tsx'));
    const modules = filesUnder(SRC, '.tsx').concat(filesUnder(SRC, '.ts'));
    const pages = new Set([path.join(SRC, 'main.tsx'), ...modules.flatMap((file) => importsOf(file).lazy)]);
    const unstyled = new Set<string>();
    for (const page of pages) {
      const loaded = closureOf(page);
      const styled = classesOf([...loaded, ...shell].filter((file) => file.endsWith('.css')));
      for (const file of loaded) {
        if (!file.endsWith('.tsx')) continue;
        for (const name of classesUsed(read(file))) {
          if (defined.has(name) && !styled.has(name)) {
            unstyled.add(`${path.relative(SRC, page)}: ${path.relative(SRC, file)} uses .${name}`);
          }
        }
      }
    }
    expect(pages.size).toBeGreaterThan(40);
    expect([...unstyled]).toEqual([]);
  });

  it('sees the classes it checks', () => {
    // A scan that found nothing would pass whatever the components do.
    const defined = classesDefined();
    expect(defined.get('tabs')).toEqual([path.join(SRC, 'components', 'ui', 'ui.css')]);
    expect(
      classesUsed('<nav className="tabs tabs-inline" /><a className={on ? \'tab\' : undefined} />'),
    ).toEqual(new Set(['tabs', 'tabs-inline', 'tab']));
  });
});
