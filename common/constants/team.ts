/** Team members (issue 10): a company's people, their invitations and the limits of what is typed about them. */

/** An invited member who has not set a password yet is INVITED; everyone else who can sign in is ACTIVE. */
export const MEMBER_STATUSES = ['INVITED', 'ACTIVE'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const TEAM_LIMITS = {
  /** 'HR Manager', 'Kepala Bagian Rekrutmen'. */
  jobTitleMax: 100,
  /** An invitation link works this many days, once. */
  invitationDays: 7,
  /** The random part of an invitation link (bytes, sent base64url: 43 characters). */
  tokenBytes: 32,
  /** What the accept call takes as a token: generous, still bounded. */
  tokenMaxLength: 200,
} as const;

/** The page where an invited person sets a password (the e-mail's link: `${JOIN_PATH}?token=…`). */
export const JOIN_PATH = '/employer/join';
