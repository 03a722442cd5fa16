/**
 * `npm start`: builds the app when dist/ is missing or older than its sources, then runs the server, which
 * migrates and seeds the embedded SQLite database under data/ and serves app and API on PORT (3000).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'sw', 'common', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const staticDir = process.env.STATIC_DIR ?? 'dist';
// The app and its server renderer (dist/.ssr/, built second) are built together.
const builtAt = Math.min(
  newestMtime(path.join(staticDir, 'index.html')),
  newestMtime(path.join(staticDir, '.ssr', 'entry-server.js')),
);
const sourcesAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log(
    builtAt ? 'The app changed since the last build: building…' : 'Building the app (first start)…',
  );
  for (const args of [
    ['--outDir', staticDir, '--emptyOutDir'],
    ['--ssr', 'src/entry-server.tsx', '--outDir', path.join(staticDir, '.ssr')],
  ]) {
    const build = spawnSync('npx', ['vite', 'build', ...args], { stdio: 'inherit', env: process.env });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

process.env.NODE_ENV ??= 'production';
await import('../server/main.js');
