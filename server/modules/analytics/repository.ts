/**
 * What the employer analytics read (issue 13): plain functions taking the db first. Every query is limited to one
 * company (and, with `jobId`, one of its jobs) and reads an index range: the company's jobs (`jobs_company_status`),
 * their views by day (`job_views_job_day`), the company's applications by date (`applications_company_applied`) or by
 * status (`applications_company`), and each application's timeline (`application_events_application`). Months are
 * grouped by the first seven characters of the stored ISO text, the same SQL on SQLite and PostgreSQL.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import { liveJobs } from '../jobs/repository.js';
import type { MonthCount } from './months.js';

/** Whose figures: a company's, or one of its jobs'. */
export interface Scope {
  companyId: number;
  jobId?: number;
}

/** 'YYYY-MM' of a stored ISO date or timestamp column. */
const monthOf = (column: string): RawBuilder<string> => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

/** The company's job that is not deleted, or undefined (another company's, deleted, or none). */
export function companyJob(db: Db, companyId: number, jobId: number) {
  return db
    .selectFrom('jobs')
    .select('id')
    .where('id', '=', jobId)
    .where('companyId', '=', companyId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** Views (one per viewer, job and day) per month of their day, from `fromDay` on. */
export function viewsByMonth(db: Db, scope: Scope, fromDay: string): Promise<MonthCount[]> {
  const month = monthOf('v.day');
  let query = db
    .selectFrom('jobViews as v')
    .select([month.as('month'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('v.day', '>=', fromDay)
    .groupBy(month);
  query =
    scope.jobId !== undefined
      ? query.where('v.jobId', '=', scope.jobId)
      : query.where('v.jobId', 'in', (eb) =>
          eb.selectFrom('jobs').select('jobs.id').where('jobs.companyId', '=', scope.companyId),
        );
  return query.execute();
}

/** Applications sent (and not withdrawn) per month, from `from` on. */
export function applicationsByMonth(db: Db, scope: Scope, from: string): Promise<MonthCount[]> {
  const month = monthOf('appliedAt');
  let query = db
    .selectFrom('applications')
    .select([month.as('month'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('companyId', '=', scope.companyId)
    .where('appliedAt', '>=', from)
    .where('withdrawnAt', 'is', null)
    .groupBy(month);
  if (scope.jobId !== undefined) query = query.where('jobId', '=', scope.jobId);
  return query.execute();
}

/** The timeline's shortlists and hires per month of the step, from `from` on (the applications' not withdrawn). */
export function stepsByMonth(
  db: Db,
  scope: Scope,
  from: string,
): Promise<(MonthCount & { status: string })[]> {
  const month = monthOf('e.createdAt');
  let query = db
    .selectFrom('applications as a')
    .innerJoin('applicationEvents as e', 'e.applicationId', 'a.id')
    .select([month.as('month'), 'e.status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('a.companyId', '=', scope.companyId)
    .where('a.withdrawnAt', 'is', null)
    .where('e.status', 'in', ['SHORTLIST', 'HIRED'])
    .where('e.createdAt', '>=', from)
    .groupBy([month, 'e.status']);
  if (scope.jobId !== undefined) query = query.where('a.jobId', '=', scope.jobId);
  return query.execute();
}

const count = (row: { n: number | string | bigint | null } | undefined) => Number(row?.n ?? 0);

/** The figures of now: live jobs, applications (all, since `weekFrom`, hired), and views. */
export async function currentCounts(db: Db, scope: Scope, weekFrom: string) {
  const applications = () => {
    let query = db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('companyId', '=', scope.companyId)
      .where('withdrawnAt', 'is', null);
    if (scope.jobId !== undefined) query = query.where('jobId', '=', scope.jobId);
    return query;
  };
  let live = liveJobs(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('companyId', '=', scope.companyId);
  let views = db
    .selectFrom('jobs')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('viewCount'), eb.lit(0)).as('n'))
    .where('companyId', '=', scope.companyId);
  if (scope.jobId !== undefined) {
    live = live.where('id', '=', scope.jobId);
    views = views.where('id', '=', scope.jobId);
  }
  const [activeJobs, total, week, hires, viewed] = await Promise.all([
    live.executeTakeFirst(),
    applications().executeTakeFirst(),
    applications().where('appliedAt', '>=', weekFrom).executeTakeFirst(),
    applications().where('status', '=', 'HIRED').executeTakeFirst(),
    views.executeTakeFirst(),
  ]);
  return {
    activeJobs: count(activeJobs),
    totalApplications: count(total),
    newThisWeek: count(week),
    hires: count(hires),
    views: count(viewed),
  };
}
