/** Every master list of spec §3, keyed by code type; `satisfies` makes a missing code type a compile error. */
import type { MasterCodeType } from '../../../../../common/constants/masters.js';
import { CANDIDATE_CERTIFICATION, EMPLOYEE_QUALIFICATION, FIELD_OF_STUDY, INSTITUTE_UNIVERSITY } from './education.js';
import { CAST_CATEGORY, GENDER, SALARY_RANGE, YEAR_OF_EXPERIENCE } from './people.js';
import { CITY } from './places.js';
import { KEYWORDS, SKILLS } from './skills.js';
import { ORBIT_FUTURE_ACADEMY_COURSE, TRAINING_PERIOD } from './training.js';
import type { MasterSeed } from './types.js';
import { APPLICATION_STATUS, INDUSTRY, JOB_DOMAIN, LOCATION_TYPE, POSITION_LEVEL, TYPE_OF_EMPLOYMENT } from './work.js';

export type { MasterSeed } from './types.js';
export { OTHER_SORT_ORDER } from './types.js';

export const MASTER_SEEDS = {
  GENDER,
  SALARY_RANGE,
  YEAR_OF_EXPERIENCE,
  APPLICATION_STATUS,
  TYPE_OF_EMPLOYMENT,
  POSITION_LEVEL,
  EMPLOYEE_QUALIFICATION,
  JOB_DOMAIN,
  SKILLS,
  KEYWORDS,
  INDUSTRY,
  INSTITUTE_UNIVERSITY,
  FIELD_OF_STUDY,
  ORBIT_FUTURE_ACADEMY_COURSE,
  LOCATION_TYPE,
  CITY,
  TRAINING_PERIOD,
  CAST_CATEGORY,
  CANDIDATE_CERTIFICATION,
} as const satisfies Record<MasterCodeType, readonly MasterSeed[]>;
