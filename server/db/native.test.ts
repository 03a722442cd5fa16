/**
 * Native modules come prebuilt from the npm registry (better-sqlite3's bundled N-API prebuilds, @node-rs/argon2's
 * per-platform package): a fresh `npm ci` compiles nothing, so it needs no compiler, no Node headers and no download
 * from outside the registry. node-gyp leaves a build/Release folder behind whenever it compiles; there must be none.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

function buildFolders(dir: string, depth = 0, found: string[] = []): string[] {
  if (depth > 6) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'Release' && path.basename(dir) === 'build') found.push(full);
    else buildFolders(full, depth + 1, found);
  }
  return found;
}

describe('native modules', () => {
  // Walks the whole of node_modules: seconds on a loaded machine.
  it('none was compiled by node-gyp during install', { timeout: 60_000 }, () => {
    expect(buildFolders(path.resolve('node_modules'))).toEqual([]);
  });

  it('better-sqlite3 loads its bundled prebuild and runs a query on this Node', async () => {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(':memory:');
    expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
    db.close();
    expect(fs.existsSync(path.join(path.dirname(require.resolve('better-sqlite3/package.json')), 'prebuilds'))).toBe(true);
  });

  it('runs on the Node major the project requires', () => {
    const wanted = Number(fs.readFileSync('.nvmrc', 'utf8').trim());
    const running = Number(process.versions.node.split('.')[0]);
    // CI brings Node 24 (.nvmrc) even where the machine's own is older; 22.12+ is the floor of package.json.
    expect(running).toBeGreaterThanOrEqual(process.env.CI ? wanted : 22);
  });
});
