/** The company profile screens (spec §2, under /employer); plain data, as the shell's route table needs only these. */
export const COMPANY_PATH = {
  setup: 'company-profile-setup',
  profile: 'company-profile',
  setupSuccess: 'profile-setup-success',
} as const;

export const companyUrl = (page: keyof typeof COMPANY_PATH) => `/employer/${COMPANY_PATH[page]}`;
