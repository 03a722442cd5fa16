import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs on a laptop with no settings: SQLite under data/, port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('data/app.db') });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/jobs', SEED_DEMO: '0' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/jobs' });
    expect(config.seedDemo).toBe(false);
  });

  it('names every bad value in one error', () => {
    expect(() => loadConfig({ PORT: 'abc', SMTP_URL: 'http://x', JWT_SECRET: 'short' })).toThrowError(
      ConfigError,
    );
    const bad = () => loadConfig({ PORT: '70000', SMTP_URL: 'http://x' });
    expect(bad).toThrowError(/PORT: must be at most 65535/);
    expect(bad).toThrowError(/SMTP_URL: must be a smtp:\/\/ or smtps:\/\/ URL/);
  });

  it('TRUST_PROXY is off by default or lists the proxies; never "trust everyone" nor a hop count', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrowError(/TRUST_PROXY: must list the proxies/);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrowError(/TRUST_PROXY: must list the proxies/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrowError(/TRUST_PROXY: must be 0/);
  });

  it('push: the browsers’ push services by default or the listed origins; both VAPID keys or neither', () => {
    expect(loadConfig({}).pushServices).toContain('https://fcm.googleapis.com');
    expect(
      loadConfig({ PUSH_SERVICES: 'http://127.0.0.1:3126/, https://*.push.example' }).pushServices,
    ).toEqual(['http://127.0.0.1:3126', 'https://*.push.example']);
    expect(() => loadConfig({ PUSH_SERVICES: 'fcm.googleapis.com' })).toThrow(/PUSH_SERVICES/);
    expect(loadConfig({}).vapid).toBeUndefined();
    expect(loadConfig({ CONTACT_EMAIL: 'ops@example.com' }).vapidSubject).toBe('mailto:ops@example.com');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(/set both or neither/);
  });
});
