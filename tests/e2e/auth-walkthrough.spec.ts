/**
 * The new-user walk-through of issue 8, against the real server and SMTP sink: the code boxes, 'Change my details',
 * change password, silent sign-outs, the wrong sign-in door, what a signed-in user sees, and one sign-up and one
 * sign-in per role by keyboard only. Sign-ups are few (the per-address limit is 10 per 10 minutes): two here; the rest
 * uses the seeded demo accounts or flow state written into session storage.
 */
import { expect, test, type Page } from './support/playwright';
import { DEMO, inIndonesian, newPerson, pasteCode, signIn, tabTo, typeAndTab } from './helpers/accounts';
import { admin } from './helpers/admin';
import { expectAccessible } from './helpers/axe';
import { codeFrom, waitForMail } from './helpers/mail';

const digits = (page: Page, label = 'Digit {n} of 6') =>
  Promise.all(
    [1, 2, 3, 4, 5, 6].map((n) =>
      page.getByRole('textbox', { name: label.replace('{n}', String(n)), exact: true }).inputValue(),
    ),
  ).then((values) => values.join(''));

const mainAlert = (page: Page, text: string | RegExp) =>
  page.getByRole('main').getByRole('alert').filter({ hasText: text });

/** The code screen of a sign-up in progress, from flow state (no form, no sign-up): its code was sent long ago. */
async function openCodeScreen(page: Page, email: string) {
  await page.goto('/');
  await page.evaluate((address) => {
    sessionStorage.setItem(
      'auth:register:CANDIDATE',
      JSON.stringify({
        fullName: 'Siti Rahma',
        email: address,
        phone: { code: '62', number: '81234567890' },
        password: 'Orbit12345x',
        termsAccepted: true,
        sentAt: Date.now() - 60_000,
      }),
    );
  }, email);
  await page.goto('/jobsseekers/registration-verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeVisible();
}

test.describe('1. the code boxes', () => {
  test('typing, overwriting, Backspace, arrows and pasting end with exactly the six digits typed; a new code clears the old one', async ({
    page,
  }) => {
    const email = newPerson('otp').email;
    await openCodeScreen(page, email);
    const box = (n: number) => page.getByRole('textbox', { name: `Digit ${n} of 6`, exact: true });
    await expect(box(1)).toBeFocused();

    await page.keyboard.type('123456');
    expect(await digits(page)).toBe('123456');
    await expect(box(6)).toBeFocused();

    // A new code over the old one, with repeated digits and digits equal to the old ones.
    await box(1).click();
    await page.keyboard.type('112233');
    expect(await digits(page)).toBe('112233');
    await box(1).click();
    await page.keyboard.type('115256');
    expect(await digits(page)).toBe('115256');

    // Arrows, Backspace, typing on.
    await box(3).click();
    await page.keyboard.press('ArrowLeft');
    await expect(box(2)).toBeFocused();
    await page.keyboard.type('9');
    await expect(box(3)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Backspace');
    expect(await digits(page)).toBe('19556');
    await expect(box(4)).toBeFocused();
    await page.keyboard.type('0');
    expect(await digits(page)).toBe('195056');

    // Backspace all the way back, then type again.
    await box(6).click();
    for (let i = 0; i < 12; i++) await page.keyboard.press('Backspace');
    expect(await digits(page)).toBe('');
    await expect(box(1)).toBeFocused();
    await page.keyboard.type('777000');
    expect(await digits(page)).toBe('777000');

    // A whole code pasted with spaces into the first box, then into the fourth: it replaces the old digits.
    await pasteCode(page, ' 445 566 ');
    expect(await digits(page)).toBe('445566');
    await pasteCode(page, '998877', 'Digit 4 of 6');
    expect(await digits(page)).toBe('998877');

    // No code was ever sent to this address: the error, then a new code clears it and the boxes.
    await page.getByRole('button', { name: 'Verify and create my account' }).click();
    const group = page.getByRole('group', { name: 'Verification code' });
    await expect(group).toHaveAccessibleDescription(/no code waiting/);
    const since = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByText(`A new code is on its way to ${email}.`)).toBeVisible();
    await expect(box(1)).toBeFocused();
    expect(await digits(page)).toBe('');
    await expect(page.getByText(/no code waiting/)).toHaveCount(0);
    await expect(box(1)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    // The new code, typed over nothing, arrives whole.
    const code = codeFrom(await waitForMail(email, /verification code/, { since }));
    await page.keyboard.type(code);
    expect(await digits(page)).toBe(code);
    await expectAccessible(page, 'code screen after a new code');
  });
});

test.describe('6. change password and the success page', () => {
  test('the current password is refused as the new one, under the field, in both languages; the success page is no guest page', async ({
    page,
  }) => {
    // A guest typing the address of a success page goes to the sign-in page of its role.
    await page.goto('/jobsseekers/password-change-successfully');
    await expect(page).toHaveURL(/\/jobsseekers\/login$/);
    await page.goto('/employer/password-change-successfully');
    await expect(page).toHaveURL(/\/employer\/login$/);

    await signIn(page, '/jobsseekers/login', DEMO.candidate);
    await expect(page).toHaveURL(/\/jobsseekers\/profile-setup$/);
    await page.getByRole('link', { name: 'Change password' }).click();
    await page.getByLabel('Current password').fill(DEMO.candidate.password);
    await page.getByLabel('New password', { exact: true }).fill(DEMO.candidate.password);
    await page.getByLabel('Confirm new password').fill(DEMO.candidate.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    const newPassword = page.getByLabel('New password', { exact: true });
    await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    await expect(newPassword).toBeFocused();
    await expect(newPassword).toHaveAccessibleDescription(
      /New password must be different from your current password\./,
    );
    await expectAccessible(page, 'change password (same as current)');

    await page.evaluate(() => localStorage.setItem('lng', 'id'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ubah kata sandi' })).toBeVisible();
    await page.getByLabel('Kata sandi saat ini').fill(DEMO.candidate.password);
    await page.getByLabel('Kata sandi baru', { exact: true }).fill(DEMO.candidate.password);
    await page.getByLabel('Ulangi kata sandi baru').fill(DEMO.candidate.password);
    await page.getByRole('button', { name: 'Ubah kata sandi' }).click();
    await expect(page.getByLabel('Kata sandi baru', { exact: true })).toHaveAccessibleDescription(
      /Kata sandi baru harus berbeda dari kata sandi Anda saat ini\./,
    );

    // Signed in, the success page by its address leads home.
    await page.goto('/jobsseekers/password-change-successfully');
    await expect(page).toHaveURL(/\/jobsseekers\/profile-setup$/);
  });
});

test.describe('8. the wrong sign-in door', () => {
  test('a job seeker at the employer door: told so, with a link, only after the right password (English)', async ({
    page,
  }) => {
    // Without the password: the answer of a wrong password, nothing about the account.
    await signIn(page, '/employer/login', { ...DEMO.candidate, password: 'NotMyPassword1' });
    await expect(mainAlert(page, 'The e-mail or password is not correct.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the job seeker sign-in' })).toHaveCount(0);

    await page.getByLabel('Password', { exact: true }).fill(DEMO.candidate.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const alert = mainAlert(page, 'This is a job seeker account: sign in on the job seeker side.');
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/employer\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectAccessible(page, 'employer login, job seeker account');

    await alert.getByRole('link', { name: 'Go to the job seeker sign-in' }).click();
    await expect(page).toHaveURL(/\/jobsseekers\/login$/);
    await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.candidate.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.candidate.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/jobsseekers\/profile-setup$/);
  });

  test('an employer at the job seeker door, in Indonesian', async ({ page }) => {
    await inIndonesian(page);
    await page.goto('/jobsseekers/login');
    await page.getByLabel(/^E-?mail$/).fill(DEMO.employer.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(DEMO.employer.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    const alert = mainAlert(page, 'Ini akun pemberi kerja: masuklah di halaman pemberi kerja.');
    await expect(alert).toBeVisible();
    await alert.getByRole('link', { name: 'Buka halaman masuk pemberi kerja' }).click();
    await expect(page).toHaveURL(/\/employer\/login$/);
    await expect(page.getByLabel(/^E-?mail$/)).toHaveValue(DEMO.employer.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(DEMO.employer.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
  });
});

test.describe('9. a signed-in user', () => {
  test('sees the way to their home instead of sign-up offers, and is sent home from /login and the sign-in and sign-up pages', async ({
    page,
  }) => {
    await signIn(page, '/jobsseekers/login', DEMO.candidate);
    await expect(page).toHaveURL(/\/jobsseekers\/profile-setup$/);

    await page.goto('/');
    const start = page.getByRole('region', { name: 'Pick up where you left off' });
    await expect(start.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute(
      'href',
      '/jobsseekers/profile-setup',
    );
    await expect(page.getByRole('link', { name: /Create an? (candidate|employer) account/ })).toHaveCount(0);
    await expectAccessible(page, 'home, signed in');

    for (const path of [
      '/login',
      '/jobsseekers/login',
      '/jobsseekers/register',
      '/employer/login',
      '/employer/register',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/jobsseekers\/profile-setup$/);
    }

    // The terms they accepted lead back to their account, not to a sign-up form.
    await page.goto('/jobsseekers/terms-condition');
    await expect(page.getByRole('link', { name: 'Back to my account' })).toHaveAttribute(
      'href',
      '/jobsseekers/profile-setup',
    );
    await expect(page.getByRole('link', { name: 'Back to the sign-up form' })).toHaveCount(0);

    await page.evaluate(() => localStorage.setItem('lng', 'id'));
    await page.goto('/');
    await expect(
      page
        .getByRole('region', { name: 'Lanjutkan dari terakhir kali' })
        .getByRole('link', { name: 'Buka profil saya' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Buat akun/ })).toHaveCount(0);
  });
});

test.describe('7. sign-outs are never silent', () => {
  test('a session ended elsewhere: the sign-in page says why; logging out says so (Indonesian)', async ({
    page,
  }) => {
    await inIndonesian(page);
    await page.goto('/employer/login');
    await page.getByLabel(/^E-?mail$/).fill(DEMO.employer.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(DEMO.employer.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(/\/employer\/dashboard$/);

    // The session ends on the server (a logout from elsewhere with this token).
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const ended = await page.request.put('/client/api/v1/employer/logout', {
      headers: { authorization: `jwt ${token}`, 'content-type': 'application/json' },
      data: {},
    });
    expect(ended.status()).toBe(200);

    await page.reload();
    await expect(page).toHaveURL(/\/employer\/login$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Sesi Anda telah berakhir. Silakan masuk lagi.',
    );
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectAccessible(page, 'employer login after the session ended (id)');
    // Said once: not again on the next visit.
    await page.reload();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);

    // An explicit logout shows the spec's success toast, in Indonesian.
    await page.getByLabel(/^E-?mail$/).fill(DEMO.employer.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(DEMO.employer.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
    await page.getByRole('button', { name: 'Keluar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Anda telah keluar.')).toBeVisible();
  });
});

test.describe('17 (and 3, 7). by keyboard only', () => {
  test('a job seeker signs up and signs in with Tab, Shift+Tab, Enter and typing', async ({ page }) => {
    const person = newPerson('keys');
    const since = Date.now() - 1000;
    await page.goto('/');
    await tabTo(page, page.getByRole('link', { name: 'Create a candidate account' }), { max: 120 });
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your job seeker account' }),
    ).toBeVisible();

    await tabTo(page, page.getByLabel('Full name'));
    await typeAndTab(page, person.fullName);
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await typeAndTab(page, person.email);
    await expect(page.getByLabel('Country code')).toBeFocused();
    await page.keyboard.press('Tab');
    await typeAndTab(page, person.phone);
    await typeAndTab(page, person.password);
    await page.keyboard.type(person.password);
    // Back to check the first password field is the one before, then on to the terms.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await tabTo(page, page.getByRole('checkbox', { name: /I accept the terms/ }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
    const code = codeFrom(await waitForMail(person.email, /verification code/, { since }));
    // A slip on the last digit: refused, the focus is back in the first box, and the code typed again over it counts.
    const slip = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
    await page.keyboard.type(slip);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
      /tries left/,
    );
    await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/jobsseekers\/profile-setup$/);

    // Log out: the header's button is just before the page content.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, page.getByRole('button', { name: 'Log out' }), { back: true, max: 3 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('You have been signed out.')).toBeVisible();

    // Sign in: header → the role picker → the job seeker sign-in.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, nav.getByRole('link', { name: 'Sign in' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await tabTo(page, page.getByRole('link', { name: /I am looking for a job/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in as a job seeker' })).toBeVisible();
    await tabTo(page, page.getByLabel('E-mail'));
    await typeAndTab(page, person.email);
    await page.keyboard.type(person.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/jobsseekers\/profile-setup$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${person.fullName}!` })).toBeVisible();
  });

  test("an employer signs up by keyboard, goes back with 'Change my details' and finds the form filled, signs in by keyboard; declined, the sign-in page says why", async ({
    page,
  }) => {
    const person = newPerson('keysemp', { fullName: 'Budi Santoso', companyName: 'Nusantara Digital' });
    const since = Date.now() - 1000;
    await page.goto('/');
    await tabTo(page, page.getByRole('link', { name: 'Create an employer account' }), { max: 120 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your employer account' })).toBeVisible();

    await tabTo(page, page.getByLabel('Full name'));
    await typeAndTab(page, person.fullName);
    await typeAndTab(page, person.companyName!);
    await typeAndTab(page, person.email);
    await page.keyboard.press('Tab');
    await typeAndTab(page, person.phone);
    await typeAndTab(page, person.password);
    await typeAndTab(page, person.password);
    await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toBeFocused();
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeVisible();

    // 3. 'Change my details' brings back every value typed (the password too: the form keeps it for this step).
    await tabTo(page, page.getByRole('link', { name: 'Change my details' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your employer account' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue(person.fullName);
    await expect(page.getByLabel('Company name')).toHaveValue(person.companyName!);
    await expect(page.getByLabel('E-mail')).toHaveValue(person.email);
    await expect(page.getByLabel('Country code')).toHaveValue('+62');
    await expect(page.getByLabel('Phone number')).toHaveValue(person.phone);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(person.password);
    await expect(page.getByLabel('Confirm password')).toHaveValue(person.password);
    await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeVisible();

    await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
    const code = codeFrom(await waitForMail(person.email, /verification code/, { since }));
    await page.keyboard.type(code);
    await tabTo(page, page.getByRole('button', { name: 'Verify and create my account' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Budi Santoso!' })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Log out' }), { back: true, max: 3 });
    await page.keyboard.press('Enter');
    await expect(page.getByText('You have been signed out.')).toBeVisible();

    await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: /I am hiring/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in as an employer' })).toBeVisible();
    await tabTo(page, page.getByLabel('E-mail'));
    await typeAndTab(page, person.email);
    await page.keyboard.type(person.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/employer\/dashboard$/);

    // 7. The administrator declines the employer: the next page load ends on the sign-in page, saying why.
    await admin('decline', person.email);
    await page.reload();
    await expect(page).toHaveURL(/\/employer\/login$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'You were signed out because your employer account was not approved.',
    );
    await expectAccessible(page, 'employer login after the decline');
  });
});
