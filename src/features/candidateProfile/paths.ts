/** The candidate's profile screens (spec §2, under /jobsseekers); plain data, as the shell's route table needs only these. */
export const CANDIDATE_PROFILE_PATH = {
  setup: 'profile-setup',
  profile: 'profile',
  createResume: 'create-resume',
} as const;

export const candidateProfileUrl = (page: keyof typeof CANDIDATE_PROFILE_PATH) =>
  `/jobsseekers/${CANDIDATE_PROFILE_PATH[page]}`;

/** Where the setup leads: the jobs, with recommendations. */
export const BROWSE_JOBS_URL = '/jobsseekers/browse-jobs';
