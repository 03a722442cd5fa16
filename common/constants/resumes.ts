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

export const RESUME_LIMITS = {
  /** Resumes one candidate keeps. */
  perCandidate: 20,
  nameMax: 100,
  headlineMax: 150,
  contactLinesMax: 4,
  contactLineMax: 120,
} as const;
