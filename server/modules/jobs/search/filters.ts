/**
 * The filters of the job search on the indexed columns of `jobs` and its join tables, the same SQL on both
 * databases. Several values of one filter mean any of them; a place (cities, else a state, else a country) and
 * `remote` together mean "there, or from anywhere".
 */
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import { POSTED_WITHIN } from '../../../../common/constants/jobs.js';
import type { JobListRequest } from '../../../../common/schemas/jobs.js';
import type { Database } from '../../../db/database.js';

export type JobFilter = JobListRequest['filter'];
type Jobs = SelectQueryBuilder<Database, 'jobs', object>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ids of the jobs in a place: cities, else a state, else a country. Null when no place is asked for. */
function jobsInPlace(eb: ExpressionBuilder<Database, 'jobs'>, filter: JobFilter) {
  const { cityIds, countryCode, stateCode } = filter;
  if (!cityIds?.length && !countryCode) return null;
  let located = eb.selectFrom('jobLocations').select('jobLocations.jobId');
  if (cityIds?.length) located = located.where('jobLocations.cityId', 'in', cityIds);
  else {
    located = located.where('jobLocations.countryCode', '=', countryCode!);
    if (stateCode) located = located.where('jobLocations.stateCode', '=', stateCode);
  }
  return located;
}

export function applyFilters(query: Jobs, filter: JobFilter, now: Date): Jobs {
  let q = query;
  if (filter.categoryIds?.length) q = q.where('categoryId', 'in', filter.categoryIds);
  if (filter.employmentTypes?.length) q = q.where('employmentType', 'in', filter.employmentTypes);
  if (filter.positionLevels?.length) q = q.where('positionLevel', 'in', filter.positionLevels);
  if (filter.jobDomains?.length) q = q.where('jobDomain', 'in', filter.jobDomains);
  if (filter.companyId !== undefined) q = q.where('companyId', '=', filter.companyId);
  // `id in (…)` rather than EXISTS: the database starts from the join table's index (skill → jobs, city → jobs)
  // instead of probing it once for every live job (a skill filter on 100,000 jobs: 48 → 3 ms on SQLite).
  if (filter.skillIds?.length) {
    const skillIds = filter.skillIds;
    q = q.where('jobs.id', 'in', (eb) =>
      eb.selectFrom('jobSkills').select('jobSkills.jobId').where('jobSkills.masterId', 'in', skillIds),
    );
  }
  if (filter.remote || filter.cityIds?.length || filter.countryCode) {
    q = q.where((eb) => {
      const there = jobsInPlace(eb, filter);
      const remote = eb('isRemote', '=', 1);
      if (!there) return remote;
      return filter.remote ? eb.or([eb('jobs.id', 'in', there), remote]) : eb('jobs.id', 'in', there);
    });
  }
  // Ranges overlap: the job pays at least the least asked for, and starts at most at the most asked for. Only jobs
  // that show their salary: matching hidden ones would let anyone find a hidden salary by narrowing the range.
  if (filter.salaryMin !== undefined || filter.salaryMax !== undefined) q = q.where('salaryVisible', '=', 1);
  if (filter.salaryMin !== undefined) q = q.where('salaryMax', '>=', filter.salaryMin);
  if (filter.salaryMax !== undefined) q = q.where('salaryMin', '<=', filter.salaryMax);
  if (filter.experience !== undefined) {
    q = q.where('experienceMin', '<=', filter.experience).where('experienceMax', '>=', filter.experience);
  }
  if (filter.postedWithin) {
    const since = new Date(now.getTime() - POSTED_WITHIN[filter.postedWithin] * DAY_MS).toISOString();
    q = q.where('postedAt', '>=', since);
  }
  return q;
}
