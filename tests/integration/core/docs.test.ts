/**
 * The project's own documents must be enough for whoever clones it: every relative link in README.md and docs/
 * points at a file inside the repository that exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve('.');
const documents = ['README.md', ...fs.readdirSync('docs').map((file) => path.join('docs', file))].filter((file) =>
  file.endsWith('.md'),
);

describe.each(documents)('%s', (document) => {
  it('links only to files inside the repository that exist', () => {
    const text = fs.readFileSync(document, 'utf8');
    const broken: string[] = [];
    for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      if (!target || /^[a-z]+:/i.test(target)) continue; // http(s):, mailto: …
      const resolved = path.resolve(path.dirname(document), target);
      if (!resolved.startsWith(root + path.sep) || !fs.existsSync(resolved)) broken.push(target);
    }
    expect(broken).toEqual([]);
  });
});
