/**
 * No link leads nowhere (issue 11): from the public pages, a guest and a signed-in candidate, in English and in
 * Indonesian, follow the links of every page they reach; every address of this site that a link names must answer
 * without an error (the server answers 404 for an address the app has no page for, and for a job or company that
 * is gone). Pages of one kind (a job, a company, a search) are opened a few times, not all 300; every link found is
 * still checked.
 */
import { expect, test, type Page } from './support/playwright';
import { DEMO, inIndonesian, signIn } from './helpers/accounts';

/** Kinds of page opened at most this many times each (their links are alike). */
const KINDS: [RegExp, number][] = [
  [/^\/jobsseekers\/job-detail\//, 3],
  [/^\/jobsseekers\/company-profile\?/, 2],
  [/^\/jobsseekers\/browse-jobs\?/, 3],
];
const MAX_PAGES = 30;
const START = ['/', '/jobsseekers/browse-jobs', '/faq', '/about-us', '/contact-us', '/jobsseekers/login'];

async function crawl(page: Page) {
  const origin = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin;
  const status = new Map<string, number>();
  const broken: string[] = [];
  const queue = [...START];
  const opened = new Set<string>();
  const perKind = new Map<RegExp, number>();
  while (queue.length > 0 && opened.size < MAX_PAGES) {
    const address = queue.shift()!;
    if (opened.has(address)) continue;
    const kind = KINDS.find(([pattern]) => pattern.test(address));
    if (kind) {
      const seen = perKind.get(kind[0]) ?? 0;
      if (seen >= kind[1]) continue;
      perKind.set(kind[0], seen + 1);
    }
    opened.add(address);
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    const hrefs = await page.$$eval('a[href]', (links) =>
      links.map((link) => (link as HTMLAnchorElement).href),
    );
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const target = `${url.pathname}${url.search}`;
      if (status.has(target)) continue;
      // As a browser asks for a page (the server answers page addresses to HTML requests).
      const res = await page.request.get(target, { headers: { accept: 'text/html' } });
      status.set(target, res.status());
      if (res.status() >= 400) broken.push(`${target} answers ${res.status()} (a link on ${address})`);
      else queue.push(target);
    }
  }
  return { broken, opened: opened.size, checked: status.size };
}

for (const who of ['guest', 'candidate'] as const) {
  for (const lng of ['en', 'id'] as const) {
    test(`every link of the pages a ${who} reaches leads somewhere (${lng})`, async ({ page }) => {
      test.setTimeout(120_000);
      if (lng === 'id') await inIndonesian(page);
      if (who === 'candidate') {
        await signIn(
          page,
          '/jobsseekers/login',
          DEMO.candidate,
          lng === 'id' ? { email: 'Email', password: 'Kata sandi', submit: 'Masuk' } : undefined,
        );
        await expect(page).toHaveURL(/\/jobsseekers\/profile-setup$/);
      }
      const { broken, opened, checked } = await crawl(page);
      expect(opened).toBeGreaterThan(15);
      expect(checked).toBeGreaterThan(40);
      expect(broken).toEqual([]);
    });
  }
}
