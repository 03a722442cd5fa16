/**
 * `npm run bench:api`, in two parts; prints figures, asserts nothing.
 *
 * 1. Throughput beside a bare Fastify hello-world in the same run (autocannon, API_CONNECTIONS connections for
 *    API_DURATION seconds each, on 127.0.0.1): the guest reference calls, `GET /` and the main script, with req/s,
 *    p50/p99 and the ratio to hello-world; and beside the same bare Fastify sending back each call's recorded answer
 *    byte for byte (its ceiling: a 70 KB script is bound by what the client can read, not by the server). Each
 *    server runs in a process of its own (the real one is the build's compiled server in production mode, on the
 *    database seeded here, with the demo board's 300 jobs). Later features add their hot calls to TARGETS: the
 *    guest job list, a search with words and two filters, a job (the call and its server-rendered page).
 *    Each call is measured in API_ROUNDS rounds (3) of hello-world, the call, its ceiling, one right after the other,
 *    and the medians printed: a virtual machine's speed drifts by a fifth within minutes, and a ratio of two runs
 *    taken minutes apart measured the drift as much as the app. Where `taskset` is there, the servers run on the
 *    first CPU and this client on the second (API_PIN=0: wherever the system puts them). API_CLIENT=wrk loads them
 *    with wrk instead of autocannon (./wrk.ts): on two cores autocannon is the bound of the larger answers.
 * 2. What the answer schemas cost or buy when a list is serialized (their point is that nothing
 *    undeclared leaves the server; this measures the price). Takes a real page of 50 cities (the
 * largest list page) from a seeded database through the server, then serializes the same envelope many times with
 * the compiled serializer built from the call's answer schema (what Fastify now uses) and with JSON.stringify (what
 * it used before answers had schemas). Prints operations per second and the ratio; asserts nothing.
 * 3. City search latency: p50/p95 of the repository call (`listCities`, a first page of 10) for a few terms in
 *    Indonesia, the United States and India, on SQLite and, when DATABASE_URL is set, on PostgreSQL (a fresh database
 *    next to DATABASE_URL's, migrated and seeded, dropped afterwards). SEARCH_ITERATIONS calls per line (200).
 *
 * API_PARTS picks the parts (default `throughput,serialize,search`), e.g. `API_PARTS=search npm run bench:api`;
 * API_TARGETS the calls of the first (names holding one of its comma-separated words).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import build from 'fast-json-stringify';
import { findRoute } from '../common/api/routes.js';
import { findAnswer } from '../common/api/answers.js';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { routeSchema, sharedSchemas } from '../server/http/contract.js';
import { connect, type Db } from '../server/db/connect.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { seed } from '../server/db/seed/index.js';
import { seedDemoBoard } from '../server/db/seed/demoBoard.js';
import { listCities } from '../server/modules/city/repository.js';
import { scratchDatabase } from './postgres.js';
import { hasWrk, runWrk, type LoadResult } from './wrk.js';
import {
  cpuSeconds,
  ensureBuild,
  freePort,
  median,
  pinSelf,
  pinnedCpus,
  sleep,
  spawnOn,
  startServer,
} from './server.js';

const PARTS = new Set(
  (process.env.API_PARTS ?? 'throughput,serialize,search').split(',').map((p) => p.trim()),
);

const ROOT = path.resolve(import.meta.dirname, '..');
const STATIC_DIR = path.resolve(ROOT, process.env.STATIC_DIR ?? 'dist');
const dataDir = path.resolve('.tmp/bench-api');
fs.rmSync(dataDir, { recursive: true, force: true });
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO: '0',
  STATIC_DIR: path.join(dataDir, 'none'),
});
const app = await buildApp({ ...config, staticDir: STATIC_DIR }, { worker: false, logger: false });
await seed(app.deps.db, { dialect: app.deps.dialect, config, log: () => undefined });
// The demo board (20 companies, 300 live jobs): what the job list, search and job page calls read.
await seedDemoBoard(app.deps.db);
const aJob = await app.deps.db
  .selectFrom('jobs')
  .select(['id', 'slug'])
  .where('status', '=', 'ACTIVE')
  .orderBy('id')
  .executeTakeFirstOrThrow();

// ---- 1. Throughput beside hello-world ------------------------------------------------------------------------------
const DURATION = Number(process.env.API_DURATION ?? 5);
const CONNECTIONS = Number(process.env.API_CONNECTIONS ?? 50);
const ROUNDS = Math.max(1, Number(process.env.API_ROUNDS ?? 3));
const CORES = os.availableParallelism();
const CPUS = pinnedCpus(process.env.API_PIN !== '0');
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
/** The load generator: autocannon (the issue's), or wrk where installed and asked for (./wrk.ts says why). */
const CLIENT = process.env.API_CLIENT === 'wrk' ? 'wrk' : 'autocannon';
if (CLIENT === 'wrk' && !hasWrk())
  throw new Error('API_CLIENT=wrk: wrk is not installed (apt-get install wrk)');
/**
 * The issues' targets, × hello-world: the guest reference calls and the main script 0.5 (issue 9), the job calls 0.35
 * (issue 11); the pages have none.
 */
const REFERENCE = 0.5;
const JOBS = 0.35;
const post = (url: string, body: unknown, goal: number, label?: string) => ({
  method: 'POST' as const,
  url,
  headers: { ...BROWSER, 'content-type': 'application/json' },
  body: JSON.stringify(body),
  goal,
  ...(label ? { label } : {}),
});
const manifestFile = path.join(STATIC_DIR, '.vite', 'manifest.json');
const mainJs = fs.existsSync(manifestFile)
  ? Object.values(
      JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
        string,
        { file: string; isEntry?: boolean }
      >,
    ).find((chunk) => chunk.isEntry)?.file
  : undefined;
const TARGETS: {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** The issue's target, × hello-world. */
  goal?: number;
}[] = [
  post('/client/api/v1/country/all/guest', {}, REFERENCE),
  post('/client/api/v1/state/get-state-list/guest', { countryCode: 'ID' }, REFERENCE),
  post('/client/api/v1/category/all/guest', {}, REFERENCE),
  post('/client/api/v1/masters/list/guest', { codeType: 'SKILLS' }, REFERENCE),
  post('/client/api/v1/city/get-city-list/guest', { countryCode: 'ID', search: 'ban' }, REFERENCE),
  {
    method: 'GET' as const,
    url: '/client/api/v1/settings/get-settings/guest',
    headers: BROWSER,
    goal: REFERENCE,
  },
  post('/client/api/v1/jobs/get-job-list/guest', { page: 1, limit: 10 }, JOBS),
  post(
    '/client/api/v1/jobs/get-job-list/guest',
    // 14 of the demo board's jobs.
    { search: 'staff', filter: { employmentTypes: ['FULL_TIME'], countryCode: 'ID' } },
    JOBS,
    'words, two filters',
  ),
  { method: 'GET' as const, url: `/client/api/v1/jobs/get/guest/${aJob.id}`, headers: BROWSER, goal: JOBS },
  {
    method: 'GET' as const,
    url: `/jobsseekers/job-detail/${aJob.slug}?id=${aJob.id}`,
    headers: { ...BROWSER, accept: 'text/html' },
  },
  { method: 'GET' as const, url: '/', headers: { ...BROWSER, accept: 'text/html' } },
  ...(mainJs ? [{ method: 'GET' as const, url: `/${mainJs}`, headers: BROWSER, goal: REFERENCE }] : []),
]
  .map((target) => ({
    name: `${target.method} ${target.url.replace('/client/api/v1/', '')}${'label' in target ? ` (${target.label})` : ''}`,
    ...target,
  }))
  // API_TARGETS=job-list,settings: only the calls whose name holds one of these (while working on one of them).
  .filter((target) => {
    const only = process.env.API_TARGETS?.split(',').filter(Boolean);
    return !only || only.some((part) => target.name.includes(part));
  });

/**
 * The client (autocannon here, or wrk) against `base` for DURATION seconds, with how busy the server (`pid`) and the
 * client were meanwhile (CPU time over wall time, all threads): on a machine of few cores the client can be the bound,
 * not the server.
 */
async function load(base: string, target: (typeof TARGETS)[number], pid: number) {
  const started = { at: performance.now(), server: cpuSeconds(pid) };
  const result = await (CLIENT === 'wrk' ? loadWithWrk : loadWithAutocannon)(base, target);
  const wall = (performance.now() - started.at) / 1000;
  const server = cpuSeconds(pid) - started.server;
  return {
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    errors: result.errors,
    serverBusy: server / wall,
    clientBusy: result.cpu / wall,
    /** The server's CPU time per request answered, in µs: its cost, whichever side was the bound. */
    serverMicros: (server * 1e6) / Math.max(1, result.total),
  };
}

/** wrk in a process of its own, on the client's CPU (./wrk.ts). */
const loadWithWrk = (base: string, target: (typeof TARGETS)[number]): Promise<LoadResult> =>
  runWrk(
    { ...target, url: base + target.url },
    { connections: CONNECTIONS, duration: DURATION, cpus: CPUS?.client },
  );

/** autocannon in this process: its CPU time is this process's. */
async function loadWithAutocannon(base: string, target: (typeof TARGETS)[number]): Promise<LoadResult> {
  const before = process.cpuUsage();
  const result = await autocannon({
    url: base + target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  const cpu = process.cpuUsage(before);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.non2xx,
    cpu: (cpu.user + cpu.system) / 1e6,
  };
}

/** What the real server answered to a target, byte for byte (status, headers, the body as sent, compressed). */
interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: string; // base64
}

/** One raw request (no decompression, as autocannon reads it): what a bare server must send back to equal it. */
function record(base: string, target: (typeof TARGETS)[number]): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    const req = http.request(base + target.url, { method: target.method, headers: target.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          // What Node writes itself.
          if (['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
            continue;
          headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
        }
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('base64') });
      });
    });
    req.on('error', reject);
    req.end(target.body);
  });
}

/**
 * A bare Fastify in a process of its own: hello-world at `/`, and at `/replay/<n>` the n-th recorded answer sent back
 * as it is (the same status, headers and bytes; the request's body parsed as Fastify parses JSON). The second is the
 * ceiling of each call on this machine: what serving those bytes costs the server, the loopback and the client
 * reading them, with nothing of the app's work.
 */
async function startBareFastify(
  recorded: Recorded[] = [],
): Promise<{ url: string; pid: number; stop: () => void }> {
  const port = await freePort();
  const file = path.join(dataDir, 'replay.json');
  fs.writeFileSync(file, JSON.stringify(recorded));
  const code = `const app = (await import('fastify')).default();
const fs = await import('node:fs');
app.get('/', async () => ({ hello: 'world' }));
JSON.parse(fs.readFileSync(${JSON.stringify(file)}, 'utf8')).forEach((answer, n) => {
  const body = Buffer.from(answer.body, 'base64');
  app.route({ method: ['GET', 'POST'], url: '/replay/' + n, handler: async (req, reply) => reply.code(answer.status).headers(answer.headers).send(body) });
});
await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawnOn(CPUS?.server, [process.execPath, '--input-type=module', '-e', code], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      if (tries > 100) throw new Error('the bare Fastify server did not start');
      await sleep(50);
    }
  }
  return { url, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

type Measured = Awaited<ReturnType<typeof load>>;

/** Whether a call meets its target (× hello-world), and when not, how far its ceiling reaches. */
function verdict(goal: number | undefined, ratio: number, ceilingRatio: number): string {
  if (goal === undefined) return '';
  if (ratio >= goal) return `  target ≥ ${goal.toFixed(2)}×: met`;
  return `  target ≥ ${goal.toFixed(2)}×: not met (the ceiling reaches ${ceilingRatio.toFixed(2)}×)`;
}

/** The median of each figure over the rounds. */
function medianOf(runs: Measured[]): Measured {
  const of = (pick: (r: Measured) => number) => median(runs.map(pick));
  return {
    rps: of((r) => r.rps),
    p50: of((r) => r.p50),
    p99: of((r) => r.p99),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    serverBusy: of((r) => r.serverBusy),
    clientBusy: of((r) => r.clientBusy),
    serverMicros: of((r) => r.serverMicros),
  };
}

async function throughput(): Promise<void> {
  // Every server in a process of its own (the real one compiled, in production mode, as `npm start` runs it), so
  // that autocannon here does not share a thread with the server it measures.
  ensureBuild(ROOT, STATIC_DIR);
  const server = await startServer({
    appDir: ROOT,
    staticDir: STATIC_DIR,
    env: { DATA_DIR: dataDir },
    logFile: path.join(dataDir, 'server.log'),
    cpus: CPUS?.server,
  });
  const recorded = await Promise.all(TARGETS.map((target) => record(server.url, target)));
  const bare = await startBareFastify(recorded);
  if (CPUS) pinSelf(CPUS.client);
  console.log(
    `throughput, ${CONNECTIONS} connections, ${DURATION} s each, medians of ${ROUNDS} rounds (SQLite, compiled server), client ${CLIENT}:`,
  );
  console.log(
    'ceiling: a bare Fastify sending the same answer (status, headers, bytes); the app’s share of it is the last column',
  );
  console.log(
    `busy: CPU time over wall time of the server measured and of this client (100% = one core; cores here: ${CORES}` +
      `${CPUS ? `; servers on CPU ${CPUS.server}, this client on CPU ${CPUS.client}` : ''})`,
  );
  console.log(
    'a round: hello-world, the call, its ceiling, one right after the other; × hello is the median of the rounds’ ratios',
  );
  console.log('µs/req: the server’s CPU time per request (its cost, whether it or the client was the bound)');
  console.log(
    'target: the issue’s, × hello-world; where it is not met, how far the ceiling itself reaches (no server can pass it)',
  );
  const hello = { name: 'hello', method: 'GET' as const, url: '/' };
  const percent = (share: number) => `${Math.round(share * 100)}%`.padStart(4);
  // autocannon's latencies are whole milliseconds, wrk's finer.
  const ms = (value: number, width: number) =>
    (Number.isInteger(value) ? String(value) : value.toFixed(1)).padStart(width);
  const cell = (r: Measured) =>
    `${String(Math.round(r.rps)).padStart(7)} req/s  p50 ${ms(r.p50, 4)} ms  p99 ${ms(r.p99, 5)} ms` +
    `  busy server ${percent(r.serverBusy)} client ${percent(r.clientBusy)}` +
    `  server ${r.serverMicros.toFixed(0).padStart(3)} µs/req`;
  const range = (ratios: number[]) =>
    ROUNDS > 1 ? ` (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})` : '';
  const hellos: Measured[] = [];
  for (const [n, target] of TARGETS.entries()) {
    const rounds: { base: Measured; app: Measured; ceiling: Measured }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const base = await load(bare.url, hello, bare.pid);
      const app = await load(server.url, target, server.child.pid!);
      const ceiling = await load(bare.url, { ...target, url: `/replay/${n}` }, bare.pid);
      rounds.push({ base, app, ceiling });
    }
    hellos.push(...rounds.map((r) => r.base));
    const app = medianOf(rounds.map((r) => r.app));
    const ceiling = medianOf(rounds.map((r) => r.ceiling));
    const toHello = rounds.map((r) => r.app.rps / r.base.rps);
    const toCeiling = rounds.map((r) => r.app.rps / r.ceiling.rps);
    const size = Buffer.from(recorded[n]!.body, 'base64').length;
    console.log(
      `${target.name.padEnd(44)} ${cell(app)}  ${median(toHello).toFixed(2)}× hello${range(toHello)}  ` +
        `${(size / 1024).toFixed(1).padStart(5)} KB  ceiling ${String(Math.round(ceiling.rps)).padStart(6)} req/s ${ceiling.serverMicros.toFixed(0).padStart(3)} µs/req  ` +
        `${median(toCeiling).toFixed(2)}× ceiling${app.errors ? `  ${app.errors} errors/non-2xx` : ''}` +
        verdict(target.goal, median(toHello), median(rounds.map((r) => r.ceiling.rps / r.base.rps))),
    );
  }
  console.log(
    `${'hello-world (bare Fastify), all rounds'.padEnd(44)} ${cell(medianOf(hellos))}  1.00× hello`,
  );
  bare.stop();
  await server.stop();
  // The parts after this one measure this process alone: every CPU again.
  if (CPUS) pinSelf(`0-${CORES - 1}`);
}

// ---- 2. Serializing with the answer schema ----------------------------------------------------------------------
const def = findRoute('city', 'getCityList')!;
const schema = routeSchema({
  module: 'city',
  action: 'getCityList',
  def,
  guest: true,
  request: undefined,
  answer: findAnswer('city', 'getCityList')!,
  rateLimited: false,
  errors: [],
}) as { response: Record<string, object> };
const compiled = build({ ...schema.response['2xx'], description: undefined } as never, {
  schema: Object.fromEntries(sharedSchemas.map((s) => [`${s.$id}`, s])) as never,
});

function opsPerSecond(label: string, fn: () => string): number {
  for (let i = 0; i < 2_000; i++) fn();
  const iterations = 20_000;
  const started = process.hrtime.bigint();
  let bytes = 0;
  for (let i = 0; i < iterations; i++) bytes += fn().length;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const ops = iterations / seconds;
  console.log(
    `${label.padEnd(34)} ${Math.round(ops).toLocaleString('en').padStart(9)} ops/s  (${(bytes / iterations / 1024).toFixed(1)} KB each)`,
  );
  return ops;
}

async function serialize(): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/client/api/v1/city/get-city-list/guest',
    payload: { countryCode: 'ID', limit: 50 },
  });
  const envelope = res.json();
  console.log(`\nserializing city/get-city-list/guest, a page of ${envelope.data.length} cities:`);
  const plain = opsPerSecond('JSON.stringify', () => JSON.stringify(envelope));
  const fast = opsPerSecond('compiled from the answer schema', () => compiled(envelope));
  console.log(`ratio: ${(fast / plain).toFixed(2)}x`);
}

// ---- 3. City search latency --------------------------------------------------------------------------------------
const SEARCH_ITERATIONS = Number(process.env.SEARCH_ITERATIONS ?? 200);
const SEARCH_COUNTRIES = ['ID', 'US', 'IN'];
/** '' is the plain first page; 'a' and 's' are the widest one-letter searches; 'new y' has two words. */
const SEARCH_TERMS = ['', 'a', 's', 'ban', 'san', 'new y'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** p50/p95 in ms of a first page of 10 for every country and term, one call at a time. */
async function searchLatency(db: Db): Promise<Map<string, { p50: number; p95: number; total: number }>> {
  const out = new Map<string, { p50: number; p95: number; total: number }>();
  for (const countryCode of SEARCH_COUNTRIES) {
    for (const search of SEARCH_TERMS) {
      const q = { countryCode, search, page: 1, limit: 10 };
      let total = 0;
      for (let i = 0; i < 20; i++) total = (await listCities(db, q)).total;
      const times: number[] = [];
      for (let i = 0; i < SEARCH_ITERATIONS; i++) {
        const started = performance.now();
        await listCities(db, q);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      out.set(`${countryCode} '${search}'`, {
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        total,
      });
    }
  }
  return out;
}

/** A fresh PostgreSQL database next to DATABASE_URL's, migrated and seeded; dropped by the returned function. */
async function freshPostgres(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const scratch = await scratchDatabase('bench_api');
  const handle = connect({ kind: 'postgres', url: scratch.url });
  await migrateToLatest(handle.db);
  await seed(handle.db, { dialect: 'postgres', config, log: () => undefined });
  // What autovacuum does within a minute of a seed: planner statistics and the visibility map.
  await sql`vacuum analyze`.execute(handle.db);
  return {
    db: handle.db,
    drop: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

async function search(): Promise<void> {
  const columns: { name: string; figures: Awaited<ReturnType<typeof searchLatency>> }[] = [];
  columns.push({ name: 'SQLite', figures: await searchLatency(app.deps.db) });
  if (process.env.DATABASE_URL?.startsWith('postgres')) {
    const postgres = await freshPostgres();
    try {
      columns.push({ name: 'PostgreSQL', figures: await searchLatency(postgres.db) });
    } finally {
      await postgres.drop();
    }
  }
  console.log(
    `\ncity search, listCities first page of 10, ${SEARCH_ITERATIONS} calls each, ms (target p95 ≤ 5 ms):`,
  );
  console.log(
    `${'country, term'.padEnd(16)} ${'total'.padStart(6)}${columns.map((c) => `  ${`${c.name} p50`.padStart(15)} ${'p95'.padStart(6)}`).join('')}`,
  );
  for (const [key, first] of columns[0]!.figures) {
    const cells = columns.map((c) => {
      const f = c.figures.get(key)!;
      return `  ${f.p50.toFixed(2).padStart(15)} ${f.p95.toFixed(2).padStart(6)}`;
    });
    console.log(`${key.padEnd(16)} ${String(first.total).padStart(6)}${cells.join('')}`);
  }
}

// ---- Run --------------------------------------------------------------------------------------------------------
try {
  if (PARTS.has('throughput')) await throughput();
  if (PARTS.has('serialize')) await serialize();
  if (PARTS.has('search')) await search();
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
