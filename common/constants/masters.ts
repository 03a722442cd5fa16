/** Master-data code types (spec §3, all 19) and the codes of the 'Other' choice some lists offer. */

export const MASTER_CODE_TYPES = [
  'GENDER',
  'SALARY_RANGE',
  'YEAR_OF_EXPERIENCE',
  'APPLICATION_STATUS',
  'TYPE_OF_EMPLOYMENT',
  'POSITION_LEVEL',
  'EMPLOYEE_QUALIFICATION',
  'JOB_DOMAIN',
  'SKILLS',
  'KEYWORDS',
  'INDUSTRY',
  'INSTITUTE_UNIVERSITY',
  'FIELD_OF_STUDY',
  'ORBIT_FUTURE_ACADEMY_COURSE',
  'LOCATION_TYPE',
  'CITY',
  'TRAINING_PERIOD',
  'CAST_CATEGORY',
  'CANDIDATE_CERTIFICATION',
] as const;
export type MasterCodeType = (typeof MASTER_CODE_TYPES)[number];

/** Name-by-name access (`MASTER_CODE_TYPE.SKILLS`) without retyping string literals. */
export const MASTER_CODE_TYPE = Object.fromEntries(MASTER_CODE_TYPES.map((t) => [t, t])) as {
  readonly [K in MasterCodeType]: K;
};

export const OTHER_OPTION_CODE = {
  OTHER_UNIVERSITY: 'OTHER_UNIVERSITY',
  OTHER_QUALIFICATION: 'OTHER_QUALIFICATION',
  OTHER_FIELD: 'OTHER_FIELD',
  OTHER_INDUSTRY: 'OTHER_INDUSTRY',
  OTHER_JOB_DOMAIN: 'OTHER_JOB_DOMAIN',
} as const;
export type OtherOptionCode = (typeof OTHER_OPTION_CODE)[keyof typeof OTHER_OPTION_CODE];
export const OTHER_OPTION_CODES = Object.values(OTHER_OPTION_CODE) as readonly OtherOptionCode[];

/**
 * Which list each 'Other' code belongs to. The spec lists the codes without their lists; the pairing follows the
 * names. Choosing the code lets the user type a free-text value (which may become a master via masters/create).
 */
export const OTHER_OPTION_BY_CODE_TYPE = {
  INSTITUTE_UNIVERSITY: 'OTHER_UNIVERSITY',
  EMPLOYEE_QUALIFICATION: 'OTHER_QUALIFICATION',
  FIELD_OF_STUDY: 'OTHER_FIELD',
  INDUSTRY: 'OTHER_INDUSTRY',
  JOB_DOMAIN: 'OTHER_JOB_DOMAIN',
} as const satisfies Partial<Record<MasterCodeType, OtherOptionCode>>;

export function isOtherOptionCode(code: unknown): code is OtherOptionCode {
  return typeof code === 'string' && (OTHER_OPTION_CODES as readonly string[]).includes(code);
}
