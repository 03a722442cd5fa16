/**
 * The company profile (issue 10): employer/update-company and company/update take the same body, the employer's
 * own details (employer/update/{id}, employer/employer-profile/personal-details/{id}) theirs, and company/list its
 * list request. The profile screens and the server validate with these same schemas.
 *
 * The profile body is a partial update, so the setup can save it a screen at a time: a field left out is kept as
 * it is, a field sent as null (or '' for text) is cleared, any other value replaces it. The company name can be
 * changed but not cleared. Codes and ids (industry, country, state, city) are checked against the database by the
 * server, which also checks that the city lies in the state and the state in the country.
 */
import * as v from 'valibot';
import { COMPANY_LIMITS, COMPANY_SIZES } from '../constants/company';
import { COMPANY_NAME_MAX_LENGTH, MASTER_NAME_MAX_LENGTH, MASTER_NAME_MIN_LENGTH } from '../constants/limits';
import { OTHER_OPTION_CODE } from '../constants/masters';
import { uploadPath } from './files';
import { fullName } from './fullName';
import { integerLike, listRequestWithFilter } from './list';
import { MASTER_CODE_MAX_LENGTH } from './masters';
import { choiceMessage, msg, requiredText, typeMessage } from './messages';
import { change, clearableText, clearableWebAddress, placeChange } from './partialUpdate';
import { phone } from './phone';
import { jobTitle } from './team';

export const companyName = v.pipe(
  requiredText(),
  v.minLength(2, msg('tooShort')),
  v.maxLength(COMPANY_NAME_MAX_LENGTH, msg('tooLong')),
);

/** A year from COMPANY_LIMITS.foundedYearMin to the current year (read when the value is checked, not at start). */
export const foundedYear = v.pipe(
  integerLike,
  v.check(
    (year) => year >= COMPANY_LIMITS.foundedYearMin && year <= new Date().getFullYear(),
    msg('yearRange'),
  ),
);

/** employer/update-company and company/update: the company profile, partially. */
export const companyUpdateInput = v.pipe(
  v.object(
    {
      companyName: v.optional(companyName),
      /** Rich text from the editor; sanitized by the server before it is stored. */
      aboutHtml: change(clearableText(COMPANY_LIMITS.aboutHtmlMax)),
      /** A code of masters INDUSTRY; OTHER_INDUSTRY with `otherIndustry` suggests a new entry. */
      industryCode: change(clearableText(MASTER_CODE_MAX_LENGTH)),
      otherIndustry: change(clearableText(MASTER_NAME_MAX_LENGTH)),
      companySize: change(v.picklist(['', ...COMPANY_SIZES], choiceMessage)),
      foundedYear: change(foundedYear),
      website: change(clearableWebAddress),
      phone: change(phone),
      ...placeChange,
      address: change(clearableText(COMPANY_LIMITS.addressMax)),
      linkedinUrl: change(clearableWebAddress),
      facebookUrl: change(clearableWebAddress),
      instagramUrl: change(clearableWebAddress),
      twitterUrl: change(clearableWebAddress),
      /** Paths from files/upload (kind logo / cover) uploaded by the caller; null or '' removes the image. */
      logoPath: change(uploadPath),
      coverPath: change(uploadPath),
    },
    typeMessage,
  ),
  // 'Other' needs the name of the industry, which becomes a suggested entry of the list.
  v.forward(
    v.check(
      (input) =>
        input.industryCode !== OTHER_OPTION_CODE.OTHER_INDUSTRY ||
        (input.otherIndustry ?? '').length >= MASTER_NAME_MIN_LENGTH,
      msg('otherName'),
    ),
    ['otherIndustry'],
  ),
);

/** employer/update/{id} and employer/employer-profile/personal-details/{id}: the signed-in person's own details. */
export const employerPersonalDetails = v.object(
  {
    fullName,
    /** Left out: kept as it is. */
    phone: v.optional(phone),
    /** What the person does in the company ('HR Manager'); left out: kept; null or '': none. */
    jobTitle: change(jobTitle),
    /** The person's picture: the path of an `avatar` upload of their own; left out: kept; null or '': none. */
    picturePath: change(uploadPath),
  },
  typeMessage,
);

/** company/list: companies with live jobs, by name, optionally of one industry. */
export const companyListRequest = listRequestWithFilter({
  industryCode: v.pipe(requiredText(), v.maxLength(MASTER_CODE_MAX_LENGTH, msg('tooLong'))),
});

export type CompanyUpdateInput = v.InferInput<typeof companyUpdateInput>;
export type CompanyUpdate = v.InferOutput<typeof companyUpdateInput>;
export type EmployerPersonalDetailsInput = v.InferInput<typeof employerPersonalDetails>;
export type EmployerPersonalDetails = v.InferOutput<typeof employerPersonalDetails>;
export type CompanyListRequestInput = v.InferInput<typeof companyListRequest>;
export type CompanyListRequest = v.InferOutput<typeof companyListRequest>;
