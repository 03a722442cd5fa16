/**
 * Playwright as the specs use it: a server-rendered page (one the server sent with its loader,
 * server/http/paintFirst.ts) asks for its scripts only once it has painted, often after the `load` event that
 * `page.goto` and `page.reload` wait for; the page reads and its links work before, but its widgets (menus, pickers,
 * filters) are the app's only once hydrated. So after a navigation that waited for `load`, such a page is waited for
 * until the app has marked it as its own (`data-ready` on <html>, src/main.tsx), as a person would find it a moment
 * later. Waiting for the network to go idle was not enough in full runs (likely it went idle before a busy machine had
 * painted). Everything else is @playwright/test's own.
 */
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Until the app has taken the page over, when it is a server-rendered one (its loader is in the HTML). */
async function untilTakenOver(page: Page): Promise<void> {
  if ((await page.locator('script[data-entry]').count()) > 0) {
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  }
}

export const test = base.extend<{ closeOwnContexts: void }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if ((options?.waitUntil ?? 'load') === 'load') await untilTakenOver(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if ((options?.waitUntil ?? 'load') === 'load') await untilTakenOver(page);
      return response;
    };
    await use(page);
  },
  /**
   * A context a test opens itself (`browser.newContext()`, for a second person) lives as long as the worker's browser
   * unless the test closes it, and its pages go on working as their user: the header polls the unread count every 30 s
   * in the page's language, which the server keeps as the account's (the language of its mails and pushes). A demo
   * employer's Indonesian page left open by one spec made another spec's English push arrive in Indonesian. So every
   * context a test opened is closed when it ends, pass or fail (the test's own `context` is closed by Playwright).
   */
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});
