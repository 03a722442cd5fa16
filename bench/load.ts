/**
 * `npm run bench:load`: the real server (the build's compiled server, production mode, as `npm start` runs it) on a free port of 127.0.0.1
 * with a fresh database, loaded with autocannon the way guests load it: the page, its main script and the reference
 * lists the home and search screens ask for. For each database (SQLite in a new DATA_DIR under .tmp/, and
 * PostgreSQL in a new database next to DATABASE_URL's when it is set) and each connection count it prints req/s,
 * latency p50/p99, non-2xx answers, errors, the peak RSS of the server (sampled from /proc every 250 ms) and its RSS
 * once it has been idle for a while, then the same for the API calls alone and the ratio of the two.
 *
 * Traffic only ever goes to 127.0.0.1, for a bounded time. Settings (environment):
 *   LOAD_CONNECTIONS  connection counts, comma-separated (50,150,300)
 *   LOAD_DURATION     seconds of load per run (20)
 *   LOAD_SETTLE       seconds of idle before "RSS after" (30)
 *   LOAD_SCENARIOS    runs, comma-separated, among mix, api, js (mix,api); js = the main script alone
 *   LOAD_WORKERS      autocannon worker threads (a quarter of the cores, 1–4)
 *   LOAD_DATABASES    sqlite, postgres (sqlite, plus postgres when DATABASE_URL is set)
 *   LOAD_APP_DIR      the project whose build runs (this one); for before/after comparisons of the server
 *   STATIC_DIR        that build (LOAD_APP_DIR's dist; made with `npm run build` when missing)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { scratchDatabase } from './postgres.js';
import { ensureBuild, rss, sleep, startServer as start, summarizeLog, type Server } from './server.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const APP_DIR = path.resolve(process.env.LOAD_APP_DIR ?? ROOT);
const STATIC_DIR = path.resolve(APP_DIR, process.env.STATIC_DIR ?? 'dist');
const CONNECTIONS = (process.env.LOAD_CONNECTIONS ?? '50,150,300').split(',').map(Number);
const DURATION = Number(process.env.LOAD_DURATION ?? 20);
const SETTLE = Number(process.env.LOAD_SETTLE ?? 30);
/** autocannon's own worker threads: one client thread cannot read 300 connections of 100 KB answers fast enough. */
const WORKERS = Number(
  process.env.LOAD_WORKERS ?? Math.max(1, Math.min(4, Math.floor(os.availableParallelism() / 4))),
);
const SCENARIOS = (process.env.LOAD_SCENARIOS ?? 'mix,api').split(',') as Scenario[];
const DATABASES = (
  process.env.LOAD_DATABASES ?? (process.env.DATABASE_URL ? 'sqlite,postgres' : 'sqlite')
).split(',') as Database[];

type Scenario = 'mix' | 'api' | 'js';
type Database = 'sqlite' | 'postgres';

if (
  CONNECTIONS.some((n) => !Number.isInteger(n) || n < 1 || n > 1000) ||
  !(Number.isInteger(WORKERS) && WORKERS >= 1 && WORKERS <= 16) ||
  !(DURATION > 0 && DURATION <= 600) ||
  !(SETTLE >= 0 && SETTLE <= 600) ||
  SCENARIOS.some((s) => !['mix', 'api', 'js'].includes(s)) ||
  DATABASES.some((d) => !['sqlite', 'postgres'].includes(d))
) {
  console.error(
    'LOAD_CONNECTIONS 1–1000, LOAD_DURATION 1–600 s, LOAD_SETTLE 0–600 s, known scenarios/databases',
  );
  process.exit(1);
}
if (DATABASES.includes('postgres') && !process.env.DATABASE_URL) {
  console.error(
    'LOAD_DATABASES=postgres needs DATABASE_URL (postgres://…): a fresh database is made next to it.',
  );
  process.exit(1);
}

// ---- The build -------------------------------------------------------------------------------------------------

ensureBuild(APP_DIR, STATIC_DIR);
const manifestFile = path.join(STATIC_DIR, '.vite', 'manifest.json');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean }
>;
const mainJs = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.file.endsWith('.js'))?.file;
if (!mainJs) throw new Error(`no entry chunk in ${manifestFile}`);
const mainJsBytes = fs.statSync(path.join(STATIC_DIR, mainJs)).size;
const precompressed = fs.existsSync(path.join(STATIC_DIR, `${mainJs}.br`));

// ---- The requests ----------------------------------------------------------------------------------------------

/** What a browser sends: it always accepts compressed answers. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'bench-load' };
const api = (url: string, body: unknown): autocannon.Request => ({
  method: 'POST',
  path: url,
  headers: { ...BROWSER, 'content-type': 'application/json', accept: 'application/json' },
  body: JSON.stringify(body),
});
const API: autocannon.Request[] = [
  api('/client/api/v1/country/all/guest', {}),
  api('/client/api/v1/masters/list/guest', { codeType: 'SKILLS' }),
  api('/client/api/v1/city/get-city-list/guest', { countryCode: 'ID', search: 'ban' }),
];
const PAGE: autocannon.Request = { method: 'GET', path: '/', headers: { ...BROWSER, accept: 'text/html' } };
const SCRIPT: autocannon.Request = {
  method: 'GET',
  path: `/${mainJs}`,
  headers: { ...BROWSER, accept: '*/*' },
};
const REQUESTS: Record<Scenario, autocannon.Request[]> = {
  mix: [PAGE, SCRIPT, ...API],
  api: API,
  js: [SCRIPT],
};

// ---- The server ------------------------------------------------------------------------------------------------

// The server's log (clients cut off when a run ends show up there) is summed up per database.
const startServer = (env: Record<string, string>, logFile: string): Promise<Server> =>
  start({ appDir: APP_DIR, staticDir: STATIC_DIR, env, logFile });

/** A database of this run: a file in a new DATA_DIR, or a new PostgreSQL database dropped afterwards. */
async function prepareDatabase(
  kind: Database,
  dataDir: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (kind === 'sqlite') return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  const scratch = await scratchDatabase('bench_load');
  return { env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url }, drop: scratch.drop };
}

// ---- A run -----------------------------------------------------------------------------------------------------

interface RunResult {
  scenario: Scenario;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  rssPeak: number;
  rssAfter: number;
}

async function run(server: Server, scenario: Scenario, connections: number): Promise<RunResult> {
  const pid = server.child.pid!;
  let rssPeak = rss(pid);
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rss(pid));
  }, 250);
  const result = await autocannon({
    url: server.url,
    connections,
    duration: DURATION,
    timeout: 10,
    ...(WORKERS > 1 ? { workers: WORKERS } : {}),
    requests: REQUESTS[scenario],
  });
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, rss(pid));
  await sleep(SETTLE * 1000);
  return {
    scenario,
    connections,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    rssPeak,
    rssAfter: rss(pid),
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const row = (cells: (string | number)[]) =>
  cells.map((cell, i) => String(cell)[i === 0 ? 'padEnd' : 'padStart'](i === 0 ? 10 : 9)).join(' ');
const HEADER = row([
  'run',
  'conns',
  'req/s',
  'p50 ms',
  'p99 ms',
  'requests',
  'non-2xx',
  'errors',
  'RSS peak',
  'RSS after',
]);

function print(database: Database, r: RunResult) {
  console.log(
    row([
      r.scenario,
      r.connections,
      r.reqPerSec.toFixed(0),
      r.p50,
      r.p99,
      r.requests,
      r.non2xx,
      r.errors,
      mb(r.rssPeak),
      mb(r.rssAfter),
    ]) + `  ${database}`,
  );
}

// ---- Main ------------------------------------------------------------------------------------------------------

console.log(
  `bench:load — ${DURATION} s per run at ${CONNECTIONS.join(', ')} connections (${WORKERS} client threads), ` +
    `RSS after ${SETTLE} s idle; ` +
    `main script /${mainJs} (${(mainJsBytes / 1024).toFixed(0)} KB, ${precompressed ? 'precompressed .br/.gz' : 'no .br/.gz'})` +
    (APP_DIR === ROOT ? '' : `; server from ${APP_DIR}`),
);
const all: { database: Database; result: RunResult }[] = [];
for (const database of DATABASES) {
  const dataDir = path.join(ROOT, '.tmp', `bench-load-${database}-${crypto.randomBytes(4).toString('hex')}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = `${dataDir}.log`;
  const db = await prepareDatabase(database, dataDir);
  let server: Server | undefined;
  try {
    // The first start seeds the database (and keeps the seed's memory); a server in production starts on seeded
    // data, so that is the one measured: seed once, stop, start again.
    const seeding = await startServer(db.env, logFile);
    await seeding.stop();
    const started = Date.now();
    server = await startServer(db.env, logFile);
    console.log(
      `\n${database}: server ${server.child.pid} up on seeded data in ${((Date.now() - started) / 1000).toFixed(1)} s, RSS ${mb(rss(server.child.pid!))}`,
    );
    // One request of each kind first, so that a broken route shows before minutes of load.
    for (const request of REQUESTS.mix) {
      const res = await fetch(server.url + request.path, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as string | undefined,
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${request.method} ${request.path} answered ${res.status}`);
    }
    console.log(HEADER);
    for (const connections of CONNECTIONS) {
      for (const scenario of SCENARIOS) {
        const result = await run(server, scenario, connections);
        all.push({ database, result });
        print(database, result);
      }
    }
  } finally {
    await server?.stop();
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`server log: ${summarizeLog(logFile)} (${path.relative(ROOT, logFile)})`);
}

if (SCENARIOS.includes('mix') && SCENARIOS.includes('api')) {
  console.log('\nmix / API-only req/s:');
  for (const { database, result } of all.filter((r) => r.result.scenario === 'mix')) {
    const apiOnly = all.find(
      (r) =>
        r.database === database && r.result.scenario === 'api' && r.result.connections === result.connections,
    );
    if (apiOnly) {
      console.log(
        `  ${database} ${String(result.connections).padStart(4)} conns: ${(result.reqPerSec / apiOnly.result.reqPerSec).toFixed(2)}`,
      );
    }
  }
}
