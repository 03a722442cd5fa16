/**
 * A job as schema.org's JobPosting (JSON-LD), with every property Google's job search requires and those it
 * recommends that we know: title, description (the sanitized HTML), datePosted, validThrough, employmentType,
 * hiringOrganization, jobLocation (a full PostalAddress per city) or TELECOMMUTE with the countries it is open to,
 * baseSalary (IDR per month) when the employer shows it, identifier and directApply (one applies on this site).
 * The job's page writes it into its HTML; a job that is not live has no page, so no JSON-LD.
 */
import type { AnswerOf } from '../api/answers';
import { jobDetailPath } from './links';

type Job = AnswerOf<'jobs', 'get'>;

/** Our codes of TYPE_OF_EMPLOYMENT in schema.org's EmploymentType values. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  CONTRACT: 'CONTRACTOR',
  FREELANCE: 'CONTRACTOR',
  OUTSOURCING: 'CONTRACTOR',
  INTERNSHIP: 'INTERN',
  DAILY_WORKER: 'PER_DIEM',
};

/** The end of the job's last day (`validTill`, a day in Jakarta's time) as an ISO date-time. */
const endOfDay = (day: string) => `${day}T23:59:59+07:00`;

export function jobPostingJsonLd(job: Job, origin: string, siteTitle: string): Record<string, unknown> {
  const places = job.locations.filter((place) => place.cityId !== null);
  const countries = [...new Set(places.map((place) => place.countryCode).filter(Boolean))];
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml ?? job.title,
    identifier: { '@type': 'PropertyValue', name: job.company.compNm, value: String(job.id) },
    url: new URL(jobDetailPath(job), origin).href,
    datePosted: job.postedAt ?? job.createdAt,
    employmentType: EMPLOYMENT_TYPES[job.employmentType.code] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.compNm,
      ...(job.company.logoUrl ? { logo: new URL(job.company.logoUrl, origin).href } : {}),
    },
    directApply: true,
    industry: job.category.name,
    occupationalCategory: job.jobDomain.name,
    skills: job.skills.map((skill) => skill.name).join(', ') || undefined,
    provider: { '@type': 'Organization', name: siteTitle, sameAs: origin },
  };
  if (job.validTill) ld.validThrough = endOfDay(job.validTill);
  if (places.length > 0) {
    ld.jobLocation = places.map((place) => ({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: place.cityName,
        ...(place.stateName ? { addressRegion: place.stateName } : {}),
        addressCountry: place.countryCode,
      },
    }));
  }
  if (job.isRemote) {
    ld.jobLocationType = 'TELECOMMUTE';
    // Google asks where a remote worker may live; a job board of Indonesia hires from Indonesia unless it says more.
    ld.applicantLocationRequirements = (countries.length ? countries : ['ID']).map((code) => ({
      '@type': 'Country',
      name: code,
    }));
  }
  if (job.minSalary !== null || job.maxSalary !== null) {
    ld.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'IDR',
      value: {
        '@type': 'QuantitativeValue',
        ...(job.minSalary !== null ? { minValue: job.minSalary } : {}),
        ...(job.maxSalary !== null ? { maxValue: job.maxSalary } : {}),
        unitText: 'MONTH',
      },
    };
  }
  if (job.experienceMin !== null) {
    ld.experienceRequirements = {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: job.experienceMin * 12,
    };
  }
  return JSON.parse(JSON.stringify(ld)) as Record<string, unknown>;
}

/** The JSON-LD as the text of a <script> element: `<` escaped so that no text of the job can close the element. */
export function jsonLdText(ld: unknown): string {
  return JSON.stringify(ld)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}
