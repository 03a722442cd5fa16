/**
 * The board's day (`today`, by JOB_UTC_OFFSET_MINUTES) is the calendar day in JOB_TIME_ZONE that the time-zone
 * database gives, around both midnights and across years.
 */
import { describe, expect, it } from 'vitest';
import { JOB_TIME_ZONE } from '../../../common/constants/jobs.js';
import { today } from './repository.js';

const inZone = new Intl.DateTimeFormat('en-CA', { timeZone: JOB_TIME_ZONE });

describe('today', () => {
  it('is the day in Jakarta: 17:00 UTC is already the next day there, 16:59 is not', () => {
    expect(today(new Date('2026-11-26T16:59:59.999Z'))).toBe('2026-11-26');
    expect(today(new Date('2026-11-26T17:00:00.000Z'))).toBe('2026-11-27');
    expect(today(new Date('2026-12-31T17:30:00Z'))).toBe('2027-01-01');
  });

  it("agrees with the time-zone database's day for every hour of many days of several years", () => {
    const start = Date.UTC(1990, 0, 1);
    for (let t = start; t < Date.UTC(2040, 0, 1); t += 997 * 3_600_000 + 17 * 60_000) {
      const moment = new Date(t);
      expect(today(moment), moment.toISOString()).toBe(inZone.format(moment));
    }
  });
});
