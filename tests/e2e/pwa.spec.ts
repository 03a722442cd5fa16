/**
 * The PWA foundation (ARCHITECTURE §6, spec §2 offline overlay, §3/§4 push): offline shell, push through the
 * service worker with its click, and installability.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from './support/playwright';
import { NOTIFICATION_DB, NOTIFICATION_STORE, type StoredNotification } from '../../common/push';
import { cdp, deliverPush } from './helpers/cdp';
import { CHROMIUM_ARGS, findChromium } from './helpers/chromium';
import { postJob } from './helpers/jobs';
import {
  clickNotification,
  keptQueryKeys,
  readIndexedDb,
  shownNotifications,
  waitForServiceWorker,
} from './helpers/serviceWorker';

const OFFLINE_TITLE = 'Oops, seems like you are offline';
const OFFLINE_TEXT =
  'This page cannot be displayed at the moment, Try once again later when your internet connection improves!';

const offlineDialog = (page: Page) => page.getByRole('alertdialog', { name: OFFLINE_TITLE });

/** A first visit: the shell renders and the service worker installs and takes control. */
async function firstVisit(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  return waitForServiceWorker(page);
}

test('offline: the shell comes from the service worker; a page with nothing kept gets the overlay, which offers Refresh', async ({
  page,
  context,
}) => {
  await firstVisit(page);
  // The home page's categories are kept for offline reading (src/lib/offline; writes are throttled).
  const kept = async () => (await keptQueryKeys(page)).some((key) => key[0] === 'category');
  await expect.poll(kept).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  // The home page rendered from what was kept: no overlay over it.
  await expect(
    page.getByRole('region', { name: 'Browse by category' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(offlineDialog(page)).toHaveCount(0);

  // A page never seen has nothing to show.
  await page.goto('/jobsseekers/browse-jobs');
  await expect(page.getByRole('banner')).toBeVisible();
  const dialog = offlineDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: OFFLINE_TITLE })).toBeVisible();
  await expect(dialog.getByText(OFFLINE_TEXT, { exact: true })).toBeVisible();

  // Refresh reloads the page (still offline: the worker serves it again, with the overlay).
  await page.evaluate(() => Object.assign(window, { __beforeRefresh: true }));
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Refresh' }).click()]);
  expect(await page.evaluate(() => '__beforeRefresh' in window)).toBe(false);
  await expect(offlineDialog(page)).toBeVisible();

  // Back online: the overlay goes away (if it is still up, Refresh brings the page back).
  await context.setOffline(false);
  const stillUp = await offlineDialog(page)
    .waitFor({ state: 'hidden', timeout: 3_000 })
    .then(() => false)
    .catch(() => true);
  if (stillUp) {
    await Promise.all([
      page.waitForEvent('load'),
      offlineDialog(page).getByRole('button', { name: 'Refresh' }).click(),
    ]);
  }
  await expect(offlineDialog(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(offlineDialog(page)).toBeHidden();
});

test("a job's answer: network first, and offline the worker's copy of the last visit, marked as a fallback", async ({
  page,
  context,
  request,
}) => {
  const title = `Penjaga Gudang ${Date.now()}`;
  const jobId = await postJob(request, title, []);
  await firstVisit(page);
  await page.goto(`/jobsseekers/job-detail?id=${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The answer as the page's own call asks it (a guest's job call, in English).
  const ask = () =>
    page.evaluate(async (id) => {
      const res = await fetch(`/client/api/v1/jobs/get/guest/${id}`, {
        headers: { lng: 'en', Accept: 'application/json' },
      });
      const body = (await res.json()) as { data: { title: string } };
      return { status: res.status, fallback: res.headers.get('X-SW-Fallback'), title: body.data.title };
    }, jobId);
  expect(await ask()).toEqual({ status: 200, fallback: null, title });
  await context.setOffline(true);
  expect(await ask()).toEqual({ status: 200, fallback: '1', title });
  await context.setOffline(false);
  expect(await ask()).toEqual({ status: 200, fallback: null, title });
});

test('push: a Web Push message shows a notification, is kept in IndexedDB, and its click opens its link', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const worker = await firstVisit(page);
  const origin = new URL(page.url()).origin;

  const payload = {
    notification: {
      title: 'Application update',
      body: 'You have been shortlisted.',
      click_action: '/contact-us',
    },
  };
  await deliverPush(page, payload);

  await expect.poll(() => shownNotifications(page)).toHaveLength(1);
  const [shown] = await shownNotifications(page);
  expect(shown).toMatchObject({
    title: 'Application update',
    body: 'You have been shortlisted.',
    icon: `${origin}/icons/icon-192.png`,
    data: { url: `${origin}/contact-us` },
  });

  // Written to IndexedDB for the offline notification list.
  await expect
    .poll(
      async () => (await readIndexedDb(page, NOTIFICATION_DB, NOTIFICATION_STORE)) as StoredNotification[],
    )
    .toEqual([
      expect.objectContaining({
        title: 'Application update',
        body: 'You have been shortlisted.',
        url: `${origin}/contact-us`,
        read: false,
        via: 'webpush',
      }),
    ]);

  // The notification's click (handed to the worker as the browser would) navigates the window to the link.
  await Promise.all([page.waitForURL(`${origin}/contact-us`), clickNotification(worker)]);
  await expect(page.getByRole('banner')).toBeVisible();
  // The click closes the notification.
  await expect.poll(() => shownNotifications(page)).toHaveLength(0);
});

test('install: Chrome finds the app installable and the manifest has the right fields', async ({
  request,
  baseURL,
}) => {
  // Test contexts are off-the-record, where Chrome never offers installation ('in-incognito'): use a profile.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'e2e-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await firstVisit(page);
    const session = await cdp(page);
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const appManifest = await session.send('Page.getAppManifest');
    expect(appManifest.errors).toEqual([]);
    expect(new URL(appManifest.url).pathname).toBe('/manifest.webmanifest');
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }

  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  } & Record<string, unknown>;
  expect(manifest).toMatchObject({
    id: '/',
    name: expect.stringContaining('Orbit Jobs'),
    short_name: 'Orbit Jobs',
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    lang: 'en',
    theme_color: '#0b5fff',
    background_color: '#ffffff',
  });
  expect(manifest.description).toEqual(expect.any(String));

  // Real PNGs of the declared sizes: 192 and 512 for any, 512 maskable.
  const declared = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort();
  expect(declared).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.ok(), icon.src).toBe(true);
    const bytes = await png.body();
    expect(bytes.subarray(1, 4).toString('latin1'), icon.src).toBe('PNG');
    const size = `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
    expect(size, icon.src).toBe(icon.sizes);
  }
});
