import { describe, expect, it } from 'vitest';
import { deviceKey, parseDeviceToken, parsePushPayload, parsePushText, resolveClickUrl } from './push';

const origin = 'https://orbitjobs.example';

describe('parsePushPayload', () => {
  it('reads the spec payload { notification: { title, body, click_action } }', () => {
    expect(
      parsePushPayload({ notification: { title: 'Hi', body: 'There', click_action: '/contact-us' } }, origin),
    ).toEqual({
      title: 'Hi',
      body: 'There',
      url: `${origin}/contact-us`,
    });
  });

  it('reads an FCM data-only message and an FCM notification with fcmOptions.link', () => {
    expect(parsePushPayload({ data: { title: 'A', body: 'B', click_action: '/x?id=1' } }, origin)?.url).toBe(
      `${origin}/x?id=1`,
    );
    expect(
      parsePushPayload({ notification: { title: 'A' }, fcmOptions: { link: `${origin}/y` } }, origin),
    ).toEqual({
      title: 'A',
      body: '',
      url: `${origin}/y`,
    });
  });

  it('returns null when there is nothing to show', () => {
    expect(parsePushPayload({ notification: {} }, origin)).toBeNull();
    expect(parsePushPayload('nope', origin)).toBeNull();
  });
});

describe('resolveClickUrl', () => {
  it('keeps same-origin links and sends everything else home', () => {
    expect(resolveClickUrl('/jobsseekers/notification', origin)).toBe(`${origin}/jobsseekers/notification`);
    expect(resolveClickUrl(`${origin}/a#b`, origin)).toBe(`${origin}/a#b`);
    expect(resolveClickUrl('https://evil.example/phish', origin)).toBe(`${origin}/`);
    expect(resolveClickUrl('javascript:alert(1)', origin)).toBe(`${origin}/`);
    expect(resolveClickUrl(undefined, origin)).toBe(`${origin}/`);
  });
});

describe('parsePushText', () => {
  it('parses JSON and treats other text as the body', () => {
    expect(parsePushText('{"notification":{"title":"T","body":"B"}}', origin)?.title).toBe('T');
    expect(parsePushText('hello', origin)).toEqual({ title: '', body: 'hello', url: `${origin}/` });
    expect(parsePushText('  ', origin)).toBeNull();
  });
});

describe('parseDeviceToken', () => {
  const keys = { p256dh: `B${'a'.repeat(86)}`, auth: 'A'.repeat(22) };
  const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys };

  it('reads a Web Push subscription’s JSON, keyed by its endpoint', () => {
    const device = parseDeviceToken(JSON.stringify(subscription));
    expect(device).toEqual({ kind: 'webpush', endpoint: subscription.endpoint, ...keys });
    expect(deviceKey(device!)).toBe(subscription.endpoint);
  });

  it('takes anything else printable as an FCM token', () => {
    expect(parseDeviceToken(' fcm:APA91b-token_1 ')).toEqual({ kind: 'fcm', token: 'fcm:APA91b-token_1' });
    expect(deviceKey({ kind: 'fcm', token: 't' })).toBe('t');
  });

  it('refuses broken JSON, missing or malformed keys, other schemes, credentials in the URL, spaces', () => {
    for (const raw of [
      '{"endpoint":',
      JSON.stringify({ endpoint: subscription.endpoint }),
      JSON.stringify({ ...subscription, keys: { ...keys, auth: 'short' } }),
      JSON.stringify({ ...subscription, keys: { ...keys, p256dh: 'x'.repeat(40) } }),
      JSON.stringify({ ...subscription, endpoint: 'file:///etc/passwd' }),
      JSON.stringify({ ...subscription, endpoint: 'https://user:pw@fcm.googleapis.com/x' }),
      JSON.stringify({ ...subscription, endpoint: 'not a url' }),
      'two words',
      '',
    ])
      expect(parseDeviceToken(raw), raw).toBeNull();
  });
});
