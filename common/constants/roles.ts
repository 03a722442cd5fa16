/** Who is signed in: the two kinds of users of spec §3, and the wider set of roles the server knows (appendix). */

/** The user types the app distinguishes (route prefixes /employer and /jobsseekers). */
export const USER_TYPE = {
  EMPLOYER: 'EMPLOYER',
  CANDIDATE: 'CANDIDATE',
} as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];
export const USER_TYPES = Object.values(USER_TYPE) as readonly UserType[];

/** Roles stored on the server. Administrators have no screens (spec §1); they act through the admin CLI. */
export const ROLE = {
  SUPER_ADMIN: 'SUPER_ADMIN',
  ADMIN: 'ADMIN',
  SUB_ADMIN: 'SUB_ADMIN',
  CANDIDATE: 'CANDIDATE',
  EMPLOYER: 'EMPLOYER',
} as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];
export const ROLES = Object.values(ROLE) as readonly Role[];

/** Roles allowed to approve employers and manage masters. */
export const ADMIN_ROLES = [ROLE.SUPER_ADMIN, ROLE.ADMIN, ROLE.SUB_ADMIN] as const satisfies readonly Role[];

/** Approval of an employer (or candidate) profile; an employer may post jobs only when APPROVED. */
export const APPROVAL_STATUS = {
  PENDING: 'PENDING',
  APPROVED: 'APPROVED',
  DECLINED: 'DECLINED',
} as const;
export type ApprovalStatus = (typeof APPROVAL_STATUS)[keyof typeof APPROVAL_STATUS];
export const APPROVAL_STATUSES = Object.values(APPROVAL_STATUS) as readonly ApprovalStatus[];
