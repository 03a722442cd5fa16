/**
 * `npm run bench:takeover`: how soon a visitor on a slow phone sees a server-rendered page, and how soon its widgets
 * answer. Lighthouse (bench:lighthouse) scores the paint; this measures what the paint-first loader
 * (server/http/paintFirst.ts) costs for it: the moment the app has taken the page over (`<html data-ready>`, set by
 * src/main.tsx once it has hydrated), which comes later when the scripts are asked for only after the paint.
 *
 * Starts the real server as bench:lighthouse does (production mode, built dist/, a fresh SQLite database under
 * .tmp/ with the demo board), then loads each page TAKEOVER_RUNS times in headless Chromium, each a first visit (a
 * new context, no cache) with the network and CPU really slowed down through the DevTools protocol: 150 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up, 4× slower CPU (Lighthouse's mobile settings), HTTP/1.1 as this server speaks
 * it. Prints per page the medians of the first contentful paint and of the take-over, from the navigation's start.
 * Asserts nothing.
 *
 * Settings (environment): TAKEOVER_RUNS (5, 1–20), TAKEOVER_PAGES (paths, comma-separated), CHROMIUM_PATH
 * (/usr/bin/chromium), STATIC_DIR (dist). Comparing builds: run it in each checkout.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import {
  A_JOB,
  ensureBuild,
  killRunningServers,
  median,
  newestJobPath,
  startDemoBoard,
  summarizeLog,
  type Server,
} from './server.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const STATIC_DIR = path.resolve(ROOT, process.env.STATIC_DIR ?? 'dist');
const RUNS = Math.min(20, Math.max(1, Number(process.env.TAKEOVER_RUNS ?? 5)));
const PAGES = process.env.TAKEOVER_PAGES?.split(',')
  .map((p) => p.trim())
  .filter(Boolean) ?? ['/', '/jobsseekers/login', '/jobsseekers/browse-jobs', A_JOB];
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const dataDir = path.join(ROOT, '.tmp', `bench-takeover-${crypto.randomBytes(4).toString('hex')}`);
const logFile = `${dataDir}.log`;

/** Lighthouse's mobile throttling, applied for real (bytes per second for the DevTools protocol). */
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const CPU_SLOWDOWN = 4;

/** One first visit: when it painted and when the app had taken it over, in ms from the navigation's start. */
async function visit(browser: Browser, url: string): Promise<{ fcp: number; ready: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    // The moment the app marks the page, seen from inside it (a poll from outside would add its own delay).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-ready')) return;
        (window as { readyAt?: number }).readyAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      ready: (window as { readyAt?: number }).readyAt ?? NaN,
    }));
  } finally {
    await context.close();
  }
}

let server: Server | undefined;
let browser: Browser | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killRunningServers();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

ensureBuild(ROOT, STATIC_DIR);
try {
  server = await startDemoBoard(ROOT, STATIC_DIR, dataDir, logFile);
  const running = server;
  const paths = await Promise.all(PAGES.map((p) => (p === A_JOB ? newestJobPath(running) : p)));
  browser = await chromium.launch({
    ...(CHROMIUM_PATH ? { executablePath: CHROMIUM_PATH } : {}),
    // Nothing leaves 127.0.0.1.
    args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
  console.log(
    `bench:takeover — ${browser.version()}; 412×823, 150 ms RTT, 1.6 Mbit/s, ${CPU_SLOWDOWN}× CPU, HTTP/1.1; ` +
      `medians of ${RUNS} first visits, ms from the navigation's start`,
  );
  const width = Math.max(4, ...paths.map((p) => p.length));
  console.log(`${'page'.padEnd(width)}  ${'painted'.padStart(8)}  ${'app ready'.padStart(9)}`);
  for (const p of paths) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, server.url + p));
    const fcp = median(runs.map((run) => run.fcp));
    const ready = median(runs.map((run) => run.ready));
    console.log(`${p.padEnd(width)}  ${fcp.toFixed(0).padStart(8)}  ${ready.toFixed(0).padStart(9)}`);
  }
  console.log(`server log: ${summarizeLog(logFile)} (${path.relative(ROOT, logFile)})`);
} finally {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
