/**
 * Bulk job import (issue 10) as an employer does it, by labels and roles: a new employer, approved by the admin CLI,
 * downloads the template, uploads a CSV of 500 jobs of which 3 are wrong, checks the suggested columns against the
 * first rows, imports them as drafts while the progress bar moves, and reads why the 3 rows were refused (row, column,
 * problem); the import history lists the file with its counts. axe on every screen of it.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/playwright';
import { inIndonesian, logOut, newPerson, registerEmployer, signIn } from './helpers/accounts';
import { admin } from './helpers/admin';
import { expectAccessible } from './helpers/axe';
import { waitForMail } from './helpers/mail';

/** The template's headers (the posting form's field names in English). */
const HEADERS = [
  'Job title',
  'Category',
  'Type of employment',
  'Position level',
  'Job domain',
  'Number of openings',
  'Job description',
  'Skills',
  'Qualification',
  'Minimum years of experience',
  'Maximum years of experience',
  'Minimum salary',
  'Maximum salary',
  'Show the salary',
  'Work from anywhere',
  'Cities',
  'Benefits',
  'Other benefits',
  'Show the job until',
];

function row(n: number, change: Partial<Record<(typeof HEADERS)[number], string>> = {}): string[] {
  const values: Record<string, string> = {
    'Job title': `Staf Gudang ${n}`,
    Category: 'Logistics & Transportation',
    'Type of employment': n % 2 ? 'Full-time (permanent)' : 'Kontrak (PKWT)',
    'Position level': 'Staff',
    'Job domain': 'Logistics & Supply Chain',
    'Number of openings': String((n % 4) + 1),
    'Job description': `Receive, check and store the goods of warehouse ${n}.\n\nWe train you on the job.`,
    Skills: 'Data entry; Teamwork',
    Qualification: 'Senior high school (SMA)',
    'Minimum years of experience': '0',
    'Maximum years of experience': '2',
    'Minimum salary': '4,500,000',
    'Maximum salary': '5,500,000',
    'Show the salary': 'yes',
    'Work from anywhere': 'no',
    Cities: n % 2 ? 'Bandung' : 'Surabaya; Jakarta',
    Benefits: 'THR; BPJS_HEALTH',
    'Other benefits': '',
    'Show the job until': '',
    ...change,
  };
  return HEADERS.map((header) => values[header]!);
}

const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const csv = (rows: string[][]) => `${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;

test('an employer imports 500 jobs from a CSV: 497 become drafts, the 3 bad rows are listed with why', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const person = newPerson('importer', { fullName: 'Budi Santoso', companyName: 'Gudang Sentosa' });
  const since = Date.now() - 1000;
  await registerEmployer(page, person);
  await admin('approve', person.email);
  await waitForMail(person.email, /Your employer profile has been approved/, { since });
  await logOut(page);
  await signIn(page, '/employer/login', person);
  await expect(page).toHaveURL(/\/employer\/dashboard/);

  // From the jobs home, by its link.
  await page.getByRole('main').getByRole('link', { name: 'Your jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your jobs' })).toBeVisible();
  await page.getByRole('link', { name: 'Import jobs from a file' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import jobs' })).toBeVisible();
  await expectAccessible(page, 'import: choose a file');

  // The template downloads, with every column and two example rows.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the template (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('job-import-template.csv');
  const template = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
  expect(template.split('\r\n')[0]).toBe(HEADERS.join(','));

  // No file: the field says so.
  await page.getByRole('button', { name: 'Upload and check' }).click();
  await expect(page.getByText('CSV or Excel file is required.')).toBeVisible();

  const rows = Array.from({ length: 500 }, (_, i) => row(i + 1));
  rows[49] = row(50, { Category: 'Underwater Basket Weaving' });
  rows[199] = row(200, { 'Minimum salary': '9,000,000', 'Maximum salary': '8,000,000' });
  rows[399] = row(400, { 'Job title': '' });
  await page.getByLabel('CSV or Excel file').setInputFiles({
    name: 'gudang-500.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv([HEADERS, ...rows])),
  });
  await page.getByRole('button', { name: 'Upload and check' }).click();

  // The columns, suggested from the headers, with the first rows of the file.
  await expect(page.getByRole('heading', { level: 2, name: '2. Match the columns' })).toBeFocused();
  await expect(page.getByText('gudang-500.csv: 500 rows.')).toBeVisible();
  await expect(page.getByLabel('Job title *')).toHaveValue('0');
  await expect(page.getByLabel('Maximum salary *')).toHaveValue('12');
  await expect(page.getByLabel('Benefits', { exact: true })).toHaveValue('16');
  const preview = page.getByRole('table', { name: 'The first rows of your file' });
  await expect(preview.getByRole('columnheader', { name: 'Job title' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'Staf Gudang 1', exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Drafts, to check and publish later' })).toBeChecked();
  await expectAccessible(page, 'import: columns');

  // Without a column for a needed field, it is named and nothing starts.
  await page.getByLabel('Skills *').selectOption({ label: '— Not in the file —' });
  await page.getByRole('button', { name: 'Import 500 rows' }).click();
  await expect(page.getByText('Choose the column that holds Skills.')).toBeVisible();
  await expect(page.getByLabel('Skills *')).toBeFocused();
  await page.getByLabel('Skills *').selectOption({ label: 'Skills' });
  await page.getByRole('button', { name: 'Import 500 rows' }).click();

  // The progress bar runs to the end.
  const bar = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toHaveAttribute('aria-valuemax', '500');
  await expect(page.getByRole('heading', { level: 2, name: 'Import finished' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(bar).toHaveAttribute('aria-valuenow', '500');
  const summary = page.getByRole('status').filter({ hasText: 'were imported' });
  await expect(summary).toContainText('497 of 500 rows were imported as drafts.');
  await expect(summary).toContainText('3 rows were not imported');

  // The three rows, with row number (the header is row 1), column and problem.
  const errors = page.getByRole('table', { name: 'Rows not imported, with the column and the problem' });
  const lines = errors.getByRole('row');
  await expect(lines).toHaveCount(4);
  await expect(lines.nth(1)).toContainText('51');
  await expect(lines.nth(1)).toContainText('Category is not one of the allowed choices.');
  await expect(lines.nth(1)).toContainText('Underwater Basket Weaving');
  await expect(lines.nth(2)).toContainText('201');
  await expect(lines.nth(2)).toContainText('Maximum salary must not be less than the minimum.');
  await expect(lines.nth(3)).toContainText('401');
  await expect(lines.nth(3)).toContainText('Job title is required.');
  await expectAccessible(page, 'import: result');

  // The drafts are the company's.
  await page.getByRole('link', { name: 'See the imported jobs' }).click();
  await expect(page.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Staf Gudang 500' })).toBeVisible();

  // The history lists the file with its counts, and its detail the same three rows.
  await page.getByRole('link', { name: 'Import jobs from a file' }).click();
  await page.getByRole('link', { name: 'Import history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import history' })).toBeVisible();
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'gudang-500.csv' }) });
  await expect(item).toContainText('By Budi Santoso');
  await expect(item).toContainText('Finished · Drafts');
  await expect(item.getByRole('definition')).toHaveText(['500', '497', '3']);
  await expectAccessible(page, 'import history');
  await item.getByRole('link', { name: 'Details gudang-500.csv' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'gudang-500.csv' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Rows not imported, with the column and the problem' }).getByRole('row'),
  ).toHaveCount(4);
  await expectAccessible(page, 'import detail');
});

test('in Indonesian on a 360 px screen: active jobs posted, the bad row explained in Indonesian', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const person = newPerson('importir', { fullName: 'Siti Rahma', companyName: 'Toko Makmur' });
  const since = Date.now() - 1000;
  await registerEmployer(page, person);
  await admin('approve', person.email);
  await waitForMail(person.email, /Your employer profile has been approved/, { since });
  await logOut(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await inIndonesian(page);
  await signIn(page, '/employer/login', person, { email: 'Email', password: 'Kata sandi', submit: 'Masuk' });
  await expect(page).toHaveURL(/\/employer\/dashboard/);
  await page.getByRole('main').getByRole('link', { name: 'Lowongan Anda' }).click();
  await page.getByRole('link', { name: 'Impor lowongan dari berkas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Impor lowongan' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The file field speaks Indonesian (the browser's own button would say 'Choose File'), is a thumb's height, and a
  // tap on it opens the file chooser.
  const field = page.locator('.file-input');
  await expect(field.getByText('Belum ada file yang dipilih')).toBeVisible();
  const button = field.getByText('Pilih file', { exact: true });
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles({
    name: 'dua.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv([HEADERS, row(1), row(2, { 'Number of openings': 'dua' })])),
  });
  await expect(field.getByText('dua.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Unggah dan periksa' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '2. Cocokkan kolom' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, 'kolom (360 px)');
  // The keyboard reaches the choice and the button.
  await page.getByRole('radio', { name: 'Lowongan aktif, langsung dipasang' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Lowongan aktif, langsung dipasang' })).toBeChecked();
  await page.getByRole('button', { name: 'Impor 2 baris' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Impor selesai' })).toBeVisible();
  await expect(page.getByText('1 dari 2 baris diimpor dan langsung dipasang.')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Baris yang tidak diimpor, beserta kolom dan masalahnya' });
  await expect(errors.getByRole('row').nth(1)).toContainText('Jumlah lowongan harus berupa bilangan bulat.');
  await expect(errors.getByRole('row').nth(1)).toContainText('dua');
  await expectAccessible(page, 'hasil impor (360 px)');
});
