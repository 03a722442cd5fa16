/**
 * `npm start` (scripts/start.ts) becomes the server with the process settings of scripts/server-env.ts: the same
 * process (a supervisor's signal reaches the server), the settings in its environment, the operator's own value kept.
 * Run against a stand-in build whose "server" prints what it was started with, so no real build is needed here.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
let staticDir: string;

beforeAll(() => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-'));
  // Newer than every source, so start.ts does not build.
  fs.mkdirSync(path.join(staticDir, '.ssr'));
  fs.mkdirSync(path.join(staticDir, '.server'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html>');
  fs.writeFileSync(path.join(staticDir, '.ssr', 'entry-server.js'), '');
  fs.writeFileSync(
    path.join(staticDir, '.server', 'main.js'),
    'console.log(JSON.stringify({ pid: process.pid, malloc: process.env.MALLOC_ARENA_MAX, ' +
      'nodeEnv: process.env.NODE_ENV, argv: process.argv.slice(1) }));',
  );
});

afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

/** Runs `node scripts/start.ts` with `env` added; what the stand-in server printed, and the PID that was started. */
async function start(env: Record<string, string>) {
  const { MALLOC_ARENA_MAX: _own, NODE_ENV: _env, ...rest } = process.env;
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: ROOT,
    env: { ...rest, STATIC_DIR: staticDir, ...env },
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code, out).toBe(0);
  const printed = JSON.parse(out.trim().split('\n').at(-1)!) as {
    pid: number;
    malloc?: string;
    nodeEnv?: string;
    argv: string[];
  };
  return { ...printed, startedPid: child.pid };
}

describe.runIf(process.platform === 'linux')('npm start', () => {
  it('becomes the server in the same process, with MALLOC_ARENA_MAX=2 and production mode', async () => {
    const run = await start({});
    expect(run.pid).toBe(run.startedPid);
    expect(run.malloc).toBe('2');
    expect(run.nodeEnv).toBe('production');
    expect(run.argv).toEqual([path.join(staticDir, '.server', 'main.js')]);
  });

  it("keeps the operator's own setting and mode", async () => {
    const run = await start({ MALLOC_ARENA_MAX: '4', NODE_ENV: 'development' });
    expect(run.pid).toBe(run.startedPid);
    expect(run.malloc).toBe('4');
    expect(run.nodeEnv).toBe('development');
  });
});
