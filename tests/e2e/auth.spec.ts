/**
 * Accounts and sessions (issue 3) as people use them, against the real server with a real SMTP sink: codes are read
 * from the mail the server sent. Every test signs up its own people (unique e-mail and phone).
 */
import { expect, test, type Page } from './support/playwright';
import {
  logOut,
  fillRegistration,
  newPerson,
  pasteCode,
  registerCandidate,
  signIn,
  typeCode,
} from './helpers/accounts';
import { admin } from './helpers/admin';
import { expectAccessible } from './helpers/axe';
import { queryDb } from './helpers/db';
import { codeFrom, waitForMail } from './helpers/mail';

const PENDING = 'You will be able to post a job only after administrator has approved your profile.';

async function chooseLanguage(page: Page, label: 'English' | 'Indonesia') {
  await page.getByRole('combobox', { name: /^(Language|Bahasa)$/ }).selectOption({ label });
}

test('a candidate signs up with the code from the e-mail, lands on profile setup, logs out and signs in again', async ({
  page,
}) => {
  const person = newPerson('candidate');
  const since = Date.now() - 1000;
  await page.goto('/jobsseekers/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your job seeker account' })).toBeVisible();
  // The password rule is stated on the form.
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'At least 8 characters with a letter and a digit, not your e-mail address.',
  );

  // Field errors first: nothing filled in.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toHaveAccessibleDescription(
    'Please accept the terms and conditions to continue.',
  );
  await page.getByLabel('Full name').fill('Siti  Rahma');
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription(/Full name must be made of letters/);
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /at least 8 characters long and contain a letter and a digit/,
  );
  await expectAccessible(page, 'candidate register (errors)');

  await fillRegistration(page, person);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Verification code' })).toBeVisible();
  // The form data is not in the address.
  expect(page.url()).toMatch(/\/jobsseekers\/registration-verification$/);
  // The resend button waits for the cooldown, with a visible countdown.
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  await expect(page.getByText(/You can ask for a new code in \d+ s\./)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
  await expectAccessible(page, 'registration verification');

  const mail = await waitForMail(person.email, /verification code/, { since });
  const code = codeFrom(mail);

  // A wrong code is refused with the tries left; Backspace walks back through the boxes.
  const wrong = code === '000000' ? '111111' : '000000';
  await typeCode(page, wrong);
  await page.getByRole('button', { name: 'Verify and create my account' }).click();
  await expect(page.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
    /tries left/,
  );
  await page.getByRole('textbox', { name: 'Digit 6 of 6' }).click();
  for (let i = 0; i < 12; i++) await page.keyboard.press('Backspace');
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();

  await page.keyboard.type(code, { delay: 30 });
  await page.getByRole('button', { name: 'Verify and create my account' }).click();
  await expect(page).toHaveURL(/\/jobsseekers\/profile-setup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Siti Rahma!' })).toBeVisible();
  const steps = page.getByRole('list').filter({ hasText: 'Personal details' });
  for (const step of [
    'Personal details',
    'Industry details',
    'Education',
    'Projects',
    'Certificates',
    'Experience',
  ]) {
    await expect(steps.getByText(step, { exact: true })).toBeVisible();
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: /Siti Rahma/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: JSON.parse(localStorage.getItem('user') ?? 'null') as { role: string; email: string } | null,
    candidateDetails: JSON.parse(localStorage.getItem('candidateDetails') ?? 'null') as {
      name: string;
    } | null,
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.user).toMatchObject({ role: 'CANDIDATE', email: person.email });
  expect(stored.candidateDetails).toEqual({ name: 'Siti Rahma' });
  await expectAccessible(page, 'profile setup');
  expect(queryDb('SELECT status, isEmailVerified FROM users WHERE email = ?', person.email)).toEqual([
    { status: 'APPROVED', isEmailVerified: 1 },
  ]);
  await waitForMail(person.email, /Welcome to Orbit Jobs/, { since });

  await logOut(page);
  // The session is gone on the server side too: a reload does not bring it back from the cookie.
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }),
  ).toBeVisible();

  await signIn(page, '/jobsseekers/login', person);
  await expect(page).toHaveURL(/\/jobsseekers\/profile-setup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Siti Rahma!' })).toBeVisible();
});

test('sign-in errors are shown on the page, the same for an unknown e-mail and a wrong password; a taken e-mail is refused', async ({
  page,
}) => {
  await page.goto('/jobsseekers/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in as a job seeker' })).toBeVisible();
  await expectAccessible(page, 'candidate login');
  await signIn(page, '/jobsseekers/login', newPerson('nobody'));
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'The e-mail or password is not correct.' }),
  ).toBeVisible();
  // The API client also shows the server's message as an error toast.
  await expect(
    page.getByRole('alert', { description: 'The e-mail or password is not correct.' }),
  ).toBeVisible();
  // Already used e-mail and phone are refused at sign-up, with the server's message.
  const person = newPerson('dupe');
  await registerCandidate(page, person);
  await logOut(page);
  await signIn(page, '/jobsseekers/login', { ...person, password: `${person.password}wrong1` });
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'The e-mail or password is not correct.' }),
  ).toBeVisible();
  await page.goto('/jobsseekers/register');
  await fillRegistration(page, { ...newPerson('dupe2'), email: person.email });
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'This e-mail is already registered.' }),
  ).toBeVisible();
});

test('a candidate resets a forgotten password in Indonesian and signs in with the new one', async ({
  page,
}) => {
  // A whole flow with mail and several pages: 20–25 s on a quiet machine, more on a busy one.
  test.setTimeout(60_000);
  const person = newPerson('reset');
  await registerCandidate(page, person);
  await logOut(page);

  await page.goto('/jobsseekers/login');
  await chooseLanguage(page, 'Indonesia');
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk sebagai pencari kerja' })).toBeVisible();
  await page.getByRole('link', { name: 'Lupa kata sandi?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lupa kata sandi?' })).toBeVisible();
  await expectAccessible(page, 'forgot password (id)');
  const since = Date.now() - 1000;
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Kirim kode' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Masukkan kode atur ulang' })).toBeVisible();
  await expect(page.getByText(/Anda dapat meminta kode baru dalam \d+ detik\./)).toBeVisible();
  await expectAccessible(page, 'forgot password code (id)');
  const mail = await waitForMail(person.email, /password reset code|kode atur ulang/i, { since });
  await typeCode(page, codeFrom(mail), 'Digit 1 dari 6');
  await page.getByRole('button', { name: 'Lanjutkan' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Buat kata sandi baru' })).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: 'Kata sandi baru', exact: true }),
  ).toHaveAccessibleDescription('Minimal 8 karakter dengan huruf dan angka, bukan alamat email Anda.');
  await expectAccessible(page, 'new password (id)');
  const newPassword = `${person.password}Baru2`;
  await page.getByRole('textbox', { name: 'Kata sandi baru', exact: true }).fill(newPassword);
  await page.getByLabel('Ulangi kata sandi baru').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Simpan kata sandi baru' }).click();
  await expect(page.getByLabel('Ulangi kata sandi baru')).toHaveAccessibleDescription(
    'Kata sandi tidak cocok.',
  );
  await page.getByLabel('Ulangi kata sandi baru').fill(newPassword);
  await page.getByRole('button', { name: 'Simpan kata sandi baru' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Kata sandi diubah' })).toBeVisible();
  await page.getByRole('link', { name: 'Masuk dengan kata sandi baru' }).click();
  const labels = { email: 'Email', password: 'Kata sandi', submit: 'Masuk' };

  // The old password no longer works.
  await signIn(page, '/jobsseekers/login', person, labels);
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'Email atau kata sandi tidak benar.' }),
  ).toBeVisible();

  await signIn(page, '/jobsseekers/login', { ...person, password: newPassword }, labels);
  await expect(page).toHaveURL(/\/jobsseekers\/profile-setup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Selamat datang, Siti Rahma!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Langkah 1 dari 6: Data pribadi' })).toBeVisible();
  await logOut(page, 'Anda telah keluar.', 'Masuk');
});

test('an employer signs up (code pasted), waits for approval, is approved by the admin CLI and signs in again', async ({
  page,
}) => {
  const person = newPerson('employer', { fullName: 'Budi Santoso', companyName: 'Nusantara Digital' });
  const since = Date.now() - 1000;
  await page.goto('/employer/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your employer account' })).toBeVisible();
  await expectAccessible(page, 'employer register');
  await fillRegistration(page, person);
  await expect(page).toHaveURL(/\/employer\/register-verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeVisible();

  const code = codeFrom(await waitForMail(person.email, /verification code/, { since }));
  await pasteCode(page, code);
  for (const [index, digit] of [...code].entries()) {
    await expect(page.getByRole('textbox', { name: `Digit ${index + 1} of 6` })).toHaveValue(digit);
  }
  await page.getByRole('button', { name: 'Verify and create my account' }).click();

  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Budi Santoso!' })).toBeVisible();
  await expect(page.getByText(PENDING, { exact: true })).toBeVisible();
  await expect(page.getByText('Employer account of Nusantara Digital')).toBeVisible();
  await expectAccessible(page, 'employer dashboard (pending)');

  await admin('approve', person.email);
  await waitForMail(person.email, /Your employer profile has been approved/, { since });
  expect(queryDb('SELECT status FROM users WHERE email = ?', person.email)).toEqual([{ status: 'APPROVED' }]);

  await logOut(page);
  await signIn(page, '/employer/login', person);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(page.getByText('Your profile is approved: you can post jobs.')).toBeVisible();
  await expect(page.getByText(PENDING)).toHaveCount(0);
  await expectAccessible(page, 'employer dashboard (approved)');
});

test('a signed-in candidate changes the password; the auth screens pass axe in Indonesian', async ({
  page,
}) => {
  // A whole flow with mail and several pages: 20–25 s on a quiet machine, more on a busy one.
  test.setTimeout(60_000);
  const person = newPerson('change');
  await registerCandidate(page, person);
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
  await expectAccessible(page, 'change password');
  const next = `${person.password}New9`;
  await page.getByLabel('Current password').fill(person.password);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await logOut(page);

  await page.addInitScript(() => localStorage.setItem('lng', 'id'));
  // The code screens without a server round trip: the flow state they read lives in session storage.
  await page.goto('/');
  await page.evaluate(() => {
    const sentAt = Date.now();
    sessionStorage.setItem(
      'auth:register:EMPLOYER',
      JSON.stringify({
        fullName: 'Budi',
        email: 'budi@example.com',
        phone: { code: '62', number: '81234567' },
        password: 'x',
        termsAccepted: true,
        companyName: 'PT A',
        sentAt,
      }),
    );
    sessionStorage.setItem(
      'auth:reset:EMPLOYER',
      JSON.stringify({ email: 'budi@example.com', sentAt, resetToken: 't' }),
    );
  });
  const screens: [string, string][] = [
    ['/employer/login', 'Masuk sebagai pemberi kerja'],
    ['/employer/register', 'Buat akun pemberi kerja'],
    ['/employer/register-verification', 'Verifikasi email Anda'],
    ['/employer/forgot-password', 'Lupa kata sandi?'],
    ['/employer/forgot-password-otp', 'Masukkan kode atur ulang'],
    ['/employer/new-password', 'Buat kata sandi baru'],
    ['/employer/terms-condition', 'Ketentuan penggunaan'],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, `${path} (id)`);
  }
});

test('signed-in pages send a guest to the sign-in page of their role', async ({ page }) => {
  await page.goto('/employer/dashboard');
  await expect(page).toHaveURL(/\/employer\/login$/);
  await page.goto('/jobsseekers/profile-setup');
  await expect(page).toHaveURL(/\/jobsseekers\/login$/);
  await page.goto('/jobsseekers/reset-password');
  await expect(page).toHaveURL(/\/jobsseekers\/login$/);
});
