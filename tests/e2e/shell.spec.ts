/**
 * The app shell and the public pages as a new user meets them (issue 8): the header's tab order, the mobile menu's
 * keyboard handling, the language picker, the 503 page's "Try again", the About page served in the app, and a FAQ
 * that describes the product as it is today. axe stays clean on each page touched.
 */
import { expect, test, type Page } from './support/playwright';
import { expectAccessible } from './helpers/axe';

type Lng = 'en' | 'id';

async function useLanguage(page: Page, lng: Lng) {
  await page.addInitScript((value) => localStorage.setItem('lng', value), lng);
}

/** What has focus: its tag, its accessible text and where it sits on screen. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const box = element?.getBoundingClientRect();
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      name:
        element?.getAttribute('aria-label') ||
        (element instanceof HTMLSelectElement ? 'select' : (element?.textContent ?? '').trim()),
      x: Math.round(box?.left ?? -1),
      y: Math.round(box?.top ?? -1),
      inHeader: Boolean(element?.closest('header')),
    };
  });
}

/** Tabs from the skip link through the header; returns what got focus there, in order. */
async function headerTabOrder(page: Page) {
  await page.keyboard.press('Tab');
  expect((await focused(page)).name).toBe('Skip to main content');
  const order: Awaited<ReturnType<typeof focused>>[] = [];
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now.inHeader) break;
    order.push(now);
  }
  return order;
}

test.describe('the header', () => {
  test('is tabbed through in the order it reads on a wide screen: logo, navigation, language', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const order = await headerTabOrder(page);
    expect(order.map((item) => item.name)).toEqual([
      'Orbit Jobs',
      'Home',
      'Find jobs',
      'FAQ',
      'Contact us',
      'About us',
      'Sign in',
      'select',
    ]);
    // One row, left to right.
    for (let i = 1; i < order.length; i++) {
      expect(Math.abs(order[i]!.y - order[0]!.y), order[i]!.name).toBeLessThan(20);
      expect(order[i]!.x, `${order[i]!.name} after ${order[i - 1]!.name}`).toBeGreaterThan(order[i - 1]!.x);
    }
  });

  test('is tabbed through in the order it reads on a phone: logo, menu, language', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const order = await headerTabOrder(page);
    expect(order.map((item) => item.name)).toEqual(['Orbit Jobs', 'Menu', 'select']);
    for (let i = 1; i < order.length; i++) expect(order[i]!.x).toBeGreaterThan(order[i - 1]!.x);
  });

  for (const lng of ['en', 'id'] as const) {
    test(`the mobile menu keeps focus inside while open; Escape closes it and returns focus to its button (${lng})`, async ({
      page,
    }) => {
      const text =
        lng === 'en'
          ? { menu: 'Menu', nav: 'Main', first: 'Home', last: 'Sign in' }
          : { menu: 'Menu', nav: 'Utama', first: 'Beranda', last: 'Masuk' };
      await useLanguage(page, lng);
      await page.setViewportSize({ width: 360, height: 740 });
      // The server renders the page: its menu button works once the app has taken over (hydrated).
      await page.goto('/', { waitUntil: 'networkidle' });
      const button = page.getByRole('button', { name: text.menu });
      const nav = page.getByRole('navigation', { name: text.nav });
      await expect(nav).toBeHidden();

      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(nav).toBeVisible();
      await expectAccessible(page, `/ with the menu open (${lng})`);

      // Forward: button → the links → back to the button, never past the menu.
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: text.first })).toBeFocused();
      const links = await nav.getByRole('link').count();
      for (let i = 1; i < links; i++) await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: text.last })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      // Backward from the button: the last link.
      await page.keyboard.press('Shift+Tab');
      await expect(nav.getByRole('link', { name: text.last })).toBeFocused();
      await expect(nav).toBeVisible();

      // Escape from inside the menu: closed, focus back on the button.
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();

      // Escape from the button itself.
      await page.keyboard.press('Enter');
      await expect(nav).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(button).toBeFocused();
    });
  }
});

test.describe('the language picker', () => {
  const HEADINGS = {
    en: 'Find the job that fits your life',
    id: 'Temukan pekerjaan yang cocok dengan hidup Anda',
  };

  test('arrow keys choose a language; Enter applies it', async ({ page }) => {
    const catalogs: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(home|common|errorMsg)-.*\.js$/.test(request.url())) catalogs.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS.en })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const picker = page.getByRole('combobox', { name: 'Language' });
    const loaded = catalogs.length;

    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await expect(picker).toHaveValue('id');
    // Chosen, not applied: the page stays in English and no Indonesian text is fetched.
    await page.waitForTimeout(400);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS.en })).toBeVisible();
    expect(catalogs.length).toBe(loaded);

    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS.id })).toBeVisible();

    // Back to English: up, then Enter.
    const indonesianPicker = page.getByRole('combobox', { name: 'Bahasa' });
    await expect(indonesianPicker).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(300);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS.en })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a choice not applied is dropped when focus leaves; a choice from the list applies at once', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS.en })).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Language' });
    await picker.focus();
    await page.keyboard.press('End');
    await expect(picker).toHaveValue('id');
    await page.keyboard.press('Tab');
    await expect(picker).toHaveValue('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Picking from the open list (as a click or a tap does) applies the language.
    await picker.selectOption({ label: 'Indonesia' });
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS.id })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  });
});

test.describe('the 503 page', () => {
  for (const lng of ['en', 'id'] as const) {
    const text =
      lng === 'en'
        ? {
            retry: 'Try again',
            heading: 'Service temporarily unavailable',
            faq: 'Frequently asked questions',
            contact: 'Contact us',
          }
        : {
            retry: 'Coba lagi',
            heading: 'Layanan sementara tidak tersedia',
            faq: 'Pertanyaan yang sering diajukan',
            contact: 'Hubungi kami',
          };

    test(`'Try again' returns to the page that failed, not to /503 (${lng})`, async ({ page }) => {
      await useLanguage(page, lng);
      await page.goto(`/503?${new URLSearchParams({ from: '/faq' })}`);
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      await expect(page).toHaveTitle(`${text.heading} | Orbit Jobs`);
      await expectAccessible(page, `/503 (${lng})`);
      await page.getByRole('button', { name: text.retry }).click();
      await expect(page).toHaveURL(/\/faq$/);
      await expect(page.getByRole('heading', { level: 1, name: text.faq })).toBeVisible();
    });

    test(`'Try again' returns to the page of this site that led to /503 (${lng})`, async ({
      page,
      baseURL,
    }) => {
      await useLanguage(page, lng);
      await page.goto('/503', { referer: `${baseURL}/contact-us` });
      await page.getByRole('button', { name: text.retry }).click();
      await expect(page).toHaveURL(/\/contact-us$/);
      await expect(page.getByRole('heading', { level: 1, name: text.contact })).toBeVisible();
    });
  }

  test('without a failed page to return to, it offers the way home only', async ({ page }) => {
    await page.goto(`/503?${new URLSearchParams({ from: 'https://example.com/' })}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Service temporarily unavailable' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });
});

test.describe('the About page', () => {
  for (const lng of ['en', 'id'] as const) {
    const text =
      lng === 'en'
        ? {
            heading: 'About us',
            lead: /^Who we are: a job portal made in Indonesia/,
            section: 'What you can do here',
            contact: 'Get in touch',
            phone: 'Phone',
          }
        : {
            heading: 'Tentang kami',
            lead: /^Siapa kami: portal kerja buatan Indonesia/,
            section: 'Yang dapat Anda lakukan di sini',
            contact: 'Hubungi kami',
            phone: 'Telepon',
          };

    test(`is served by the app, from the SEO and settings data (${lng})`, async ({ page }) => {
      const offSite: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && new URL(frame.url()).hostname !== '127.0.0.1')
          offSite.push(frame.url());
      });
      await useLanguage(page, lng);
      await page.goto('/about-us');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      await expect(main.locator('.lead')).toHaveText(text.lead);
      await expect(main.getByRole('heading', { level: 2, name: text.section })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: text.contact })).toBeVisible();
      await expect(main.getByRole('link', { name: 'support@orbitjobs.local' })).toHaveAttribute(
        'href',
        'mailto:support@orbitjobs.local',
      );
      await expect(main.getByText(text.phone, { exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: '+62-2150101234' })).toBeVisible();
      await expect(page).toHaveTitle(`${text.heading} | Orbit Jobs`);
      await page.waitForLoadState('networkidle');
      expect(page.url()).toMatch(/\/about-us$/);
      expect(offSite).toEqual([]);
      await expectAccessible(page, `/about-us (${lng})`);
    });
  }
});

test.describe('the FAQ', () => {
  /** Features the product does not have yet: no answer may promise them. */
  const NOT_YET: Record<Lng, RegExp> = {
    en: /\b(apply|applying|applied|applications?|resumes?|CVs?|recommend\w*|saved? jobs?|save a job|my jobs|job search|search(ing)? (for )?jobs|job alerts?|notifications?|interviews?|shortlist\w*|hired|filters?)\b/i,
    id: /\b(melamar|lamar\w*|pelamar|CV|rekomendasi|direkomendasikan|simpan lowongan|pekerjaan saya|cari lowongan|mencari lowongan|notifikasi|wawancara|daftar pendek|filter)\b/i,
  };
  /** What the product does today: each must be answered. */
  const TODAY: Record<Lng, Record<string, RegExp>> = {
    en: {
      accounts: /create an account/i,
      posting: /post a job/i,
      'sign-in': /sign in/i,
      password: /forgot|new password/i,
      contact: /contact us page/i,
      install: /install/i,
      offline: /without a connection|offline/i,
      languages: /English and Indonesian/,
    },
    id: {
      accounts: /buat akun|membuat akun/i,
      posting: /pasang lowongan/i,
      'sign-in': /\bmasuk\b/i,
      password: /lupa kata sandi|kata sandi baru/i,
      contact: /halaman hubungi kami/i,
      install: /instal|memasang/i,
      offline: /tanpa koneksi|luring/i,
      languages: /bahasa Indonesia dan Inggris/,
    },
  };

  for (const lng of ['en', 'id'] as const) {
    test(`describes what the product does today, and nothing it does not yet do (${lng})`, async ({
      page,
    }) => {
      await useLanguage(page, lng);
      await page.goto('/faq');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lng === 'en' ? 'Frequently asked questions' : 'Pertanyaan yang sering diajukan',
      );
      const items = await page.locator('.faq details').evaluateAll((nodes) =>
        nodes.map((node) => ({
          q: node.querySelector('summary')?.textContent?.trim() ?? '',
          a: node.querySelector('summary + div')?.textContent?.trim() ?? '',
        })),
      );
      expect(items.length).toBeGreaterThanOrEqual(8);
      const promises = items
        .filter((item) => NOT_YET[lng].test(`${item.q} ${item.a}`))
        .map((item) => `${item.q} → ${NOT_YET[lng].exec(`${item.q} ${item.a}`)?.[0]}`);
      expect(promises).toEqual([]);
      const all = items.map((item) => `${item.q} ${item.a}`).join('\n');
      const missing = Object.entries(TODAY[lng])
        .filter(([, pattern]) => !pattern.test(all))
        .map(([topic]) => topic);
      expect(missing).toEqual([]);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).not.toMatch(NOT_YET[lng]);
      await expectAccessible(page, `/faq (${lng})`);
    });
  }
});
