import { describe, expect, it } from 'vitest';
import {
  COMPANY_SECTIONS,
  COMPANY_SECTION_WEIGHTS,
  COMPANY_SIZES,
  type CompanyCompletionFields,
  companyCompletion,
} from './company';
import { PROFILE_PERCENT_THRESHOLD } from './limits';

const FULL: CompanyCompletionFields = {
  name: 'PT Maju Jaya',
  logoPath: 'uploads/logo.webp',
  aboutHtml: '<p>We build roads across Java.</p>',
  industryCode: 'CONSTRUCTION_REAL_ESTATE',
  companySize: '51-200',
  foundedYear: 1998,
  countryCode: 'ID',
  cityId: 42,
  address: 'Jl. Sudirman 1',
  website: 'https://majujaya.co.id',
  phone: '81234567890',
  linkedinUrl: 'https://linkedin.com/company/majujaya',
};

describe('company completion', () => {
  it('weighs its sections to exactly 100, each more than nothing', () => {
    const weights = Object.values(COMPANY_SECTION_WEIGHTS);
    expect(weights.reduce((sum, w) => sum + w, 0)).toBe(100);
    expect(weights.every((w) => Number.isInteger(w) && w > 0)).toBe(true);
    expect(COMPANY_SECTIONS).toEqual(Object.keys(COMPANY_SECTION_WEIGHTS));
  });

  it('is 100 with nothing missing when every section is filled', () => {
    expect(companyCompletion(FULL)).toEqual({ percent: 100, missing: [] });
  });

  it('puts a new company (name only) below the threshold of the forced setup, missing everything else', () => {
    const result = companyCompletion({ name: 'PT Maju Jaya' });
    expect(result.percent).toBe(COMPANY_SECTION_WEIGHTS.name);
    expect(result.percent).toBeLessThan(PROFILE_PERCENT_THRESHOLD);
    expect(result.missing).toEqual(COMPANY_SECTIONS.filter((s) => s !== 'name'));
    expect(companyCompletion({})).toEqual({ percent: 0, missing: COMPANY_SECTIONS });
  });

  it('reaches the threshold without a logo (the setup can be finished before an upload)', () => {
    expect(companyCompletion({ ...FULL, logoPath: null }).percent).toBeGreaterThanOrEqual(
      PROFILE_PERCENT_THRESHOLD,
    );
  });

  it('takes each section away by its own weight', () => {
    const cleared: Record<string, Partial<CompanyCompletionFields>> = {
      logo: { logoPath: null },
      about: { aboutHtml: null },
      industry: { industryCode: '' },
      size: { companySize: null },
      founded: { foundedYear: null },
      location: { cityId: null },
      address: { address: '   ' },
      contact: { website: null, phone: null },
      social: { linkedinUrl: null },
    };
    for (const [section, fields] of Object.entries(cleared)) {
      const result = companyCompletion({ ...FULL, ...fields });
      expect(result.missing, section).toEqual([section]);
      expect(result.percent, section).toBe(100 - COMPANY_SECTION_WEIGHTS[section as 'logo']);
    }
  });

  it('counts contact by a website or a phone, and social by any one link', () => {
    expect(companyCompletion({ ...FULL, website: null }).missing).toEqual([]);
    expect(companyCompletion({ ...FULL, phone: null }).missing).toEqual([]);
    const social = { linkedinUrl: null, facebookUrl: null, instagramUrl: null, twitterUrl: null };
    for (const key of Object.keys(social)) {
      expect(companyCompletion({ ...FULL, ...social, [key]: 'https://example.com/x' }).missing, key).toEqual(
        [],
      );
    }
  });

  it('does not count an about text of empty tags', () => {
    expect(companyCompletion({ ...FULL, aboutHtml: '<p><br></p>' }).missing).toEqual(['about']);
    expect(companyCompletion({ ...FULL, aboutHtml: '<p>&nbsp;</p>' }).missing).toEqual(['about']);
  });

  it('lists the size bands from small to large, each once', () => {
    expect(COMPANY_SIZES[0]).toBe('1-10');
    expect(new Set(COMPANY_SIZES).size).toBe(COMPANY_SIZES.length);
  });
});
