/**
 * What the company calls answer. `companyDoc` is the one shape of a company profile: the public company page, the
 * employer's profile screens and the update calls all read it. Only the company's own members get `member` (their
 * role and how complete the profile is); everyone else gets null there, and no member is ever named.
 */
import * as v from 'valibot';
import { COMPANY_SECTIONS, COMPANY_SIZES } from '../../constants/company';
import { COMPANY_ROLES } from '../../constants/jobs';
import { publicUser } from './accounts';

const integer = v.pipe(v.number(), v.integer());
const text = v.nullable(v.string());

/** A code of a master list with its name in the request's language. */
const named = v.object({ code: v.string(), name: v.string() });

/** For the company's own members: their role, and the completion the forced setup reads (spec §2, §4). */
export const companyMemberInfo = v.object({
  role: v.picklist(COMPANY_ROLES),
  /** 0–100; below PROFILE_PERCENT_THRESHOLD the app sends the employer to the company profile setup. */
  profilePercent: integer,
  /** The sections still empty, in COMPANY_SECTIONS order. */
  missing: v.array(v.picklist(COMPANY_SECTIONS)),
});

export const companyDoc = v.object({
  id: integer,
  name: v.string(),
  slug: v.string(),
  /** Stored paths (files/upload); send them back in company/update. */
  logoPath: text,
  coverPath: text,
  /** Where the images are served (MEDIA_BASE_URL or /media, and the path); null without an image. */
  logoUrl: text,
  coverUrl: text,
  /** Sanitized rich text. */
  aboutHtml: text,
  industry: v.nullable(named),
  companySize: v.nullable(v.picklist(COMPANY_SIZES)),
  foundedYear: v.nullable(integer),
  website: text,
  /** Shown as +{phoneCode}-{phone} (spec §3). */
  phoneCode: text,
  phone: text,
  countryCode: text,
  countryName: text,
  stateCode: text,
  stateName: text,
  cityId: v.nullable(integer),
  cityName: text,
  address: text,
  linkedinUrl: text,
  facebookUrl: text,
  instagramUrl: text,
  twitterUrl: text,
  /** Jobs of the company open now (active, not past their last day). */
  liveJobs: integer,
  /** Candidates' reviews (not deleted): how many, and their average rating (null without any). */
  reviewCount: integer,
  averageRating: v.nullable(v.number()),
  createdAt: v.string(),
  updatedAt: v.string(),
  /** Null unless the caller works for the company. */
  member: v.nullable(companyMemberInfo),
});

/** A company in company/list: what a card shows. */
export const companyCardDoc = v.object({
  id: integer,
  name: v.string(),
  slug: v.string(),
  logoPath: text,
  logoUrl: text,
  industry: v.nullable(named),
  companySize: v.nullable(v.picklist(COMPANY_SIZES)),
  cityName: text,
  stateName: text,
  countryName: text,
  liveJobs: integer,
});

/** The employer's own company as employer/view gives it: enough to open the profile and to write profilePercent. */
export const employerCompany = v.object({
  id: integer,
  name: v.string(),
  slug: v.string(),
  logoPath: text,
  logoUrl: text,
  ...companyMemberInfo.entries,
});

/** employer/view: the signed-in employer and its company (null when it belongs to none). */
export const employerView = v.object({
  ...publicUser.entries,
  company: v.nullable(employerCompany),
});

/** A review of a company as everyone reads it: the author by first name and initial only. */
export const reviewDoc = v.object({
  id: integer,
  companyId: integer,
  rating: integer,
  headline: v.string(),
  text: v.string(),
  authorName: v.string(),
  /** Whether the signed-in caller wrote it (they may change or delete it). */
  isMine: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
