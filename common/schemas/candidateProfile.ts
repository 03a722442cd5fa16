/**
 * The candidate profile (issue 12; spec §7 Profile and the generic per-module calls). The setup steps, the profile
 * screens and the server validate with these same schemas.
 *
 * - basic-details/{id}: the name and phone of the account.
 * - personal-details/{id} and industry-details/{id} are partial updates (common/schemas/partialUpdate.ts), so each
 *   setup step saves what it shows. Codes of master lists and ids (skills, cities) are checked against the database
 *   by the server; an 'Other' code with its `other…` name suggests a new entry (masters/create's rule).
 * - The list sections (education, project, experience, certificate, accomplishment) take a whole entry on create
 *   and on update. Their periods are months ('2024-07'): a start is never in the future, an end never before its
 *   start; an education may end in the future (the expected graduation), a job or a project may not.
 */
import * as v from 'valibot';
import { CANDIDATE_LIMITS, PROFILE_SETUP_STEPS } from '../constants/candidateProfile';
import { MASTER_NAME_MAX_LENGTH, MASTER_NAME_MIN_LENGTH } from '../constants/limits';
import { OTHER_OPTION_BY_CODE_TYPE } from '../constants/masters';
import { uploadPath } from './files';
import { fullName } from './fullName';
import { distinctIds, flag, isoDate, salary } from './jobs';
import { integerLike, recordId } from './list';
import { MASTER_CODE_MAX_LENGTH } from './masters';
import { choiceMessage, msg, optionalText, requiredText, stopOnIssue, typeMessage } from './messages';
import { change, clearableText, clearableWebAddress, placeChange } from './partialUpdate';
import { phone } from './phone';

const L = CANDIDATE_LIMITS;

/** A month 'YYYY-MM' from CANDIDATE_LIMITS.earliestYear on. */
export const MONTH_REGEX = /^\d{4}-(?:0[1-9]|1[0-2])$/;
const isMonth = (text: string) => MONTH_REGEX.test(text) && Number(text.slice(0, 4)) >= L.earliestYear;

/** This month as 'YYYY-MM' (read when a value is checked, not at start: a server runs for months). */
export const currentMonth = (now = new Date()) => now.toISOString().slice(0, 7);

/**
 * A month of a period: required or optional ('' or left out: none), and, for what has begun, not after this month.
 * One message for a bad month, not one per rule it breaks.
 */
function monthField({ optional, past }: { optional: boolean; past: boolean }) {
  const text = optional
    ? v.pipe(v.string(typeMessage), v.trim(), v.maxLength(7, msg('month')))
    : v.pipe(requiredText(), v.maxLength(7, msg('month')));
  const schema = v.pipe(
    text,
    stopOnIssue<string>(),
    v.check((value) => value === '' || isMonth(value), msg('month')),
    stopOnIssue<string>(),
    v.check((value) => !past || value <= currentMonth(), msg('notFuture')),
  );
  return optional ? v.optional(schema, '') : schema;
}
/** A month that has begun: this one or earlier. */
const pastMonth = monthField({ optional: false, past: true });

/**
 * The end of a period is not before its start (months compare as text); judged only when both are months, so a
 * bad start is reported once, on its own field.
 */
const endNotBeforeStart = <T extends { startMonth: string; endMonth: string }>() =>
  v.forward<T, v.CheckIssue<T>, ['endMonth']>(
    v.check(
      ({ startMonth, endMonth }) => !isMonth(startMonth) || !isMonth(endMonth) || endMonth >= startMonth,
      msg('endBeforeStart'),
    ),
    ['endMonth'] as never,
  );

const text = (max: number) => v.pipe(requiredText(), v.maxLength(max, msg('tooLong')));
const masterCode = v.pipe(requiredText(), v.maxLength(MASTER_CODE_MAX_LENGTH, msg('tooLong')));
const otherName = optionalText(MASTER_NAME_MAX_LENGTH);
const details = optionalText(L.descriptionMax);

/** 'Other' (the list's OTHER_ code) needs the name typed beside it; it becomes a suggested entry of the list. */
function otherNeedsName<T extends Record<string, unknown>>(
  codeField: keyof T & string,
  nameField: keyof T & string,
  otherCode: string,
) {
  return v.forward<T, v.CheckIssue<T>, [string]>(
    v.check(
      (input) =>
        input[codeField] !== otherCode || String(input[nameField] ?? '').length >= MASTER_NAME_MIN_LENGTH,
      msg('otherName'),
    ),
    [nameField] as never,
  );
}

/** basic-details/{id}: the account's name and, optionally, its phone (left out: kept). */
export const candidateBasicDetails = v.object({ fullName, phone: v.optional(phone) }, typeMessage);

/** A date of birth: a real day, between CANDIDATE_LIMITS.ageMin and ageMax years ago. */
export const dateOfBirth = v.pipe(
  isoDate,
  v.check((day) => {
    const today = new Date().toISOString().slice(0, 10);
    const yearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
    return day <= yearsAgo(L.ageMin) && day >= yearsAgo(L.ageMax);
  }, msg('age')),
);

/** personal-details/{id}: gender, date of birth, where the candidate lives, the optional CAST_CATEGORY. */
export const candidatePersonalDetails = v.object(
  {
    gender: change(clearableText(MASTER_CODE_MAX_LENGTH)),
    dateOfBirth: change(v.union([v.literal(''), dateOfBirth], typeMessage)),
    ...placeChange,
    address: change(clearableText(L.addressMax)),
    castCategory: change(clearableText(MASTER_CODE_MAX_LENGTH)),
  },
  typeMessage,
);

/** industry-details/{id}: what the candidate does and looks for. */
export const candidateIndustryDetails = v.pipe(
  v.object(
    {
      industryCode: change(clearableText(MASTER_CODE_MAX_LENGTH)),
      otherIndustry: change(clearableText(MASTER_NAME_MAX_LENGTH)),
      jobDomain: change(clearableText(MASTER_CODE_MAX_LENGTH)),
      otherJobDomain: change(clearableText(MASTER_NAME_MAX_LENGTH)),
      /** Ids of SKILLS entries (an 'Other' skill is suggested with masters/create first, as the job form does). */
      skills: v.optional(distinctIds(0, L.skillsMax)),
      yearsOfExperience: change(
        v.pipe(
          integerLike,
          v.minValue(0, msg('minValue')),
          v.maxValue(L.yearsOfExperienceMax, msg('maxValue')),
        ),
      ),
      /** A month's pay in rupiah. */
      expectedSalary: change(salary),
      preferredCityIds: v.optional(distinctIds(0, L.preferredCitiesMax)),
      prefersRemote: v.optional(flag),
      openToWork: v.optional(flag),
    },
    typeMessage,
  ),
  otherNeedsName('industryCode', 'otherIndustry', OTHER_OPTION_BY_CODE_TYPE.INDUSTRY),
  otherNeedsName('jobDomain', 'otherJobDomain', OTHER_OPTION_BY_CODE_TYPE.JOB_DOMAIN),
);

/** A value the completion counts as filled (common/constants/candidateProfile.ts). */
const given = (value: unknown) => value !== undefined && value !== null && value !== '';
function requires<T extends Record<string, unknown>>(field: keyof T & string, filled = given) {
  return v.forward<T, v.CheckIssue<T>, [string]>(
    v.check((input) => filled(input[field]), msg('required')),
    [field] as never,
  );
}

/**
 * The forms' versions, for a section that counts towards completion: what the section needs to be filled is
 * required (gender, date of birth and city; industry, job domain, a skill and the years). The calls stay partial.
 */
export const candidatePersonalDetailsFilled = v.pipe(
  candidatePersonalDetails,
  requires('gender'),
  requires('dateOfBirth'),
  requires('cityId'),
);
export const candidateIndustryDetailsFilled = v.pipe(
  candidateIndustryDetails,
  requires('industryCode'),
  requires('jobDomain'),
  requires('skills', (skills) => Array.isArray(skills) && skills.length > 0),
  requires('yearsOfExperience'),
);

/** profile-picture/update: an avatar upload of the candidate's own; null or '' removes the picture. */
export const candidatePicture = v.object({ picturePath: v.nullable(uploadPath) }, typeMessage);

export const educationInput = v.pipe(
  v.object(
    {
      /** INSTITUTE_UNIVERSITY; OTHER_UNIVERSITY with `otherInstitute`. */
      instituteCode: masterCode,
      otherInstitute: otherName,
      /** EMPLOYEE_QUALIFICATION; OTHER_QUALIFICATION with `otherQualification`. */
      qualificationCode: masterCode,
      otherQualification: otherName,
      /** FIELD_OF_STUDY; OTHER_FIELD with `otherFieldOfStudy`. */
      fieldOfStudyCode: masterCode,
      otherFieldOfStudy: otherName,
      startMonth: pastMonth,
      /** Left empty while studying; may be ahead (the expected graduation). */
      endMonth: monthField({ optional: true, past: false }),
      grade: optionalText(L.gradeMax),
      details,
    },
    typeMessage,
  ),
  otherNeedsName('instituteCode', 'otherInstitute', OTHER_OPTION_BY_CODE_TYPE.INSTITUTE_UNIVERSITY),
  otherNeedsName('qualificationCode', 'otherQualification', OTHER_OPTION_BY_CODE_TYPE.EMPLOYEE_QUALIFICATION),
  otherNeedsName('fieldOfStudyCode', 'otherFieldOfStudy', OTHER_OPTION_BY_CODE_TYPE.FIELD_OF_STUDY),
  endNotBeforeStart(),
);

export const projectInput = v.pipe(
  v.object(
    {
      name: text(L.textMax),
      role: optionalText(L.textMax),
      url: v.optional(clearableWebAddress, ''),
      startMonth: pastMonth,
      /** Left empty while the project goes on. */
      endMonth: monthField({ optional: true, past: true }),
      details,
    },
    typeMessage,
  ),
  endNotBeforeStart(),
);

export const experienceInput = v.pipe(
  v.object(
    {
      companyName: text(L.textMax),
      jobTitle: text(L.textMax),
      /** TYPE_OF_EMPLOYMENT, optional. */
      employmentType: v.optional(clearableText(MASTER_CODE_MAX_LENGTH), ''),
      location: optionalText(L.textMax),
      startMonth: pastMonth,
      /** The job the candidate has now: no end (an end sent with it is dropped before it is judged). */
      isCurrent: v.optional(flag, false),
      endMonth: monthField({ optional: true, past: false }),
      details,
    },
    typeMessage,
  ),
  v.transform((entry) => (entry.isCurrent ? { ...entry, endMonth: '' } : entry)),
  v.forward(
    v.check((entry) => entry.isCurrent || entry.endMonth !== '', msg('required')),
    ['endMonth'],
  ),
  v.forward(
    v.check((entry) => entry.endMonth <= currentMonth(), msg('notFuture')),
    ['endMonth'],
  ),
  endNotBeforeStart(),
);

export const certificateInput = v.pipe(
  v.object(
    {
      name: text(L.textMax),
      issuer: text(L.textMax),
      /** The month it was issued. */
      startMonth: pastMonth,
      /** The month it expires; empty when it does not. */
      endMonth: monthField({ optional: true, past: false }),
      credentialUrl: v.optional(clearableWebAddress, ''),
      /** A `document` upload of the candidate's own (the certificate itself), or ''. */
      filePath: v.optional(uploadPath, ''),
    },
    typeMessage,
  ),
  endNotBeforeStart(),
);

export const accomplishmentInput = v.object(
  {
    name: text(L.textMax),
    /** When it happened, optional. */
    startMonth: monthField({ optional: true, past: true }),
    details,
  },
  typeMessage,
);

/** Each list section's entry, by its module of the route table. */
export const CANDIDATE_ENTRY_INPUTS = {
  education: educationInput,
  project: projectInput,
  experience: experienceInput,
  certificate: certificateInput,
  accomplishment: accomplishmentInput,
} as const;

export type CandidateBasicDetails = v.InferOutput<typeof candidateBasicDetails>;
export type CandidatePersonalDetailsInput = v.InferInput<typeof candidatePersonalDetails>;
export type CandidatePersonalDetails = v.InferOutput<typeof candidatePersonalDetails>;
export type CandidateIndustryDetailsInput = v.InferInput<typeof candidateIndustryDetails>;
export type CandidateIndustryDetails = v.InferOutput<typeof candidateIndustryDetails>;
export type EducationInput = v.InferInput<typeof educationInput>;
export type Education = v.InferOutput<typeof educationInput>;
export type ProjectInput = v.InferInput<typeof projectInput>;
export type Project = v.InferOutput<typeof projectInput>;
export type ExperienceInput = v.InferInput<typeof experienceInput>;
export type Experience = v.InferOutput<typeof experienceInput>;
export type CertificateInput = v.InferInput<typeof certificateInput>;
export type Certificate = v.InferOutput<typeof certificateInput>;
export type AccomplishmentInput = v.InferInput<typeof accomplishmentInput>;
export type Accomplishment = v.InferOutput<typeof accomplishmentInput>;

/**
 * candidate-profile/setup: with `step`, the step the candidate reached (moving on or skipping; the setup resumes
 * there); without it, the completion call (the required steps, personal and industry details, must be filled).
 */
export const candidateSetupInput = v.object(
  { step: v.optional(v.picklist(PROFILE_SETUP_STEPS, choiceMessage)) },
  typeMessage,
);

/** A list section's soft-delete: the entry's id in the body, as the other soft-delete calls take it. */
export const entryIdInput = v.object({ id: recordId }, typeMessage);

export type CandidateSetupInput = v.InferOutput<typeof candidateSetupInput>;
