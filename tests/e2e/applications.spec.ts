/**
 * Applications (issue 13) as the two sides live them, by labels and roles: a new candidate applies to a job with a
 * resume uploaded on the way and answers to its questions (a required one refused while blank, a knock-out given);
 * the employer sees it on the dashboard's latest applications, finds the response flagged, reads it, shortlists it
 * with a message, moves it to interview and hires it by keyboard on the board; the candidate sees each status with
 * its label, and the message, under My jobs. Axe on every new screen, in English and in Indonesian.
 */
import { expect, test, type Browser, type Page } from './support/playwright';
import { DEMO, inIndonesian, newPerson, registerCandidate, signIn, tabTo } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { postJob } from './helpers/jobs';

const QUESTIONS = [
  { kind: 'YES_NO', question: 'Do you have a tax brevet certificate?', isRequired: true, knockout: 'NO' },
  {
    kind: 'SINGLE_CHOICE',
    question: 'Which shift suits you?',
    isRequired: true,
    options: ['Morning', 'Evening'],
  },
  { kind: 'TEXT', question: 'Anything else we should know?', isRequired: false },
];

async function resumePdf(name: string): Promise<Buffer> {
  const { Document, Page: PdfPage, Text, renderToBuffer } = await import('@react-pdf/renderer');
  const { createElement: h } = await import('react');
  return renderToBuffer(
    h(Document, null, h(PdfPage, { size: 'A4' }, h(Text, null, `${name} – Staf Akuntansi`))) as never,
  );
}

async function employerPage(browser: Browser, indonesian = false): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, '/employer/login', DEMO.employer);
  await expect(page).toHaveURL(/\/employer\/dashboard/);
  // From the next page on.
  if (indonesian) await inIndonesian(page);
  return page;
}

test('a candidate applies with answers and a resume; the employer shortlists, interviews and hires', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Staf Pembukuan ${Date.now()}`;
  const jobId = await postJob(request, title, QUESTIONS);
  const person = newPerson('applicant');
  await registerCandidate(page, person);

  // The job page offers to apply; the apply page begins with the resume.
  await page.goto(`/jobsseekers/job-detail?id=${jobId}`);
  await page.getByRole('link', { name: `Apply ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for this job' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Step 1 of 3.*Choose a resume/ })).toBeVisible();
  await expect(page.getByText('You have no resume yet. Upload one below.')).toBeVisible();
  await page.getByLabel('Upload a new resume').setInputFiles({
    name: 'CV Bookkeeping.pdf',
    mimeType: 'application/pdf',
    buffer: await resumePdf(person.fullName),
  });
  await expect(page.getByRole('radio', { name: /CV Bookkeeping/ })).toBeChecked();
  await expectAccessible(page, 'apply: resume');
  await page.getByRole('button', { name: 'Next' }).click();

  // A required question left blank is named; the knock-out answer is given, as a candidate may.
  await expect(page.getByRole('heading', { level: 2, name: /Step 2 of 3/ })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Answer is required.').first()).toBeVisible();
  const brevet = page.getByRole('group', { name: /tax brevet/ });
  await brevet.getByRole('radio', { name: 'No' }).check();
  await page
    .getByRole('group', { name: /Which shift/ })
    .getByRole('radio', { name: 'Evening' })
    .check();
  await page.getByLabel(/Anything else/).fill('I can start next month.');
  await page.getByLabel(/Note to the employer/).fill('Five years of bookkeeping for small shops.');
  // Another language mid-way keeps the step and what was typed.
  const language = page.getByRole('combobox', { name: /^(Language|Bahasa)$/ });
  await language.selectOption({ label: 'Indonesia' });
  await expect(page.getByRole('heading', { level: 2, name: /Langkah 2 dari 3/ })).toBeVisible();
  await expect(page.getByLabel(/Catatan untuk pemberi kerja/)).toHaveValue(
    'Five years of bookkeeping for small shops.',
  );
  await language.selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { level: 2, name: /Step 2 of 3/ })).toBeVisible();
  await expect(page.getByLabel(/Anything else/)).toHaveValue('I can start next month.');
  await expectAccessible(page, 'apply: questions');
  await page.getByRole('button', { name: 'Next' }).click();

  // The review shows what goes out; sending lands on the confirmation.
  await expect(page.getByRole('heading', { level: 2, name: /Step 3 of 3/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'CV Bookkeeping' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Evening' })).toBeVisible();
  await expectAccessible(page, 'apply: review');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application sent!' })).toBeVisible();
  await expect(page.getByText(`Your application for ${title}`)).toBeVisible();
  await expectAccessible(page, 'apply: sent');

  // The job page now says so, and the Applied tab lists it.
  await page.goto(`/jobsseekers/job-detail?id=${jobId}`);
  await expect(page.getByText(/You applied on \d/)).toBeVisible();
  await page.getByRole('link', { name: 'See my applications' }).click();
  const application = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(application.getByText('Applied', { exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'my jobs: applied');

  // The employer's dashboard lists it among the latest applications (others' may be newer), and opens it.
  const employer = await employerPage(browser);
  const latest = employer.getByRole('region', { name: 'Latest applications' });
  // Test candidates share a name: the job's title (with its time) tells this one.
  const mine = latest.getByRole('listitem').filter({ hasText: title });
  await expect(mine).toContainText(person.fullName);
  await expect(mine.getByText('Applied', { exact: true })).toBeVisible();
  await expect(latest.getByRole('link', { name: /^See all \d+ applications$/ })).toBeVisible();
  await expectAccessible(employer, 'dashboard: latest applications');
  await mine.getByRole('link', { name: person.fullName }).click();
  await expect(employer.getByRole('heading', { level: 1, name: person.fullName })).toBeVisible();

  // It is among the responses, flagged, and read from there.
  await employer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Responses' }).click();
  await expect(employer.getByRole('heading', { level: 1, name: 'Responses' })).toBeVisible();
  // Other specs' applicants answer the same company's other jobs: this job's responses.
  await employer.getByLabel('Job', { exact: true }).selectOption({ label: title });
  await expect(employer).toHaveURL(new RegExp(`[?&]job=${jobId}`));
  const response = employer
    .getByRole('listitem')
    .filter({ has: employer.getByRole('link', { name: person.fullName }) });
  await expect(response.getByText('Knock-out answer')).toBeVisible();
  // No skills in the new profile: none of the job's is matched.
  await expect(response.getByText('0% match')).toBeVisible();
  await expectAccessible(employer, 'responses');
  // The list/board switch and the status tabs are drawn as tabs (44 px targets), not inline links run together.
  for (const tab of [
    employer
      .getByRole('navigation', { name: 'How to show the responses' })
      .getByRole('link', { name: 'Board' }),
    employer.getByRole('navigation', { name: 'Responses by status' }).getByRole('link', { name: /^All/ }),
  ])
    expect((await tab.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await response.getByRole('link', { name: person.fullName }).click();
  await expect(employer.getByRole('heading', { level: 1, name: person.fullName })).toBeVisible();
  await expect(employer.getByText('No (knock-out)')).toBeVisible();
  await expect(employer.getByText('Five years of bookkeeping for small shops.')).toBeVisible();
  await expectAccessible(employer, 'response detail');
  // The resume as sent, previewed in the page: the content security policy lets its frame load.
  const refused: string[] = [];
  employer.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await employer.getByRole('button', { name: 'Preview' }).click();
  await expect(employer.getByTitle(/^Resume CV Bookkeeping/)).toBeVisible();
  await employer.waitForLoadState('networkidle');
  expect(refused).toEqual([]);

  // Shortlisted with a message for the candidate.
  await employer.getByLabel(/Message to the candidate/).fill('We will call you on Monday.');
  await employer.getByRole('button', { name: 'Shortlist' }).click();
  await expect(employer.getByText('Application status updated.')).toBeVisible();
  await expect(employer.getByRole('button', { name: 'Invite to interview' })).toBeVisible();

  // On the board, by keyboard only: to interview, then hired; each move announced.
  await employer.goto(`/employer/responses?job=${jobId}&view=board`);
  const toInterview = employer.getByRole('button', {
    name: new RegExp(`^Invite to interview\\W+${person.fullName}$`),
  });
  await expect(toInterview).toBeVisible();
  await expectAccessible(employer, 'responses board');
  await tabTo(employer, toInterview, { max: 60 });
  await employer.keyboard.press('Enter');
  await expect(
    employer.getByRole('status').filter({ hasText: `${person.fullName} moved to In interview.` }),
  ).toBeAttached();
  const hire = employer.getByRole('button', { name: new RegExp(`^Hire\\W+${person.fullName}$`) });
  await expect(hire).toBeVisible();
  await tabTo(employer, hire, { max: 60 });
  // A final move is asked again: declined, nothing moves; confirmed, it is done.
  const asked: string[] = [];
  employer.once('dialog', (dialog) => void (asked.push(dialog.message()), dialog.dismiss()));
  await employer.keyboard.press('Enter');
  await expect
    .poll(() => asked)
    .toEqual([
      `Hire ${person.fullName}? The application closes and ${person.fullName} is told. This cannot be undone.`,
    ]);
  await expect(hire).toBeFocused();
  employer.once('dialog', (dialog) => void dialog.accept());
  await employer.keyboard.press('Enter');
  await expect(
    employer.getByRole('status').filter({ hasText: `${person.fullName} moved to Hired.` }),
  ).toBeAttached();
  await employer.context().close();

  // The candidate sees where it ended, and the employer's message on the way.
  await page.reload();
  await expect(application.getByText('Hired', { exact: true }).first()).toBeVisible();
  await application.getByText('Status history').click();
  await expect(application.getByText('We will call you on Monday.')).toBeVisible();
  await expect(application.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
});

test('in Indonesian: the apply form, the Applied tab and the employer screens', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const title = `Kasir Toko ${Date.now()}`;
  const jobId = await postJob(request, title, [QUESTIONS[0]!]);
  const person = newPerson('pelamar');
  await registerCandidate(page, person);
  await inIndonesian(page);

  await page.goto(`/jobsseekers/apply-job?id=${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lamar lowongan ini' })).toBeVisible();
  await page.getByLabel('Unggah CV baru').setInputFiles({
    name: 'CV Kasir.pdf',
    mimeType: 'application/pdf',
    buffer: await resumePdf(person.fullName),
  });
  await expect(page.getByRole('radio', { name: /CV Kasir/ })).toBeChecked();
  // The file went into the list; the field is empty again, in Indonesian (not the browser's 'No file chosen').
  await expect(page.getByText('Belum ada file yang dipilih')).toBeVisible();
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await expect(page.getByText('Jawaban wajib diisi.')).toBeVisible();
  await expectAccessible(page, 'lamar: pertanyaan');
  await page.getByRole('radio', { name: 'Ya' }).check();
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await expectAccessible(page, 'lamar: periksa');
  await page.getByRole('button', { name: 'Kirim lamaran' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lamaran terkirim!' })).toBeVisible();

  await page.goto('/jobsseekers/my-jobs?tab=applied');
  const application = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(application.getByText('Melamar', { exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'lowongan saya: dilamar');
  // Withdrawn while the employer has not acted on it, after asking once more.
  await application.getByRole('button', { name: `Tarik lamaran ${title}` }).click();
  await application.getByRole('button', { name: 'Ya, tarik' }).click();
  await expect(page.getByText('Lamaran ditarik.')).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  // Applied again, so that the employer has it to look at.
  await page.goto(`/jobsseekers/apply-job?id=${jobId}`);
  await expect(page.getByRole('radio', { name: /CV Kasir/ })).toBeChecked();
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await page.getByRole('radio', { name: 'Ya' }).check();
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await page.getByRole('button', { name: 'Kirim lamaran' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lamaran terkirim!' })).toBeVisible();

  const employer = await employerPage(browser, true);
  await employer.goto(`/employer/responses?job=${jobId}`);
  await expect(employer.getByRole('heading', { level: 1, name: 'Pelamar' })).toBeVisible();
  await expect(employer.getByRole('link', { name: person.fullName })).toBeVisible();
  await expectAccessible(employer, 'pelamar');
  await employer.getByRole('link', { name: person.fullName }).click();
  await expect(employer.getByRole('button', { name: 'Masukkan daftar pendek' })).toBeVisible();
  await expectAccessible(employer, 'detail pelamar');
  await employer.goto(`/employer/responses?job=${jobId}&view=board`);
  await expect(
    employer.getByRole('button', { name: new RegExp(`^Masukkan daftar pendek\\W+${person.fullName}$`) }),
  ).toBeVisible();
  await expectAccessible(employer, 'papan pelamar');
  await employer.context().close();
});

test('a guest who taps Apply signs in and lands on the application, not on the home page', async ({
  page,
  browser,
  request,
}) => {
  const title = `Kasir ${Date.now()}`;
  const jobId = await postJob(request, title, []);
  const person = newPerson('returning');
  await registerCandidate(page, person);

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/jobsseekers/job-detail?id=${jobId}`);
  await guest.getByRole('link', { name: `Apply ${title}` }).click();
  await expect(guest).toHaveURL(/\/jobsseekers\/login$/);
  await signIn(guest, null, person);
  await expect(guest).toHaveURL(new RegExp(`/jobsseekers/apply-job\\?id=${jobId}$`));
  await expect(guest.getByRole('heading', { level: 1, name: 'Apply for this job' })).toBeVisible();
});
