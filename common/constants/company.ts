/**
 * The company profile (issue 10): sizes, text limits, and how complete a profile is. The completion percent is
 * computed here once, from the stored fields, so the server's answer, the profilePercent cookie the app writes and
 * the forced setup below PROFILE_PERCENT_THRESHOLD (spec §2, §4) all read the same number.
 */

/** Head-count bands an employer picks from. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const COMPANY_LIMITS = {
  /** The about text as the editor sends it (HTML). */
  aboutHtmlMax: 20_000,
  addressMax: 300,
  /** The first year a company may say it was founded in; the last is the current year. */
  foundedYearMin: 1800,
  /** A personal job title ('HR Manager'). */
  jobTitleMax: 100,
} as const;

/**
 * The sections of a profile and what each weighs in its completion percent (they sum to 100). A section counts when
 * it is filled:
 * - name: the company name (always, since registration);
 * - logo: a logo uploaded (files/upload);
 * - about: the about text (rich text with some text in it);
 * - industry, size, founded: chosen;
 * - location: a city chosen (with its state and country);
 * - address: the street address;
 * - contact: a website or a phone number;
 * - social: at least one of LinkedIn, Facebook, Instagram, X/Twitter.
 * A new company (name only) is at 10%, far below the threshold of the forced setup (60).
 */
export const COMPANY_SECTION_WEIGHTS = {
  name: 10,
  logo: 10,
  about: 15,
  industry: 10,
  size: 10,
  founded: 5,
  location: 10,
  address: 5,
  contact: 15,
  social: 10,
} as const;
export type CompanySection = keyof typeof COMPANY_SECTION_WEIGHTS;
export const COMPANY_SECTIONS = Object.keys(COMPANY_SECTION_WEIGHTS) as CompanySection[];

/** The stored fields completion reads (a company row, or its answer). */
export interface CompanyCompletionFields {
  name?: string | null;
  logoPath?: string | null;
  aboutHtml?: string | null;
  industryCode?: string | null;
  companySize?: string | null;
  foundedYear?: number | null;
  countryCode?: string | null;
  cityId?: number | null;
  address?: string | null;
  website?: string | null;
  phone?: string | null;
  linkedinUrl?: string | null;
  facebookUrl?: string | null;
  instagramUrl?: string | null;
  twitterUrl?: string | null;
}

export interface CompanyCompletion {
  /** 0–100: the sum of the weights of the filled sections. */
  percent: number;
  /** The sections still empty, in COMPANY_SECTIONS order. */
  missing: CompanySection[];
}

const filled = (value: string | number | null | undefined): boolean =>
  value !== null && value !== undefined && String(value).trim() !== '';

/** Rich text counts when it holds some text, not only tags ('<p></p>', '<p><br></p>'). */
const hasText = (html: string | null | undefined): boolean =>
  !!html && /[^\s]/.test(html.replace(/<[^>]*>/g, '').replace(/&nbsp;/gi, ' '));

const SECTION_FILLED: Record<CompanySection, (c: CompanyCompletionFields) => boolean> = {
  name: (c) => filled(c.name),
  logo: (c) => filled(c.logoPath),
  about: (c) => hasText(c.aboutHtml),
  industry: (c) => filled(c.industryCode),
  size: (c) => filled(c.companySize),
  founded: (c) => filled(c.foundedYear),
  location: (c) => filled(c.countryCode) && filled(c.cityId),
  address: (c) => filled(c.address),
  contact: (c) => filled(c.website) || filled(c.phone),
  social: (c) => [c.linkedinUrl, c.facebookUrl, c.instagramUrl, c.twitterUrl].some(filled),
};

/** How complete a company profile is, and what is still missing. Pure: the same on the server and in the app. */
export function companyCompletion(company: CompanyCompletionFields): CompanyCompletion {
  let percent = 0;
  const missing: CompanySection[] = [];
  for (const section of COMPANY_SECTIONS) {
    if (SECTION_FILLED[section](company)) percent += COMPANY_SECTION_WEIGHTS[section];
    else missing.push(section);
  }
  return { percent, missing };
}
