/**
 * `npm run bench:push`: the two figures of issue 14, on loopback, with the real server (production build, demo data,
 * a fresh SQLite database under .tmp/) and headless Chromium:
 *
 * 1. Application → notification shown on the employer's open app: the demo employer turns alerts on from the
 *    dashboard (the page's PushManager gets a subscription on the loopback push service, tests/support/pushService.ts,
 *    as in tests/e2e/push.spec.ts: Chromium's own push service is outside this machine). Then PUSH_RUNS times: the
 *    demo candidate applies to a new job through the API, and the clock stops when the employer's worker shows the
 *    notification — the server's transaction, the outbox, web-push's encryption and signature, the push service's
 *    checks and decryption, DevTools' delivery to the worker and its showNotification all counted.
 * 2. Repeat visit offline: the employer's app reloaded with the network off, OFFLINE_RUNS times; the time from the
 *    navigation's start to the first contentful paint of the shell the worker serves from its precache.
 *
 * Prints median and worst of each. Asserts nothing (targets: ≤ 1 s and ≤ 300 ms).
 * Settings (environment): PUSH_RUNS (20), OFFLINE_RUNS (10), CHROMIUM_PATH, STATIC_DIR (dist; built when missing).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright';
import { DEMO } from '../tests/e2e/helpers/accounts.js';
import { findChromium, CHROMIUM_ARGS } from '../tests/e2e/helpers/chromium.js';
import { postJob } from '../tests/e2e/helpers/jobs.js';
import { fakePushManager } from '../tests/e2e/helpers/push.js';
import { startPushService } from '../tests/support/pushService.js';
import { ensureBuild, killRunningServers, startServer } from './server.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const STATIC_DIR = path.resolve(ROOT, process.env.STATIC_DIR ?? 'dist');
const PUSH_RUNS = Number(process.env.PUSH_RUNS ?? 20);
const OFFLINE_RUNS = Number(process.env.OFFLINE_RUNS ?? 10);
const API = '/client/api/v1';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const worst = (values: number[]) => Math.max(...values);
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** A JSON call of the API as `token`'s user; throws unless it answers `status`. */
async function call<T>(
  base: string,
  pathName: string,
  body: unknown,
  token?: string,
  status = 200,
): Promise<T> {
  const res = await fetch(`${base}${API}/${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `jwt ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { data: T };
  if (res.status !== status) throw new Error(`${pathName}: ${res.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/** A small real PDF (the resume the candidate applies with). */
async function resumePdf(): Promise<Buffer> {
  const { Document, Page: PdfPage, Text, renderToBuffer } = await import('@react-pdf/renderer');
  const { createElement: h } = await import('react');
  return renderToBuffer(h(Document, null, h(PdfPage, { size: 'A4' }, h(Text, null, 'Sari – CV'))) as never);
}

async function main() {
  ensureBuild(ROOT, STATIC_DIR);
  const dataDir = path.join(ROOT, '.tmp', `bench-push-${crypto.randomBytes(4).toString('hex')}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const service = await startPushService();
  const server = await startServer({
    appDir: ROOT,
    staticDir: STATIC_DIR,
    // Each sign-in of postJob comes from an address of its own (as in e2e), under the per-address limit.
    env: { DATA_DIR: dataDir, SEED_DEMO: '1', PUSH_SERVICES: service.origin, TRUST_PROXY: 'loopback' },
    logFile: path.join(dataDir, 'server.log'),
  });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: server.url });
    await context.grantPermissions(['notifications'], { origin: server.url });
    const page = await context.newPage();
    const subscription = service.subscribe();
    // tsx (esbuild, keepNames) wraps the init script's named functions in __name(), which the page does not have.
    await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
    await fakePushManager(page, subscription);

    // The employer signs in and turns alerts on from the dashboard, as a person would.
    await page.goto('/employer/login');
    await page.getByLabel('E-mail').fill(DEMO.employer.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.employer.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/employer\/dashboard/);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Turn on alerts' }).click();
    await page.getByText('Alerts are on for this device.').waitFor();

    // The loopback push service delivers each push to the employer's worker over one DevTools session.
    const session: CDPSession = await context.newCDPSession(page);
    const registrationId = await new Promise<string>((resolve) => {
      session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
      void session.send('ServiceWorker.enable');
    });
    service.onMessage(async (push) => {
      if (push.endpoint !== subscription.endpoint) return;
      await session.send('ServiceWorker.deliverPushMessage', {
        origin: server.url,
        registrationId,
        data: push.payload,
      });
    });

    const candidate = (
      await call<{ token: string }>(server.url, 'candidate/login', {
        email: DEMO.candidate.email,
        password: DEMO.candidate.password,
      })
    ).token;
    const form = new FormData();
    form.set('kind', 'document');
    form.set('file', new Blob([new Uint8Array(await resumePdf())], { type: 'application/pdf' }), 'cv.pdf');
    const uploaded = await fetch(`${server.url}/client/api/files/upload`, {
      method: 'POST',
      headers: { authorization: `jwt ${candidate}` },
      body: form,
    });
    const file = ((await uploaded.json()) as { data: { path: string } }).data;
    const resume = await call<{ id: number }>(
      server.url,
      'resumes/create',
      { filePath: file.path, name: 'CV' },
      candidate,
      201,
    );

    const shownTitles = (p: Page) =>
      p.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title),
      );
    const pushTimes: number[] = [];
    for (let run = 0; run < PUSH_RUNS + 1; run++) {
      const title = `Bench ${run} ${Date.now()}`;
      const jobId = await postJob(context.request, title, []);
      const started = performance.now();
      await call(server.url, 'user-jobs/create', { jobId, resumeId: resume.id, answers: [] }, candidate, 201);
      for (;;) {
        if ((await shownTitles(page)).includes(`New application: ${title}`)) break;
        if (performance.now() - started > 30_000)
          throw new Error(`no notification for run ${run} within 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (run > 0) pushTimes.push(performance.now() - started); // the first one warms everything up
    }

    const paintTimes: number[] = [];
    await context.setOffline(true);
    for (let run = 0; run < OFFLINE_RUNS; run++) {
      await page.reload({ waitUntil: 'load' });
      const fcp = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entry = list.getEntriesByName('first-contentful-paint')[0];
              if (entry) resolve(entry.startTime);
            }).observe({ type: 'paint', buffered: true });
          }),
      );
      paintTimes.push(fcp);
    }

    console.log(`bench:push on loopback (production build, SQLite, headless Chromium)`);
    console.log(
      `  application → notification shown on the employer's open app: median ${ms(median(pushTimes))}, worst ${ms(worst(pushTimes))} (${pushTimes.length} runs; target ≤ 1 s)`,
    );
    console.log(
      `  repeat visit offline, first contentful paint of the shell: median ${ms(median(paintTimes))}, worst ${ms(worst(paintTimes))} (${paintTimes.length} runs; target ≤ 300 ms)`,
    );
  } finally {
    await browser.close();
    await server.stop();
    await service.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    killRunningServers();
    process.exit(1);
  });
await main();
