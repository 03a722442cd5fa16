/**
 * Job posting (issue 10) as an approved employer does it, by labels and roles: every step, two screening questions,
 * the preview and the post; a draft left, resumed from the jobs home, posted, closed and activated again.
 */
import { expect, test, type Page } from './support/playwright';
import { DEMO, inIndonesian, signIn } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';

async function signInAsEmployer(page: Page) {
  await signIn(page, '/employer/login', DEMO.employer);
  await expect(page).toHaveURL(/\/employer\/dashboard/);
}

async function fillJobType(page: Page, title: string) {
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Category').selectOption({ label: 'Accounting & Finance' });
  await page.getByLabel('Type of employment').selectOption({ index: 1 });
  await page.getByLabel('Position level').selectOption({ index: 1 });
  await page.getByLabel('Job domain').selectOption({ index: 1 });
  await page.getByLabel('Number of openings').fill('2');
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

test('an approved employer posts a job through every step and finds it among the active jobs', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsEmployer(page);
  await page.getByRole('link', { name: 'Post a job' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Job type' })).toBeVisible();
  // Nothing filled: the form names what is missing, and nothing is saved.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Job title is required.')).toBeVisible();
  await expectAccessible(page, 'job type');
  await fillJobType(page, 'Staf Akuntansi Pajak');

  await expect(page.getByRole('heading', { level: 1, name: 'Job description' })).toBeVisible();
  await expect(page).toHaveURL(/job-description\?id=\d+/);
  await page
    .getByLabel('Job description')
    .fill('Prepare monthly tax reports for our clients.\n\nYou work with a team of five in Jakarta.');
  await page.getByRole('searchbox', { name: 'Skills' }).fill('Acc');
  await page.getByRole('button', { name: 'Add Accounting', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Skills chosen' }).getByText('Accounting')).toBeVisible();
  // A skill the list lacks is added as a new entry (checked by an administrator before others can pick it).
  await page.getByRole('searchbox', { name: 'Skills' }).fill('PPh 21 reporting');
  await page.getByRole('button', { name: 'Add “PPh 21 reporting” as a new entry' }).click();
  await expect(page.getByRole('list', { name: 'Skills chosen' }).getByText('PPh 21 reporting')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Skills' })).toHaveValue('');
  await page.getByLabel('Qualification').selectOption({ index: 1 });
  await page.getByLabel('Minimum years of experience').fill('1');
  await page.getByLabel('Maximum years of experience').fill('3');
  await page.getByLabel('Minimum salary (Rp per month)').fill('5000000');
  await page.getByLabel('Maximum salary (Rp per month)').fill('4000000');
  await expect(page.getByLabel('Minimum salary (Rp per month)')).toHaveValue('5,000,000.00');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Maximum salary must not be less than the minimum.')).toBeVisible();
  await page.getByLabel('Maximum salary (Rp per month)').fill('8000000');
  await expectAccessible(page, 'job description');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Location' })).toBeVisible();
  await page.getByLabel('Work from anywhere (remote)').check();
  await page.getByRole('searchbox', { name: 'Cities' }).fill('Bandung');
  await page
    .getByRole('button', { name: /^Add Bandung/ })
    .first()
    .click();
  await expectAccessible(page, 'location');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Benefits' })).toBeVisible();
  await page.getByLabel('THR (religious holiday allowance)').check();
  await page.getByLabel('BPJS Kesehatan (health insurance)').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Screening questions' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a question' }).click();
  const first = page.getByRole('group', { name: 'Question 1' });
  await first.getByLabel('Question', { exact: true }).fill('Do you hold a tax consultant licence?');
  await first.getByLabel('Knock-out answer').selectOption({ label: 'No' });
  await page.getByRole('button', { name: 'Add a question' }).click();
  const second = page.getByRole('group', { name: 'Question 2' });
  await second.getByLabel('Question', { exact: true }).fill('Which office suits you?');
  await second.getByLabel('Answer type').selectOption({ label: 'One choice' });
  await second.getByLabel('Choices').fill('Jakarta\nBandung');
  await expectAccessible(page, 'questions');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Preview' })).toBeVisible();
  const preview = page.getByRole('article');
  await expect(preview.getByRole('heading', { name: 'Staf Akuntansi Pajak' })).toBeVisible();
  await expect(preview.getByText('Rp 5,000,000 – Rp 8,000,000 per month')).toBeVisible();
  await expect(preview.getByText('Work From Anywhere')).toBeVisible();
  await expect(preview.getByText('Accounting, PPh 21 reporting')).toBeVisible();
  await expect(preview.getByText('Do you hold a tax consultant licence? (required)')).toBeVisible();
  await expectAccessible(page, 'preview');
  await page.getByRole('button', { name: 'Post the job' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Job posted' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Job posted successfully.');
  await page.getByRole('link', { name: 'Go to your jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your jobs' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Staf Akuntansi Pajak' })).toBeVisible();
});

test('a draft left after its first step is resumed where it stopped, posted, closed and activated again', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAsEmployer(page);
  await page.goto('/employer/job-type');
  await fillJobType(page, 'Kasir Toko Roti');
  await expect(page.getByRole('heading', { level: 1, name: 'Job description' })).toBeVisible();

  await page.goto('/employer/home');
  await page.getByRole('tab', { name: 'Drafts' }).click();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Kasir Toko Roti' }) });
  await card.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job description' })).toBeVisible();
  // The step indicator links back to the saved first step, which keeps its values.
  await page.getByRole('link', { name: 'Job type' }).click();
  await expect(page.getByLabel('Job title')).toHaveValue('Kasir Toko Roti');
  // Opened afresh, its lists load after the form: the saved choices still show.
  await page.reload();
  await expect(page.getByLabel('Category').locator('option:checked')).toHaveText('Accounting & Finance');
  await expect(page.getByLabel('Type of employment')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // The rest of the steps, with only what each one requires.
  await expect(page.getByRole('heading', { level: 1, name: 'Job description' })).toBeVisible();
  await page
    .getByLabel('Job description')
    .fill('Serve customers at the till of our bakery in Surabaya, morning shift.');
  await page.getByRole('searchbox', { name: 'Skills' }).fill('Acc');
  await page.getByRole('button', { name: 'Add Accounting', exact: true }).click();
  await page.getByLabel('Qualification').selectOption({ index: 1 });
  await page.getByLabel('Minimum salary (Rp per month)').fill('3000000');
  await page.getByLabel('Maximum salary (Rp per month)').fill('3500000');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Location' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText(/Choose at least one city, or work from anywhere/)).toBeVisible();
  await page.getByLabel('Work from anywhere (remote)').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benefits' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Screening questions' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Post the job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job posted' })).toBeVisible();

  // What a guest gets at the job's address, as the server sends it (guests' answers are kept in memory per version
  // of the board: a closed job must be gone at once, not when a copy ages out).
  const guest = await browser.newContext();
  const found = await guest.request.post('/client/api/v1/jobs/get-job-list/guest', {
    data: { search: 'Kasir Toko Roti', sortBy: 'newest' },
  });
  const posted = ((await found.json()) as { data: { id: number; slug: string }[] }).data[0]!;
  const jobPage = async () => {
    const res = await guest.request.get(`/jobsseekers/job-detail/${posted.slug}?id=${posted.id}`, {
      headers: { accept: 'text/html' },
    });
    return { status: res.status(), html: await res.text() };
  };
  expect(await jobPage()).toMatchObject({ status: 200, html: expect.stringContaining('Kasir Toko Roti') });

  // From the jobs home: close it, find it among the closed jobs, and activate it again.
  await page.getByRole('link', { name: 'Go to your jobs' }).click();
  await page.getByLabel('Search your jobs by title').fill('Kasir Toko Roti');
  await page.getByLabel('Search your jobs by title').press('Enter');
  await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('The job is closed.')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await jobPage()).toMatchObject({
    status: 404,
    html: expect.stringContaining('This job is no longer available'),
  });
  await page.getByRole('tab', { name: 'Closed' }).click();
  await card.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('The job is active again.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'Active' }).click();
  await expect(card).toHaveCount(1);
  expect((await jobPage()).status).toBe(200);
  await guest.close();
});

test('the posting screens read in Indonesian', async ({ page }) => {
  await inIndonesian(page);
  await page.goto('/employer/login');
  await page.getByLabel(/^E-?mail$/).fill(DEMO.employer.email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(DEMO.employer.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard/);
  await page.getByRole('link', { name: 'Pasang lowongan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jenis pekerjaan' })).toBeVisible();
  await page.getByRole('button', { name: 'Simpan dan lanjutkan' }).click();
  await expect(page.getByText('Judul pekerjaan wajib diisi.')).toBeVisible();
});
