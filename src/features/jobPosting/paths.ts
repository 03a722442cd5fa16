/** The addresses of the posting screens (spec §2, under /employer); plain data, as the shell's route table needs only these. */
import type { JobStep } from '@common/constants/jobs';

export const STEP_PATH: Record<JobStep, string> = {
  jobType: 'job-type',
  highlights: 'job-description',
  location: 'location',
  benefits: 'benefits',
  questions: 'additional-question',
};
export const VERIFY_PATH = 'job-post-verification';
export const POSTED_PATH = 'job-posted-successfull';
export const JOBS_HOME_PATH = 'home';
