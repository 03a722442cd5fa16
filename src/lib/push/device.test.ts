/**
 * The rules of push on this device (device.ts), with the browser's push parts and the API replaced (jsdom has
 * neither; tests/e2e/push.spec.ts runs the real ones): where the device stands, what turning on and off sends and
 * keeps, and that a start-up refresh re-sends the token only when it changed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_TOKEN_KEY, PUSH_OFF_KEY } from './keys';

const calls: { action: string; body?: unknown }[] = [];
vi.mock('../api', () => ({
  api: async (_module: string, action: string, options: { body?: unknown } = {}) => {
    calls.push({ action, body: options.body });
    return {
      code: 'SUCCESS',
      message: '',
      data: action === 'pushConfig' ? { vapidPublicKey: KEY, fcm: false } : null,
    };
  },
  unwrap: (envelope: { data: unknown }) => envelope.data,
}));

/** A 65-byte key in base64url, as the server's VAPID public key is. */
const KEY = btoa(String.fromCharCode(4, ...Array.from({ length: 64 }, (_, i) => i)))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');

let permission: NotificationPermission;
let subscription: { endpoint: string; key: ArrayBuffer } | null;

function fakeBrowser(answer: NotificationPermission) {
  const toJSON = () => ({ endpoint: subscription!.endpoint, keys: { p256dh: 'p', auth: 'a' } });
  const asObject = () =>
    subscription && {
      options: { applicationServerKey: subscription.key },
      toJSON,
      unsubscribe: async () => {
        subscription = null;
        return true;
      },
    };
  const pushManager = {
    getSubscription: async () => asObject(),
    subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      subscription = {
        endpoint: `https://push.example/${Math.random()}`,
        key: applicationServerKey.buffer as ArrayBuffer,
      };
      return asObject();
    },
  };
  const registration = { pushManager };
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(window, 'PushManager', { value: function PushManager() {}, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
    configurable: true,
  });
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission: async () => (permission = answer),
  });
}

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  permission = 'default';
  subscription = null;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('push on this device', () => {
  it('is unsupported without the browser’s push parts, and says so in the console only', async () => {
    const { pushState, turnOnPush } = await import('./device');
    Object.defineProperty(window, 'PushManager', { value: undefined, configurable: true });
    delete (window as { PushManager?: unknown }).PushManager;
    expect(pushState()).toBe('unsupported');
    expect(await turnOnPush()).toBe('unsupported');
    expect(console.warn).toHaveBeenCalledWith('[push] unsupported-browser');
    expect(calls).toEqual([]);
  });

  it('turns on: asks, subscribes with the server’s key, sends the token once; off forgets it and stays off', async () => {
    fakeBrowser('granted');
    const { pushState, refreshPush, turnOffPush, turnOnPush } = await import('./device');
    expect(pushState()).toBe('ask');
    expect(await turnOnPush()).toBe('on');
    expect(pushState()).toBe('on');
    const token = localStorage.getItem(DEVICE_TOKEN_KEY)!;
    expect(JSON.parse(token)).toMatchObject({ endpoint: subscription!.endpoint });
    expect(calls).toEqual([
      { action: 'pushConfig', body: undefined },
      { action: 'saveDeviceToken', body: { deviceToken: token } },
    ]);

    // A start-up with the same subscription sends nothing; a renewed one is sent.
    calls.length = 0;
    await refreshPush();
    expect(calls.map((c) => c.action)).toEqual(['pushConfig']);
    subscription = null;
    calls.length = 0;
    await refreshPush();
    expect(calls.map((c) => c.action)).toEqual(['pushConfig', 'saveDeviceToken']);

    calls.length = 0;
    const current = localStorage.getItem(DEVICE_TOKEN_KEY);
    await turnOffPush();
    expect(calls).toEqual([{ action: 'removeDeviceToken', body: { deviceToken: current } }]);
    expect(subscription).toBeNull();
    expect(localStorage.getItem(PUSH_OFF_KEY)).toBe('1');
    expect(pushState()).toBe('off');
    calls.length = 0;
    await refreshPush();
    expect(calls).toEqual([]);
  });

  it('a refusal is blocked, a dismissal asks again later; neither subscribes', async () => {
    fakeBrowser('denied');
    const { pushState, turnOnPush } = await import('./device');
    expect(await turnOnPush()).toBe('blocked');
    expect(console.warn).toHaveBeenCalledWith('[push] permission-blocked');
    expect(pushState()).toBe('blocked');
    permission = 'default';
    fakeBrowser('default');
    expect(await turnOnPush()).toBe('dismissed');
    expect(console.warn).toHaveBeenCalledWith('[push] permission-default');
    expect(calls).toEqual([]);
  });
});
