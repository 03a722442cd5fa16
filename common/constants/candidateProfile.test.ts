import { describe, expect, it } from 'vitest';
import {
  CANDIDATE_SECTIONS,
  CANDIDATE_SECTION_WEIGHTS,
  type CandidateCompletionFields,
  candidateCompletion,
  PROFILE_SETUP_STEPS,
} from './candidateProfile';
import { PROFILE_PERCENT_THRESHOLD } from './limits';

const FULL: CandidateCompletionFields = {
  fullName: 'Siti Aminah',
  phone: '81234567890',
  gender: 'FEMALE',
  dateOfBirth: '1999-04-12',
  cityId: 42,
  industryCode: 'INFORMATION_TECHNOLOGY',
  jobDomain: 'SOFTWARE_DEVELOPMENT',
  skillCount: 3,
  yearsOfExperience: 2,
  educationCount: 1,
  projectCount: 2,
  experienceCount: 1,
  certificateCount: 1,
  accomplishmentCount: 1,
};

describe('candidate completion', () => {
  it('weighs the appendix’s eight sections to exactly 100, each more than nothing', () => {
    const weights = Object.values(CANDIDATE_SECTION_WEIGHTS);
    expect(weights.reduce((sum, w) => sum + w, 0)).toBe(100);
    expect(weights.every((w) => Number.isInteger(w) && w > 0)).toBe(true);
    expect(CANDIDATE_SECTIONS).toEqual([
      'basicDetails',
      'personalDetails',
      'industryDetails',
      'educations',
      'projects',
      'experiences',
      'certificates',
      'accomplishments',
    ]);
  });

  it('is 100 with nothing missing when every section is filled', () => {
    expect(candidateCompletion(FULL)).toEqual({ percent: 100, missing: [] });
  });

  it('holds a new account (name only) in the setup, missing every section', () => {
    const result = candidateCompletion({ fullName: 'Siti Aminah' });
    expect(result).toEqual({ percent: 0, missing: CANDIDATE_SECTIONS });
    expect(result.percent).toBeLessThan(PROFILE_PERCENT_THRESHOLD);
  });

  it('lets a fresh graduate out of the setup: basic, personal, industry and one education reach the threshold', () => {
    const graduate = candidateCompletion({
      ...FULL,
      yearsOfExperience: 0,
      projectCount: 0,
      experienceCount: 0,
      certificateCount: 0,
      accomplishmentCount: 0,
    });
    expect(graduate.percent).toBe(PROFILE_PERCENT_THRESHOLD);
    expect(graduate.missing).toEqual(['projects', 'experiences', 'certificates', 'accomplishments']);
  });

  it('counts a section only when all it asks for is there', () => {
    expect(candidateCompletion({ ...FULL, phone: ' ' }).missing).toEqual(['basicDetails']);
    expect(candidateCompletion({ ...FULL, cityId: null }).missing).toEqual(['personalDetails']);
    expect(candidateCompletion({ ...FULL, skillCount: 0 }).missing).toEqual(['industryDetails']);
    expect(candidateCompletion({ ...FULL, yearsOfExperience: null }).missing).toEqual(['industryDetails']);
    expect(candidateCompletion({ ...FULL, educationCount: 0 }).percent).toBe(
      100 - CANDIDATE_SECTION_WEIGHTS.educations,
    );
  });

  it('lists the setup steps of spec §4 in their order, each a section it fills', () => {
    expect(PROFILE_SETUP_STEPS).toEqual([
      'personalDetails',
      'industryDetails',
      'educations',
      'projects',
      'certificates',
      'experiences',
    ]);
    expect(PROFILE_SETUP_STEPS.every((step) => step in CANDIDATE_SECTION_WEIGHTS)).toBe(true);
  });
});
