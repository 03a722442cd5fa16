import { describe, expect, it } from 'vitest';
import { companyProfilePath, jobDetailPath } from './links';

describe('page addresses', () => {
  it('puts the slug in the path and the id in the query (spec §2)', () => {
    expect(jobDetailPath({ id: 42, slug: 'kasir-toko-3-1' })).toBe(
      '/jobsseekers/job-detail/kasir-toko-3-1?id=42',
    );
    expect(jobDetailPath({ id: 42, slug: '' })).toBe('/jobsseekers/job-detail?id=42');
    expect(jobDetailPath({ id: 7, slug: 'a b/c' })).toBe('/jobsseekers/job-detail/a%20b%2Fc?id=7');
    expect(companyProfilePath({ id: 3 })).toBe('/jobsseekers/company-profile?id=3');
  });
});
