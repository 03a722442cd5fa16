/**
 * A company as schema.org's Organization (JSON-LD) for its page: name, logo, its page's address, the sites that are
 * its own (website, social profiles), where it is, and what it says about itself (as text).
 */
import type { AnswerOf } from '../api/answers';
import { absoluteUrl, textOfHtml } from './html';
import { companyProfilePath } from './links';

type Company = AnswerOf<'company', 'get'>;

export function organizationJsonLd(company: Company, origin: string): Record<string, unknown> {
  const own = [
    company.website,
    company.linkedinUrl,
    company.facebookUrl,
    company.instagramUrl,
    company.twitterUrl,
  ]
    .filter((url): url is string => !!url)
    .map(absoluteUrl);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'Organization',
    name: company.name,
    url: new URL(companyProfilePath(company), origin).href,
  };
  if (company.logoUrl) ld.logo = new URL(company.logoUrl, origin).href;
  if (own.length) ld.sameAs = own;
  if (company.aboutHtml) ld.description = textOfHtml(company.aboutHtml);
  if (company.foundedYear !== null) ld.foundingDate = String(company.foundedYear);
  if (company.cityName || company.countryCode) {
    ld.address = {
      '@type': 'PostalAddress',
      ...(company.address ? { streetAddress: company.address } : {}),
      ...(company.cityName ? { addressLocality: company.cityName } : {}),
      ...(company.stateName ? { addressRegion: company.stateName } : {}),
      ...(company.countryCode ? { addressCountry: company.countryCode } : {}),
    };
  }
  return ld;
}
