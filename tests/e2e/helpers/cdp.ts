/** Chrome DevTools Protocol access for what Playwright has no API for (push delivery, installability). */
import type { CDPSession, Page } from '@playwright/test';

export async function cdp(page: Page): Promise<CDPSession> {
  return page.context().newCDPSession(page);
}

/**
 * The DevTools id of the service-worker registration whose scope is `scopeUrl`, as needed by
 * ServiceWorker.deliverPushMessage / dispatchSyncEvent. ServiceWorker.enable replays every known registration as
 * a workerRegistrationUpdated event, so we listen first, then enable.
 */
export async function serviceWorkerRegistrationId(session: CDPSession, scopeUrl: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No service worker registration for scope ${scopeUrl} reported by CDP`)),
      10_000,
    );
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const match = registrations.find((r) => r.scopeURL === scopeUrl && !r.isDeleted);
      if (match) {
        clearTimeout(timer);
        resolve(match.registrationId);
      }
    });
    session.send('ServiceWorker.enable').catch(reject);
  });
}

/** Delivers a push message to the registration, as the push service would (the worker's `push` event). */
export async function deliverPush(page: Page, payload: unknown): Promise<void> {
  const session = await cdp(page);
  const origin = new URL(page.url()).origin;
  const registrationId = await serviceWorkerRegistrationId(session, `${origin}/`);
  await session.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(payload),
  });
  await session.detach();
}
