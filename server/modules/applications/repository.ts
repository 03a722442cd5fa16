/** Applications, their answers and their timelines (migration 2026_11_25_020): plain functions taking the db first. */
import type { Insertable, Updateable } from 'kysely';
import type { ApplicationStatus, ResponseSort } from '../../../common/constants/applicationStatus.js';
import type { Db } from '../../db/connect.js';
import type {
  Job,
  Application,
  ApplicationAnswerTable,
  ApplicationEventTable,
  ApplicationTable,
} from '../../db/database.js';
import { likeContains, lower } from '../../db/like.js';

/** The candidate's application to the job, withdrawn or not. */
export function applicationOf(db: Db, jobId: number, userId: number): Promise<Application | undefined> {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('jobId', '=', jobId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** An application that was not withdrawn. */
export function findApplication(db: Db, id: number): Promise<Application | undefined> {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('id', '=', id)
    .where('withdrawnAt', 'is', null)
    .executeTakeFirst();
}

export async function insertApplication(db: Db, values: Insertable<ApplicationTable>): Promise<number> {
  const { id } = await db.insertInto('applications').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateApplication(db: Db, id: number, values: Updateable<ApplicationTable>): Promise<void> {
  await db.updateTable('applications').set(values).where('id', '=', id).execute();
}

/**
 * Moves an application from one status to the next, only if it is still in the first (and not withdrawn): two team
 * members acting at once cannot both move it. Whether it moved.
 */
export async function moveStatus(
  db: Db,
  id: number,
  from: ApplicationStatus,
  to: ApplicationStatus,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ status: to, statusAt: now, updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .where('withdrawnAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function replaceAnswers(
  db: Db,
  applicationId: number,
  answers: Omit<Insertable<ApplicationAnswerTable>, 'applicationId'>[],
): Promise<void> {
  await db.deleteFrom('applicationAnswers').where('applicationId', '=', applicationId).execute();
  if (answers.length > 0)
    await db
      .insertInto('applicationAnswers')
      .values(answers.map((answer) => ({ ...answer, applicationId })))
      .execute();
}

export async function addEvent(db: Db, event: Insertable<ApplicationEventTable>): Promise<void> {
  await db.insertInto('applicationEvents').values(event).execute();
}

/** The job's count of live applications (the employer's jobs list shows it) moves by `delta`. */
export async function countResponse(db: Db, jobId: number, delta: 1 | -1): Promise<void> {
  await db
    .updateTable('jobs')
    .set((eb) => ({ responseCount: eb('responseCount', '+', delta) }))
    .where('id', '=', jobId)
    .execute();
}

export function answersOf(db: Db, applicationIds: number[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('applicationAnswers')
    .selectAll()
    .where('applicationId', 'in', applicationIds)
    .orderBy('applicationId')
    .orderBy('position')
    .execute();
}

export function eventsOf(db: Db, applicationIds: number[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('applicationEvents')
    .selectAll()
    .where('applicationId', 'in', applicationIds)
    .orderBy('applicationId')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** A page of the candidate's applications (not withdrawn), the newest first. */
export async function pageOfMyApplications(
  db: Db,
  userId: number,
  q: { status?: ApplicationStatus; page: number; limit: number },
) {
  let base = db.selectFrom('applications').where('userId', '=', userId).where('withdrawnAt', 'is', null);
  if (q.status) base = base.where('status', '=', q.status);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('appliedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export interface ResponsesQuery {
  companyId: number;
  jobId?: number;
  status?: ApplicationStatus;
  /** A candidate's name, or one of their skills, contains it. */
  search: string;
  sortBy: ResponseSort;
  page: number;
  limit: number;
}

/** A page of a company's applications (not withdrawn), with the job's title and the candidate's name. */
export async function pageOfResponses(db: Db, q: ResponsesQuery) {
  let base = db
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.jobId')
    .innerJoin('users as u', 'u.id', 'a.userId')
    .where('a.companyId', '=', q.companyId)
    .where('a.withdrawnAt', 'is', null);
  if (q.jobId !== undefined) base = base.where('a.jobId', '=', q.jobId);
  if (q.status) base = base.where('a.status', '=', q.status);
  if (q.search) {
    const search = q.search;
    base = base.where((eb) =>
      eb.or([
        likeContains(lower(eb.ref('u.fullName')), search),
        eb.exists(
          eb
            .selectFrom('candidateSkills as s')
            .innerJoin('masters as m', 'm.id', 's.masterId')
            .select('s.masterId')
            .whereRef('s.userId', '=', 'a.userId')
            .where((inner) =>
              inner.or([
                likeContains(lower(inner.ref('m.nameEn')), search),
                likeContains(lower(inner.ref('m.nameId')), search),
              ]),
            ),
        ),
      ]),
    );
  }
  let page = base
    .selectAll('a')
    .select(['j.title as jobTitle', 'j.slug as jobSlug', 'u.fullName', 'u.picturePath']);
  if (q.sortBy === 'score') page = page.orderBy('a.matchScore', 'desc');
  const [rows, count] = await Promise.all([
    page
      .orderBy('a.appliedAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type ResponseRow = Awaited<ReturnType<typeof pageOfResponses>>['rows'][number];

/** One application of the company's, with what a response shows (undefined for another company's, or withdrawn). */
export function findResponse(db: Db, companyId: number, id: number): Promise<ResponseRow | undefined> {
  return db
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.jobId')
    .innerJoin('users as u', 'u.id', 'a.userId')
    .selectAll('a')
    .select(['j.title as jobTitle', 'j.slug as jobSlug', 'u.fullName', 'u.picturePath'])
    .where('a.id', '=', id)
    .where('a.companyId', '=', companyId)
    .where('a.withdrawnAt', 'is', null)
    .executeTakeFirst();
}

/** How many of a company's (or one job's) live applications are in each status. */
export async function statusCounts(db: Db, companyId: number, jobId?: number) {
  let query = db
    .selectFrom('applications')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('companyId', '=', companyId)
    .where('withdrawnAt', 'is', null)
    .groupBy('status');
  if (jobId !== undefined) query = query.where('jobId', '=', jobId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.status as ApplicationStatus, Number(row.n)]));
}

/** The ids of a job's skills, and of a candidate's. */
export async function skillIds(db: Db, of: { jobId: number } | { userId: number }): Promise<Set<number>> {
  const rows =
    'jobId' in of
      ? await db.selectFrom('jobSkills').select('masterId').where('jobId', '=', of.jobId).execute()
      : await db.selectFrom('candidateSkills').select('masterId').where('userId', '=', of.userId).execute();
  return new Set(rows.map((row) => row.masterId));
}

/** A job by id, deleted or not (an application says which it is). */
export function anyJob(db: Db, id: number): Promise<Job | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The jobs of these ids, deleted ones too (a candidate's applications still show them). */
export function jobsWithDeleted(db: Db, ids: number[]): Promise<Job[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('jobs').selectAll().where('id', 'in', [...new Set(ids)]).execute();
}

/** A job's screening questions in order. */
export function questionsOf(db: Db, jobId: number) {
  return db.selectFrom('jobQuestions').selectAll().where('jobId', '=', jobId).orderBy('position').execute();
}
