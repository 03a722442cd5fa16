/**
 * Push in e2e. Chromium's real push service (FCM) is outside this machine, so a page's PushManager is given a
 * subscription on the tests' loopback push service (tests/support/pushService.ts) instead: the app subscribes and
 * sends it to the server as it would a real one, the server encrypts and signs for it, the loopback service checks
 * and decrypts, and hands the payload to the browser's worker through DevTools (ServiceWorker.deliverPushMessage) —
 * the step the real push service would do.
 *
 * The browser's own permission question cannot be answered from a test either: the page sees 'default' until the
 * app asks, and the answer `answer` (the context has the permission granted, so notifications really show).
 */
import type { Page } from '@playwright/test';
import type { TestSubscription } from '../../support/pushService';

export async function fakePushManager(
  page: Page,
  subscription: TestSubscription,
  answer: NotificationPermission = 'granted',
): Promise<void> {
  await page.addInitScript(
    ([sub, reply]) => {
      Object.defineProperty(Notification, 'permission', {
        configurable: true,
        get: () => (sessionStorage.getItem('test:permission') ?? 'default') as NotificationPermission,
      });
      Notification.requestPermission = async () => {
        sessionStorage.setItem('test:permission', reply);
        return reply;
      };
      const stored = () => {
        const key = localStorage.getItem('test:subscriptionKey');
        if (!key) return null;
        return {
          endpoint: sub.endpoint,
          expirationTime: null,
          options: {
            userVisibleOnly: true,
            applicationServerKey: Uint8Array.from(JSON.parse(key) as number[]).buffer,
          },
          toJSON: () => sub,
          getKey: () => null,
          unsubscribe: async () => {
            localStorage.removeItem('test:subscriptionKey');
            return true;
          },
        } as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => stored();
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const key = options?.applicationServerKey;
        const bytes =
          key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array((key as ArrayBufferView).buffer);
        localStorage.setItem('test:subscriptionKey', JSON.stringify([...bytes]));
        return stored()!;
      };
    },
    [subscription, answer] as const,
  );
}
