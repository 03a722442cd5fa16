/**
 * wrk (the C load generator: `apt-get install wrk`) as bench:api's client when API_CLIENT=wrk. autocannon runs in
 * Node: on a machine of two cores it needs a core of its own and, for answers of a few kilobytes, it is the bound
 * (its CPU at 95–100% while the server idles part of the time), so a ratio to hello-world measures the client as
 * much as the server. wrk reads the same answers for a fraction of the CPU: what it measures is the server.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuSeconds, sleep, spawnOn } from './server.js';

export const hasWrk = () => spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;

export interface WrkTarget {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** What a load run measured (wrk's figures; bench:api reads autocannon's into the same shape). */
export interface LoadResult {
  rps: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  total: number;
  errors: number;
  /** wrk's own CPU time, seconds (all its threads). */
  cpu: number;
}

/** A duration of wrk's output ("812.00us", "1.23ms", "2.01s") in milliseconds. */
export function wrkMillis(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return NaN;
  const scale = { us: 0.001, ms: 1, s: 1_000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * scale;
}

/** The figures of wrk's `--latency` report. */
export function parseWrk(output: string): Omit<LoadResult, 'cpu'> {
  const percentile = (p: string) =>
    wrkMillis(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN),
    p50: percentile('50'),
    p99: percentile('99'),
    total: Number(/(\d+) requests in/.exec(output)?.[1] ?? 0),
    errors:
      Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0) +
      (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

/** `target` under wrk (one thread, `connections` connections, `duration` seconds) on `cpus` when given. */
export async function runWrk(
  target: WrkTarget,
  { connections, duration, cpus }: { connections: number; duration: number; cpus?: string },
): Promise<LoadResult> {
  // The method, headers and body of a request are set by a script (wrk's own command line takes only headers).
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wrk-')), 'request.lua');
  fs.writeFileSync(
    script,
    [
      `wrk.method = ${JSON.stringify(target.method)}`,
      ...(target.body === undefined ? [] : [`wrk.body = ${JSON.stringify(target.body)}`]),
      ...Object.entries(target.headers ?? {}).map(
        ([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`,
      ),
    ].join('\n'),
  );
  const args = ['wrk', '-t1', `-c${connections}`, `-d${duration}s`, '--latency', '-s', script, target.url];
  const child = spawnOn(cpus, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let cpu = 0;
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  // Its CPU time is read while it runs: /proc forgets a process once it has exited.
  let running = true;
  void exited.then(() => (running = false));
  while (running) {
    const now = cpuSeconds(child.pid!);
    if (!Number.isNaN(now)) cpu = now;
    await Promise.race([sleep(200), exited]);
  }
  fs.rmSync(path.dirname(script), { recursive: true, force: true });
  return { ...parseWrk(output), cpu };
}
