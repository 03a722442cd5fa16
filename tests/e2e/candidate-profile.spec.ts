/**
 * The candidate profile (issue 12) as a new job seeker meets it, by labels and roles: the six setup steps in order
 * (field messages on a bad save, an 'Other' university, skipped steps), a finished setup landing on the jobs and
 * signing in landing there from then on; the profile page reaching 100% with a picture and every section; invalid
 * entries refused with field messages in Indonesian; axe on every screen, the setup at 360 px.
 */
import { expect, test, type Page } from './support/playwright';
import sharp from 'sharp';
import { inIndonesian, logOut, newPerson, registerCandidate, signIn } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';

const lastYear = new Date().getFullYear() - 1;

/** What sticks out of the screen, to name it when the page is wider than the phone. */
const wider = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 30)}"`)
      .join('; '),
  );

async function facePng(): Promise<Buffer> {
  return sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 150, b: 120 } },
  })
    .png()
    .toBuffer();
}

async function personalDetails(page: Page) {
  await page.getByLabel('Gender', { exact: true }).selectOption({ label: 'Female' });
  await page.getByLabel('Date of birth').fill('1998-04-17');
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Indonesia' });
  await page.getByLabel('Province or state').selectOption({ label: 'Jawa Barat' });
  await page.getByLabel('City', { exact: true }).fill('Band');
  await page
    .getByRole('button', { name: /^Bandung/ })
    .first()
    .click();
  await expect(page.getByText(/^Bandung, Jawa Barat$/)).toBeVisible();
}

async function industryDetails(page: Page) {
  await page.getByLabel('Industry', { exact: true }).selectOption({ label: 'Automotive' });
  await page.getByLabel('Job domain').selectOption({ label: 'Accounting & Finance' });
  await page.getByRole('searchbox', { name: 'Skills' }).fill('Micro');
  await page.getByRole('button', { name: 'Add Microsoft Excel' }).click();
  await page.getByLabel('Years of experience').fill('3');
  await page.getByLabel(/Expected salary/).fill('8500000');
}

test('a new candidate sets up the profile in six steps and lands on the jobs', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const person = newPerson('setup');
  await registerCandidate(page, person);
  await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 6: Personal details' })).toBeVisible();
  await expectAccessible(page, 'setup: personal details');
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A save with nothing chosen names the fields.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Gender is required.')).toBeVisible();
  await personalDetails(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 6: Industry details' })).toBeVisible();
  await industryDetails(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Step 3 of 6: Education' })).toBeVisible();
  await page.getByRole('button', { name: 'Add education' }).click();
  await page.getByLabel('Institute or university').selectOption({ label: 'Other' });
  await page.getByLabel('Other institute').fill('Politeknik Negeri Kupang');
  await page.getByLabel('Qualification').selectOption({ label: 'Diploma 3 (D3)' });
  await page.getByLabel('Field of study').selectOption({ label: 'Accounting' });
  await page.getByLabel('Start').fill('2016-08');
  await page.getByLabel(/^End/).fill('2015-07');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('End must not be before the start.')).toBeVisible();
  await page.getByLabel(/^End/).fill('2019-07');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Politeknik Negeri Kupang')).toBeVisible();
  await expectAccessible(page, 'setup: educations');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Projects and certificates are skipped.
  await expect(page.getByRole('heading', { level: 2, name: 'Step 4 of 6: Projects' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 5 of 6: Certificates' })).toBeVisible();

  // Leaving and coming back resumes where the candidate stopped.
  await page.goto('/');
  await page.goto('/jobsseekers/profile-setup');
  await expect(page.getByRole('heading', { level: 2, name: 'Step 5 of 6: Certificates' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip this step' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Step 6 of 6: Experience' })).toBeVisible();
  await page.getByRole('button', { name: 'Add experience' }).click();
  await page.getByLabel('Job title').fill('Staf Akuntansi');
  await page.getByLabel('Company name').fill('PT Astra Daihatsu Motor');
  await page.getByLabel('Start').fill(`${lastYear}-02`);
  await page.getByLabel('I work here now').check();
  await expect(page.getByLabel(/^End/)).toBeHidden();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('PT Astra Daihatsu Motor')).toBeVisible();
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page).toHaveURL(/\/jobsseekers\/browse-jobs/);
  // Recommendations wait there, read from the profile just filled.
  await expect(page.getByText('Asks for a skill of yours: Microsoft Excel').first()).toBeVisible();

  // From now on, signing in lands on the jobs. The toast sits over the header's Log out until it goes, and a pointer
  // resting on it keeps it (the Finish button may have been where the toast shows): the pointer moves off, the toast
  // is waited out.
  const done = page.getByText('Your profile is set up. Here are jobs for you.');
  await expect(done).toBeVisible();
  await page.mouse.move(180, 770);
  await expect(done).toBeHidden({ timeout: 15_000 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await logOut(page);
  await signIn(page, '/jobsseekers/login', person);
  await expect(page).toHaveURL(/\/jobsseekers\/browse-jobs/);
});

test('the profile page reaches 100% and refuses bad entries in Indonesian', async ({ page }) => {
  test.setTimeout(120_000);
  const person = newPerson('profile');
  await registerCandidate(page, person);
  await page.goto('/jobsseekers/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  // The phone from sign-up fills the basic details.
  await expect(page.getByRole('progressbar', { name: 'Profile 10% complete' })).toBeVisible();
  await expectAccessible(page, 'profile');

  await page
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await facePng() });
  await expect(page.getByText('Your profile picture was updated.')).toBeVisible();

  const personal = page.getByRole('region', { name: 'Personal details' });
  await personalDetails(page);
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('progressbar', { name: 'Profile 25% complete' })).toBeVisible();
  const industry = page.getByRole('region', { name: 'Industry details' });
  await industryDetails(page);
  await industry.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('progressbar', { name: 'Profile 45% complete' })).toBeVisible();

  const add = async (
    section: string,
    button: string,
    fill: (region: ReturnType<Page['getByRole']>) => Promise<void>,
  ) => {
    const region = page.getByRole('region', { name: section });
    await region.getByRole('button', { name: button }).click();
    await fill(region);
    await region.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(region.getByRole('button', { name: /^Edit / })).toHaveCount(1);
  };
  await add('Education', 'Add education', async (r) => {
    await r.getByLabel('Institute or university').selectOption({ label: 'Universitas Indonesia' });
    await r.getByLabel('Qualification').selectOption({ label: 'Diploma 3 (D3)' });
    await r.getByLabel('Field of study').selectOption({ label: 'Accounting' });
    await r.getByLabel('Start').fill('2016-08');
  });
  await add('Experience', 'Add experience', async (r) => {
    await r.getByLabel('Job title').fill('Kasir');
    await r.getByLabel('Company name').fill('Indomaret');
    await r.getByLabel('Start').fill('2019-08');
    await r.getByLabel(/^End/).fill('2021-01');
  });
  await add('Projects', 'Add a project', async (r) => {
    await r.getByLabel('Project name').fill('Sistem kas koperasi');
    await r.getByLabel('Start').fill('2020-01');
  });
  await add('Certificates', 'Add a certificate', async (r) => {
    await r.getByLabel('Certificate name').fill('Brevet A dan B');
    await r.getByLabel('Issued by').fill('IAI');
    await r.getByLabel('Issued', { exact: true }).fill('2021-05');
  });
  await add('Accomplishments', 'Add an accomplishment', async (r) => {
    await r.getByLabel('Accomplishment').fill('Karyawan terbaik 2020');
  });
  await expect(page.getByRole('progressbar', { name: 'Profile 100% complete' })).toBeVisible();
  await expect(page.getByText('Your profile is complete.')).toBeVisible();

  // In Indonesian, a project that ends before it starts is refused, naming the field.
  await inIndonesian(page);
  await page.reload();
  const projects = page.getByRole('region', { name: 'Proyek' });
  await projects.getByRole('button', { name: 'Ubah Sistem kas koperasi' }).click();
  await projects.getByLabel(/^Selesai/).fill('2019-01');
  await projects.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(projects.getByText('Selesai tidak boleh sebelum waktu mulai.')).toBeVisible();
  await expectAccessible(page, 'profile (id)');
  // The whole profile fits a phone.
  await page.setViewportSize({ width: 360, height: 780 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    await wider(page),
  ).toBeLessThanOrEqual(360);
});

/** A one-page resume as a person would upload it: a real PDF with a text layer. */
async function resumePdf(): Promise<Buffer> {
  const { Document, Page, Text, renderToBuffer } = await import('@react-pdf/renderer');
  const { createElement: h } = await import('react');
  const lines = [
    'Dewi Anggraini',
    '+62 812 3456 7890 · dewi.anggraini@example.com',
    'Skills: Microsoft Excel, Taxation, teamwork',
    'Staf Pajak at PT Maju Jaya Jan 2021 – Present',
    'Politeknik Negeri Jakarta 2014 - 2017',
  ];
  return renderToBuffer(
    h(
      Document,
      null,
      h(Page, { size: 'A4', style: { padding: 40 } }, ...lines.map((line, i) => h(Text, { key: i }, line))),
    ) as never,
  );
}

/** The text of a downloaded PDF, read with pdf.js as an applicant-tracking system would. */
async function pdfText(file: string): Promise<string> {
  const fs = await import('node:fs/promises');
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(await fs.readFile(file)) }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++)
    text += (await (await pdf.getPage(n)).getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ');
  return text;
}

test('an uploaded resume fills the profile with consent, and a built one downloads as a PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const person = newPerson('resume');
  await registerCandidate(page, person);
  await page.goto('/jobsseekers/profile');
  const resumes = page.getByRole('region', { name: 'Resumes' });
  await resumes.getByLabel('Upload a resume').setInputFiles({
    name: 'CV Dewi.pdf',
    mimeType: 'application/pdf',
    buffer: await resumePdf(),
  });
  await expect(resumes.getByText('CV Dewi', { exact: true })).toBeVisible();
  await expect(resumes.getByText('PDF · default')).toBeVisible();

  // Nothing is written until accepted: two skills and the job are.
  await resumes.getByRole('button', { name: 'Fill my profile from it' }).click();
  await expect(resumes.getByText('Skill: Microsoft Excel')).toBeVisible();
  await resumes.getByRole('button', { name: 'Add Microsoft Excel to your skills' }).click();
  await expect(resumes.getByRole('button', { name: 'Add Microsoft Excel to your skills' })).toHaveText(
    'Added',
  );
  await resumes.getByRole('button', { name: 'Add Taxation to your skills' }).click();
  await expect(resumes.getByRole('button', { name: 'Add Taxation to your skills' })).toHaveText('Added');
  await resumes.getByRole('button', { name: 'Add Staf Pajak to your experience' }).click();
  await expect(page.getByRole('region', { name: 'Experience' }).getByText('PT Maju Jaya')).toBeVisible();
  // A school opens the education form filled in: its qualification and field are the candidate's to choose.
  await resumes.getByRole('button', { name: 'Add Politeknik Negeri Jakarta to your education' }).click();
  await expect(resumes.getByLabel('Other institute')).toHaveValue('Politeknik Negeri Jakarta');
  await resumes.getByLabel('Qualification').selectOption({ label: 'Diploma 3 (D3)' });
  await resumes.getByLabel('Field of study').selectOption({ label: 'Accounting' });
  await resumes.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Education' }).getByText('Politeknik Negeri Jakarta'),
  ).toBeVisible();
  await page.reload();
  const skills = page.getByRole('list', { name: 'Skills chosen' });
  await expect(skills.getByText('Microsoft Excel')).toBeVisible();
  await expect(skills.getByText('Taxation')).toBeVisible();
  await expectAccessible(page, 'profile with resumes');

  await page.getByRole('link', { name: 'Build a resume from your profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Build a resume' })).toBeVisible();
  await page.getByLabel('Headline').fill('Tax officer with 4 years in manufacturing');
  await page.getByLabel(/Modern, two columns/).check();
  await page.getByRole('button', { name: 'Create resume' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sections' })).toBeVisible();
  await page.getByRole('button', { name: 'Move Skills up' }).click();
  // This resume leaves one skill out; the profile keeps it.
  await page.getByRole('button', { name: 'Edit Skills entries' }).click();
  const skillEdits = page.getByRole('form', { name: 'Skills on this resume' });
  await skillEdits.getByLabel('Show Taxation on this resume').uncheck();
  await skillEdits.getByRole('button', { name: 'Save Skills on this resume' }).click();
  await expect(page.getByText('Your resume was saved.')).toBeVisible();
  await expectAccessible(page, 'resume builder');
  await page.setViewportSize({ width: 360, height: 780 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    await wider(page),
  ).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('My resume.pdf');
  const text = await pdfText(await download.path());
  expect(text).toContain(person.fullName);
  expect(text).toContain('Staf Pajak');
  expect(text).toContain('Tax officer with 4 years in manufacturing');
  expect(text).toContain('Microsoft Excel');
  expect(text).not.toContain('Taxation');
});
