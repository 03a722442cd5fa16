import { describe, expect, it } from 'vitest';
import { retryTarget, serviceUnavailablePath } from './serviceUnavailable';

const ORIGIN = 'https://jobs.example';

describe('the 503 page: where "Try again" goes', () => {
  it('goes back to the page named by ?from=, with its query and hash', () => {
    const path = serviceUnavailablePath('/contact-us?topic=a#form');
    expect(path).toBe('/503?from=%2Fcontact-us%3Ftopic%3Da%23form');
    expect(retryTarget(path.slice('/503'.length), '', ORIGIN)).toBe('/contact-us?topic=a#form');
  });

  it('never to /503 itself (the loop), another site or another scheme', () => {
    expect(retryTarget('?from=%2F503', '', ORIGIN)).toBeNull();
    expect(retryTarget('?from=https%3A%2F%2Fevil.example%2F', '', ORIGIN)).toBeNull();
    expect(retryTarget('?from=%2F%2Fevil.example%2Fx', '', ORIGIN)).toBeNull();
    expect(retryTarget('?from=javascript%3Aalert(1)', '', ORIGIN)).toBeNull();
  });

  it('falls back to the page of this site that led here', () => {
    expect(retryTarget('', `${ORIGIN}/faq`, ORIGIN)).toBe('/faq');
    expect(retryTarget('', `${ORIGIN}/503`, ORIGIN)).toBeNull();
    expect(retryTarget('', 'https://search.example/?q=jobs', ORIGIN)).toBeNull();
    expect(retryTarget('', '', ORIGIN)).toBeNull();
  });
});
