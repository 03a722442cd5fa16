/**
 * Features share styles as they share code: through components/ (ui.css, choices.css…), never through another
 * feature's stylesheet. A class of another feature's sheet styles a page only when that feature's chunk happens to be
 * loaded: the employer's applicants page drew its tabs with browse-jobs' rules and a fresh load showed them as links
 * run together. ESLint keeps features from importing each other's code; this keeps them from each other's classes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

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
    const css = fs.readFileSync(sheet, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
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

describe('stylesheets', () => {
  it("no component takes a class that only another feature's stylesheet defines", () => {
    const defined = classesDefined();
    const borrowed: string[] = [];
    for (const file of filesUnder(SRC, '.tsx')) {
      const feature = featureOf(file);
      for (const name of classesUsed(fs.readFileSync(file, 'utf8'))) {
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

  it('sees the classes it checks', () => {
    // A scan that found nothing would pass whatever the components do.
    const defined = classesDefined();
    expect(defined.get('tabs')).toEqual([path.join(SRC, 'components', 'ui', 'ui.css')]);
    expect(
      classesUsed('<nav className="tabs tabs-inline" /><a className={on ? \'tab\' : undefined} />'),
    ).toEqual(new Set(['tabs', 'tabs-inline', 'tab']));
  });
});
