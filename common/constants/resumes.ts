/**
 * Resumes (issue 12): uploaded files (PDF or Word, files/upload kind `document`) and resumes built from the profile,
 * rendered as PDF by the server in one of the templates, with English or Indonesian section titles.
 */
export const RESUME_TEMPLATES = ['ATS', 'MODERN'] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];

export const RESUME_SOURCES = ['UPLOAD', 'BUILT'] as const;
export type ResumeSource = (typeof RESUME_SOURCES)[number];

/** The sections of a built resume, in their default order. */
export const RESUME_SECTIONS = [
  'experiences',
  'educations',
  'skills',
  'projects',
  'certificates',
  'accomplishments',
] as const;
export type ResumeSection = (typeof RESUME_SECTIONS)[number];

/** An entry of a built resume's section, as its per-resume edits name it: `experiences:12`, `skills:40`. */
export const RESUME_ENTRY_KEY_REGEX =
  /^(experiences|educations|skills|projects|certificates|accomplishments):\d{1,10}$/;
export const resumeEntryKey = (section: ResumeSection, id: number) => `${section}:${id}`;

export const RESUME_LIMITS = {
  /** Resumes one candidate keeps. */
  perCandidate: 20,
  nameMax: 100,
  headlineMax: 150,
  contactLinesMax: 4,
  contactLineMax: 120,
  /** Entries edited for one resume (hidden or reworded). */
  entryEditsMax: 200,
  entryTitleMax: 150,
  entryDetailsMax: 2000,
} as const;
