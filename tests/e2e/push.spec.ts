/**
 * Push alerts end to end (issue 14): the employer is asked in the app (not by the browser on page load), turns alerts
 * on; a candidate applies from elsewhere; the server pushes through the outbox — `web-push` encrypting and signing for
 * the subscription — to the loopback push service, which checks and decrypts it and delivers it to the employer's
 * worker (tests/e2e/helpers/push.ts says why it stands in for Chromium's own push service). The open app shows the
 * notification and its badge counts it at once; the notification's click opens the response. The switch on the
 * notification page turns alerts off again, and the server forgets the device. Axe on the prompt and the switch, en
 * and id.
 */
import { expect, test, type APIRequestContext, type Page } from './support/playwright';
import { startPushService, type PushService } from '../support/pushService';
import { DEMO, inIndonesian, ownAddress, signIn } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { deliverPush } from './helpers/cdp';
import { queryDb } from './helpers/db';
import { postJob } from './helpers/jobs';
import { fakePushManager } from './helpers/push';
import { clickNotification, shownNotifications, waitForServiceWorker } from './helpers/serviceWorker';
import { E2E_PUSH_PORT } from './support/env';

const API = '/client/api/v1';

let service: PushService;
test.beforeAll(async () => {
  service = await startPushService({ port: E2E_PUSH_PORT });
});
test.afterAll(async () => {
  await service?.close();
});

async function resumePdf(): Promise<Buffer> {
  const { Document, Page: PdfPage, Text, renderToBuffer } = await import('@react-pdf/renderer');
  const { createElement: h } = await import('react');
  return renderToBuffer(h(Document, null, h(PdfPage, { size: 'A4' }, h(Text, null, 'Sari – CV'))) as never);
}

/** The demo candidate applies to the job through the API (their own screens have their own spec). */
async function applyAsCandidate(request: APIRequestContext, jobId: number): Promise<void> {
  const login = await request.post(`${API}/candidate/login`, { data: DEMO.candidate, headers: ownAddress() });
  expect(login.status()).toBe(200);
  const headers = {
    authorization: `jwt ${((await login.json()) as { data: { token: string } }).data.token}`,
  };
  const upload = await request.post('/client/api/files/upload', {
    headers,
    multipart: {
      kind: 'document',
      file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: await resumePdf() },
    },
  });
  expect(upload.status()).toBe(201);
  const file = ((await upload.json()) as { data: { path: string } }).data;
  const resume = await request.post(`${API}/resumes/create`, {
    headers,
    data: { filePath: file.path, name: 'CV' },
  });
  expect(resume.status()).toBe(201);
  const resumeId = ((await resume.json()) as { data: { id: number } }).data.id;
  const applied = await request.post(`${API}/user-jobs/create`, {
    headers,
    data: { jobId, resumeId, answers: [] },
  });
  expect(applied.status(), await applied.text()).toBe(201);
}

const devicesOfDemoEmployer = () =>
  queryDb<{ token: string }>(
    `SELECT d.token FROM deviceTokens d JOIN users u ON u.id = d.userId WHERE u.email = ?`,
    DEMO.employer.email,
  ).map((row) => row.token);

async function employerWithAlerts(page: Page, indonesian: boolean): Promise<void> {
  await signIn(page, '/employer/login', DEMO.employer);
  await expect(page).toHaveURL(/\/employer\/dashboard/);
  await waitForServiceWorker(page);
  if (!indonesian) return;
  await inIndonesian(page);
  await page.goto('/employer/dashboard');
}

test('an employer turns alerts on in the app, gets a push when a candidate applies, and opens the response from it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const subscription = service.subscribe();
  await fakePushManager(page, subscription);
  // The loopback service hands each push it accepts to the employer's worker, as Chromium's push service would.
  service.onMessage(async (push) => {
    if (push.endpoint === subscription.endpoint) await deliverPush(page, JSON.parse(push.payload));
  });

  await employerWithAlerts(page, false);
  // Asked by the app on the dashboard, in its own words; the browser has not been asked yet.
  const prompt = page.getByRole('region', { name: 'Get alerted when someone applies' });
  await expect(prompt).toBeVisible();
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await expectAccessible(page, 'push prompt');
  await prompt.getByRole('button', { name: 'Turn on alerts' }).click();
  await expect(page.getByText('Alerts are on for this device.')).toBeVisible();
  await expect(prompt).toBeHidden();
  await expect.poll(devicesOfDemoEmployer).toContain(subscription.endpoint);

  const title = `Kasir Toko ${Date.now()}`;
  const jobId = await postJob(request, title, []);
  const before = await shownNotifications(page);
  const started = Date.now();
  await applyAsCandidate(request, jobId);
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => n.title), { timeout: 10_000 })
    .toContain(`New application: ${title}`);
  test
    .info()
    .annotations.push({ type: 'apply → notification shown', description: `${Date.now() - started} ms` });
  const shown = (await shownNotifications(page)).find((n) => n.title === `New application: ${title}`)!;
  expect(shown.body).toContain(DEMO.candidate.fullName);
  expect(before.length).toBeLessThan((await shownNotifications(page)).length);
  // The open app's badge counts it without a reload.
  await expect(page.getByRole('link', { name: /Notifications, \d+ unread/ })).toBeVisible();

  // Its click opens the response (a system notification's click is handed to the worker as the browser would).
  const worker = await waitForServiceWorker(page);
  await Promise.all([
    page.waitForURL(/\/employer\/response-detail\?/),
    clickNotification(worker, `New application: ${title}`),
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The switch on the notification page: on here; off makes the server forget this device.
  await page.goto('/employer/notification');
  const alerts = page.getByRole('switch', { name: 'Alerts on this device' });
  await expect(alerts).toBeChecked();
  await expectAccessible(page, 'notification page with the alerts switch');
  await alerts.click();
  await expect(page.getByText('Alerts are off for this device.')).toBeVisible();
  await expect(alerts).not.toBeChecked();
  await expect.poll(devicesOfDemoEmployer).not.toContain(subscription.endpoint);
  // Off stays off: no question on the dashboard again.
  await page.goto('/employer/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get alerted when someone applies' })).toHaveCount(0);
});

test('in Indonesian: the question, "not now", and the switch', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await fakePushManager(page, service.subscribe());
  await employerWithAlerts(page, true);
  const prompt = page.getByRole('region', { name: 'Dapatkan peringatan saat ada yang melamar' });
  await expect(prompt).toBeVisible();
  await expectAccessible(page, 'push prompt (id)');
  await prompt.getByRole('button', { name: 'Nanti saja' }).click();
  await expect(prompt).toBeHidden();
  await page.goto('/employer/notification');
  const alerts = page.getByRole('switch', { name: 'Peringatan di perangkat ini' });
  await expect(alerts).not.toBeChecked();
  await expectAccessible(page, 'alerts switch (id)');
  // "Not now" holds on the dashboard.
  await page.goto('/employer/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});
