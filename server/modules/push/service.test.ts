import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICES } from '../../config.js';
import { allowedEndpoint } from './service.js';

describe('allowedEndpoint', () => {
  it('takes the browsers’ push services over https, subdomains only where listed with *.', () => {
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://db5p.notify.windows.com/w/?token=x',
    ])
      expect(allowedEndpoint(url, DEFAULT_PUSH_SERVICES), url).toBe(true);
    for (const url of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evil.example/fcm.googleapis.com',
      'https://notify.windows.com.evil.example/x',
      'https://127.0.0.1/x',
      'https://fcm.googleapis.com:8443/x',
      'garbage',
    ])
      expect(allowedEndpoint(url, DEFAULT_PUSH_SERVICES), url).toBe(false);
  });

  it('an http origin listed with its port is allowed on that port only', () => {
    expect(allowedEndpoint('http://127.0.0.1:3126/push/a', ['http://127.0.0.1:3126'])).toBe(true);
    expect(allowedEndpoint('http://127.0.0.1:3127/push/a', ['http://127.0.0.1:3126'])).toBe(false);
  });
});
