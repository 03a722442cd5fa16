/**
 * Employer analytics (issue 13), by labels and roles: a job is posted; a new candidate opens it (a view) and applies
 * through the screens; the employer shortlists, interviews and hires through the API; then the employer opens
 * Analytics from the navigation, picks the job, and sees the view, the application and the hire in the cards and in
 * this month's row of the table, with the chart drawn. In Indonesian, at 360 px wide: the same figures, the chart
 * within the screen. Axe on the page in both languages, for one job and for all.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/playwright';
import { DEMO, inIndonesian, newPerson, registerCandidate, signIn } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { employerToken, postJob } from './helpers/jobs';

const API = '/client/api/v1';

async function resumePdf(name: string): Promise<Buffer> {
  const { Document, Page: PdfPage, Text, renderToBuffer } = await import('@react-pdf/renderer');
  const { createElement: h } = await import('react');
  return renderToBuffer(
    h(Document, null, h(PdfPage, { size: 'A4' }, h(Text, null, `${name} – Analis Data`))) as never,
  );
}

async function employerPage(browser: Browser, options: { indonesian?: boolean; width?: number } = {}) {
  const context = await browser.newContext(
    options.width ? { viewport: { width: options.width, height: 780 } } : {},
  );
  const page = await context.newPage();
  await signIn(page, '/employer/login', DEMO.employer);
  await expect(page).toHaveURL(/\/employer\/dashboard/);
  if (options.indonesian) await inIndonesian(page);
  return page;
}

/** The employer moves the job's one application to HIRED through the API, as the responses screens would. */
async function hireTheApplicant(request: APIRequestContext, jobId: number): Promise<void> {
  const headers = { authorization: `jwt ${await employerToken(request)}` };
  const list = await request.post(`${API}/user-jobs/list`, { data: { filter: { jobId } }, headers });
  expect(list.status()).toBe(200);
  const [application] = ((await list.json()) as { data: { id: number }[] }).data;
  for (const status of ['SHORTLIST', 'IN_INTERVIEW', 'HIRED']) {
    const res = await request.put(`${API}/user-jobs/update/${application!.id}`, {
      data: { status },
      headers,
    });
    expect(res.status(), status).toBe(200);
  }
}

/** This month's name as the table writes it (the figures are by UTC month). */
const thisMonth = (locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());

/** A card of the figures now, by its label: its text is the label and the number. */
const card = (page: Page, label: string) =>
  page
    .getByRole('list')
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${label}`) });

test("the employer's analytics show the application and the hire", async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const title = `Analis Data ${Date.now()}`;
  const jobId = await postJob(request, title, []);
  const person = newPerson('analytics');
  await registerCandidate(page, person);

  // The candidate opens the job (one view) and applies with a resume uploaded on the way.
  await page.goto(`/jobsseekers/job-detail?id=${jobId}`);
  await page.getByRole('link', { name: `Apply ${title}` }).click();
  await page.getByLabel('Upload a new resume').setInputFiles({
    name: 'CV Analis.pdf',
    mimeType: 'application/pdf',
    buffer: await resumePdf(person.fullName),
  });
  await expect(page.getByRole('radio', { name: /CV Analis/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Step 2 of 3/ })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application sent!' })).toBeVisible();

  await hireTheApplicant(request, jobId);

  const employer = await employerPage(browser);
  await employer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(employer.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(employer.getByLabel('Job')).toHaveValue('');
  await expect(employer.getByRole('table', { name: 'Per month: All jobs' })).toBeVisible();
  await expectAccessible(employer, 'analytics: all jobs');

  await employer.getByLabel('Job').selectOption({ label: title });
  await expect(employer).toHaveURL(new RegExp(`[?&]job=${jobId}`));
  await expect(employer.getByRole('table', { name: `Per month: ${title}` })).toBeVisible();
  await expect(card(employer, 'Active jobs')).toHaveText(/^Active jobs\s*1$/);
  await expect(card(employer, 'Applications')).toHaveText(/^Applications\s*1$/);
  await expect(card(employer, 'New this week')).toHaveText(/^New this week\s*1$/);
  await expect(card(employer, 'Hires')).toHaveText(/^Hires\s*1$/);
  await expect(card(employer, 'Views')).toHaveText(/^Views\s*1$/);

  // This month's row: views, applications, shortlisted, hired; every earlier month is empty.
  const table = employer.getByRole('table', { name: `Per month: ${title}` });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Month',
    'Views',
    'Applications',
    'Shortlisted',
    'Hired',
  ]);
  await expect(table.getByRole('row')).toHaveCount(13);
  const row = table.getByRole('row', { name: new RegExp(`^${thisMonth('en-US')}`) });
  await expect(row.getByRole('rowheader')).toHaveText(thisMonth('en-US'));
  await expect(row.getByRole('cell')).toHaveText(['1', '1', '1', '1']);
  await expect(table.getByRole('row').nth(2).getByRole('cell')).toHaveText(['0', '0', '0', '0']);

  // The chart is drawn (the library loaded with the page), named for what it shows.
  const chart = employer.getByRole('img', {
    name: /^Line chart of views, applications, shortlisted and hired/,
  });
  await expect(chart).toBeVisible();
  await expect(chart.locator('canvas')).toHaveCount(1);
  await expectAccessible(employer, 'analytics: one job');
  await employer.context().close();
});

test('in Indonesian at 360 px: the same figures, the chart within the screen', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Kasir Analitik ${Date.now()}`;
  const jobId = await postJob(request, title, []);
  const employer = await employerPage(browser, { indonesian: true, width: 360 });
  await employer.goto(`/employer/analytics?job=${jobId}`);
  await expect(employer.getByRole('heading', { level: 1, name: 'Analitik' })).toBeVisible();
  await expect(employer.getByLabel('Lowongan')).toHaveValue(String(jobId));
  await expect(card(employer, 'Lowongan aktif')).toHaveText(/^Lowongan aktif\s*1$/);
  await expect(card(employer, 'Lamaran')).toHaveText(/^Lamaran\s*0$/);
  const table = employer.getByRole('table', { name: `Per bulan: ${title}` });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Bulan',
    'Dilihat',
    'Lamaran',
    'Daftar pendek',
    'Diterima',
  ]);
  const row = table.getByRole('row', { name: new RegExp(`^${thisMonth('id-ID')}`) });
  await expect(row.getByRole('cell')).toHaveText(['0', '0', '0', '0']);
  const chart = employer.getByRole('img', { name: /^Grafik garis/ });
  await expect(chart.locator('canvas')).toHaveCount(1);
  // The chart takes its box's width, and nothing makes the page wider than the screen.
  const widths = await employer.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    chart: document.querySelector('.analytics-chart canvas')!.getBoundingClientRect().width,
  }));
  expect(widths.page).toBeLessThanOrEqual(360);
  expect(widths.chart).toBeLessThanOrEqual(360);
  expect(widths.chart).toBeGreaterThan(200);
  await expectAccessible(employer, 'analitik: satu lowongan');

  await employer.getByLabel('Lowongan').selectOption({ label: 'Semua lowongan' });
  await expect(employer.getByRole('table', { name: 'Per bulan: Semua lowongan' })).toBeVisible();
  await expectAccessible(employer, 'analitik: semua lowongan');
  await employer.context().close();
});
