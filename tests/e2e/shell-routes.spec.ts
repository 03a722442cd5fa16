/**
 * A walk over the app's route table (src/app/routes.tsx, read as the app declares it): every address it names, as a
 * guest and signed in as each role, in English and Indonesian, must
 *
 * - show a page: a main region with text and one first-level heading (never an empty screen, as /employer and
 *   /jobsseekers once were);
 * - find the SEO row it asks for (seo/…/page/<name> answering 404 means the page's row was never seeded);
 * - have a document title that says what its heading says ("<heading> | Orbit Jobs"), except where the heading is a
 *   greeting or the home page's headline (listed below with the title they must have instead).
 *
 * And the bare role prefixes lead somewhere: a guest to the role's sign-in page, a signed-in user to their home.
 */
import { expect, test, type Page, type Response } from './support/playwright';
import { loadAppRoutes, type AppRoute } from './helpers/appRoutes';

const SITE = 'Orbit Jobs';

const DEMO = {
  candidate: {
    email: 'candidate@demo.orbitjobs.local',
    password: 'Demo12345',
    base: '/jobsseekers',
    home: '/jobsseekers/profile-setup',
  },
  employer: {
    email: 'employer@demo.orbitjobs.local',
    password: 'Demo12345',
    base: '/employer',
    home: '/employer/dashboard',
  },
} as const;
type Who = 'guest' | keyof typeof DEMO;

/** Pages whose heading is not their name: the title they carry instead, by language. */
const TITLE_NOT_HEADING: Record<string, Record<'en' | 'id', string>> = {
  // The hero headline; the title is the search-engine phrase.
  '/': { en: 'Find jobs in Indonesia', id: 'Cari lowongan kerja di Indonesia' },
  // "Welcome, <name>!"
  '/jobsseekers/profile-setup': { en: 'Set up your profile', id: 'Lengkapi profil Anda' },
  '/employer/dashboard': { en: 'Dashboard', id: 'Dasbor' },
};

/** Tabs walking the routes at once (the walk is mostly waiting; more would only contend for two cores). */
const TABS = 3;

// The SEO rows are read by the app, not by the service worker's cache, in this walk.
test.use({ serviceWorkers: 'block' });

let routes: AppRoute[] = [];
test.beforeAll(async () => {
  routes = await loadAppRoutes();
});

async function signIn(page: Page, who: keyof typeof DEMO): Promise<void> {
  const account = DEMO[who];
  await page.goto(`${account.base}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${account.home}$`));
}

interface Visit {
  url: string;
  landed: string;
  heading: string;
  title: string;
  text: number;
  headings: number;
  missingSeo: string[];
}

async function visit(page: Page, url: string): Promise<Visit> {
  const missingSeo: string[] = [];
  const onResponse = (response: Response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/client/api/v1/seo/') && response.status() === 404) missingSeo.push(pathname);
  };
  page.on('response', onResponse);
  try {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    // The page module, its texts and its SEO row have arrived; give React the frame to apply them.
    await page
      .locator('main h1')
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    const state = await page.evaluate(() => {
      const main = document.querySelector('main');
      const headings = main ? Array.from(main.querySelectorAll('h1')) : [];
      return {
        landed: location.pathname,
        heading: (headings[0]?.textContent ?? '').replace(/\s+/g, ' ').trim(),
        headings: headings.length,
        title: document.title.replace(/\s+/g, ' ').trim(),
        text: (main?.innerText ?? '').trim().length,
      };
    });
    return { url, missingSeo: [...new Set(missingSeo)], ...state };
  } finally {
    page.off('response', onResponse);
  }
}

function problems(v: Visit, lng: 'en' | 'id'): string[] {
  const where = v.landed === v.url ? v.url : `${v.url} → ${v.landed}`;
  const out: string[] = [];
  if (v.text === 0 || v.headings !== 1 || !v.heading) {
    out.push(`${where}: empty page (text ${v.text}, ${v.headings} h1 "${v.heading}")`);
  }
  for (const path of v.missingSeo) out.push(`${where}: SEO row missing (${path} answered 404)`);
  const name = TITLE_NOT_HEADING[v.landed]?.[lng] ?? v.heading;
  if (v.heading && v.title !== `${name} | ${SITE}`) {
    out.push(`${where}: title "${v.title}" does not match heading "${v.heading}"`);
  }
  return out;
}

for (const who of ['guest', 'candidate', 'employer'] as const satisfies readonly Who[]) {
  for (const lng of ['en', 'id'] as const) {
    test(`every route shows a page with its SEO row and a title like its heading (${who}, ${lng})`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      expect(routes.length).toBeGreaterThan(20);
      if (who === 'guest') await page.goto('/');
      else await signIn(page, who);
      await page.evaluate((value) => localStorage.setItem('lng', value), lng);
      // Most of a visit is waiting (the page's chunks, its SEO row, the network going quiet): the routes are shared
      // out among a few tabs of the same session, each visiting its share in turn.
      const tabs = [
        page,
        ...(await Promise.all(Array.from({ length: TABS - 1 }, () => page.context().newPage()))),
      ];
      const found = await Promise.all(
        tabs.map(async (tab, i) => {
          const out: string[] = [];
          for (const route of routes.filter((_, j) => j % TABS === i))
            out.push(...problems(await visit(tab, route.url), lng));
          return out;
        }),
      );
      expect(found.flat()).toEqual([]);
    });
  }
}

test('/jobsseekers and /employer lead a guest to the sign-in page of their role', async ({ page }) => {
  await page.goto('/jobsseekers');
  await expect(page).toHaveURL(/\/jobsseekers\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in as a job seeker' })).toBeVisible();
  await page.goto('/employer');
  await expect(page).toHaveURL(/\/employer\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in as an employer' })).toBeVisible();
});

test('/jobsseekers and /employer lead a signed-in user to their home', async ({ page }) => {
  await signIn(page, 'candidate');
  await page.goto('/jobsseekers');
  await expect(page).toHaveURL(/\/jobsseekers\/profile-setup$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await page.goto('/employer');
  await expect(page).toHaveURL(/\/jobsseekers\/profile-setup$/);
});

test('/employer leads a signed-in employer to the dashboard', async ({ page }) => {
  await signIn(page, 'employer');
  await page.goto('/employer');
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
});
