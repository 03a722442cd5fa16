import { describe, expect, it } from 'vitest';
import type { AnswerOf } from '../api/answers';
import { organizationJsonLd } from './organization';

type Company = AnswerOf<'company', 'get'>;

const COMPANY = {
  id: 7,
  name: 'PT Kopi Senja Nusantara',
  slug: 'pt-kopi-senja-nusantara',
  logoPath: 'logos/k.webp',
  coverPath: null,
  logoUrl: '/media/logos/k.webp',
  coverUrl: null,
  aboutHtml: '<p>A chain of <strong>120</strong> coffee shops.</p>',
  industry: { code: 'FOOD_BEVERAGE', name: 'Food & beverage' },
  companySize: '201-500',
  foundedYear: 2016,
  website: 'kopisenja.example',
  phoneCode: null,
  phone: null,
  countryCode: 'ID',
  countryName: 'Indonesia',
  stateCode: 'JB',
  stateName: 'Jawa Barat',
  cityId: 1,
  cityName: 'Bandung',
  address: 'Jl. Braga 1',
  linkedinUrl: 'https://www.linkedin.com/company/kopi-senja',
  facebookUrl: null,
  instagramUrl: null,
  twitterUrl: null,
  liveJobs: 15,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  member: null,
} as Company;

describe('Organization JSON-LD', () => {
  it('names the company, its page, logo, own sites, place and description in absolute URLs', () => {
    expect(organizationJsonLd(COMPANY, 'https://jobs.example')).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'Organization',
      name: 'PT Kopi Senja Nusantara',
      url: 'https://jobs.example/jobsseekers/company-profile?id=7',
      logo: 'https://jobs.example/media/logos/k.webp',
      sameAs: ['https://kopisenja.example', 'https://www.linkedin.com/company/kopi-senja'],
      description: 'A chain of 120 coffee shops.',
      foundingDate: '2016',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Jl. Braga 1',
        addressLocality: 'Bandung',
        addressRegion: 'Jawa Barat',
        addressCountry: 'ID',
      },
    });
  });

  it('leaves out what the company has not filled in', () => {
    const bare = {
      ...COMPANY,
      logoUrl: null,
      aboutHtml: null,
      website: null,
      linkedinUrl: null,
      foundedYear: null,
      cityName: null,
      countryCode: null,
    };
    expect(Object.keys(organizationJsonLd(bare, 'https://jobs.example'))).toEqual([
      '@context',
      '@type',
      'name',
      'url',
    ]);
  });
});
