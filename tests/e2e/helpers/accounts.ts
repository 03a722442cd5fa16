/** People for the account flows (unique per test, so the suite can re-run on one database) and their sign-up. */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { codeFrom, waitForMail } from './mail';

export interface Person {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  companyName?: string;
}

let sequence = 0;

export function newPerson(prefix: string, extra: Partial<Person> = {}): Person {
  const id = `${Date.now()}${String(++sequence).padStart(2, '0')}${Math.floor(Math.random() * 10)}`;
  return {
    fullName: 'Siti Rahma',
    email: `${prefix}.${id}@example.com`,
    phone: `8${id.slice(-11)}`,
    password: `Orbit${id.slice(-5)}x`,
    ...extra,
  };
}

/** Types a code into the 6 boxes as a person would: focus the first box, type the digits (focus moves on). */
export async function typeCode(page: Page, code: string, digitLabel = 'Digit 1 of 6'): Promise<void> {
  await page.getByRole('textbox', { name: digitLabel, exact: true }).click();
  await page.keyboard.type(code, { delay: 30 });
}

/** Pastes a code into the first box (a real `paste` event carrying the text, as the clipboard would deliver it). */
export async function pasteCode(page: Page, code: string, digitLabel = 'Digit 1 of 6'): Promise<void> {
  const box = page.getByRole('textbox', { name: digitLabel, exact: true });
  await box.focus();
  await box.evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
}

/**
 * From now on the page's context comes from an address of its own (100.64.0.0/10, the carrier-grade NAT range), as
 * each person signing up does: the e2e server trusts the loopback proxy's X-Forwarded-For (E2E_SERVER_ENV), so the
 * per-address limits on sign-up codes (10 in 10 minutes) count each person apart instead of the whole suite as one.
 */
export async function fromOwnAddress(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders(ownAddress());
}

/** The header that names a new client address (for API requests: `request.post(url, { headers: ownAddress() })`). */
export function ownAddress(): Record<string, string> {
  const byte = () => Math.floor(Math.random() * 256);
  return { 'X-Forwarded-For': `100.${64 + Math.floor(Math.random() * 64)}.${byte()}.${byte()}` };
}

/** Fills the English sign-up form of either role and continues to the code screen (from an address of its own). */
export async function fillRegistration(page: Page, person: Person): Promise<void> {
  await fromOwnAddress(page);
  await page.getByLabel('Full name').fill(person.fullName);
  if (person.companyName) await page.getByLabel('Company name').fill(person.companyName);
  await page.getByLabel('E-mail').fill(person.email);
  await expect(page.getByLabel('Country code')).toHaveValue('+62');
  await page.getByLabel('Phone number').fill(person.phone);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Signs a new candidate up through the UI (English) and returns once the profile-setup page shows. */
export async function registerCandidate(page: Page, person: Person): Promise<void> {
  const since = Date.now() - 1000;
  await page.goto('/jobsseekers/register');
  await fillRegistration(page, person);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeVisible();
  const mail = await waitForMail(person.email, /verification code/, { since });
  await typeCode(page, codeFrom(mail));
  await page.getByRole('button', { name: 'Verify and create my account' }).click();
  await expect(page).toHaveURL(/\/jobsseekers\/profile-setup$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${person.fullName}!` })).toBeVisible();
}

/** Signs a new employer up through the UI (English) and returns on the dashboard (the account still PENDING). */
export async function registerEmployer(page: Page, person: Person): Promise<void> {
  const since = Date.now() - 1000;
  await page.goto('/employer/register');
  await fillRegistration(page, person);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeVisible();
  const mail = await waitForMail(person.email, /verification code/, { since });
  await typeCode(page, codeFrom(mail));
  await page.getByRole('button', { name: 'Verify and create my account' }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
}

/** The header's Logout: the server's message as a toast, back on the home page, signed out. */
export async function logOut(
  page: Page,
  toast = 'You have been signed out.',
  signIn = 'Sign in',
): Promise<void> {
  await page.getByRole('button', { name: /^(Log out|Keluar)$/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(toast)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: /^(Main|Utama)$/ }).getByRole('link', { name: signIn }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Log out|Keluar)$/ })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

/** Signs `person` in on the sign-in page at `path`, or on the one the page is showing (null: reached by a link). */
export async function signIn(
  page: Page,
  path: string | null,
  person: Pick<Person, 'email' | 'password'>,
  labels = { email: 'E-mail', password: 'Password', submit: 'Sign in' },
) {
  // Each test's person signs in from their own address: the per-address limit (10 sign-ins a minute) is theirs.
  await fromOwnAddress(page);
  if (path !== null) await page.goto(path);
  await page.getByLabel(labels.email).fill(person.email);
  await page.getByLabel(labels.password, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** The demo accounts the server seeds on its empty e2e database (server/db/seed/demo.ts). */
export const DEMO = {
  candidate: { email: 'candidate@demo.orbitjobs.local', password: 'Demo12345', fullName: 'Sari Wulandari' },
  employer: { email: 'employer@demo.orbitjobs.local', password: 'Demo12345', fullName: 'Budi Santoso' },
} as const;

/** Opens every page of the test in Indonesian, as for a person who chose it before. */
export async function inIndonesian(page: Page): Promise<void> {
  // Both places the app keeps the choice: storage for the app, the cookie for the server's first HTML. With only
  // one, the server would render English and the app render the page again in Indonesian, replacing what a test had
  // begun to type in the English form.
  await page.context().addCookies([{ name: 'lng', value: 'id', url: test.info().project.use.baseURL! }]);
  await page.addInitScript(() => localStorage.setItem('lng', 'id'));
}

/**
 * Moves the focus with the keyboard only, as a person without a mouse would: Tab (or Shift+Tab) until the target has
 * it, failing when it is not reached within `max` presses (it is then not in the tab order where it should be).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 40 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Types into the focused field, then Tab to the next one. */
export async function typeAndTab(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}
