/**
 * The candidate profile (issue 12): the setup steps and how complete a profile is. The completion percent is
 * computed here once, from what the profile holds, so the server's answer, the profilePercent cookie the app writes
 * and the forced setup below PROFILE_PERCENT_THRESHOLD (spec §2, §4) all read the same number.
 */

/** The setup steps of spec §4, in order; the completion call (candidate-profile/setup) follows the last. */
export const PROFILE_SETUP_STEPS = [
  'personalDetails',
  'industryDetails',
  'educations',
  'projects',
  'certificates',
  'experiences',
] as const;
export type ProfileSetupStep = (typeof PROFILE_SETUP_STEPS)[number];

/**
 * The sections the appendix tracks and what each weighs in the completion percent (they sum to 100). A section
 * counts when it is filled:
 * - basicDetails: a name, and a phone number (the e-mail is there from sign-up);
 * - personalDetails: gender, date of birth and a city;
 * - industryDetails: industry, job domain, at least one skill and the years of experience;
 * - educations, projects, experiences, certificates, accomplishments: at least one entry each.
 * The first four steps a fresh graduate can fill (no experience, project or certificate yet) reach 60, the threshold
 * of the forced setup: nobody is held in the setup for what they do not have.
 */
export const CANDIDATE_SECTION_WEIGHTS = {
  basicDetails: 10,
  personalDetails: 15,
  industryDetails: 20,
  educations: 15,
  projects: 10,
  experiences: 15,
  certificates: 10,
  accomplishments: 5,
} as const;
export type CandidateSection = keyof typeof CANDIDATE_SECTION_WEIGHTS;
export const CANDIDATE_SECTIONS = Object.keys(CANDIDATE_SECTION_WEIGHTS) as CandidateSection[];

/** What completion reads of a profile: its fields, and how many entries each list section has. */
export interface CandidateCompletionFields {
  fullName?: string | null;
  phone?: string | null;
  gender?: string | null;
  dateOfBirth?: string | null;
  cityId?: number | null;
  industryCode?: string | null;
  jobDomain?: string | null;
  skillCount?: number;
  yearsOfExperience?: number | null;
  educationCount?: number;
  projectCount?: number;
  experienceCount?: number;
  certificateCount?: number;
  accomplishmentCount?: number;
}

export interface CandidateCompletion {
  /** 0–100: the sum of the weights of the filled sections. */
  percent: number;
  /** The sections still empty, in CANDIDATE_SECTIONS order (the profile links each). */
  missing: CandidateSection[];
}

const filled = (value: string | number | null | undefined): boolean =>
  value !== null && value !== undefined && String(value).trim() !== '';
const some = (count: number | undefined): boolean => (count ?? 0) > 0;

const SECTION_FILLED: Record<CandidateSection, (p: CandidateCompletionFields) => boolean> = {
  basicDetails: (p) => filled(p.fullName) && filled(p.phone),
  personalDetails: (p) => filled(p.gender) && filled(p.dateOfBirth) && filled(p.cityId),
  industryDetails: (p) =>
    filled(p.industryCode) && filled(p.jobDomain) && some(p.skillCount) && filled(p.yearsOfExperience),
  educations: (p) => some(p.educationCount),
  projects: (p) => some(p.projectCount),
  experiences: (p) => some(p.experienceCount),
  certificates: (p) => some(p.certificateCount),
  accomplishments: (p) => some(p.accomplishmentCount),
};

/** How complete a candidate profile is, and what is still missing. Pure: the same on the server and in the app. */
export function candidateCompletion(profile: CandidateCompletionFields): CandidateCompletion {
  let percent = 0;
  const missing: CandidateSection[] = [];
  for (const section of CANDIDATE_SECTIONS) {
    if (SECTION_FILLED[section](profile)) percent += CANDIDATE_SECTION_WEIGHTS[section];
    else missing.push(section);
  }
  return { percent, missing };
}

/** The list sections of a profile: each is a module of the route table with the generic per-module calls. */
export const CANDIDATE_ENTRY_SECTIONS = {
  education: 'educations',
  project: 'projects',
  experience: 'experiences',
  certificate: 'certificates',
  accomplishment: 'accomplishments',
} as const satisfies Record<string, CandidateSection>;
export type CandidateEntryModule = keyof typeof CANDIDATE_ENTRY_SECTIONS;
export const CANDIDATE_ENTRY_MODULES = Object.keys(CANDIDATE_ENTRY_SECTIONS) as CandidateEntryModule[];

/** The bounds of the profile's fields. Every text has one (the schemas' test walks them). */
export const CANDIDATE_LIMITS = {
  /** Entries of one list section: a career of 30 jobs is a long one; more is a script. */
  entriesMax: 30,
  skillsMax: 30,
  preferredCitiesMax: 10,
  /** Titles, names of institutes, companies, issuers. */
  textMax: 150,
  descriptionMax: 2000,
  addressMax: 300,
  gradeMax: 20,
  yearsOfExperienceMax: 50,
  /** Working age: the youngest and oldest date of birth a profile takes, in years before today. */
  ageMin: 15,
  ageMax: 80,
  /** The earliest month of an education or a job. */
  earliestYear: 1950,
} as const;
