/**
 * Offline reading (issue 14): what a candidate has seen stays readable offline after a reload — the home page's
 * categories, a job search, a job, saved jobs, notifications and the profile — each with its 'Offline copy, updated …'
 * hint and without the offline overlay, which stays for a page never seen. A dead network (navigator.onLine true,
 * every API call failing) is offline too: the same copies, no error toasts, and it clears by itself once the server
 * answers again.
 */
import { expect, test, type Page } from './support/playwright';
import { inIndonesian, newPerson, registerCandidate } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { keptQueryKeys, waitForServiceWorker } from './helpers/serviceWorker';

const OFFLINE_TITLE = 'Oops, seems like you are offline';
const BROWSE = '/jobsseekers/browse-jobs';
const MY_JOBS = '/jobsseekers/my-jobs';
const NOTIFICATIONS = '/jobsseekers/notification';
const PROFILE = '/jobsseekers/profile';
/** dayjs's relative times, in English and Indonesian. */
const HINT_EN = /^Offline copy, updated (a few seconds|a minute|\d+ minutes) ago$/;
const HINT_ID = /^Salinan offline, diperbarui (beberapa detik|semenit|\d+ menit) yang lalu$/;

const overlay = (page: Page) => page.getByRole('alertdialog', { name: OFFLINE_TITLE });
const hint = (page: Page, text = HINT_EN) => page.getByRole('status').filter({ hasText: text });

/** The kept queries' keys as the app wrote them to IndexedDB (src/lib/offline/persister.ts), as JSON. */
async function keptKeys(page: Page): Promise<string[]> {
  return (await keptQueryKeys(page)).map((key) => JSON.stringify(key));
}

/** Their kinds: 'jobs/saved', 'candidate/view'… */
async function keptKinds(page: Page): Promise<string[]> {
  return (await keptKeys(page)).map((key) => (JSON.parse(key) as unknown[]).slice(0, 2).join('/'));
}

/** Another company than any the candidate opened (the test never opens a company page). */
async function someCompanyId(page: Page): Promise<number> {
  const res = await page.request.post('/client/api/v1/jobs/get-job-list/guest', { data: { limit: 1 } });
  const body = (await res.json()) as { data: { company: { id: number } }[] };
  return body.data[0]!.company.id;
}

test('a candidate reads offline what they saw, with its hint; a page never seen shows the overlay; a dead network is offline too', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await registerCandidate(page, newPerson('offline.reader'));
  await waitForServiceWorker(page);
  const companyId = await someCompanyId(page);

  // Online: the pages to read later.
  await page.goto('/');
  const categories = page.getByRole('region', { name: 'Browse by category' }).getByRole('link');
  await expect(categories.first()).toBeVisible();
  // Its name, without the count of jobs beside it (counts are extras that may not be kept).
  const category = (await categories.first().textContent())!.replace(/\d+ jobs?$/, '');
  await expect.poll(() => keptKinds(page)).toContain('category/all');

  await page.goto(BROWSE);
  const results = page.getByRole('region', { name: /^\d+ jobs$/ });
  const first = results.getByRole('article').first();
  const title = (await first.getByRole('heading').textContent())!;
  await first.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const jobUrl = page.url();
  await expect.poll(() => keptKinds(page)).toEqual(expect.arrayContaining(['jobs/search', 'jobs/detail']));
  // The job's own button comes first (similar jobs below may share its title).
  await page
    .getByRole('button', { name: `Save ${title}` })
    .first()
    .click();
  await expect(page.getByText('Job saved!')).toBeVisible();
  await expect(page.getByRole('button', { name: `Saved ${title}` }).first()).toBeVisible();

  await page.goto(MY_JOBS);
  await expect(page.getByRole('heading', { level: 2, name: '1 saved job' })).toBeVisible();
  await expect.poll(() => keptKinds(page)).toContain('jobs/saved');
  await page.goto(NOTIFICATIONS);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('Loading notifications…')).toHaveCount(0);
  await expect.poll(() => keptKinds(page)).toContain('notifications/list');
  await page.goto(PROFILE);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Profile \d+% complete$/ })).toBeVisible();
  // Every section has come (a page left before its data came has nothing kept to show).
  await expect(page.getByText('Loading your profile…')).toHaveCount(0);
  await expect
    .poll(async () => (await keptKinds(page)).filter((kind) => kind === 'candidateProfile/entries').length)
    .toBe(5);
  await expect
    .poll(() => keptKinds(page))
    .toEqual(expect.arrayContaining(['candidate/view', 'resumes/list']));

  // Everything is still kept (each page load restores what was kept, and adds to it).
  await expect
    .poll(() => keptKinds(page))
    .toEqual(
      expect.arrayContaining([
        'category/all',
        'jobs/search',
        'jobs/detail',
        'jobs/saved',
        'notifications/list',
        'candidate/view',
      ]),
    );

  // Offline, each page reloads from the worker and renders its offline copy with the hint, no overlay.
  await context.setOffline(true);
  const pages: [string, () => ReturnType<Page['getByRole']>][] = [
    [
      '/',
      () =>
        page
          .getByRole('region', { name: 'Browse by category' })
          .getByRole('link')
          .filter({ hasText: category })
          .first(),
    ],
    [
      BROWSE,
      () =>
        page
          .getByRole('region', { name: /^\d+ jobs$/ })
          .getByRole('heading', { name: title })
          .first(),
    ],
    [jobUrl, () => page.getByRole('heading', { level: 1, name: title })],
    [MY_JOBS, () => page.getByRole('heading', { level: 2, name: '1 saved job' })],
    [NOTIFICATIONS, () => page.getByRole('heading', { level: 1, name: 'Notifications' })],
    [PROFILE, () => page.getByRole('heading', { name: /^Profile \d+% complete$/ })],
  ];
  for (const [url, content] of pages) {
    await page.goto(url);
    await expect(content(), url).toBeVisible();
    await expect(hint(page), url).toBeVisible();
    await expect(overlay(page), url).toHaveCount(0);
  }
  await page.goto(MY_JOBS);
  await expect(page.getByRole('article').getByRole('heading', { name: title })).toBeVisible();
  await expect(hint(page)).toBeVisible();
  await expectAccessible(page, 'saved jobs, offline copy (en)');

  // A page never seen has nothing to show: the overlay of spec §2.
  await page.goto(`/jobsseekers/company-profile?id=${companyId}`);
  await expect(overlay(page)).toBeVisible();

  // A dead network: the browser says online, every call to the server fails.
  await context.setOffline(false);
  await page.goto(MY_JOBS);
  await expect(page.getByRole('heading', { level: 2, name: '1 saved job' })).toBeVisible();
  const dead = /\/(client\/api\/|healthz)/;
  await page.route(dead, (route) => route.abort('internetdisconnected'));
  for (const url of [MY_JOBS, NOTIFICATIONS, BROWSE]) {
    await page.goto(url);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect(hint(page), url).toBeVisible();
    await expect(overlay(page), url).toHaveCount(0);
    await expect(page.getByRole('alert'), url).toHaveCount(0);
    await expect(page.getByText('Oops, something went wrong !'), url).toHaveCount(0);
  }
  // A search never made has nothing to show (the job and company pages' own calls go through the worker, which this
  // routing does not reach).
  await page.goto(`${BROWSE}?search=${encodeURIComponent('never searched before')}`);
  await expect(overlay(page)).toBeVisible();

  // The server answers again: the probe (every 15 s) finds it, and the page loads by itself.
  await page.unroute(dead);
  await expect(overlay(page)).toBeHidden({ timeout: 25_000 });
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ jobs?$/ })).toBeVisible();
  await page.goto(MY_JOBS);
  await expect(page.getByRole('heading', { level: 2, name: '1 saved job' })).toBeVisible();
  await expect(hint(page)).toHaveCount(0);

  // In Indonesian: the page read once online in that language is its offline copy too.
  await inIndonesian(page);
  await page.goto(MY_JOBS);
  await expect(page.getByRole('heading', { level: 2, name: '1 lowongan tersimpan' })).toBeVisible();
  await expect.poll(() => keptKeys(page)).toContain(JSON.stringify(['jobs', 'saved', 'id', 1]));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: '1 lowongan tersimpan' })).toBeVisible();
  await expect(hint(page, HINT_ID)).toBeVisible();
  await expect(overlay(page)).toHaveCount(0);
  await expectAccessible(page, 'saved jobs, offline copy (id)');
  await context.setOffline(false);
});
