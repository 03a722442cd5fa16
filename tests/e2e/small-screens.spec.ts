/**
 * Small phones (issue 8): every page a guest can open (the app's route table: the public pages and the sign-in and
 * sign-up pages of both roles), at 320 px and 360 px wide, in English and Indonesian, fits the screen: the page is
 * no wider than the viewport (no sideways scrolling) and no text overflows its box, placeholders included. axe stays
 * clean at 320 px.
 */
import { expect, test, type Page } from './support/playwright';
import { expectAccessible } from './helpers/axe';
import { loadAppRoutes, type AppRoute } from './helpers/appRoutes';

let routes: AppRoute[] = [];
test.beforeAll(async () => {
  routes = await loadAppRoutes();
});

/** What does not fit on the page shown, described for a failure message (empty when everything fits). */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > viewport) found.push(`the page is ${pageWidth} px wide on a ${viewport} px screen`);

    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const cls =
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : '';
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${cls} "${text}"`;
    };
    /** Hidden from sight on purpose: not rendered, or clipped to a pixel for screen readers. */
    const hidden = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
        if (style.clip !== 'auto' && style.position === 'absolute') return true;
      }
      return false;
    };
    const canvas = document.createElement('canvas').getContext('2d')!;
    const textWidth = (text: string, style: CSSStyleDeclaration) => {
      canvas.font = style.font;
      return canvas.measureText(text).width;
    };

    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.display === 'contents' || element.tagName === 'svg') continue;
      if (element.closest('svg') || hidden(element)) continue;
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue; // a deliberate scroll area
      if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        found.push(
          `${describe(element)} overflows its box: ${element.scrollWidth} px in ${element.clientWidth} px`,
        );
      }
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.right > viewport + 1 || box.left < -1)) {
        found.push(
          `${describe(element)} sticks out of the screen (${Math.round(box.left)}–${Math.round(box.right)} px)`,
        );
      }
      if (element instanceof HTMLInputElement && element.placeholder) {
        const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const needed = textWidth(element.placeholder, style);
        if (needed > room + 1) {
          found.push(
            `the placeholder "${element.placeholder}" is cut: ${Math.ceil(needed)} px in ${Math.floor(room)} px`,
          );
        }
      }
      if (element instanceof HTMLSelectElement && element.selectedOptions[0]) {
        // The arrow takes about 20 px of the content box.
        const room =
          element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        const needed = textWidth(element.selectedOptions[0].text, style);
        if (needed > room + 1)
          found.push(`the choice "${element.selectedOptions[0].text}" of a picker is cut`);
      }
    }
    return found;
  });
}

/** Tabs visiting the pages at once. */
const TABS = 3;

for (const width of [320, 360]) {
  for (const lng of ['en', 'id'] as const) {
    test(`every public and sign-in page fits a ${width} px screen (${lng})`, async ({ page, baseURL }) => {
      test.setTimeout(180_000);
      expect(routes.length).toBeGreaterThan(20);
      // The pages are shared out among a few tabs of one browser context, each visiting its share in turn (a visit
      // is mostly waiting for the network to go quiet).
      const tabs = [
        page,
        ...(await Promise.all(Array.from({ length: TABS - 1 }, () => page.context().newPage()))),
      ];
      const found: string[] = [];
      await Promise.all(
        tabs.map(async (tab, i) => {
          await tab.setViewportSize({ width, height: 640 });
          await tab.addInitScript((value) => localStorage.setItem('lng', value), lng);
          for (const route of routes.filter((_, j) => j % TABS === i)) {
            await tab.goto(route.url);
            await tab.waitForLoadState('networkidle');
            if (new URL(tab.url()).origin !== new URL(baseURL!).origin) {
              found.push(`${route.url}: left the site for ${tab.url()}`);
              continue;
            }
            // An empty page is the route walk's to report (shell-routes.spec.ts); here it has nothing to overflow.
            await tab
              .locator('main h1')
              .first()
              .waitFor({ timeout: 5_000 })
              .catch(() => undefined);
            const where = new URL(tab.url()).pathname;
            found.push(...(await overflows(tab)).map((problem) => `${where}: ${problem}`));
            if (width === 320 && route.url === '/') await expectAccessible(tab, `/ at 320 px (${lng})`);
          }
        }),
      );
      expect([...new Set(found)]).toEqual([]);
    });
  }
}
