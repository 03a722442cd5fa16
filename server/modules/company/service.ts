/**
 * The rules of the company profile (issue 10, spec §2/§4): a company's profile is public; only an ADMIN member of
 * the company changes it (a RECRUITER gets 403), whether the employer is approved yet or not (the setup comes before
 * approval). Its own members also read how complete it is (companyCompletion), which forces the setup below
 * PROFILE_PERCENT_THRESHOLD. A change is one transaction: a new name reaches the company's jobs (their full-text
 * column) and its members' accounts with it. The signed-in employer's own details (name, phone) are here too.
 */
import type { Updateable } from 'kysely';
import type * as v from 'valibot';
import { COMPANY_SIZES, type CompanySize, companyCompletion } from '../../../common/constants/company.js';
import { OTHER_OPTION_CODE } from '../../../common/constants/masters.js';
import { textOfHtml } from '../../../common/format/html.js';
import type { Language } from '../../../common/locales/index.js';
import type { companyCardDoc, companyDoc, employerCompany } from '../../../common/schemas/answers/company.js';
import type {
  CompanyListRequest,
  CompanyUpdate,
  EmployerPersonalDetails,
} from '../../../common/schemas/company.js';
import type { FlatIssue } from '../../../common/schemas/issues.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Db } from '../../db/connect.js';
import type { Company, CompanyTable } from '../../db/database.js';
import { forbidden, notFound, validationError } from '../../http/errors.js';
import { reviewSummary } from '../reviews/repository.js';
import { sanitizeRichText } from '../../http/richText.js';
import { saveOwnDetails } from '../accounts/ownDetails.js';
import type { PublicUser } from '../accounts/repository.js';
import { ownUpload } from '../files/repository.js';
import { publicUrl } from '../files/urls.js';
import { usableMasters } from '../masters/repository.js';
import { createMaster } from '../masters/service.js';
import { jobTitleOf, setOwnJobTitle } from '../team/repository.js';
import { nextPlace } from '../city/location.js';
import { requireCompanyRole } from './access.js';
import {
  type CompanyNames,
  type Membership,
  companyNames,
  findCompany,
  liveJobCount,
  membershipOf,
  pageOfHiringCompanies,
  spreadCompanyName,
  updateCompanyRow,
} from './repository.js';

export type CompanyDoc = v.InferOutput<typeof companyDoc>;
export type CompanyCardDoc = v.InferOutput<typeof companyCardDoc>;
export type EmployerCompany = v.InferOutput<typeof employerCompany>;

const sizeOf = (value: string | null): CompanySize | null =>
  (COMPANY_SIZES as readonly string[]).includes(value ?? '') ? (value as CompanySize) : null;

const industryOf = (code: string | null, en: string | null, id: string | null, lng: Language) =>
  code && en !== null && id !== null ? { code, name: lng === 'id' ? id : en } : null;

function memberInfo(company: Company, membership: Membership) {
  const { percent, missing } = companyCompletion(company);
  return { role: membership.role, profilePercent: percent, missing };
}

function toCompanyDoc(
  company: Company,
  names: CompanyNames,
  lng: Language,
  liveJobs: number,
  membership: Membership | undefined,
): CompanyDoc {
  return {
    id: company.id,
    name: company.name,
    slug: company.slug,
    logoPath: company.logoPath,
    coverPath: company.coverPath,
    logoUrl: publicUrl(company.logoPath),
    coverUrl: publicUrl(company.coverPath),
    aboutHtml: company.aboutHtml,
    industry: industryOf(company.industryCode, names.industryEn, names.industryId, lng),
    companySize: sizeOf(company.companySize),
    foundedYear: company.foundedYear,
    website: company.website,
    phoneCode: company.phoneCode,
    phone: company.phone,
    countryCode: company.countryCode,
    countryName: names.countryName,
    stateCode: company.stateCode,
    stateName: names.stateName,
    cityId: company.cityId,
    cityName: names.cityName,
    address: company.address,
    linkedinUrl: company.linkedinUrl,
    facebookUrl: company.facebookUrl,
    instagramUrl: company.instagramUrl,
    twitterUrl: company.twitterUrl,
    liveJobs,
    reviewCount: 0,
    averageRating: null,
    createdAt: company.createdAt,
    updatedAt: company.updatedAt,
    member: membership && membership.companyId === company.id ? memberInfo(company, membership) : null,
  };
}

async function docOf(db: Db, company: Company, lng: Language, membership: Membership | undefined) {
  const [names, live, summary] = await Promise.all([
    companyNames(db, company),
    liveJobCount(db, company.id),
    reviewSummary(db, company.id),
  ]);
  return { ...toCompanyDoc(company, names, lng, live, membership), ...summary };
}

/** The caller's membership when it is an employer (candidates and guests have none). */
const membershipOfCaller = (db: Db, user: AuthUser | undefined) =>
  user?.role === 'EMPLOYER' ? membershipOf(db, user.id) : Promise.resolve(undefined);

/** A company path key: its id, or its slug (links to a company page read better with the name in them). */
const SLUG_REGEX = /^[a-z0-9](?:[a-z0-9-]{0,99})$/;
function companyKey(raw: string): { id: number } | { slug: string } | undefined {
  if (/^\d{1,15}$/.test(raw)) {
    const id = Number(raw);
    return Number.isSafeInteger(id) && id > 0 ? { id } : undefined;
  }
  return SLUG_REGEX.test(raw) ? { slug: raw } : undefined;
}

/** company/get/{id} (and its guest twin): a company's public profile, with `member` for its own members. */
export async function getCompany(db: Db, user: AuthUser | undefined, lng: Language, raw: string) {
  const key = companyKey(raw);
  const company = key && (await findCompany(db, key));
  if (!company) throw notFound('errorMsg:companyNotFound');
  return docOf(db, company, lng, await membershipOfCaller(db, user));
}

/** company/list (and its guest twin): the companies hiring now. */
export async function listCompanies(db: Db, lng: Language, input: CompanyListRequest) {
  const { rows, total } = await pageOfHiringCompanies(db, {
    page: input.page,
    limit: input.limit,
    search: input.search,
    sort: input.sort,
    industryCode: input.filter.industryCode,
  });
  const docs: CompanyCardDoc[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    logoPath: row.logoPath,
    logoUrl: publicUrl(row.logoPath),
    industry: industryOf(row.industryCode, row.industryEn, row.industryId, lng),
    companySize: sizeOf(row.companySize),
    cityName: row.cityName,
    stateName: row.stateName,
    countryName: row.countryName,
    liveJobs: row.liveJobs,
  }));
  return { docs, total };
}

/** employer/view: the employer's own company with its completion; null when it belongs to none. */
export async function employerCompanyOf(db: Db, userId: number): Promise<EmployerCompany | null> {
  const membership = await membershipOf(db, userId);
  const company = membership && (await findCompany(db, { id: membership.companyId }));
  if (!membership || !company) return null;
  return {
    id: company.id,
    name: company.name,
    slug: company.slug,
    logoPath: company.logoPath,
    logoUrl: publicUrl(company.logoPath),
    ...memberInfo(company, membership),
  };
}

/** The company the caller may edit: its own, as an ADMIN; 403 otherwise. */
async function editableCompany(
  db: Db,
  user: AuthUser,
): Promise<{ membership: Membership; company: Company }> {
  const membership = await requireCompanyRole(db, user, 'ADMIN', 'errorMsg:companyAdminOnly');
  const company = await findCompany(db, { id: membership.companyId });
  if (!company) throw forbidden('errorMsg:noCompany');
  return { membership, company };
}

/** '' and null both clear a text field; undefined keeps it. */
const cleared = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value || null;

/** The company's images and the upload kind each takes. */
const IMAGE_FIELDS = [
  ['logoPath', 'logo'],
  ['coverPath', 'cover'],
] as const;

/**
 * The logo and cover as the body changes them. A new path must be an upload of that kind made by the caller (else
 * 422 naming the field: another user's file, or a cover sent as the logo, is never attached); the company's current
 * path may be sent back as it is (another admin may have uploaded it); null or '' removes the image.
 */
async function nextImages(
  db: Db,
  user: AuthUser,
  current: Company,
  input: CompanyUpdate,
  issues: FlatIssue[],
): Promise<Pick<Updateable<CompanyTable>, 'logoPath' | 'coverPath'>> {
  const images: Pick<Updateable<CompanyTable>, 'logoPath' | 'coverPath'> = {};
  for (const [field, kind] of IMAGE_FIELDS) {
    const path = cleared(input[field]);
    if (path === undefined) continue;
    if (path !== null && path !== current[field] && !(await ownUpload(db, user.id, kind, path)))
      issues.push({ field, key: 'ownUpload' });
    else images[field] = path;
  }
  return images;
}

/**
 * employer/update-company and company/update: the profile changed as the body says (left out: kept; null or '':
 * cleared). 'Other' industry with a name suggests an INDUSTRY entry (as masters/create: the same name gives the
 * existing entry) and the company takes it.
 */
export async function updateCompany(
  db: Db,
  user: AuthUser,
  lng: Language,
  input: CompanyUpdate,
): Promise<CompanyDoc> {
  const { membership, company } = await editableCompany(db, user);
  const issues: FlatIssue[] = [];

  const industryCode = cleared(input.industryCode);
  const otherIndustry = industryCode === OTHER_OPTION_CODE.OTHER_INDUSTRY;
  if (
    industryCode &&
    !otherIndustry &&
    industryCode !== company.industryCode &&
    (await usableMasters(db, 'INDUSTRY', user.id, { codes: [industryCode] })).length === 0
  )
    issues.push({ field: 'industryCode', key: 'oneOf' });
  const location = await nextPlace(db, company, input, issues);
  const images = await nextImages(db, user, company, input, issues);
  if (issues.length > 0) throw validationError(lng, issues);

  let aboutHtml = cleared(input.aboutHtml);
  if (aboutHtml) {
    aboutHtml = await sanitizeRichText(aboutHtml);
    // What sanitizing left without any text (an about of scripts or empty tags) is no about.
    if (textOfHtml(aboutHtml) === '') aboutHtml = null;
  }

  // The suggestion is its own transaction (masters/create's): made first, it is reused by name if this one fails.
  const suggested = otherIndustry
    ? (await createMaster(db, { codeType: 'INDUSTRY', name: input.otherIndustry ?? '' }, user.id, lng)).doc
    : undefined;

  const now = new Date().toISOString();
  const values: Updateable<CompanyTable> = {
    name: input.companyName,
    aboutHtml,
    industryCode: suggested ? suggested.code : industryCode,
    companySize: cleared(input.companySize),
    foundedYear: input.foundedYear,
    website: cleared(input.website),
    ...(input.phone !== undefined
      ? { phoneCode: input.phone?.code ?? null, phone: input.phone?.number ?? null }
      : {}),
    ...location,
    address: cleared(input.address),
    linkedinUrl: cleared(input.linkedinUrl),
    facebookUrl: cleared(input.facebookUrl),
    instagramUrl: cleared(input.instagramUrl),
    twitterUrl: cleared(input.twitterUrl),
    ...images,
  };
  // Left out of the body: left as it is.
  const changes = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Updateable<CompanyTable>;
  const renamed = input.companyName !== undefined && input.companyName !== company.name;

  await db.transaction().execute(async (trx) => {
    await updateCompanyRow(trx, company.id, { ...changes, updatedAt: now });
    if (renamed) await spreadCompanyName(trx, company.id, input.companyName!, now);
  });

  const saved = await findCompany(db, { id: company.id });
  if (!saved) throw notFound('errorMsg:companyNotFound');
  return docOf(db, saved, lng, { ...membership, companyName: saved.name });
}

/**
 * employer/update/{id} and employer/employer-profile/personal-details/{id}: the signed-in person's own name, phone,
 * job title and picture (accounts' saveOwnDetails: 403 for another id, 409 for a phone another account holds, 422
 * for a picture that is not the caller's own avatar upload); the job title in the same transaction.
 */
export async function updateOwnDetails(
  db: Db,
  user: AuthUser,
  targetId: number,
  input: EmployerPersonalDetails,
  lng: Language,
): Promise<PublicUser & { jobTitle: string | null }> {
  const saved = await saveOwnDetails(db, user, targetId, input, lng, async (trx) => {
    if (input.jobTitle !== undefined) await setOwnJobTitle(trx, user.id, input.jobTitle);
  });
  return { ...saved, jobTitle: await jobTitleOf(db, user.id) };
}
