/**
 * The loopback push service of tests/support/pushService.ts against the real `web-push` package, so that the app's
 * push tests can trust what it accepts and refuses: an aes128gcm message with a good VAPID JWT is decrypted and
 * recorded (TTL, Urgency, VAPID subject and key); another VAPID key is 403, an expired JWT 401, a tampered body 400,
 * an unknown endpoint 404, a missing TTL or another Content-Encoding 400, a body over 4096 bytes 413, and `answer()`
 * makes an endpoint Gone (410) — none of them recorded. A failing onMessage listener is logged, not the sender's
 * error. `waitFor` resolves for a later message and rejects on timeout.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webpush, { type RequestOptions } from 'web-push';
import { plainHttpAgent } from '../../../server/modules/push/sender.js';
import { type PushService, startPushService } from '../../support/pushService.js';

const vapid = webpush.generateVAPIDKeys();
const agent = plainHttpAgent();
const options = (keys = vapid): RequestOptions => ({
  vapidDetails: { subject: 'mailto:ops@example.com', publicKey: keys.publicKey, privateKey: keys.privateKey },
  TTL: 60,
  urgency: 'high',
  contentEncoding: 'aes128gcm',
  agent,
});
const message = JSON.stringify({ notification: { title: 'T', body: 'B', click_action: '/x' } });

/** web-push's rejection (a WebPushError) as its status code. */
const statusOf = (sending: Promise<unknown>) =>
  sending.then(
    () => 'sent',
    (error: { statusCode?: number }) => error.statusCode,
  );

/** POSTs web-push's request details with node's fetch (plain strings; fetch sets Content-Length itself). */
const post = (
  details: webpush.RequestDetails,
  change: { body?: Buffer; headers?: Record<string, string | undefined> } = {},
) => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...details.headers, ...change.headers }))
    if (name.toLowerCase() !== 'content-length' && value !== undefined) headers[name] = String(value);
  const body = change.body ?? details.body;
  return fetch(details.endpoint, { method: 'POST', headers, body: body ? new Uint8Array(body) : undefined });
};

describe('test push service (RFC 8030/8291/8292) with web-push', () => {
  let service: PushService;

  beforeAll(async () => {
    service = await startPushService({ vapidPublicKey: vapid.publicKey });
  });
  afterAll(async () => {
    agent.destroy();
    await service?.close();
  });

  it('decrypts and records an aes128gcm message with a good VAPID JWT, and tells onMessage', async () => {
    const heard: string[] = [];
    service.onMessage((push) => {
      heard.push(push.payload);
    });
    const subscription = service.subscribe();
    expect(subscription.endpoint).toMatch(new RegExp(`^${service.origin}/push/[\\w-]+$`));
    expect(Buffer.from(subscription.keys.p256dh, 'base64url')).toHaveLength(65);
    expect(Buffer.from(subscription.keys.auth, 'base64url')).toHaveLength(16);

    const res = await webpush.sendNotification(subscription, message, options());
    expect(res.statusCode).toBe(201);
    expect(res.headers.location).toMatch(new RegExp(`^${service.origin}/message/`));

    const push = await service.waitFor((p) => p.endpoint === subscription.endpoint, 2_000);
    expect(push).toMatchObject({
      endpoint: subscription.endpoint,
      payload: message,
      ttl: 60,
      urgency: 'high',
      topic: undefined,
      vapid: { subject: 'mailto:ops@example.com', publicKey: vapid.publicKey, audience: service.origin },
    });
    expect(push.vapid.expiresAt).toBeGreaterThan(Date.now() / 1000);
    await expect.poll(() => heard).toEqual([message]);
  });

  it('refuses another VAPID key with 403', async () => {
    const subscription = service.subscribe();
    const other = webpush.generateVAPIDKeys();
    expect(await statusOf(webpush.sendNotification(subscription, message, options(other)))).toBe(403);
    expect(service.received.filter((p) => p.endpoint === subscription.endpoint)).toEqual([]);
  });

  it('answers 410 Gone on demand, the given number of times, recording nothing', async () => {
    const subscription = service.subscribe();
    service.answer(subscription.endpoint, 410, 1);
    expect(await statusOf(webpush.sendNotification(subscription, message, options()))).toBe(410);
    expect(service.received.filter((p) => p.endpoint === subscription.endpoint)).toEqual([]);
    // Once only: the next one is delivered.
    expect(await statusOf(webpush.sendNotification(subscription, 'again', options()))).toBe('sent');

    service.answer(subscription.endpoint, 410);
    for (let i = 0; i < 2; i++)
      expect(await statusOf(webpush.sendNotification(subscription, message, options()))).toBe(410);
    expect(
      service.received.filter((p) => p.endpoint === subscription.endpoint).map((p) => p.payload),
    ).toEqual(['again']);
  });

  it('answers 404 for an unknown endpoint', async () => {
    const subscription = { ...service.subscribe(), endpoint: `${service.origin}/push/nobody` };
    expect(await statusOf(webpush.sendNotification(subscription, message, options()))).toBe(404);
  });

  it('refuses a tampered body with 400', async () => {
    const subscription = service.subscribe();
    const details = webpush.generateRequestDetails(subscription, message, options());
    const body = Buffer.from(details.body as Buffer);
    body[body.length - 20]! ^= 0x01;
    const res = await post(details, { body });
    expect(res.status).toBe(400);
    // The same request untouched is accepted (the refusal was the tampering).
    expect((await post(details)).status).toBe(201);
    expect(service.received.filter((p) => p.endpoint === subscription.endpoint)).toHaveLength(1);
  });

  it('refuses an expired JWT with 401', async () => {
    const subscription = service.subscribe();
    const details = webpush.generateRequestDetails(subscription, message, options());
    const pub = Buffer.from(vapid.publicKey, 'base64url');
    const key = crypto.createPrivateKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        d: vapid.privateKey,
        x: pub.subarray(1, 33).toString('base64url'),
        y: pub.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${part({ typ: 'JWT', alg: 'ES256' })}.${part({
      aud: service.origin,
      exp: Math.floor(Date.now() / 1000) - 60,
      sub: 'mailto:ops@example.com',
    })}`;
    const signature = crypto.sign('sha256', Buffer.from(unsigned), { key, dsaEncoding: 'ieee-p1363' });
    const jwt = `${unsigned}.${signature.toString('base64url')}`;

    const res = await post(details, { headers: { Authorization: `vapid t=${jwt}, k=${vapid.publicKey}` } });
    expect(res.status).toBe(401);
    expect(await res.text()).toMatch(/expired/);
    expect(service.received.filter((p) => p.endpoint === subscription.endpoint)).toEqual([]);
  });

  it('refuses a missing TTL, another Content-Encoding (400) and a body over 4096 bytes (413)', async () => {
    const subscription = service.subscribe();
    const details = webpush.generateRequestDetails(subscription, message, options());
    expect((await post(details, { headers: { TTL: undefined } })).status).toBe(400);
    expect((await post(details, { headers: { 'Content-Encoding': 'aesgcm' } })).status).toBe(400);
    expect((await post(details, { body: Buffer.alloc(4097) })).status).toBe(413);
    expect(service.received.filter((p) => p.endpoint === subscription.endpoint)).toEqual([]);
  });

  it('logs a failing onMessage listener without failing the request', async () => {
    // A service of its own, so the failing listener does not stay on the shared one.
    const own = await startPushService();
    const subscription = own.subscribe();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      own.onMessage(() => {
        throw new Error('listener broke');
      });
      expect(await statusOf(webpush.sendNotification(subscription, 'logged', options()))).toBe('sent');
      await expect
        .poll(() => logged.mock.calls.some((call) => String(call[1]).includes('listener broke')))
        .toBe(true);
      expect(own.received.map((p) => p.payload)).toEqual(['logged']);
    } finally {
      logged.mockRestore();
      await own.close();
    }
  });

  it('waitFor resolves for a later message and rejects on timeout', async () => {
    const subscription = service.subscribe();
    const waiting = service.waitFor(
      (p) => p.endpoint === subscription.endpoint && p.payload === 'later',
      5_000,
    );
    await webpush.sendNotification(subscription, 'later', options());
    expect((await waiting).payload).toBe('later');

    await expect(service.waitFor((p) => p.payload === 'never', 100)).rejects.toThrow(
      /no matching push within 100 ms/,
    );
  });
});
