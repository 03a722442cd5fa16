import { describe, expect, it } from 'vitest';
import type { AnswerOf } from '../api/answers';
import { jobPostingJsonLd, jsonLdText } from './jobPosting';

type Job = AnswerOf<'jobs', 'get'>;

const JOB: Job = {
  id: 42,
  slug: 'kasir-toko-3-1',
  status: 'ACTIVE',
  isExpired: false,
  title: 'Kasir Toko',
  category: { id: 15, name: 'Ritel' },
  employmentType: { code: 'PART_TIME', name: 'Paruh waktu' },
  positionLevel: { code: 'ENTRY_LEVEL', name: 'Pemula' },
  jobDomain: { code: 'RETAIL', name: 'Ritel' },
  openings: 2,
  descriptionHtml: '<p>Melayani pelanggan di kasir</p>',
  qualification: { code: 'SENIOR_HIGH_SCHOOL', name: 'SMA' },
  experienceMin: 1,
  experienceMax: 2,
  minSalary: 4_000_000,
  maxSalary: 5_500_000,
  salaryVisible: true,
  isRemote: false,
  locations: [
    {
      code: '1',
      cityId: 1,
      cityName: 'Medan',
      stateName: 'Sumatera Utara',
      countryCode: 'ID',
      countryNm: 'Indonesia',
    },
  ],
  skills: [{ id: 1, name: 'Kasir' }],
  benefits: [],
  benefitsOther: null,
  questions: [],
  company: {
    id: 3,
    compNm: 'PT Toko Serba Ada',
    slug: 'pt-toko',
    logoPath: 'logos/a.png',
    logoUrl: '/media/logos/a.png',
  },
  isSaved: null,
  steps: [],
  validTill: '2027-01-20',
  postedAt: '2026-11-20T03:00:00.000Z',
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
};

describe('JobPosting JSON-LD', () => {
  it('has what Google requires and recommends, in absolute URLs', () => {
    expect(jobPostingJsonLd(JOB, 'https://jobs.example', 'Orbit Jobs')).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Kasir Toko',
      description: '<p>Melayani pelanggan di kasir</p>',
      identifier: { '@type': 'PropertyValue', name: 'PT Toko Serba Ada', value: '42' },
      url: 'https://jobs.example/jobsseekers/job-detail/kasir-toko-3-1?id=42',
      datePosted: '2026-11-20T03:00:00.000Z',
      validThrough: '2027-01-20T23:59:59+07:00',
      employmentType: 'PART_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'PT Toko Serba Ada',
        logo: 'https://jobs.example/media/logos/a.png',
      },
      directApply: true,
      industry: 'Ritel',
      occupationalCategory: 'Ritel',
      skills: 'Kasir',
      provider: { '@type': 'Organization', name: 'Orbit Jobs', sameAs: 'https://jobs.example' },
      jobLocation: [
        {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Medan',
            addressRegion: 'Sumatera Utara',
            addressCountry: 'ID',
          },
        },
      ],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'IDR',
        value: { '@type': 'QuantitativeValue', minValue: 4_000_000, maxValue: 5_500_000, unitText: 'MONTH' },
      },
      experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 12 },
    });
  });

  it('says TELECOMMUTE with the country for remote work, and leaves out a hidden salary', () => {
    const remote = jobPostingJsonLd(
      {
        ...JOB,
        isRemote: true,
        locations: [],
        minSalary: null,
        maxSalary: null,
        employmentType: { code: 'CONTRACT', name: 'Kontrak' },
      },
      'https://jobs.example',
      'Orbit Jobs',
    );
    expect(remote).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [{ '@type': 'Country', name: 'ID' }],
      employmentType: 'CONTRACTOR',
    });
    expect(remote).not.toHaveProperty('baseSalary');
    expect(remote).not.toHaveProperty('jobLocation');
  });

  it('cannot be closed early by a text of the job', () => {
    const text = jsonLdText(
      jobPostingJsonLd({ ...JOB, title: '</script><script>alert(1)</script>' }, 'https://x.example', 'X'),
    );
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toMatchObject({ title: '</script><script>alert(1)</script>' });
  });
});
