/**
 * The company profile (issue 10) as a new employer meets it, by labels and roles: the forced setup while the profile
 * is below 60%, a logo upload, the rich text about, the country → state → city pickers, the success page; then the
 * profile page shows the company as candidates will, and editing it asks before unsaved changes are lost.
 */
import { expect, test, type Page } from './support/playwright';
import sharp from 'sharp';
import { DEMO, inIndonesian, newPerson, registerEmployer } from './helpers/accounts';
import { admin } from './helpers/admin';
import { expectAccessible } from './helpers/axe';

const PENDING = 'You will be able to post a job only after administrator has approved your profile.';

/** A real PNG, as a person's logo file would be. */
async function logoPng(): Promise<Buffer> {
  return sharp({
    create: { width: 300, height: 300, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

/** A new employer (still PENDING); the dashboard it lands on shows how complete its company is (10%: the name). */
async function newEmployer(page: Page) {
  const person = newPerson('company', { companyName: 'Kopi Kenangan Senja' });
  await registerEmployer(page, person);
  const card = page.getByRole('region', { name: 'Your company profile' });
  await expect(card).toContainText('10% complete');
  await expect(card.getByRole('link', { name: 'Complete your company profile' })).toBeVisible();
  return person;
}

test('a new employer is sent to the company setup until the profile reaches 60%, waits for approval to post, then posts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const person = await newEmployer(page);
  // Any employer page opened from now on leads to the setup (spec §2: the profilePercent cookie below 60).
  await page.goto('/employer/home');
  await expect(page).toHaveURL(/\/employer\/company-profile-setup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your company profile' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Profile 10% complete' })).toBeVisible();
  await expectAccessible(page, 'company profile setup');

  // Too little: saved, and told what is missing.
  await page.getByLabel('Industry').selectOption({ label: 'Food & Beverage' });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    page.getByText('Saved. Your profile is 20% complete: add a little more to continue.'),
  ).toBeVisible();

  await page
    .getByLabel('Logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
  await expect(page.getByRole('img', { name: /Logo/ })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'About the company' })
    .fill('Kopi Kenangan Senja roasts coffee from Aceh to Flores and serves it in 40 cafés.');
  await page.getByLabel('Company size').selectOption('51-200');
  await page.getByLabel('Year founded').fill('2017');
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Indonesia' });
  await page.getByLabel('State or province').selectOption({ label: 'Jawa Barat' });
  await page.getByLabel('City', { exact: true }).fill('Band');
  await page
    .getByRole('button', { name: /^Bandung/ })
    .first()
    .click();
  await expect(page.getByText(/^Bandung, Jawa Barat$/)).toBeVisible();
  await page.getByLabel('Website').fill('kopi senja');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  // The website rule of spec §5 names the field.
  await expect(page.getByText('Website must be a valid web address.')).toBeVisible();
  // The scheme may be left out (spec §5); the link gets https://.
  await page.getByLabel('Website').fill('kopi-senja.example');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/employer\/profile-setup-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your company profile is ready' })).toBeVisible();
  await expect(page.getByText('An administrator is reviewing your account')).toBeVisible();
  await expectAccessible(page, 'profile setup success');

  // The forced setup is over, but posting waits for the administrator (spec §1, §4).
  await page.goto('/employer/job-type');
  await expect(page.getByRole('status')).toContainText(PENDING);
  await expect(page.getByLabel('Job title')).toHaveCount(0);

  await admin('approve', person.email);
  await page.goto('/employer/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Your jobs' })).toBeVisible();
  await page.getByRole('link', { name: 'Post a job' }).click();
  await expect(page.getByLabel('Job title')).toBeVisible();

  await page.goto('/employer/company-profile');
  const profile = page.getByRole('article', { name: 'Kopi Kenangan Senja' });
  await expect(profile.getByRole('img', { name: 'Logo of Kopi Kenangan Senja' })).toBeVisible();
  await expect(profile).toContainText('Food & Beverage');
  await expect(profile).toContainText('Bandung, Jawa Barat, Indonesia');
  await expect(profile).toContainText('serves it in 40 cafés');
  await expect(profile.getByRole('link', { name: 'kopi-senja.example' })).toHaveAttribute(
    'href',
    'https://kopi-senja.example',
  );
  await expectAccessible(page, 'company profile');

  // Unsaved changes are not lost by a stray click.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Address').fill('Jl. Braga No. 10');
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('link', { name: /my account$/ }).click();
  await expect(page).toHaveURL(/\/employer\/company-profile$/);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Company profile saved.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Kopi Kenangan Senja' })).toContainText('Jl. Braga No. 10');

  // The person beside the company: photo and job title.
  const me = page.getByRole('region', { name: 'Your details' });
  await me.getByRole('button', { name: 'Edit my details' }).click();
  await me
    .getByLabel('Your photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await logoPng() });
  await me.getByLabel('Your job title').fill('Head of People');
  await me.getByRole('button', { name: 'Save my details' }).click();
  await expect(page.getByText('Your details were saved.')).toBeVisible();
  await expect(me).toContainText('Head of People');
  await expect(me.getByRole('img', { name: `Photo of ${person.fullName}` })).toBeVisible();
  await expectAccessible(page, 'company profile with the personal details');
});

test('the company screens read in Indonesian', async ({ page }) => {
  await inIndonesian(page);
  await page.goto('/employer/login');
  await page.getByLabel(/^E-?mail$/).fill(DEMO.employer.email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(DEMO.employer.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await page.goto('/employer/company-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil perusahaan' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'PT Nusantara Digital' })).toContainText(
    'Teknologi Informasi & Perangkat Lunak',
  );
  // What is still missing (the logo) opens the form where it is filled, not a link to a part that is not shown.
  await page.getByRole('link', { name: 'Logo', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Nama dan gambar' })).toBeInViewport();
  await expect(page.getByLabel('Nama perusahaan')).toBeFocused();
  await expect(page.getByRole('toolbar', { name: 'Format teks' })).toBeVisible();
  await expect(page.getByLabel('Ukuran perusahaan')).toHaveValue('51-200');
  await expectAccessible(page, 'company profile edit (id)');
});
