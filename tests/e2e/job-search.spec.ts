/**
 * Job discovery as a guest does it, on the demo board the server seeds (20 companies, 300 live jobs): the home page's
 * search box and category cards lead to browse-jobs; filters, order and page size live in the address (a reload and
 * the back button restore them); the counts shown are what the API finds; typing searches after a pause; a job opens
 * on its canonical address; a job that is gone says so; on a phone the filters are a bottom sheet; axe in both
 * languages.
 */
import { expect, test, type Page } from './support/playwright';
import { DEMO, inIndonesian, signIn } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';

/** What the guest search call finds for a body: the figure the page must show. */
async function apiTotal(page: Page, body: Record<string, unknown>): Promise<number> {
  const res = await page.request.post('/client/api/v1/jobs/get-job-list/guest', { data: body });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { paginator: { totalDocs: number } }).paginator.totalDocs;
}

const resultsHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^\d+ jobs?$|^\d+ lowongan$/ });

test('a guest searches from home, filters, orders, resizes the page, reloads and goes back', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('engineer');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/jobsseekers\/browse-jobs\?search=engineer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeVisible();
  const all = await apiTotal(page, { search: 'engineer' });
  expect(all).toBeGreaterThan(10);
  await expect(resultsHeading(page)).toHaveText(`${all} jobs`);

  // A filter: the results, the address and a chip follow; its count was what it gives.
  const fullTime = page.getByRole('checkbox', { name: /^Full-time \(permanent\)/ });
  await fullTime.check();
  await expect(page).toHaveURL(/type=FULL_TIME/);
  const filtered = await apiTotal(page, { search: 'engineer', filter: { employmentTypes: ['FULL_TIME'] } });
  await expect(resultsHeading(page)).toHaveText(`${filtered} jobs`);
  await expect(fullTime).toHaveAccessibleName(new RegExp(`, ${filtered} jobs$`));
  await expect(page.getByRole('button', { name: 'Remove filter: Full-time (permanent)' })).toBeVisible();

  await page.getByLabel('Sort by').selectOption({ label: 'Oldest first' });
  await expect(page).toHaveURL(/sort=oldest/);
  await page.getByLabel('Jobs per page').selectOption('20');
  await expect(page).toHaveURL(/limit=20/);
  await expect(page.getByRole('article')).toHaveCount(Math.min(20, filtered));

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Job title, skill or company' })).toHaveValue('engineer');
  await expect(page.getByRole('checkbox', { name: /^Full-time \(permanent\)/ })).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('oldest');
  await expect(page.getByLabel('Jobs per page')).toHaveValue('20');

  await page.goBack();
  await expect(page).not.toHaveURL(/limit=20/);
  await expect(page.getByLabel('Jobs per page')).toHaveValue('10');

  // Clear all keeps the words.
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\?search=engineer(&sort=oldest)?$/);
  await expect(resultsHeading(page)).toHaveText(`${all} jobs`);
});

test('a guest searches a word in a city with a salary range, then opens a job', async ({ page }) => {
  await page.goto('/jobsseekers/browse-jobs?search=staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeVisible();
  const jakarta = page.getByRole('checkbox', { name: /^Jakarta/ });
  await jakarta.check();
  await expect(page).toHaveURL(/city=\d+/);
  const cityId = Number(new URL(page.url()).searchParams.get('city'));

  // The slider, by keyboard: five steps of a million each, settling after a pause.
  const atLeast = page.getByRole('slider', { name: 'At least' });
  await atLeast.focus();
  for (let i = 0; i < 5; i++) await atLeast.press('ArrowRight');
  await expect(atLeast).toHaveAttribute('aria-valuetext', 'Rp 5 million');
  await expect(page).toHaveURL(/salaryMin=5000000/);
  const found = await apiTotal(page, {
    search: 'staff',
    filter: { cityIds: [cityId], salaryMin: 5_000_000 },
  });
  await expect(resultsHeading(page)).toHaveText(`${found} ${found === 1 ? 'job' : 'jobs'}`);
  await expect(page.getByRole('button', { name: 'Remove filter: From Rp 5,000,000' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: /^Jakarta/ })).toBeChecked();
  await expect(page.getByRole('slider', { name: 'At least' })).toHaveAttribute(
    'aria-valuetext',
    'Rp 5 million',
  );
  if (found > 0) {
    const first = page.getByRole('article').first();
    const title = (await first.getByRole('heading').textContent())!;
    const results = page.url();
    await first.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The way back returns to this search, words and filters kept.
    await page.getByRole('link', { name: '← Back to the job search' }).click();
    await expect(page).toHaveURL(results);
    await expect(page.getByRole('checkbox', { name: /^Jakarta/ })).toBeChecked();
  }
});

test('a category card leads to its jobs; pages are links; a job opens on its canonical address', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: /^Information Technology/ }).click();
  await expect(page).toHaveURL(/\/jobsseekers\/browse-jobs\?category=\d+$/);
  await expect(page.getByRole('checkbox', { name: /^Information Technology/ })).toBeChecked();
  const categoryId = Number(new URL(page.url()).searchParams.get('category'));
  const total = await apiTotal(page, { filter: { categoryIds: [categoryId] } });
  expect(total).toBeGreaterThan(10);
  await expect(resultsHeading(page)).toHaveText(`${total} jobs`);

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  const first = page.getByRole('article').first().getByRole('heading').getByRole('link');
  const title = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/jobsseekers\/job-detail\/[a-z0-9-]+\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[()]/g, '\\$&')} – `));

  // The address without the slug (spec §2's other form) moves to the canonical one.
  const canonical = new URL(page.url());
  await page.goto(`/jobsseekers/job-detail?id=${canonical.searchParams.get('id')}`);
  await expect(page).toHaveURL(`${canonical.pathname}${canonical.search}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Similar jobs' })).toBeVisible();
  // The company behind the job, as a card leading to its page.
  const about = page.getByRole('region', { name: 'About the company' });
  await expect(about.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute(
    'href',
    /^\/jobsseekers\/company-profile/,
  );
  await expect(about.getByText(/^\d+ open jobs?$/)).toBeVisible();
  await expectAccessible(page, 'job detail (en)');

  await page.goto('/jobsseekers/job-detail?id=99999999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This job is no longer available' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Find other jobs' }).click();
  await expect(page).toHaveURL(/\/jobsseekers\/browse-jobs$/);
});

test('typing searches after a pause; a search with nothing found suggests what to change', async ({
  page,
}) => {
  await page.goto('/jobsseekers/browse-jobs?remote=1');
  await expect(page.getByRole('checkbox', { name: /^Work From Anywhere/ })).toBeChecked();
  await page
    .getByRole('searchbox', { name: 'Job title, skill or company' })
    .pressSequentially('zzqxv', { delay: 30 });
  // No Enter: the search starts once typing pauses (spec §9: 1000 ms).
  await expect(page).toHaveURL(/search=zzqxv/, { timeout: 5_000 });
  await expect(page.getByText('No jobs match your search.')).toBeVisible();
  await expect(page.getByText('Try removing a filter:')).toBeVisible();
  await page.getByRole('button', { name: 'Remove filter: Work From Anywhere' }).last().click();
  await expect(page).toHaveURL(/\?search=zzqxv$/);
  await expect(page.getByText('Check the spelling, or try fewer or more general words.')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('filters open in a bottom sheet; the page fits the screen and passes axe in both languages', async ({
    page,
  }) => {
    await page.goto('/jobsseekers/browse-jobs');
    await expect(resultsHeading(page)).toBeVisible();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(sheet).toBeVisible();
    await expectAccessible(page, 'filter sheet (en)');
    await sheet.getByRole('checkbox', { name: /^Work From Anywhere/ }).check();
    const remote = await apiTotal(page, { filter: { remote: true } });
    await sheet.getByRole('button', { name: `Show ${remote} jobs` }).click();
    await expect(sheet).toBeHidden();
    await expect(resultsHeading(page)).toHaveText(`${remote} jobs`);
    await expect(page.getByRole('button', { name: 'Filters 1 filter on' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'browse jobs (en)');

    await inIndonesian(page);
    await page.goto('/jobsseekers/browse-jobs?remote=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Cari lowongan' })).toBeVisible();
    await expect(resultsHeading(page)).toHaveText(`${remote} lowongan`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAccessible(page, 'browse jobs (id)');
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    // The ways to act on the job are in reach before its description is read: they keep to the screen's bottom.
    const apply = page.getByRole('link', { name: /^Lamar / });
    await expect(apply).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Bagikan' })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: 'Lowongan serupa' })).toBeVisible();
    await expectAccessible(page, 'job detail (id)');
    await apply.click();
    await expect(page).toHaveURL(/\/jobsseekers\/login/);
  });

  test('a row of tabs wider than the screen shows the tab that is open', async ({ page }) => {
    await signIn(page, '/jobsseekers/login', DEMO.candidate);
    await expect(page).toHaveURL(/\/jobsseekers\/(profile-setup|browse-jobs)/);
    await inIndonesian(page);
    // The third of three tabs, whose names are wider together than a 360 px screen in Indonesian.
    await page.goto('/jobsseekers/my-jobs?tab=searches');
    const tabs = page.getByRole('navigation', { name: 'Lowongan saya' });
    expect(await tabs.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
    await expect(tabs.getByRole('link', { name: 'Pencarian tersimpan' })).toBeInViewport({ ratio: 1 });
  });
});

test.describe("a job's page for search engines and link previews", () => {
  /** The newest live job with its company, through the guest API. */
  async function aLiveJob(page: Page) {
    const res = await page.request.post('/client/api/v1/jobs/get-job-list/guest', { data: { limit: 1 } });
    return (
      (await res.json()) as {
        data: { id: number; slug: string; title: string; company: { compNm: string } }[];
      }
    ).data[0]!;
  }
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );

  test('holds the job, its canonical link and a JobPosting in the first HTML; other addresses move or 404', async ({
    page,
    baseURL,
  }) => {
    const job = await aLiveJob(page);
    const canonical = `/jobsseekers/job-detail/${job.slug}?id=${job.id}`;
    const res = await page.request.get(canonical, {
      headers: { accept: 'text/html', 'accept-language': 'en' },
    });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(job.title.replace(/&/g, '&amp;'));
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${canonical.replace(/&/g, '&amp;')}"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    const [ld, ...more] = jsonLd(html);
    expect(more).toEqual([]);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: job.title,
      hiringOrganization: { '@type': 'Organization', name: job.company.compNm },
      identifier: { value: String(job.id) },
      url: `${baseURL}${canonical}`,
      directApply: true,
    });
    for (const key of ['description', 'datePosted', 'validThrough', 'employmentType'])
      expect(ld).toHaveProperty(key);
    expect(ld!.jobLocation ?? ld!.jobLocationType).toBeTruthy();

    // A link preview's fetcher asks for anything (*/*), a link checker asks with HEAD: both get the page.
    const preview = await page.request.get(canonical, {
      headers: { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1' },
    });
    expect(preview.status()).toBe(200);
    expect(await preview.text()).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    expect((await page.request.head(canonical, { headers: { accept: '*/*' } })).status()).toBe(200);

    // The address without the slug moves permanently to the canonical one; a job that is gone is a 404, no JSON-LD.
    const bare = await page.request.get(`/jobsseekers/job-detail?id=${job.id}`, {
      headers: { accept: 'text/html' },
      maxRedirects: 0,
    });
    expect(bare.status()).toBe(301);
    expect(bare.headers()['location']).toBe(canonical);
    const gone = await page.request.get('/jobsseekers/job-detail/anything?id=99999999', {
      headers: { accept: 'text/html' },
    });
    expect(gone.status()).toBe(404);
    const goneHtml = await gone.text();
    expect(goneHtml).toContain('This job is no longer available');
    expect(jsonLd(goneHtml)).toEqual([]);
  });

  test("a job leads to its company's page: its open jobs, an Organization in the first HTML, 404 when unknown", async ({
    page,
  }) => {
    const job = await aLiveJob(page);
    await page.goto(`/jobsseekers/job-detail/${job.slug}?id=${job.id}`);
    // Under the job's title (the card about the company further down leads to the same page).
    await page.getByRole('link', { name: job.company.compNm }).first().click();
    await expect(page).toHaveURL(/\/jobsseekers\/company-profile\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: job.company.compNm })).toBeVisible();
    const companyId = Number(new URL(page.url()).searchParams.get('id'));
    const open = await apiTotal(page, { filter: { companyId } });
    // The newest job may be another spec's, of a company with that one job.
    const openJobs = `${open} open ${open === 1 ? 'job' : 'jobs'}`;
    await expect(page.getByRole('heading', { level: 2, name: openJobs })).toBeVisible();
    await expect(page.getByRole('region', { name: openJobs }).getByRole('article')).toHaveCount(
      Math.min(10, open),
    );
    await expectAccessible(page, 'company page (en)');
    await inIndonesian(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: `${open} lowongan dibuka` })).toBeVisible();
    await expectAccessible(page, 'company page (id)');

    const res = await page.request.get(`/jobsseekers/company-profile?id=${companyId}`, {
      headers: { accept: 'text/html' },
    });
    expect(res.status()).toBe(200);
    const [ld] = jsonLd(await res.text());
    expect(ld).toMatchObject({ '@type': 'Organization', name: job.company.compNm });
    const unknown = await page.request.get('/jobsseekers/company-profile?id=99999999', {
      headers: { accept: 'text/html' },
    });
    expect(unknown.status()).toBe(404);
  });

  test('the browser takes the server page over without a hydration error', async ({ page }) => {
    const job = await aLiveJob(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`/jobsseekers/job-detail/${job.slug}?id=${job.id}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await page.getByRole('link', { name: '← Back to the job search' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('a search arrives rendered in the first HTML, and the browser takes it over without a hydration error', async ({
  page,
}) => {
  const total = await apiTotal(page, { search: 'engineer' });
  const res = await page.request.get('/jobsseekers/browse-jobs?search=engineer', {
    headers: { accept: 'text/html' },
  });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`>${total} jobs</h2>`);
  expect((html.match(/class="job-card-title"/g) ?? []).length).toBe(Math.min(10, total));
  // The page's own stylesheet comes with it: it paints styled before its script arrives.
  expect(html).toMatch(/<style>[^<]*\.browse-layout\{/);

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/jobsseekers/browse-jobs?search=engineer', { waitUntil: 'networkidle' });
  await expect(resultsHeading(page)).toHaveText(`${total} jobs`);
  await page.getByRole('checkbox', { name: /^Full-time \(permanent\)/ }).check();
  await expect(page).toHaveURL(/type=FULL_TIME/);
  expect(problems).toEqual([]);
});

test('a candidate saves jobs from the search and from a job page, finds them in my jobs and takes one back', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, '/jobsseekers/login', DEMO.candidate);
  await expect(page).toHaveURL(/\/jobsseekers\/profile-setup$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeVisible();

  // From the results (the candidate's recommendations come before them).
  const results = page.getByRole('region', { name: /^\d+ jobs$/ });
  const first = results.getByRole('article').first();
  const firstTitle = (await first.getByRole('heading').textContent())!;
  await first.getByRole('button', { name: `Save ${firstTitle}` }).click();
  await expect(page.getByText('Job saved!')).toBeVisible();
  await expect(first.getByRole('button', { name: `Saved ${firstTitle}` })).toBeVisible();

  const second = results.getByRole('article').nth(1);
  const secondTitle = (await second.getByRole('heading').textContent())!;
  await second.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: secondTitle })).toBeVisible();
  await page.getByRole('button', { name: `Save ${secondTitle}` }).click();
  await expect(page.getByRole('button', { name: `Saved ${secondTitle}` })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '2 saved jobs' })).toBeVisible();
  // The last saved first.
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(secondTitle);
  await page.getByRole('button', { name: `Saved ${secondTitle}` }).click();
  await expect(page.getByText('Removed from saved jobs!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1 saved job' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(firstTitle);
  await expectAccessible(page, 'my jobs (en)');
});

test('a candidate reviews a company: the form names what is missing, the review shows, and can be changed', async ({
  page,
}) => {
  const res = await page.request.post('/client/api/v1/jobs/get-job-list/guest', {
    data: { limit: 1, sort: 1 },
  });
  const { company } = ((await res.json()) as { data: { company: { id: number; compNm: string } }[] })
    .data[0]!;
  test.setTimeout(60_000);
  await signIn(page, '/jobsseekers/login', DEMO.candidate);
  await expect(page).toHaveURL(/\/jobsseekers\/profile-setup$/);
  await page.goto(`/jobsseekers/company-profile?id=${company.id}`);
  await expect(page.getByRole('heading', { level: 1, name: company.compNm })).toBeVisible();
  await expect(page.getByText('No reviews yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Write a review' }).click();
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByLabel('Headline')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByLabel('Headline').fill('Friendly team');
  await page
    .getByLabel('Your review', { exact: true })
    .fill('Clear targets, a real training budget\nand kind managers.');
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Thank you! Your review is published.')).toBeVisible();
  const mine = page.getByRole('article', { name: 'Friendly team' });
  await expect(mine).toContainText('Sari W.');
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(page.getByText('1 review')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
  await expectAccessible(page, 'company reviews (en)');

  await mine.getByRole('button', { name: 'Change my review' }).click();
  await page.getByRole('radio', { name: '5 stars' }).check();
  await page.getByLabel('Headline').fill('Great team');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your review is updated.')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Great team' }).getByRole('img', { name: 'Rated 5 out of 5' }),
  ).toBeVisible();
});

test('a candidate sees jobs recommended with the reasons, on browse-jobs and on the home page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, '/jobsseekers/login', DEMO.candidate);
  await expect(page).toHaveURL(/\/jobsseekers\/profile-setup$/);
  // Opening a job tells what the candidate looks at.
  await page.goto('/jobsseekers/browse-jobs?search=engineer');
  const opened = page.getByRole('article').first();
  const openedTitle = (await opened.getByRole('heading').textContent())!;
  await opened.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: openedTitle })).toBeVisible();

  await page.goto('/jobsseekers/browse-jobs');
  const section = page.getByRole('region', { name: 'Recommended for you' });
  await expect(section.getByRole('article')).toHaveCount(4);
  const why = section.getByRole('list', { name: /^Why we recommend / }).first();
  await expect(why.getByRole('listitem').first()).toHaveText(/\S/);
  await expectAccessible(page, 'browse jobs with recommendations (en)');
  // Saved from its card, a recommendation stays where it is, saved.
  const recommended = section.getByRole('article').first();
  const title = (await recommended.getByRole('heading').textContent())!;
  await recommended.getByRole('button', { name: `Save ${title}` }).click();
  await expect(page.getByText('Job saved!')).toBeVisible();
  await expect(section.getByRole('button', { name: `Saved ${title}` })).toBeVisible();
  // Not shown once the candidate searches.
  await page.getByRole('searchbox', { name: 'Job title, skill or company' }).fill('kasir');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('region', { name: 'Recommended for you' })).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Recommended for you' }).getByRole('article')).toHaveCount(6);
});

test('a guest finds the companies hiring now from the footer, by name and by industry, and opens one', async ({
  page,
}) => {
  const hiring = async (body: Record<string, unknown>) => {
    const res = await page.request.post('/client/api/v1/company/list/guest', { data: body });
    return ((await res.json()) as { paginator: { totalDocs: number } }).paginator.totalDocs;
  };
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Find work' })
    .getByRole('link', { name: 'Companies hiring' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Companies hiring now' })).toBeVisible();
  const all = await hiring({});
  expect(all).toBeGreaterThanOrEqual(20);
  await expect(page.getByRole('heading', { level: 2, name: `${all} companies` })).toBeVisible();
  await expectAccessible(page, 'companies (en)');

  await page.getByRole('searchbox', { name: 'Company name' }).fill('kopi');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/jobsseekers\/companies\?search=kopi$/);
  await expect(page.getByRole('heading', { level: 2, name: '1 company' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Company name' }).fill('');
  await page.getByRole('button', { name: 'Search' }).click();

  await page.getByLabel('Industry').selectOption({ label: 'Food & Beverage' });
  await expect(page).toHaveURL(/industry=FOOD_BEVERAGE/);
  const food = await hiring({ filter: { industryCode: 'FOOD_BEVERAGE' } });
  await expect(
    page.getByRole('heading', { level: 2, name: `${food} ${food === 1 ? 'company' : 'companies'}` }),
  ).toBeVisible();
  const first = page.getByRole('article').first();
  const name = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Its open jobs (more than a page on the demo board) have their pages drawn as the search's: 44 px targets.
  const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' });
  expect((await next.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  await inIndonesian(page);
  await page.goto('/jobsseekers/companies');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Perusahaan yang sedang merekrut' }),
  ).toBeVisible();
  await expectAccessible(page, 'companies (id)');
});
