/**
 * What the benchmarks that run the real server share (bench:load, bench:lighthouse, bench:takeover): the build it
 * serves (made with `npm run build` when missing), a free port of 127.0.0.1, and the compiled server of that build
 * (dist/.server/main.js, as `npm start` runs it) started in production mode on it, ready once /healthz answers, with
 * a stop() that waits for it to exit; the median of runs, and the newest live job's address.
 */
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { withServerProcessEnv } from '../scripts/server-env.js';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds the app with `npm run build` in `root` when `staticDir` holds no build (exits when the build fails). */
export function ensureBuild(root: string, staticDir: string): void {
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  const built = [path.join(staticDir, 'index.html'), manifestFile, serverEntry(staticDir)];
  if (!built.every((file) => fs.existsSync(file))) {
    console.log(`No build in ${staticDir}: running npm run build…`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

/** The compiled server of a build (scripts/build-server.ts). */
const serverEntry = (staticDir: string) => path.join(staticDir, '.server', 'main.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The resident set of a process in bytes (Linux), or NaN where /proc is not there. */
export function rss(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/**
 * The CPU time a process has used so far, in seconds, all its threads (Linux: /proc/<pid>/stat, at the usual 100
 * ticks a second), or NaN where /proc is not there.
 */
export function cpuSeconds(pid: number): number {
  try {
    // The fields after the command name (which may hold spaces and parentheses, hence the last ')'): the state is the
    // first of them, utime and stime the 12th and 13th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/**
 * The CPUs for a server and for the client measuring it, one each, where `taskset` is there and there are two or
 * more: on two cores the client (autocannon) needs most of one, and left to the scheduler the two take each other's
 * time unevenly from run to run. Undefined otherwise (or with `pin` false): both run wherever the system puts them.
 */
export function pinnedCpus(pin = true): { server: string; client: string } | undefined {
  if (!pin || os.availableParallelism() < 2) return undefined;
  if (spawnSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' }).status !== 0) return undefined;
  return { server: '0', client: '1' };
}

/**
 * `command` (the program, then its arguments) started on `cpus` when given (`taskset -c`, which execs it in place, so
 * the child's PID is the program's), else wherever the system puts it.
 */
export function spawnOn(cpus: string | undefined, command: string[], options: SpawnOptions): ChildProcess {
  const [program, ...args] = cpus ? ['taskset', '-c', cpus, ...command] : command;
  return spawn(program!, args, options);
}

/** Moves this process, all its threads, to `cpus` (`taskset -a -p -c`). */
export function pinSelf(cpus: string): void {
  spawnSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' });
}

/** Servers started and not yet exited, for a signal handler that has to stop them before the process ends. */
const running = new Set<ChildProcess>();

/** SIGTERM to every server started here that is still running (for SIGINT/SIGTERM handlers; stop() waits, this does not). */
export function killRunningServers(): void {
  for (const child of running) child.kill('SIGTERM');
}

export interface Server {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/**
 * This environment without what would point the server elsewhere (its own database, Redis), plus `env`, with the
 * process settings `npm start` starts the server with (scripts/server-env.ts).
 */
function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, REDIS_URL: _redis, DATA_DIR: _data, ...rest } = process.env;
  return withServerProcessEnv({ ...rest, ...env });
}

export interface StartOptions {
  /** The project the server runs in (its node_modules, its data/). */
  appDir: string;
  /** The build it serves and whose compiled server runs. */
  staticDir: string;
  /** Added to the environment (DATA_DIR, DATABASE_URL…); wins over the defaults. */
  env: Record<string, string>;
  /** Where the server's stdout and stderr go (appended). */
  logFile: string;
  /** The CPUs the server may run on (`taskset -c`, e.g. '0'), so that a benchmark's client does not share them. */
  cpus?: string;
}

/** The build's server in production mode on a free port of 127.0.0.1, once it answers /healthz. */
export async function startServer({ appDir, staticDir, env, logFile, cpus }: StartOptions): Promise<Server> {
  const port = await freePort();
  const log = fs.openSync(logFile, 'a');
  // The server runs in this very process (no wrapper left), so its PID is the one to measure.
  const child = spawnOn(cpus, [process.execPath, path.resolve(serverEntry(staticDir))], {
    cwd: appDir,
    env: serverEnv({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      ...env,
    }),
    // The server's own log (clients cut off when a run ends show up there) goes to a file.
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 300_000; // the first start seeds ~150,000 cities
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode} before answering (see ${logFile})`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error('the server did not answer /healthz within 5 minutes');
    }
    await sleep(250);
  }
  return {
    child,
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killer);
      }
    },
  };
}

/** How many lines the server logged at error level or above, by message and error code. */
export function summarizeLog(file: string): string {
  const counts = new Map<string, number>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    let entry: { level?: number; msg?: string; err?: { code?: string } };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      entry = { level: 50, msg: line.slice(0, 80) };
    }
    if ((entry.level ?? 0) < 50) continue;
    const key = `${entry.msg ?? '?'}${entry.err?.code ? ` (${entry.err.code})` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  if (counts.size === 0) return 'no errors';
  return [...counts].map(([key, n]) => `${n} × ${key}`).join('; ');
}

/**
 * The server of a build with the demo board (20 companies, 300 live jobs), as `npm start` has it, on a fresh SQLite
 * database in `dataDir` (the first start seeds it); what the browser benchmarks load.
 */
export async function startDemoBoard(
  appDir: string,
  staticDir: string,
  dataDir: string,
  logFile: string,
): Promise<Server> {
  fs.mkdirSync(dataDir, { recursive: true });
  return startServer({ appDir, staticDir, env: { DATA_DIR: dataDir, SEED_DEMO: '1' }, logFile });
}

/** The median of the figures that are numbers (NaN when none is). */
export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A job's page: its path before the slug; `newestJobPath` gives the newest live job's full address. */
export const A_JOB = '/jobsseekers/job-detail';

/** The canonical address of the newest live job, as a link to it would name it. */
export async function newestJobPath(running: Server): Promise<string> {
  const res = await fetch(`${running.url}/client/api/v1/jobs/get-job-list/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ limit: 1 }),
  });
  const [job] = ((await res.json()) as { data: { id: number; slug: string }[] }).data;
  if (!job) throw new Error('no live job to measure: is the demo board seeded (SEED_DEMO)?');
  return `${A_JOB}/${job.slug}?id=${job.id}`;
}
