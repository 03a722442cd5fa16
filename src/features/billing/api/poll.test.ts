import { describe, expect, it } from 'vitest';
import { BILLING } from '@common/constants/billing';
import { orderPollInterval, pollGaveUp, pollTimeLeft } from './poll';

describe('orderPollInterval', () => {
  const since = 1_000_000;

  it('asks every statusPollMs while the order is pending or not read yet', () => {
    expect(orderPollInterval(undefined, since, since)).toBe(BILLING.statusPollMs);
    expect(orderPollInterval('PENDING', since, since + 60_000)).toBe(BILLING.statusPollMs);
  });

  it('stops at once on a final status', () => {
    for (const status of ['PAID', 'FAILED', 'EXPIRED'] as const) {
      expect(orderPollInterval(status, since, since)).toBe(false);
    }
  });

  it('gives up after statusPollMaxMs, and says it gave up only on a pending order', () => {
    const late = since + BILLING.statusPollMaxMs;
    expect(orderPollInterval('PENDING', since, late - 1)).toBe(BILLING.statusPollMs);
    expect(orderPollInterval('PENDING', since, late)).toBe(false);
    expect(pollGaveUp('PENDING', since, late)).toBe(true);
    expect(pollGaveUp('PENDING', since, late - 1)).toBe(false);
    expect(pollGaveUp('PAID', since, late)).toBe(false);
  });

  it('says how long the asking has left, down to 0 once it gave up', () => {
    expect(pollTimeLeft(since, since)).toBe(BILLING.statusPollMaxMs);
    expect(pollTimeLeft(since, since + 1_000)).toBe(BILLING.statusPollMaxMs - 1_000);
    expect(pollTimeLeft(since, since + BILLING.statusPollMaxMs)).toBe(0);
    expect(pollTimeLeft(since, since + BILLING.statusPollMaxMs + 5_000)).toBe(0);
  });
});
