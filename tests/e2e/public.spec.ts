/**
 * The public pages as a guest sees them (spec §2): the home page in both languages, the contact form (field errors,
 * then a stored message and the success toast), the 404 page, and axe on every public page in English and Indonesian.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/playwright';
import { queryDb } from './helpers/db';
import { waitForServiceWorker } from './helpers/serviceWorker';

async function chooseLanguage(page: Page, label: 'English' | 'Indonesia') {
  await page.getByRole('combobox', { name: /^(Language|Bahasa)$/ }).selectOption({ label });
}

test('a guest switches the home page to Indonesian and back', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find the job that fits your life' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Information Technology' })).toBeVisible();

  await chooseLanguage(page, 'Indonesia');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Temukan pekerjaan yang cocok dengan hidup Anda' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Teknologi Informasi' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Utama' }).getByRole('link', { name: 'Hubungi kami' }),
  ).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');

  // The choice survives a reload.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Temukan pekerjaan yang cocok dengan hidup Anda' }),
  ).toBeVisible();

  await chooseLanguage(page, 'English');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find the job that fits your life' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the contact form shows field errors, then stores a valid message', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

  await page.getByRole('button', { name: 'Send message' }).click();
  const name = page.getByLabel('Full name');
  const email = page.getByLabel('E-mail', { exact: true });
  const message = page.getByLabel('Message', { exact: true });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name is required.');
  await expect(email).toHaveAccessibleDescription(/E-mail is required\./);
  await expect(message).toHaveAccessibleDescription(/Message is required\./);
  await expect(name).toBeFocused();

  // A message that is too short names its bound.
  await message.fill('Hi');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(message).toHaveAccessibleDescription(/Message must be at least 10 characters\./);

  // Errors follow the language.
  await chooseLanguage(page, 'Indonesia');
  await expect(page.getByLabel('Nama lengkap')).toHaveAccessibleDescription('Nama wajib diisi.');
  await expect(page.getByLabel('Pesan', { exact: true })).toHaveAccessibleDescription(
    /Pesan minimal 10 karakter\./,
  );
  await chooseLanguage(page, 'English');

  const stamp = Date.now();
  const text = `I cannot find the button to upload my resume. (e2e ${stamp})`;
  await name.fill('Siti Rahma');
  await email.fill(`siti.${stamp}@example.com`);
  await message.fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(
    page.getByRole('alert').filter({ hasText: 'Thank you! Your message has been sent.' }),
  ).toBeVisible();
  await expect(name).toHaveValue('');
  await expect(message).toHaveValue('');

  const rows = queryDb<{ name: string; email: string; message: string; lng: string }>(
    'SELECT name, email, message, lng FROM contactMessages WHERE message = ?',
    text,
  );
  expect(rows).toEqual([
    { name: 'Siti Rahma', email: `siti.${stamp}@example.com`, message: text, lng: 'en' },
  ]);
});

test('an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find the job that fits your life' }),
  ).toBeVisible();
});

test('/login offers the two sign-in pages', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: /I am looking for a job/ })).toHaveAttribute(
    'href',
    '/jobsseekers/login',
  );
  await expect(page.getByRole('link', { name: /I am hiring/ })).toHaveAttribute('href', '/employer/login');
});

test('the page head comes from the SEO data', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Find jobs in Indonesia | Orbit Jobs');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Orbit Jobs/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
});

test('going offline keeps a page that shows its content; one with nothing to show gets the offline dialog until back online', async ({
  page,
  context,
}) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  // The next page's code comes from the worker's precache once offline.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const dialog = page.getByRole('alertdialog', { name: 'Oops, seems like you are offline' });
  // The FAQ has its content: it stays readable (src/lib/offline).
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // A job search never made has nothing to show.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find jobs' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This page cannot be displayed at the moment, Try once again later');
  await expect(dialog.getByRole('button', { name: 'Refresh' })).toBeFocused();
  await context.setOffline(false);
  await expect(dialog).toBeHidden();
});

const PUBLIC_PAGES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /Find the job|Temukan pekerjaan/ },
  { path: '/contact-us', heading: /Contact us|Hubungi kami/ },
  { path: '/faq', heading: /Frequently asked|Pertanyaan yang sering/ },
  { path: '/privacy-policy', heading: /Privacy policy|Kebijakan privasi/ },
  { path: '/terms-of-use', heading: /Terms of use|Ketentuan penggunaan/ },
  { path: '/login', heading: /Sign in|Masuk/ },
  { path: '/about-us', heading: /About us|Tentang kami/ },
  { path: '/404', heading: /Page not found|Halaman tidak ditemukan/ },
  { path: '/503', heading: /Service temporarily unavailable|Layanan sementara tidak tersedia/ },
];

for (const lng of ['en', 'id'] as const) {
  test(`axe finds no serious or critical violations on the public pages (${lng})`, async ({ page }) => {
    // Axe on every public page in one test: about 3 s a page on a 2-core machine.
    test.setTimeout(90_000);
    await page.addInitScript((value) => localStorage.setItem('lng', value), lng);
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${path}: ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  });
}

test('/about-us is a page of the app: the visitor stays on the site', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What you can do here' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe('/about-us');
});
