/**
 * Team members (issue 10) as people use them, by labels and roles: an approved employer (the demo company's admin)
 * invites a recruiter; the recruiter opens the link from the real e-mail, sets a password and is signed in, signs in
 * again later, and cannot edit the company or the team; the last administrator is kept; a removed member is signed
 * out at once. axe on the new screens; the join page in Indonesian.
 */
import { expect, test, type Page } from './support/playwright';
import { DEMO, inIndonesian, logOut, newPerson, signIn } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { waitForMail } from './helpers/mail';

async function signInAsAdmin(page: Page) {
  await signIn(page, '/employer/login', DEMO.employer);
  await expect(page).toHaveURL(/\/employer\/dashboard/);
}

/** The member's entry in the team list. */
const memberItem = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });

test('an admin invites a recruiter, who joins from the e-mail and cannot edit the company', async ({
  page,
  browser,
}) => {
  // Two browsers, a real e-mail and four axe passes (each several seconds on a small machine).
  test.setTimeout(150_000);
  const recruiter = newPerson('recruiter', { fullName: 'Dewi Lestari' });
  const since = Date.now() - 1000;

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Team members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team members' })).toBeVisible();
  await expect(memberItem(page, `${DEMO.employer.fullName} (You)`)).toBeVisible();
  await expectAccessible(page, 'team');

  // Nothing filled: the shared schema names what is missing, under each field.
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Full name is required.')).toBeVisible();
  await expect(page.getByText('Role is required.')).toBeVisible();
  await page.getByLabel('Full name').fill(recruiter.fullName);
  await page.getByLabel('E-mail', { exact: true }).fill(recruiter.email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Recruiter' });
  await page.getByLabel(/^Job title/).fill('Talent Acquisition');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${recruiter.email}.`)).toBeVisible();
  const invited = memberItem(page, recruiter.fullName);
  await expect(invited.getByText('Invited', { exact: true })).toBeVisible();
  await expect(invited.getByText('Talent Acquisition')).toBeVisible();
  await expect(invited.getByText('Recruiter', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('');

  // The only administrator who can act cannot step down.
  await memberItem(page, `${DEMO.employer.fullName} (You)`)
    .getByRole('button', { name: /^Make recruiter/ })
    .click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Your company needs at least one administrator: make another member an administrator first.',
  );

  // The recruiter's side, in a browser of their own: the link from the real e-mail.
  const mail = await waitForMail(recruiter.email, /Join the .+ team on Orbit Jobs/, { since });
  expect(mail.text).toContain(`${DEMO.employer.fullName} invited you to join`);
  const link = /https?:\/\/\S+\/employer\/join\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const context = await browser.newContext();
  const other = await context.newPage();
  try {
    const url = new URL(link!);
    await other.goto(`${url.pathname}${url.search}`);
    await expect(other.getByRole('heading', { level: 1, name: 'Join your team' })).toBeVisible();
    await expectAccessible(other, 'join');
    await other.getByLabel('Password', { exact: true }).fill(recruiter.password);
    await other.getByLabel('Confirm password').fill(`${recruiter.password}x`);
    await other.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(other.getByText('The passwords do not match.')).toBeVisible();
    await other.getByLabel('Confirm password').fill(recruiter.password);
    await other.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(other).toHaveURL(/\/employer\/dashboard$/);
    await expect(
      other.getByRole('heading', { level: 1, name: `Welcome, ${recruiter.fullName}!` }),
    ).toBeVisible();

    // The link worked once.
    await other.goto(`${url.pathname}${url.search}`);
    await other.getByLabel('Password', { exact: true }).fill(recruiter.password);
    await other.getByLabel('Confirm password').fill(recruiter.password);
    await other.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(other.getByRole('main').getByRole('alert')).toHaveText(
      'This invitation link was already used. Sign in with the password you set.',
    );

    // A recruiter: the team page says it is for administrators, and the company cannot be changed.
    await other.goto('/employer/team');
    await expect(other.getByRole('heading', { level: 1, name: 'Team members' })).toBeVisible();
    await expect(
      other.getByText('Only an administrator of your company can manage the team.', { exact: false }),
    ).toBeVisible();
    await expect(other.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
    await expectAccessible(other, 'team (recruiter)');
    const refused = await other.evaluate(async () => {
      const res = await fetch('/client/api/v1/company/update', {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `jwt ${localStorage.getItem('token')}`,
        },
        body: JSON.stringify({ companyName: 'Taken Over' }),
      });
      return { status: res.status, message: ((await res.json()) as { message: string }).message };
    });
    expect(refused).toEqual({
      status: 403,
      message: 'Only an administrator of the company can change its profile.',
    });

    // The password works for signing in again.
    await logOut(other);
    await signIn(other, '/employer/login', recruiter);
    await expect(other).toHaveURL(/\/employer\/dashboard$/);

    // The admin sees the recruiter joined, then removes them: they are signed out at once.
    await page.reload();
    const joined = memberItem(page, recruiter.fullName);
    await expect(joined.getByText('Active', { exact: true })).toBeVisible();
    await joined.getByRole('button', { name: /^Remove/ }).click();
    const dialog = page.getByRole('dialog', { name: `Remove ${recruiter.fullName}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessible(page, 'remove dialog');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Team member removed.')).toBeVisible();
    await expect(memberItem(page, recruiter.fullName)).toHaveCount(0);

    await other.goto('/employer/team');
    await expect(other).toHaveURL(/\/employer\/login$/);
    await signIn(other, '/employer/login', recruiter);
    await expect(
      other
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: 'The e-mail or password is not correct.' }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the join page reads in Indonesian and says when its link is incomplete', async ({ page }) => {
  await inIndonesian(page);
  await page.goto('/employer/join');
  await expect(page.getByRole('heading', { level: 1, name: 'Bergabung dengan tim Anda' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Tautan ini tidak lengkap.');
  await expect(page.getByLabel('Kata sandi', { exact: true })).toHaveCount(0);
  await expectAccessible(page, 'join (id)');

  await page.goto(`/employer/join?token=${'A'.repeat(43)}`);
  await page.getByLabel('Kata sandi', { exact: true }).fill('Rendang-Padang77');
  await page.getByLabel('Konfirmasi kata sandi').fill('Rendang-Padang77');
  await page.getByRole('button', { name: 'Buat kata sandi dan masuk' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Tautan undangan ini tidak valid. Minta admin perusahaan Anda untuk mengundang Anda lagi.',
  );
});

test('the team page reads in Indonesian and fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await inIndonesian(page);
  await page.goto('/employer/login');
  await page.getByLabel(/^E-?mail$/).fill(DEMO.employer.email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(DEMO.employer.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard/);
  await page.goto('/employer/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Anggota tim' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Undang anggota tim' })).toBeVisible();
  await page.getByRole('button', { name: 'Kirim undangan' }).click();
  await expect(page.getByText('Nama lengkap wajib diisi.')).toBeVisible();
  await expect(page.getByText('Peran wajib diisi.')).toBeVisible();
  await page.getByLabel('Peran', { exact: true }).selectOption({ label: 'Perekrut' });
  const width = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(width.page).toBeLessThanOrEqual(width.screen);
  await expectAccessible(page, 'team (id, 360 px)');
});
