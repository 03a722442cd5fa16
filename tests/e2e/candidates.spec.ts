/**
 * Matched and viewed candidates (issue 13) as both sides live them, by labels and roles: a new candidate whose
 * profile has the skill, domain, years, pay and remote wish a job asks for; the employer opens Candidates, picks the
 * job, finds the candidate with the matched skill and the reasons, and opens their page (which records the view);
 * the viewed list then has them; the candidate's own profile says a company viewed it, and which. Axe on every new
 * screen, in English and in Indonesian.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/playwright';
import { DEMO, inIndonesian, newPerson, registerCandidate, signIn } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { queryDb } from './helpers/db';
import { postJob } from './helpers/jobs';

const API = '/client/api/v1';

async function employerPage(browser: Browser, indonesian = false): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, '/employer/login', DEMO.employer);
  await expect(page).toHaveURL(/\/employer\/dashboard/);
  // From the next page on.
  if (indonesian) await inIndonesian(page);
  return page;
}

/**
 * Fills the signed-in candidate's profile through the API, as the setup's forms would: a city, the job's domain and
 * skill (Accounting), two years, a pay within the job's and working from anywhere (the job is remote); then finishes
 * the setup, so matching lists them.
 */
async function fillProfile(page: Page, request: APIRequestContext): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as { id: number });
  expect(token).toBeTruthy();
  const headers = { authorization: `jwt ${token}` };
  const call = async <T>(method: 'post' | 'put', path: string, body: unknown): Promise<T> => {
    const res = await request[method](`${API}/${path}`, { data: body, headers });
    const json = (await res.json()) as { data: T };
    expect(res.status(), `${path}: ${JSON.stringify(json)}`).toBe(200);
    return json.data;
  };
  const first = async (codeType: string, search = '') =>
    (await call<{ code: string; id: number }[]>('post', 'masters/list', { codeType, search, limit: 5 }))[0]!;
  const [domain, industry, skill] = await Promise.all([
    first('JOB_DOMAIN'),
    first('INDUSTRY'),
    first('SKILLS', 'Accounting'),
  ]);
  const [city] = queryDb<{ id: number }>(
    `SELECT "id" FROM "cities" WHERE "countryCode" = 'ID' ORDER BY "id" LIMIT 1`,
  );
  await call('put', `candidate-profile/personal-details/${user.id}`, {
    gender: 'FEMALE',
    dateOfBirth: '1998-04-12',
    cityId: city!.id,
  });
  await call('put', `candidate-profile/industry-details/${user.id}`, {
    industryCode: industry.code,
    jobDomain: domain.code,
    skills: [skill.id],
    yearsOfExperience: 2,
    expectedSalary: 6_000_000,
    prefersRemote: true,
    openToWork: true,
  });
  await call('put', 'candidate-profile/setup', {});
}

test('the employer finds a matching candidate, opens their page, and the candidate sees who viewed them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const title = `Staf Akuntansi Cocok ${Date.now()}`;
  const jobId = await postJob(request, title, []);
  const person = newPerson('matched', { fullName: 'Rina Matched' });
  await registerCandidate(page, person);
  await fillProfile(page, request);

  // The employer picks the job under Candidates and finds them, with the skill they have and why.
  const employer = await employerPage(browser);
  await employer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Candidates' }).click();
  await expect(employer.getByRole('heading', { level: 1, name: 'Matched candidates' })).toBeVisible();
  await expect(employer.getByText('Choose one of your live jobs to see its best candidates.')).toBeVisible();
  await expectAccessible(employer, 'matched candidates: no job chosen');
  await employer.getByLabel('Job').selectOption({ label: title });
  await expect(employer).toHaveURL(new RegExp(`jobId=${jobId}`));
  await expect(
    employer.getByRole('heading', { level: 2, name: new RegExp(`best candidates? for ${title}`) }),
  ).toBeVisible();
  const card = employer.getByRole('article', { name: person.fullName });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^\d+% match$/)).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Skills they have' })).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: /^Accounting$/ })).toBeVisible();
  await expect(card.getByText('Has the skill asked: Accounting')).toBeVisible();
  await expect(card.getByText('Wants to work from anywhere, as this job allows')).toBeVisible();
  await expect(card.getByText('Viewed', { exact: true })).toHaveCount(0);
  await expectAccessible(employer, 'matched candidates');

  // Their page: the match factor by factor, and the profile. Opening it records the view.
  await card.getByRole('link', { name: person.fullName }).click();
  await expect(employer.getByRole('heading', { level: 1, name: person.fullName })).toBeVisible();
  await expect(employer.getByRole('heading', { level: 2, name: `Match for ${title}` })).toBeVisible();
  await expect(employer.getByRole('table', { name: 'How the score is made' })).toBeVisible();
  await expect(employer.getByRole('rowheader', { name: 'Skills the job asks for' })).toBeVisible();
  await expect(employer.getByRole('link', { name: person.email })).toBeVisible();
  await expectAccessible(employer, 'matched candidate detail');
  await expect.poll(() => queryDb(`SELECT "id" FROM "profileViews" WHERE "jobId" = ?`, jobId).length).toBe(1);

  // The list now says they were viewed; the Viewed tab lists them, and opens their page.
  await employer.getByRole('link', { name: `← Candidates for ${title}` }).click();
  await expect(
    employer.getByRole('article', { name: person.fullName }).getByText('Viewed', { exact: true }),
  ).toBeVisible();
  await employer
    .getByRole('navigation', { name: 'Candidates' })
    .getByRole('link', { name: 'Viewed' })
    .click();
  await expect(employer.getByRole('heading', { level: 1, name: 'Viewed candidates' })).toBeVisible();
  const viewed = employer.getByRole('article', { name: person.fullName });
  await expect(viewed.getByText(new RegExp(`by ${DEMO.employer.fullName} for ${title}`))).toBeVisible();
  await expectAccessible(employer, 'viewed candidates');
  await viewed.getByRole('link', { name: person.fullName }).click();
  await expect(employer).toHaveURL(/\/employer\/view-candidate-detail\?id=\d+/);
  await expect(employer.getByRole('heading', { level: 1, name: person.fullName })).toBeVisible();
  await expect(employer.getByRole('heading', { name: /^Match for/ })).toHaveCount(0);
  await expectAccessible(employer, 'viewed candidate detail');

  // The candidate's profile says a company viewed it, and which.
  const [company] = queryDb<{ name: string }>(
    `SELECT "c"."name" FROM "jobs" AS "j" JOIN "companies" AS "c" ON "c"."id" = "j"."companyId" WHERE "j"."id" = ?`,
    jobId,
  );
  await page.goto('/jobsseekers/profile');
  const seen = page.getByRole('region', { name: 'Who viewed your profile' });
  await expect(seen.getByText('Seen by 1 company in the last 30 days.')).toBeVisible();
  await seen.getByRole('button', { name: 'Show the companies' }).click();
  await expect(seen.getByRole('link', { name: company!.name })).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Hide the companies' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectAccessible(page, 'profile: who viewed it');

  // In Indonesian: the same screens, in Indonesian words.
  const employerId = await employerPage(browser, true);
  await employerId.goto(`/employer/matched-candidate?jobId=${jobId}`);
  await expect(employerId.getByRole('heading', { level: 1, name: 'Kandidat yang cocok' })).toBeVisible();
  const kartu = employerId.getByRole('article', { name: person.fullName });
  await expect(kartu.getByText('Memiliki keahlian yang diminta: Akuntansi')).toBeVisible();
  await expect(kartu.getByText('Sudah dilihat')).toBeVisible();
  await expectAccessible(employerId, 'matched candidates (id)');
  await kartu.getByRole('link', { name: person.fullName }).click();
  await expect(employerId.getByRole('heading', { level: 2, name: `Kecocokan untuk ${title}` })).toBeVisible();
  await expectAccessible(employerId, 'matched candidate detail (id)');
  await employerId.getByRole('link', { name: `← Kandidat untuk ${title}` }).click();
  await employerId
    .getByRole('navigation', { name: 'Kandidat' })
    .getByRole('link', { name: 'Dilihat' })
    .click();
  await expect(employerId.getByRole('heading', { level: 1, name: 'Kandidat yang dilihat' })).toBeVisible();
  await expectAccessible(employerId, 'viewed candidates (id)');
  await employerId
    .getByRole('article', { name: person.fullName })
    .getByRole('link', { name: person.fullName })
    .click();
  await expect(employerId.getByRole('heading', { level: 1, name: person.fullName })).toBeVisible();
  await expectAccessible(employerId, 'viewed candidate detail (id)');

  await inIndonesian(page);
  await page.goto('/jobsseekers/profile');
  const dilihat = page.getByRole('region', { name: 'Siapa yang melihat profil Anda' });
  await expect(dilihat.getByText('Dilihat oleh 1 perusahaan dalam 30 hari terakhir.')).toBeVisible();
  await dilihat.getByRole('button', { name: 'Tampilkan perusahaan' }).click();
  await expect(dilihat.getByRole('link', { name: company!.name })).toBeVisible();
  await expectAccessible(page, 'profile: who viewed it (id)');
});

test('the candidates pages fit a 360 px screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signIn(page, '/employer/login', DEMO.employer);
  await expect(page).toHaveURL(/\/employer\/dashboard/);
  for (const path of ['/employer/matched-candidate', '/employer/viewed-candidate']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
