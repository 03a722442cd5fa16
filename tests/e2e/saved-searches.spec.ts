/**
 * Saved searches with alerts, as a candidate and an employer of the demo board do it: the candidate saves a search
 * for a job title with instant alerts; the employer who has that job closes it and activates it again; the alert
 * mail reaches the candidate (the real SMTP sink) with the job's link; its unsubscribe link, opened without signing
 * in, turns the alerts off; My jobs shows the saved search with its alerts off. A guest is offered to sign in.
 */
import { expect, test } from './support/playwright';
import { slugify } from '../../common/format/slug';
import { DEMO, signIn } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { waitForMail } from './helpers/mail';

const COMPANY = 'Lingua Bright Academy';
const EMPLOYER = { email: `hr@${slugify(COMPANY)}.demo.orbitjobs.local`, password: DEMO.candidate.password };

test('a candidate saves a search with alerts, gets the mail when a matching job is posted, and unsubscribes', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // A job of the company whose title no other job of it has: the one the employer will post again.
  const res = await page.request.post('/client/api/v1/jobs/get-job-list/guest', {
    data: { search: COMPANY, limit: 50 },
  });
  const jobs = (
    (await res.json()) as { data: { id: number; title: string; company: { compNm: string } }[] }
  ).data.filter((job) => job.company.compNm === COMPANY);
  const title = jobs.find((job) => jobs.filter((other) => other.title === job.title).length === 1)!.title;
  const name = `Alert ${Date.now()}`;

  // A guest is offered to sign in to save a search, and comes back to it once signed in.
  const search = `/jobsseekers/browse-jobs?search=${encodeURIComponent(title)}`;
  await page.goto(search);
  await page.getByRole('link', { name: 'Sign in to save this search and get new jobs by e-mail' }).click();
  await expect(page).toHaveURL(/\/jobsseekers\/login$/);
  await signIn(page, null, DEMO.candidate);
  await expect(page).toHaveURL(
    (url) => url.pathname === '/jobsseekers/browse-jobs' && url.searchParams.get('search') === title,
  );
  await page.getByRole('button', { name: 'Save this search' }).click();
  const form = page.getByRole('form', { name: 'Save this search' });
  await expect(form.getByLabel('Name')).toHaveValue(title);
  await form.getByLabel('Name').fill('');
  await form.getByRole('button', { name: 'Save search' }).click();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('E-mail me new jobs').selectOption({ label: 'As soon as they are posted' });
  await expectAccessible(page, 'browse jobs, saving a search (en)');
  await form.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved. We will e-mail you new jobs that match it.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Search saved.' })).toBeVisible();
  const savedAt = Date.now();

  // The employer posts the job again: closed, then active.
  const employerContext = await browser.newContext();
  const employer = await employerContext.newPage();
  await signIn(employer, '/employer/login', EMPLOYER);
  await expect(employer).toHaveURL(/\/employer\/dashboard/);
  await employer.goto('/employer/home');
  await employer.getByLabel('Search your jobs by title').fill(title);
  await employer.getByLabel('Search your jobs by title').press('Enter');
  const card = employer
    .getByRole('listitem')
    .filter({ has: employer.getByRole('heading', { name: title, exact: true }) });
  await expect(employer.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(employer.getByText('The job is closed.')).toBeVisible();
  await employer.getByRole('tab', { name: 'Closed' }).click();
  await card.getByRole('button', { name: 'Activate' }).click();
  await expect(employer.getByText('The job is active again.')).toBeVisible();
  await employerContext.close();

  // In the language the candidate last used the app in: English here, unless a spec running beside this one signed
  // the same demo candidate in in Indonesian meanwhile (tests/integration/accounts/language.test.ts holds the rule).
  const subject = new RegExp(`^1 (new job for|lowongan baru untuk) "${name}"$`);
  const mail = await waitForMail(DEMO.candidate.email, subject, {
    since: savedAt,
    timeout: 30_000,
  });
  expect(mail.text).toContain(`${title} · ${COMPANY}`);
  const jobLink = /(http\S+\/jobsseekers\/job-detail\/\S+)/.exec(mail.text)![1]!;
  const unsubscribe = /(http\S+\/jobsseekers\/search-alerts\/unsubscribe\S+)/.exec(mail.text)![1]!;

  // The mail's job link opens the job.
  await page.goto(jobLink);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The unsubscribe link works without signing in, after a click.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(unsubscribe);
  await expect(guest.getByRole('heading', { level: 1, name: 'Job alert e-mails' })).toBeVisible();
  await guest.getByRole('button', { name: 'Turn off alerts' }).click();
  await expect(guest.getByText(`You will no longer get e-mails for "${name}".`)).toBeVisible();
  await expectAccessible(guest, 'unsubscribe (en)');
  await guestContext.close();

  await page.goto('/jobsseekers/my-jobs');
  await page.getByRole('link', { name: 'Saved searches' }).click();
  await expect(page).toHaveURL(/tab=searches/);
  const saved = page.getByRole('article', { name });
  await expect(saved.getByLabel('E-mail me new jobs')).toHaveValue('OFF');
  await saved.getByLabel('E-mail me new jobs').selectOption({ label: 'Once a day' });
  await expect(page.getByText('Saved search updated.')).toBeVisible();
  await expectAccessible(page, 'my jobs, saved searches (en)');
  await saved.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/jobsseekers\/browse-jobs\?search=/);
  await expect(page.getByRole('searchbox', { name: 'Job title, skill or company' })).toHaveValue(title);
});
