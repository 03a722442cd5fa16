import { describe, expect, it } from 'vitest';
import { WEB_ADDRESS_REGEX, webAddress } from './webAddress';
import { keysOf } from './test-helpers';

describe('webAddress', () => {
  it.each([
    'example.com', // no scheme
    'http://example.com',
    'https://www.orbitjobs.id',
    'HTTPS://EXAMPLE.COM/Path', // case-insensitive
    'sub.domain.co.id',
    'my-company.com',
    '192.168.1.10', // IPv4
    'http://10.0.0.1:8080/admin',
    'https://example.com:3000', // port
    'https://example.com/jobs/list?page=2&sort=-1', // path and query
    'https://example.com/about#team', // fragment
    'example.com/a/b/c?x=1#top',
  ])('accepts %j', (url) => {
    expect(keysOf(webAddress, url)).toEqual([]);
  });

  it.each([
    'example', // no top-level label
    'ftp://example.com', // other scheme
    'http//example.com',
    'https://exa mple.com',
    'https://-example.com',
    'example.c', // one-letter TLD
    '256.1.1.1', // not an IPv4 address
    'https://example.com:port',
  ])('rejects %j', (url) => {
    expect(keysOf(webAddress, url)).toEqual(['url']);
  });

  it('answers quickly on a long hostile input (no catastrophic backtracking)', () => {
    const started = performance.now();
    WEB_ADDRESS_REGEX.test(`${'a-'.repeat(5000)}!`);
    WEB_ADDRESS_REGEX.test(`${'a.'.repeat(5000)}1`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
