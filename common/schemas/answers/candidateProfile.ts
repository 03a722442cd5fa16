/**
 * What the candidate profile calls answer. `candidateProfileDoc` is the one shape of the candidate's own profile:
 * candidate/view carries it (`profile`), and every profile call answers it, so the screens always show what the
 * server holds and how complete it is. Each list section's entries have their own shape, the same in every call.
 */
import * as v from 'valibot';
import { CANDIDATE_SECTIONS, PROFILE_SETUP_STEPS } from '../../constants/candidateProfile';
import { publicUser } from './accounts';

const integer = v.pipe(v.number(), v.integer());
const text = v.nullable(v.string());
/** A code of a master list with its name in the request's language. */
const named = v.object({ code: v.string(), name: v.string() });

export const candidateProfileDoc = v.object({
  gender: v.nullable(named),
  /** 'YYYY-MM-DD'. */
  dateOfBirth: text,
  countryCode: text,
  countryName: text,
  stateCode: text,
  stateName: text,
  cityId: v.nullable(integer),
  cityName: text,
  address: text,
  castCategory: v.nullable(named),
  industry: v.nullable(named),
  jobDomain: v.nullable(named),
  skills: v.array(v.object({ id: integer, code: v.string(), name: v.string() })),
  yearsOfExperience: v.nullable(integer),
  /** A month's pay in rupiah. */
  expectedSalary: v.nullable(v.number()),
  preferredCities: v.array(
    v.object({ id: integer, name: v.string(), stateName: v.string(), countryName: v.string() }),
  ),
  prefersRemote: v.boolean(),
  openToWork: v.boolean(),
  /** How many entries each list section has. */
  counts: v.object({
    educations: integer,
    projects: integer,
    experiences: integer,
    certificates: integer,
    accomplishments: integer,
  }),
  /** 0–100, from CANDIDATE_SECTION_WEIGHTS. */
  profilePercent: integer,
  /** The sections still empty, in CANDIDATE_SECTIONS order. */
  missing: v.array(v.picklist(CANDIDATE_SECTIONS)),
  /** The setup step the candidate reached (where the setup resumes); null before the first. */
  setupStep: v.nullable(v.picklist(PROFILE_SETUP_STEPS)),
  /** When the candidate finished the setup (candidate-profile/setup); null while not. */
  setupCompletedAt: text,
});

/** candidate/view and every candidate-profile call: the account (name, phone, picture) and its profile. */
export const candidateOwnView = v.object({ ...publicUser.entries, profile: candidateProfileDoc });

/** What every entry of a list section carries besides its own fields. */
const entryBase = { id: integer, createdAt: v.string(), updatedAt: v.string() };

export const educationDoc = v.object({
  ...entryBase,
  institute: named,
  qualification: named,
  fieldOfStudy: named,
  /** 'YYYY-MM'. */
  startMonth: v.string(),
  /** '' while studying. */
  endMonth: v.string(),
  grade: v.string(),
  details: v.string(),
});

export const projectDoc = v.object({
  ...entryBase,
  name: v.string(),
  role: v.string(),
  url: v.string(),
  startMonth: v.string(),
  endMonth: v.string(),
  details: v.string(),
});

export const experienceDoc = v.object({
  ...entryBase,
  companyName: v.string(),
  jobTitle: v.string(),
  employmentType: v.nullable(named),
  location: v.string(),
  startMonth: v.string(),
  isCurrent: v.boolean(),
  endMonth: v.string(),
  details: v.string(),
});

export const certificateDoc = v.object({
  ...entryBase,
  name: v.string(),
  issuer: v.string(),
  startMonth: v.string(),
  endMonth: v.string(),
  credentialUrl: v.string(),
  filePath: v.string(),
  /** Where the file is served; null without one. */
  fileUrl: text,
});

export const accomplishmentDoc = v.object({
  ...entryBase,
  name: v.string(),
  startMonth: v.string(),
  details: v.string(),
});
