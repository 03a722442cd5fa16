/**
 * Public pages arrive with their content in the HTML (src/entry-server.tsx, server/http/pages.ts): the served HTML,
 * fetched without JavaScript, holds the page's heading in the visitor's language (the language cookie, else
 * Accept-Language), and the browser then takes the page over without a hydration error and works as before.
 */
import { expect, test, type ConsoleMessage, type Page } from './support/playwright';

const PAGES = [
  { path: '/', en: 'Find the job that fits your life', id: 'Temukan pekerjaan yang cocok dengan hidup Anda' },
  { path: '/jobsseekers/login', en: 'Sign in as a job seeker', id: 'Masuk sebagai pencari kerja' },
  { path: '/employer/login', en: 'Sign in as an employer', id: 'Masuk sebagai pemberi kerja' },
  { path: '/privacy-policy', en: 'Privacy policy', id: 'Kebijakan privasi' },
];

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

for (const { path, en, id } of PAGES) {
  test(`${path} is in the first HTML, in English and in Indonesian`, async ({ request }) => {
    const english = await request.get(path, {
      headers: { accept: 'text/html', 'accept-language': 'en-US,en' },
    });
    expect(english.status()).toBe(200);
    const englishHtml = await english.text();
    expect(h1(englishHtml)).toBe(en);
    expect(englishHtml).toContain('<html lang="en"');
    // Its scripts are asked for once it has painted (server/http/paintFirst.ts), by the loader after its state.
    expect(englishHtml.split('</head>')[0]).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(englishHtml).toMatch(
      /<\/script><script data-entry="\/assets\/index-[^"]+\.js" data-preload="[^"]*">/,
    );

    const byHeader = await request.get(path, {
      headers: { accept: 'text/html', 'accept-language': 'id-ID,id;q=0.9' },
    });
    expect(h1(await byHeader.text())).toBe(id);

    // The cookie (the choice made in the app) wins over the browser's languages.
    const byCookie = await request.get(path, {
      headers: { accept: 'text/html', 'accept-language': 'en-US', cookie: 'lng=id' },
    });
    const cookieHtml = await byCookie.text();
    expect(h1(cookieHtml)).toBe(id);
    expect(cookieHtml).toContain('<html lang="id"');
    expect(byCookie.headers()['vary']).toMatch(/cookie/i);
  });
}

test('a signed-in visitor gets the app shell, not a guest page', async ({ request }) => {
  const res = await request.get('/', {
    headers: { accept: 'text/html', cookie: 'token=some.session.token' },
  });
  expect(h1(await res.text())).toBeUndefined();
});

test('a repeated visit revalidates the page with its ETag', async ({ request }) => {
  const first = await request.get('/privacy-policy', { headers: { accept: 'text/html' } });
  const etag = first.headers()['etag'];
  expect(etag).toBeTruthy();
  const again = await request.get('/privacy-policy', {
    headers: { accept: 'text/html', 'if-none-match': etag! },
  });
  expect(again.status()).toBe(304);
});

/** Holds the app's scripts back until the returned function is called: the page is the server's HTML alone. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('in the browser', () => {
  test.use({ serviceWorkers: 'block' });

  const problems = (messages: ConsoleMessage[]) =>
    messages
      .filter((message) => message.type() === 'error' || /hydrat/i.test(message.text()))
      .map((message) => message.text());

  test('the home page hydrates without errors and still works', async ({ page }) => {
    const messages: ConsoleMessage[] = [];
    page.on('console', (message) => messages.push(message));
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));

    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find the job that fits your life' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Information Technology' })).toBeVisible();
    // The server's markup was kept, not replaced: the element rendered on the server is the one on the page.
    expect(await page.evaluate(() => document.querySelectorAll('title').length)).toBe(1);

    // It works as before: typing in the search box and following a link.
    await page.getByRole('searchbox', { name: /search/i }).fill('akuntan');
    await expect(page.getByRole('searchbox', { name: /search/i })).toHaveValue('akuntan');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

    expect(problems(messages)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the sign-in page hydrates in Indonesian from the cookie without errors', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'lng', value: 'id', url: test.info().project.use.baseURL! }]);
    const messages: ConsoleMessage[] = [];
    page.on('console', (message) => messages.push(message));

    await page.goto('/jobsseekers/login', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Masuk sebagai pencari kerja' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    // The form answers in the page's language.
    await page.getByRole('button', { name: /^Masuk$/ }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    expect(problems(messages)).toEqual([]);
  });

  test('a form rendered on the server cannot be sent before the app has taken it over', async ({ page }) => {
    // Hold the app's scripts back: the page is the server's HTML alone for a while.
    const release = await holdScripts(page);
    await page.goto('/jobsseekers/login', { waitUntil: 'commit' });
    await page.getByLabel('E-mail', { exact: true }).fill('candidate@demo.orbitjobs.local');
    await page.getByLabel('Password', { exact: true }).fill('Demo12345');
    const signIn = page.getByRole('main').getByRole('button', { name: 'Sign in' });
    await expect(signIn).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).not.toContain('Demo12345');

    // Once the app runs, what was typed is still there and the button works.
    release();
    await expect(signIn).toBeEnabled();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('candidate@demo.orbitjobs.local');
    expect(page.url()).not.toContain('Demo12345');
  });

  test('words typed into the home search before the app has taken the page over are what is searched', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Search jobs' });
    await box.fill('engineer');
    release();
    // Once the app runs, the box still holds the words, and Search uses them.
    await page.waitForLoadState('networkidle');
    await expect(box).toHaveValue('engineer');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/jobsseekers\/browse-jobs\?search=engineer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeVisible();
  });
});

test('without JavaScript, the home search still leads to the jobs found', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('engineer');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/jobsseekers\/browse-jobs\?search=engineer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeVisible();
  await context.close();
});
