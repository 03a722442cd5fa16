/**
 * Plans, top-ups, orders and payments, invoices (issue 15) as people use them, by labels and roles, on the built-in
 * test gateway (its page on this server, marked TEST): a new employer on the free plan posts one job and is stopped
 * at the second ('No vacancy left', with the way to more), buys Starter (Pricing → Choose Starter → Pay → the test
 * page's Pay → the status page says paid), sees the plan on the pricing page, downloads the invoice (its PDF holds the
 * invoice number and the total), posts the job, and tops up; a failed and an expired payment say so, in Indonesian;
 * guests see the plans with sign-in links; a candidate sees their applications this month. axe on every new screen,
 * in English and Indonesian, the test gateway's page too.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from './support/playwright';
import { DEMO, inIndonesian, logOut, newPerson, registerEmployer, signIn } from './helpers/accounts';
import { admin } from './helpers/admin';
import { expectAccessible } from './helpers/axe';
import { completeDraft } from './helpers/jobs';
import { waitForMail } from './helpers/mail';

const API = '/client/api/v1';

/** The text of a downloaded PDF, read with pdf.js (as tests/e2e/candidate-profile.spec.ts reads resumes). */
async function pdfText(file: string): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(await readFile(file)) }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++)
    text += (await (await pdf.getPage(n)).getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ');
  return text.replace(/\s+/g, ' ');
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: /^(Main|Utama)$/ });
/** The status page's live region (the one status inside the page's main region). */
const liveStatus = (page: Page) => page.getByRole('main').getByRole('status');

/** From the drafts of the jobs home, the draft's preview, and Post the job. */
async function postDraft(page: Page, account: string, title: string) {
  await mainNav(page).getByRole('link', { name: account }).click();
  await page.getByRole('main').getByRole('link', { name: 'Your jobs', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your jobs' })).toBeVisible();
  await page.getByRole('tab', { name: 'Drafts' }).click();
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: title }) })
    .getByRole('link', { name: 'Preview' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Post the job' }).click();
}

/** On the test gateway's page: marked TEST, accessible, then the given button. */
async function onTestGateway(page: Page, button: string | RegExp, label: string) {
  await expect(page).toHaveURL(/\/pay\/test\/ORD-[\w-]+\?key=/);
  await expect(page.getByText(/^(TEST PAYMENT|PEMBAYARAN UJI COBA):/)).toBeVisible();
  await expectAccessible(page, label);
  await page.getByRole('button', { name: button, exact: true }).click();
}

test('an employer at the free quota is stopped, buys Starter on the test gateway, downloads the invoice, posts the job and tops up', async ({
  page,
}) => {
  // A sign-up with its mail, two payments, a PDF and many axe passes on a small machine.
  test.setTimeout(300_000);
  const person = newPerson('buyer', { fullName: 'Rina Kusuma', companyName: 'Toko Makmur Jaya' });
  const account = `${person.fullName}, my account`;
  const since = Date.now() - 1000;
  await registerEmployer(page, person);
  await admin('approve', person.email);
  await waitForMail(person.email, /Your employer profile has been approved/, { since });
  await logOut(page);
  await signIn(page, '/employer/login', person);
  await expect(page).toHaveURL(/\/employer\/dashboard/);

  // The dashboard's card: the free plan's one live job, none used yet.
  const card = page.getByRole('region', { name: 'Your plan' });
  await expect(card.getByText('Live jobs: 0 of 1')).toBeVisible();
  await expect(card.getByText('Plan: Free.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'See plans' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Top up live jobs' })).toBeVisible();

  // One job live (through the API), a second ready to post.
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  const live = await completeDraft(page.request, token, 'Kasir Toko');
  const posted = await page.request.post(`${API}/jobs/confirm-post`, {
    data: { id: live },
    headers: { authorization: `jwt ${token}` },
  });
  expect(posted.status()).toBe(200);
  await completeDraft(page.request, token, 'Staf Gudang');

  // The second is refused, with the way to more live jobs.
  await postDraft(page, account, 'Staf Gudang');
  const refusal = page.getByRole('main').getByRole('alert');
  await expect(refusal).toContainText('No vacancy left: your plan allows 1 live job at once.');
  await expect(refusal.getByRole('link', { name: 'Top up live jobs' })).toHaveAttribute(
    'href',
    '/employer/top-up-plan',
  );
  await expectAccessible(page, 'no vacancy left');
  await refusal.getByRole('link', { name: 'See plans' }).click();

  // The pricing page: the plan and what is left of it, the plans, no payments yet.
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
  await expect(page).toHaveTitle('Plans and pricing | Orbit Jobs');
  const current = page.getByRole('region', { name: 'Your plan' });
  await expect(current.getByText('Live jobs: 1 of 1')).toBeVisible();
  await expect(current.getByText(/^No vacancy left/)).toBeVisible();
  const plans = page.getByRole('region', { name: 'Plans', exact: true });
  const free = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Free' }) });
  await expect(free.getByText('Your current plan')).toBeVisible();
  await expect(free.getByRole('link')).toHaveCount(0);
  const starter = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Starter' }) });
  await expect(starter.getByText('Rp 4,99,000')).toBeVisible();
  await expect(starter.getByText('+ 11% VAT (Rp 54,890)')).toBeVisible();
  await expect(starter.getByText('Total Rp 5,53,890')).toBeVisible();
  await expect(starter.getByText('5 live jobs at a time')).toBeVisible();
  const payments = page.getByRole('region', { name: 'Your payments' });
  await expect(payments.getByText('No payments yet.')).toBeVisible();
  await expectAccessible(page, 'pricing (en)');

  // The order's summary, then the test gateway.
  await starter.getByRole('link', { name: 'Choose Starter' }).click();
  await expect(page).toHaveURL(/\/employer\/payment\?plan=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Starter', { exact: true })).toBeVisible();
  await expect(summary.getByText('VAT 11%')).toBeVisible();
  await expect(summary.getByText('Rp 54,890')).toBeVisible();
  await expect(summary.getByText('Rp 5,53,890')).toBeVisible();
  await expectAccessible(page, 'payment (en)');
  await summary.getByRole('button', { name: 'Pay', exact: true }).click();
  await onTestGateway(page, 'Pay', 'test gateway (en)');

  // Back on the status page: paid.
  await expect(page).toHaveURL(/\/employer\/payment-status\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment status' })).toBeVisible();
  await expect(liveStatus(page)).toContainText('Payment received. Thank you!');
  await expect(liveStatus(page)).toContainText('Paid');
  const invoiceNumber = (await page.getByText(/^INV\/\d{4}\/\d{6}$/).textContent())!;
  await expectAccessible(page, 'payment status: paid (en)');

  // The pricing page: Starter running, its payment with the invoice.
  await page.getByRole('link', { name: 'See your plan' }).click();
  await expect(current.getByText('Live jobs: 1 of 5')).toBeVisible();
  await expect(current.getByText('Plan: Starter.')).toBeVisible();
  await expect(starter.getByText('Your current plan')).toBeVisible();
  await expect(starter.getByRole('link', { name: 'Renew Starter' })).toBeVisible();
  const order = payments.getByRole('listitem').filter({ hasText: 'Starter' });
  await expect(order.getByText('Paid', { exact: true })).toBeVisible();
  await expect(order.getByText('Rp 5,53,890')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await order.getByRole('button', { name: `Download invoice ${invoiceNumber}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = await pdfText((await download.path())!);
  expect(text).toContain(invoiceNumber);
  expect(text).toContain('Rp 5,53,890');
  // The paid mail came through real SMTP with the invoice attached.
  const paidMail = await waitForMail(person.email, /^Payment received: Starter/, { since });
  expect(paidMail.subject).toContain(invoiceNumber);
  const raw = await readFile(paidMail.file, 'utf8');
  expect(raw).toMatch(/Content-Type: application\/pdf/i);
  expect(raw).toContain(`invoice-${invoiceNumber.replace(/\//g, '-')}.pdf`);

  // Now the job goes live.
  await postDraft(page, account, 'Staf Gudang');
  await expect(page.getByRole('heading', { level: 1, name: 'Job posted' })).toBeVisible();

  // A top-up: one more live job beside the plan.
  await mainNav(page).getByRole('link', { name: account }).click();
  await expect(card.getByText('Live jobs: 2 of 5')).toBeVisible();
  await card.getByRole('link', { name: 'Top up live jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Top up live jobs' })).toBeVisible();
  await expect(page.getByText('No top-ups are running.')).toBeVisible();
  await expectAccessible(page, 'top-up plan (en)');
  await page.getByRole('link', { name: 'Buy 1 extra job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Top-up payment' })).toBeVisible();
  await expect(summary.getByText('1 extra job', { exact: true })).toBeVisible();
  await expectAccessible(page, 'top-up payment (en)');
  await summary.getByRole('button', { name: 'Pay', exact: true }).click();
  await onTestGateway(page, 'Pay', 'test gateway, top-up (en)');
  await expect(liveStatus(page)).toContainText('Payment received. Thank you!');
  await page.getByRole('link', { name: 'See your top-ups' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your top-ups' })).toBeVisible();
  await expect(page.getByText('Top-up complete')).toBeVisible();
  await expect(page.getByText('You can now keep 6 jobs live at once (2 live now).')).toBeVisible();
  await expect(page.getByText(/^1 extra job: 1 live job, /)).toBeVisible();
  await expectAccessible(page, 'top-up complete (en)');
});

test('a failed and an expired payment say so, in Indonesian', async ({ page }) => {
  test.setTimeout(180_000);
  await inIndonesian(page);
  await signIn(page, '/employer/login', DEMO.employer, {
    email: 'Email',
    password: 'Kata sandi',
    submit: 'Masuk',
  });
  await expect(page).toHaveURL(/\/employer\/dashboard/);

  await mainNav(page).getByRole('link', { name: 'Paket', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paket dan harga' })).toBeVisible();
  await expect(page).toHaveTitle('Paket dan harga | Orbit Jobs');
  const plans = page.getByRole('region', { name: 'Paket', exact: true });
  const growth = plans
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Berkembang' }) });
  await expect(growth.getByText('Rp 1.500.000')).toBeVisible();
  await expect(growth.getByText('+ PPN 11% (Rp 165.000)')).toBeVisible();
  await expectAccessible(page, 'pricing (id)');

  await growth.getByRole('link', { name: 'Pilih Berkembang' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Ringkasan pesanan' });
  await expect(summary.getByText('Rp 1.665.000')).toBeVisible();
  await expectAccessible(page, 'payment (id)');
  await summary.getByRole('button', { name: 'Bayar', exact: true }).click();
  await onTestGateway(page, 'Buat pembayaran gagal', 'test gateway (id)');

  await expect(page).toHaveURL(/\/employer\/payment-status\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Status pembayaran' })).toBeVisible();
  await expect(liveStatus(page)).toContainText('Pembayaran tidak berhasil.');
  await expect(liveStatus(page)).toContainText('Gagal');
  await expectAccessible(page, 'payment status: failed (id)');
  await page.getByRole('link', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paket dan harga' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Pembayaran Anda' })
      .getByRole('listitem')
      .filter({ hasText: 'Berkembang' })
      .first()
      .getByText('Gagal', { exact: true }),
  ).toBeVisible();

  // A top-up left to expire.
  await page.getByRole('link', { name: 'Tambah kuota lowongan' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah kuota lowongan' })).toBeVisible();
  await expectAccessible(page, 'top-up plan (id)');
  await page.getByRole('link', { name: 'Beli 5 lowongan tambahan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran tambahan kuota' })).toBeVisible();
  await expectAccessible(page, 'top-up payment (id)');
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await onTestGateway(page, 'Biarkan pesanan kedaluwarsa', 'test gateway, top-up (id)');
  await expect(liveStatus(page)).toContainText('Waktu pembayaran habis');
  await expect(liveStatus(page)).toContainText('Kedaluwarsa');
  await expectAccessible(page, 'payment status: expired (id)');
  await page.getByRole('link', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah kuota lowongan' })).toBeVisible();

  // No top-up running for this company: the page says so and offers them (never 'active' without one).
  await page.goto('/employer/top-up-payment-success');
  await expect(page.getByRole('heading', { level: 1, name: 'Tambahan kuota Anda' })).toBeVisible();
  await expectAccessible(page, 'top-up complete (id)');
});

test('guests see the plans with sign-in links; a candidate sees their plan, their applications and pays', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/employer/pricing-and-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to choose Starter' })).toHaveAttribute(
    'href',
    '/employer/login',
  );
  await expect(page.getByRole('link', { name: /^Choose / })).toHaveCount(0);
  await expectAccessible(page, 'pricing, guest (en)');
  await page.goto('/jobsseekers/pricing-and-plans');
  await expect(page.getByRole('link', { name: 'Sign in to choose Premium' })).toBeVisible();

  await signIn(page, '/jobsseekers/login', DEMO.candidate);
  await expect(page).toHaveURL(/\/jobsseekers\/(profile-setup|browse-jobs)/);
  await mainNav(page).getByRole('link', { name: 'My jobs' }).click();
  await page.getByRole('link', { name: 'Applied' }).click();
  await expect(page.getByText(/^\d+ of 200 applications used this month\.$/)).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Plans', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your plan' }).getByText(/^\d+ of 200 applications used this month\.$/),
  ).toBeVisible();
  const premium = page
    .getByRole('region', { name: 'Plans', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Premium' }) });
  await expect(premium.getByText('Your current plan')).toBeVisible();
  await expect(premium.getByText('200 applications a month')).toBeVisible();
  await expectAccessible(page, 'pricing, candidate (en)');
  await premium.getByRole('link', { name: 'Renew Premium' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expectAccessible(page, 'payment, candidate (en)');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await onTestGateway(page, 'Let the order expire', 'test gateway, candidate (en)');
  await expect(page).toHaveURL(/\/jobsseekers\/payment-status\/\d+$/);
  await expect(liveStatus(page)).toContainText('The time to pay ran out before the payment was made.');
  await expectAccessible(page, 'payment status, candidate (en)');
});

test('the candidate pricing and payment pages in Indonesian', async ({ page }) => {
  test.setTimeout(120_000);
  await inIndonesian(page);
  await page.goto('/jobsseekers/pricing-and-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Paket dan harga' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Masuk untuk memilih Premium' })).toBeVisible();
  await expectAccessible(page, 'pricing, guest (id)');
  await signIn(page, '/jobsseekers/login', DEMO.candidate, {
    email: 'Email',
    password: 'Kata sandi',
    submit: 'Masuk',
  });
  await expect(page).toHaveURL(/\/jobsseekers\/(profile-setup|browse-jobs)/);
  await mainNav(page).getByRole('link', { name: 'Paket', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paket dan harga' })).toBeVisible();
  await expect(page.getByText(/^\d+ dari 200 lamaran terpakai bulan ini\.$/)).toBeVisible();
  await expectAccessible(page, 'pricing, candidate (id)');
  await page.getByRole('link', { name: 'Perpanjang Premium' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
  await expect(page.getByText('PPN 11%')).toBeVisible();
  await expectAccessible(page, 'payment, candidate (id)');
});
