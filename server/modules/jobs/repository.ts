/** Jobs and what hangs off them (skills, locations, benefits, questions): plain functions taking the database first. */
import {
  type ExpressionBuilder,
  type Insertable,
  type Selectable,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import { JOB_UTC_OFFSET_MINUTES, type JobListTab } from '../../../common/constants/jobs.js';
import type { Db } from '../../db/connect.js';
import type { Database, Job, JobQuestionTable, JobTable } from '../../db/database.js';
import { lower, likeContains, likePrefix } from '../../db/like.js';

export type JobQuestionRow = Selectable<JobQuestionTable>;

const OFFSET_MS = JOB_UTC_OFFSET_MINUTES * 60_000;

/**
 * Today's date in JOB_TIME_ZONE as 'YYYY-MM-DD': a job whose `validTill` is before it has expired. By its fixed
 * offset: an Intl.DateTimeFormat for the zone would page about 6 MB of ICU's data into every server process.
 */
export const today = (now = new Date()) => new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);

export function findJob(db: Db, id: number): Promise<Job | undefined> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** The jobs of these ids that are not deleted, in no particular order. */
export function jobsByIds(db: Db, ids: number[]): Promise<Job[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('jobs').selectAll().where('id', 'in', ids).where('deletedAt', 'is', null).execute();
}

export async function insertJob(db: Db, values: Insertable<JobTable>): Promise<number> {
  const { id } = await db.insertInto('jobs').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function replaceSkills(db: Db, jobId: number, masterIds: number[]): Promise<void> {
  await db.deleteFrom('jobSkills').where('jobId', '=', jobId).execute();
  if (masterIds.length === 0) return;
  await db
    .insertInto('jobSkills')
    .values(masterIds.map((masterId, position) => ({ jobId, masterId, position })))
    .execute();
}

export async function replaceLocations(
  db: Db,
  jobId: number,
  cities: { id: number; countryCode: string; stateCode: string }[],
): Promise<void> {
  await db.deleteFrom('jobLocations').where('jobId', '=', jobId).execute();
  if (cities.length === 0) return;
  await db
    .insertInto('jobLocations')
    .values(
      cities.map((city, position) => ({
        jobId,
        cityId: city.id,
        countryCode: city.countryCode,
        stateCode: city.stateCode,
        position,
      })),
    )
    .execute();
}

export async function replaceBenefits(db: Db, jobId: number, codes: string[]): Promise<void> {
  await db.deleteFrom('jobBenefits').where('jobId', '=', jobId).execute();
  if (codes.length === 0) return;
  await db
    .insertInto('jobBenefits')
    .values(codes.map((code) => ({ jobId, code })))
    .execute();
}

export async function replaceQuestions(
  db: Db,
  jobId: number,
  questions: {
    kind: string;
    question: string;
    isRequired: boolean;
    options: string[];
    knockout?: string | null;
  }[],
): Promise<void> {
  await db.deleteFrom('jobQuestions').where('jobId', '=', jobId).execute();
  if (questions.length === 0) return;
  await db
    .insertInto('jobQuestions')
    .values(
      questions.map((q, position) => ({
        jobId,
        position,
        kind: q.kind,
        question: q.question,
        isRequired: q.isRequired ? 1 : 0,
        options: JSON.stringify(q.options),
        knockout: q.knockout == null ? null : JSON.stringify(q.knockout),
      })),
    )
    .execute();
}

/** The fields a copy of a job takes over: what its steps saved, nothing of its life (status, days, counts). */
const COPIED_FIELDS = [
  'title',
  'categoryId',
  'employmentType',
  'positionLevel',
  'jobDomain',
  'openings',
  'descriptionHtml',
  'descriptionText',
  'qualification',
  'experienceMin',
  'experienceMax',
  'salaryMin',
  'salaryMax',
  'salaryVisible',
  'highlightsAt',
  'isRemote',
  'locationAt',
  'benefitsOther',
  'benefitsAt',
  'questionsAt',
  'searchCompany',
  'searchSkills',
  'searchRoots',
] as const;

/** A new job with the fields of `source` and `values`, and copies of its skills, places, benefits and questions. */
export async function copyJob(
  db: Db,
  source: Job,
  values: Pick<
    Insertable<JobTable>,
    'companyId' | 'createdBy' | 'status' | 'slug' | 'createdAt' | 'updatedAt'
  >,
): Promise<number> {
  const fields = Object.fromEntries(COPIED_FIELDS.map((field) => [field, source[field]]));
  const id = await insertJob(db, { ...fields, ...values } as Insertable<JobTable>);
  const [skills, places, benefits, questions] = await Promise.all([
    db.selectFrom('jobSkills').select(['masterId', 'position']).where('jobId', '=', source.id).execute(),
    db
      .selectFrom('jobLocations')
      .select(['cityId', 'countryCode', 'stateCode', 'position'])
      .where('jobId', '=', source.id)
      .execute(),
    db.selectFrom('jobBenefits').select('code').where('jobId', '=', source.id).execute(),
    db
      .selectFrom('jobQuestions')
      .select(['position', 'kind', 'question', 'isRequired', 'options', 'knockout'])
      .where('jobId', '=', source.id)
      .execute(),
  ]);
  const withJob = <T extends object>(rows: T[]) => rows.map((row) => ({ ...row, jobId: id }));
  if (skills.length) await db.insertInto('jobSkills').values(withJob(skills)).execute();
  if (places.length) await db.insertInto('jobLocations').values(withJob(places)).execute();
  if (benefits.length) await db.insertInto('jobBenefits').values(withJob(benefits)).execute();
  if (questions.length) await db.insertInto('jobQuestions').values(withJob(questions)).execute();
  return id;
}

export function citiesByIds(db: Db, ids: number[]) {
  return db.selectFrom('cities').select(['id', 'countryCode', 'stateCode']).where('id', 'in', ids).execute();
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', id)
    .where('isActive', '=', 1)
    .executeTakeFirst();
  return !!row;
}

/** The names a job's codes and ids stand for, in both languages, for a batch of jobs (one query per kind). */
export async function jobRelations(db: Db, jobs: Job[], scope: 'job' | 'card' = 'job') {
  const ids = jobs.map((job) => job.id);
  const none = ids.length === 0;
  // A card (a list's row) shows the company, the type of employment and the places, nothing else of these.
  const card = scope === 'card';
  const companyIds = [...new Set(jobs.map((job) => job.companyId))];
  const categoryIds = [...new Set(jobs.map((job) => job.categoryId))];
  const codes = [
    ...new Set(
      jobs.flatMap((job) => [job.employmentType, job.positionLevel, job.jobDomain, job.qualification ?? '']),
    ),
  ].filter(Boolean);
  const [companies, categories, masters, skills, locations, benefits, questions] = await Promise.all([
    none
      ? []
      : db
          .selectFrom('companies')
          .select(['id', 'name', 'slug', 'logoPath'])
          .where('id', 'in', companyIds)
          .execute(),
    none || card
      ? []
      : db
          .selectFrom('categories')
          .select(['id', 'nameEn', 'nameId'])
          .where('id', 'in', categoryIds)
          .execute(),
    codes.length === 0
      ? []
      : db
          .selectFrom('masters')
          .select(['codeType', 'code', 'nameEn', 'nameId'])
          .where('codeType', 'in', [
            'TYPE_OF_EMPLOYMENT',
            'POSITION_LEVEL',
            'JOB_DOMAIN',
            'EMPLOYEE_QUALIFICATION',
          ])
          .where('code', 'in', codes)
          .execute(),
    none || card
      ? []
      : db
          .selectFrom('jobSkills as s')
          .innerJoin('masters as m', 'm.id', 's.masterId')
          .select(['s.jobId', 'm.id', 'm.nameEn', 'm.nameId'])
          .where('s.jobId', 'in', ids)
          .orderBy('s.position')
          .execute(),
    none
      ? []
      : db
          .selectFrom('jobLocations as l')
          .innerJoin('cities as c', 'c.id', 'l.cityId')
          .leftJoin('states as s', (join) =>
            join.onRef('s.countryCode', '=', 'l.countryCode').onRef('s.isoCode', '=', 'l.stateCode'),
          )
          .leftJoin('countries as k', 'k.isoCode', 'l.countryCode')
          .select([
            'l.jobId',
            'l.cityId',
            'l.countryCode',
            'c.name as cityName',
            's.name as stateName',
            'k.name as countryName',
          ])
          .where('l.jobId', 'in', ids)
          .orderBy('l.position')
          .execute(),
    none || card
      ? []
      : db.selectFrom('jobBenefits').select(['jobId', 'code']).where('jobId', 'in', ids).execute(),
    none || card
      ? []
      : db.selectFrom('jobQuestions').selectAll().where('jobId', 'in', ids).orderBy('position').execute(),
  ]);
  return { companies, categories, masters, skills, locations, benefits, questions };
}
export type JobRelations = Awaited<ReturnType<typeof jobRelations>>;

/** Not past its last day (`validTill`, a day in JOB_TIME_ZONE; null: no end). */
const notExpired = (day: string) => (eb: ExpressionBuilder<Database, 'jobs'>) =>
  eb.or([eb('validTill', 'is', null), eb('validTill', '>=', day)]);

const title = () => lower(sql.ref<string>('title'));

/** Live jobs: active, not deleted, not past their last day. */
export function liveJobs(db: Db, now = new Date()) {
  return db
    .selectFrom('jobs')
    .where('status', '=', 'ACTIVE')
    .where('deletedAt', 'is', null)
    .where(notExpired(today(now)));
}

export interface PageQuery {
  page: number;
  limit: number;
  search: string;
  sort: number;
}

/** A page of the jobs `base` selects, narrowed by a title search, in `column` order (sort -1: newest first). */
async function pageOf(
  base: SelectQueryBuilder<Database, 'jobs', object>,
  column: 'postedAt' | 'createdAt',
  q: PageQuery,
): Promise<{ jobs: Job[]; total: number }> {
  const scope = q.search ? base.where(likeContains(title(), q.search)) : base;
  const direction = q.sort === 1 ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    scope
      .selectAll()
      .orderBy(column, direction)
      .orderBy('id', direction)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    scope.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { jobs: rows, total: Number(count.n) };
}

/** A page of a company's own jobs, in one tab (or all), newest created first (sort -1) or oldest. */
export function pageOfCompanyJobs(db: Db, companyId: number, tab: JobListTab | undefined, q: PageQuery) {
  const day = today();
  let base = db.selectFrom('jobs').where('companyId', '=', companyId).where('deletedAt', 'is', null);
  if (tab === 'DRAFT' || tab === 'CLOSED') base = base.where('status', '=', tab);
  if (tab === 'ACTIVE') base = base.where('status', '=', 'ACTIVE').where(notExpired(day));
  if (tab === 'EXPIRED') base = base.where('status', '=', 'ACTIVE').where('validTill', '<', day);
  return pageOf(base, 'createdAt', q);
}

/** Titles of live jobs with a word starting with `search` (typeahead), most frequent first. */
export async function liveJobTitles(db: Db, search: string, limit: number): Promise<string[]> {
  const term = search.toLowerCase();
  let query = liveJobs(db);
  if (term) {
    query = query.where((eb) => eb.or([likePrefix(title(), term), likeContains(title(), ` ${term}`)]));
  }
  const rows = await query
    .select(['title', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('title')
    .orderBy('n', 'desc')
    .orderBy('title')
    .limit(limit)
    .execute();
  return rows.map((row) => row.title);
}
