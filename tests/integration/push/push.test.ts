/**
 * Push (issue 14) on SQLite and PostgreSQL, through a real push path: the server's `web-push` sender encrypts
 * (RFC 8291) and signs (VAPID, RFC 8292) for subscriptions whose endpoints are on a push service running on loopback
 * (tests/support/pushService.ts), which checks the signature and decrypts what it receives.
 *
 * - push-config gives the VAPID public key the server signs with (generated once into DATA_DIR);
 * - save-device-token keeps a subscription on a listed push service (any other endpoint, an unreadable token: 422
 *   naming deviceToken, in the caller's language); the same endpoint again is the same device; at most 10 a person;
 *   remove-device-token and logout forget one's own device only; sign-in remembers a device sent along;
 * - an application pushes to every device of the company's team, a status change to the candidate's, in each
 *   reader's language, with spec §3's payload and the link of the notification; one row per device;
 * - a subscription the push service no longer knows (410, 404) is forgotten; a failure (500) is retried and then
 *   delivered once; a notification read meanwhile, or a device now signed in to another account, is not pushed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/passwords.js';
import { pushNotification } from '../../../server/modules/push/service.js';
import { NOTIFICATION_PUSH, outboxHandlers } from '../../../server/worker/handlers.js';
import { createOutbox } from '../../../server/worker/outbox.js';
import { type PushService, type TestSubscription, startPushService } from '../../support/pushService.js';
import { applyTo, candidateWithResume, employerWithJob, moveTo } from '../applications/helpers.js';
import { recruiterOf } from '../company/helpers.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { loadRefs, type Refs } from '../jobs/helpers.js';
import { errorFields, rowsOf, type Auth } from '../notifications/helpers.js';
import { call } from '../reference/api.js';

type Who = Auth;

describe.each(dialects)('push (%s)', (dialect) => {
  let t: TestApp;
  let refs: Refs;
  let service: PushService;

  beforeAll(async () => {
    service = await startPushService();
    t = await createTestApp(dialect, { PUSH_SERVICES: `${service.origin},https://*.push.example` });
    refs = await loadRefs(t);
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
  });

  const notifications = (action: string, who: Who | null, body: unknown = {}, lng: 'en' | 'id' = 'en') =>
    call(t.app, 'notifications', action, { body, headers: who ? who.headers : {}, lng });
  const devicesOf = (userId: number) =>
    t.app.deps.db
      .selectFrom('deviceTokens')
      .select(['token', 'kind', 'p256dh', 'auth'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();
  /** A device of `who` on the loopback push service. */
  const subscribed = async (who: Who, lng: 'en' | 'id' = 'en'): Promise<TestSubscription> => {
    const subscription = service.subscribe();
    const res = await notifications(
      'saveDeviceToken',
      who,
      { deviceToken: JSON.stringify(subscription) },
      lng,
    );
    expect(res.status).toBe(200);
    return subscription;
  };
  /** Performs the queued pushes with the app's own sender, as the server's outbox does. */
  const sendPushes = () =>
    createOutbox(
      t.app.deps.db,
      t.app.deps.dialect,
      outboxHandlers({
        mailer: { send: async () => undefined, close: () => undefined },
        notificationPush: async (job) =>
          void (await pushNotification(t.app.deps.db, t.app.deps.push.sender, job)),
      }),
      { error: () => undefined },
    ).drain();
  const queuedPushes = async () =>
    (await t.app.deps.db.selectFrom('outbox').selectAll().where('kind', '=', NOTIFICATION_PUSH).execute())
      .length;
  const pushesTo = (subscription: TestSubscription) =>
    service.received.filter((push) => push.endpoint === subscription.endpoint);
  const payloadOf = (push: { payload: string }) =>
    JSON.parse(push.payload) as { notification: { title: string; body: string; click_action: string } };

  it('push-config gives the public key the server signs with; a guest is 401', async () => {
    const who = await signIn(t.app, 'CANDIDATE');
    const res = await notifications('pushConfig', who);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ vapidPublicKey: t.app.deps.push.vapidPublicKey, fcm: false });
    expect(t.app.deps.push.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await notifications('pushConfig', null)).status).toBe(401);
  });

  it('keeps a subscription on a listed push service, once per endpoint; refuses others naming the field', async () => {
    const who = await signIn(t.app, 'CANDIDATE');
    const subscription = await subscribed(who);
    expect(await devicesOf(who.userId)).toEqual([
      {
        token: subscription.endpoint,
        kind: 'webpush',
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      },
    ]);
    // The same browser subscribing again (new keys, same endpoint) is the same device.
    const renewed = { ...service.subscribe(), endpoint: subscription.endpoint };
    await notifications('saveDeviceToken', who, { deviceToken: JSON.stringify(renewed) });
    expect(await devicesOf(who.userId)).toMatchObject([
      { token: subscription.endpoint, p256dh: renewed.keys.p256dh },
    ]);

    const elsewhere = { ...service.subscribe(), endpoint: 'http://10.0.0.5:8080/internal' };
    for (const [deviceToken, lng, message] of [
      [JSON.stringify(elsewhere), 'en', 'Device token is not valid.'],
      ['{"endpoint": "https://fcm.googleapis.com/x"', 'id', 'Token perangkat tidak valid.'],
      [
        JSON.stringify({ ...subscription, keys: { p256dh: 'short', auth: 'x' } }),
        'en',
        'Device token is not valid.',
      ],
      ['', 'en', 'Device token is required.'],
    ] as const) {
      const res = await notifications('saveDeviceToken', who, { deviceToken }, lng);
      expect(res.status, deviceToken).toBe(422);
      expect(errorFields(res)).toEqual(['deviceToken']);
      expect(res.body.message).toBe(message);
    }
    // A subdomain of a listed `*.` service is one of it; the service itself over another scheme is not.
    const wildcard = { ...service.subscribe(), endpoint: 'https://eu.push.example/send/abc' };
    expect(
      (await notifications('saveDeviceToken', who, { deviceToken: JSON.stringify(wildcard) })).status,
    ).toBe(200);
    const insecure = { ...service.subscribe(), endpoint: 'http://eu.push.example/send/abc' };
    expect(
      (await notifications('saveDeviceToken', who, { deviceToken: JSON.stringify(insecure) })).status,
    ).toBe(422);
    expect((await notifications('saveDeviceToken', null, { deviceToken: 'x' })).status).toBe(401);
  });

  it('keeps the ten devices seen last; forgets one’s own device on request or at logout, never another’s', async () => {
    const who = await signIn(t.app, 'EMPLOYER');
    const first = await subscribed(who);
    for (let i = 0; i < 10; i++) await subscribed(who);
    const kept = await devicesOf(who.userId);
    expect(kept).toHaveLength(10);
    expect(kept.map((d) => d.token)).not.toContain(first.endpoint);

    const other = await signIn(t.app, 'EMPLOYER');
    const theirs = await subscribed(other);
    const removed = await notifications('removeDeviceToken', who, { deviceToken: JSON.stringify(theirs) });
    expect(removed.status).toBe(200);
    expect(await devicesOf(other.userId)).toHaveLength(1);
    const mine = kept[0]!.token;
    const own = await notifications('removeDeviceToken', who, {
      deviceToken: JSON.stringify({ endpoint: mine, keys: { p256dh: kept[0]!.p256dh, auth: kept[0]!.auth } }),
    });
    expect(own.body).toEqual({
      code: 'SUCCESS',
      message: 'Notifications are off for this device.',
      data: null,
    });
    expect((await devicesOf(who.userId)).map((d) => d.token)).not.toContain(mine);

    const logout = await call(t.app, 'employer', 'logout', {
      headers: other.headers,
      body: { fcmToken: JSON.stringify(theirs) },
    });
    expect(logout.status).toBe(200);
    expect(await devicesOf(other.userId)).toEqual([]);
  });

  it('pushes an application to every device of the team and a status change to the candidate, in their language', async () => {
    const { owner, job } = await employerWithJob(t, refs);
    const recruiter = await recruiterOf(t.app, owner.companyId);
    // The language of a signed-in person's last request is theirs (the recruiter's device is set up in Indonesian).
    const ownerPhone = await subscribed(owner);
    const ownerLaptop = await subscribed(owner);
    const recruiterPhone = await subscribed(recruiter, 'id');
    const candidate = await candidateWithResume(t.app);
    const candidatePhone = await subscribed(candidate);

    const application = await applyTo(t.app, candidate, job);
    expect(await queuedPushes()).toBe(3);
    await sendPushes();
    expect(await queuedPushes()).toBe(0);
    const [received] = await rowsOf(t.app, owner.userId);
    for (const device of [ownerPhone, ownerLaptop]) {
      const pushes = pushesTo(device);
      expect(pushes).toHaveLength(1);
      expect(payloadOf(pushes[0]!)).toEqual({
        notification: {
          title: expect.stringContaining('application') as string,
          body: expect.any(String) as string,
          click_action: received!.link,
        },
      });
      expect(pushes[0]!.urgency).toBe('high');
      expect(pushes[0]!.ttl).toBe(86_400);
      expect(pushes[0]!.vapid.publicKey).toBe(t.app.deps.push.vapidPublicKey);
    }
    expect(payloadOf(pushesTo(recruiterPhone)[0]!).notification.title).toMatch(/lamaran/i);
    expect(pushesTo(candidatePhone)).toEqual([]);

    await moveTo(t.app, owner, application.id, 'SHORTLIST');
    await sendPushes();
    const [status] = pushesTo(candidatePhone);
    expect(payloadOf(status!).notification.body).toContain(job.title);
    expect(payloadOf(status!).notification.click_action).toBe(
      (await rowsOf(t.app, candidate.userId))[0]!.link,
    );
    expect(pushesTo(ownerPhone)).toHaveLength(1);
  });

  it('forgets a subscription the push service no longer knows; retries a failure and delivers once', async () => {
    const { owner, job } = await employerWithJob(t, refs);
    const gone = await subscribed(owner);
    const flaky = await subscribed(owner);
    service.answer(gone.endpoint, 410);
    service.answer(flaky.endpoint, 500, 1);

    await applyTo(t.app, await candidateWithResume(t.app), job);
    await sendPushes();
    expect((await devicesOf(owner.userId)).map((d) => d.token)).toEqual([flaky.endpoint]);
    expect(pushesTo(flaky)).toEqual([]);
    const [retry] = await t.app.deps.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', NOTIFICATION_PUSH)
      .execute();
    expect(retry).toMatchObject({ attempts: 1 });
    await t.app.deps.db
      .updateTable('outbox')
      .set({ runAt: new Date(0).toISOString() })
      .where('id', '=', retry!.id)
      .execute();
    await sendPushes();
    expect(pushesTo(flaky)).toHaveLength(1);
    await sendPushes();
    expect(pushesTo(flaky)).toHaveLength(1);
    expect(await queuedPushes()).toBe(0);
  });

  it('does not push a notification read meanwhile, nor to a device now signed in to another account', async () => {
    const { owner, job } = await employerWithJob(t, refs);
    const phone = await subscribed(owner);
    await applyTo(t.app, await candidateWithResume(t.app), job);
    await notifications('readAll', owner);
    await sendPushes();
    expect(pushesTo(phone)).toEqual([]);

    const shared = await subscribed(owner);
    await applyTo(t.app, await candidateWithResume(t.app), job);
    const someoneElse = await signIn(t.app, 'CANDIDATE');
    await notifications('saveDeviceToken', someoneElse, { deviceToken: JSON.stringify(shared) });
    await sendPushes();
    expect(pushesTo(shared)).toEqual([]);
    expect(pushesTo(phone)).toHaveLength(1);
  });

  it('sign-in remembers a usable device sent along, and ignores an unusable one', async () => {
    const who = await signIn(t.app, 'CANDIDATE');
    const password = 'Secret123';
    await t.app.deps.db
      .updateTable('users')
      .set({ passwordHash: await hashPassword(password) })
      .where('id', '=', who.userId)
      .execute();
    const { email } = await t.app.deps.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', who.userId)
      .executeTakeFirstOrThrow();
    const subscription = service.subscribe();
    const ok = await call(t.app, 'candidate', 'login', {
      body: { email, password, deviceToken: JSON.stringify(subscription) },
    });
    expect(ok.status).toBe(200);
    const bad = await call(t.app, 'candidate', 'login', {
      body: {
        email,
        password,
        deviceToken: JSON.stringify({ ...service.subscribe(), endpoint: 'http://169.254.169.254/' }),
      },
    });
    expect(bad.status).toBe(200);
    expect((await devicesOf(who.userId)).map((d) => d.token)).toEqual([subscription.endpoint]);
  });
});
