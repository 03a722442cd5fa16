import { describe, expect, it } from 'vitest';
import { formatLocation } from './location';

describe('formatLocation', () => {
  it("reads WFH as 'Work From Anywhere' in the user's language", () => {
    expect(formatLocation({ code: 'WFH', cityName: 'Jakarta', countryNm: 'Indonesia' })).toBe(
      'Work From Anywhere',
    );
    expect(formatLocation({ code: 'wfh' }, 'id')).toBe('Bekerja dari Mana Saja');
    expect(formatLocation({ code: 'WFH' }, 'en', 'Remote')).toBe('Remote');
  });

  it('joins city and country with a comma, skipping what is missing', () => {
    expect(formatLocation({ code: 'JKT', cityName: 'Jakarta', countryNm: 'Indonesia' })).toBe(
      'Jakarta, Indonesia',
    );
    expect(formatLocation({ cityName: 'Bandung' })).toBe('Bandung');
    expect(formatLocation({ cityName: ' ', countryNm: 'Indonesia' })).toBe('Indonesia');
    expect(formatLocation({ cityName: null, countryNm: null })).toBe('');
    expect(formatLocation(null)).toBe('');
  });
});
