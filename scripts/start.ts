/**
 * `npm start`: builds the app and the server when dist/ is missing or older than their sources, then runs the
 * compiled server (dist/.server/) with the process settings of ./server-env.ts, which migrates and seeds the embedded
 * SQLite database under data/ and serves app and API on PORT (3000). Run by Node itself (its type stripping), so no
 * TypeScript loader stays in the process.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { lacksServerProcessEnv, withServerProcessEnv } from './server-env.ts';

const SOURCES = [
  'src',
  'sw',
  'common',
  'server',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/build-server.ts',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const staticDir = process.env.STATIC_DIR ?? 'dist';
// The app, its server renderer (dist/.ssr/) and the server (dist/.server/) are built together.
const serverEntry = path.resolve(staticDir, '.server', 'main.js');
const builtAt = Math.min(
  newestMtime(path.join(staticDir, 'index.html')),
  newestMtime(path.join(staticDir, '.ssr', 'entry-server.js')),
  newestMtime(serverEntry),
);
const sourcesAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log(
    builtAt ? 'The app changed since the last build: building…' : 'Building the app (first start)…',
  );
  for (const args of [
    ['vite', 'build', '--outDir', staticDir, '--emptyOutDir'],
    ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(staticDir, '.ssr')],
    ['tsx', 'scripts/build-server.ts', '--outDir', path.join(staticDir, '.server')],
  ]) {
    const build = spawnSync('npx', args, { stdio: 'inherit', env: process.env });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

process.env.NODE_ENV ??= 'production';
if (lacksServerProcessEnv(process.env) && process.platform !== 'win32' && process.execve) {
  // Settings read only at a process's start (./server-env.ts): this process becomes the server with them, the same
  // PID (what a supervisor signals), no wrapper left in memory.
  process.execve(
    process.execPath,
    [process.execPath, ...process.execArgv, serverEntry],
    withServerProcessEnv(process.env),
  );
}
await import(pathToFileURL(serverEntry).href);
