/** Companies and their members (migration 2026_11_24_007): plain functions taking the database first. */
import crypto from 'node:crypto';
import { type Updateable, sql } from 'kysely';
import type { CompanyRole } from '../../../common/constants/jobs.js';
import { slugify } from '../../../common/format/slug.js';
import type { Db } from '../../db/connect.js';
import type { Company, CompanyTable } from '../../db/database.js';
import { likeContains, lower } from '../../db/like.js';
import { placeNames } from '../city/repository.js';
import { liveJobs } from '../jobs/repository.js';

export interface Membership {
  companyId: number;
  role: CompanyRole;
  companyName: string;
}

/** The company the user works for, and as what; undefined when none (or the company was deleted). */
export async function membershipOf(db: Db, userId: number): Promise<Membership | undefined> {
  const row = await db
    .selectFrom('companyMembers as m')
    .innerJoin('companies as c', 'c.id', 'm.companyId')
    .select(['m.companyId', 'm.role', 'c.name as companyName'])
    .where('m.userId', '=', userId)
    .where('m.deletedAt', 'is', null)
    .where('c.deletedAt', 'is', null)
    .executeTakeFirst();
  return row ? { ...row, role: row.role as CompanyRole } : undefined;
}

/** A readable slug made unique by a random suffix (names repeat: 'PT Maju Jaya' exists many times). */
export const uniqueSlug = (text: string, fallback: string) =>
  `${slugify(text) || fallback}-${crypto.randomBytes(3).toString('hex')}`;

/** A new company with `userId` as its first admin (an employer's registration; in the caller's transaction). */
export async function createCompanyFor(db: Db, userId: number, name: string, now: string): Promise<number> {
  const { id } = await db
    .insertInto('companies')
    .values({ name, slug: uniqueSlug(name, 'company'), createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('companyMembers')
    .values({ companyId: id, userId, role: 'ADMIN', createdAt: now })
    .execute();
  return id;
}

/** A company that is not deleted, by id or by its slug. */
export function findCompany(db: Db, key: { id: number } | { slug: string }): Promise<Company | undefined> {
  let query = db.selectFrom('companies').selectAll().where('deletedAt', 'is', null);
  query = 'id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug);
  return query.executeTakeFirst();
}

/** The company's fields a profile update changes (in the caller's transaction). */
export async function updateCompanyRow(db: Db, id: number, values: Updateable<CompanyTable>): Promise<void> {
  await db.updateTable('companies').set(values).where('id', '=', id).execute();
}

/**
 * A new company name reaches what repeats it: the full-text column of every job of the company (deleted ones too,
 * so that one restored is found by the name it is shown with) and the `companyName` of its members' accounts.
 */
export async function spreadCompanyName(db: Db, companyId: number, name: string, now: string): Promise<void> {
  await db.updateTable('jobs').set({ searchCompany: name }).where('companyId', '=', companyId).execute();
  await db
    .updateTable('users')
    .set({ companyName: name, updatedAt: now })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('companyMembers')
        .select('userId')
        .where('companyId', '=', companyId)
        .where('deletedAt', 'is', null),
    )
    .execute();
}

/** How many live jobs the company has (active, not deleted, not past their last day). */
export async function liveJobCount(db: Db, companyId: number): Promise<number> {
  const row = await liveJobs(db)
    .where('companyId', '=', companyId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Names of the codes and ids a company row refers to (each null when not set or not found). */
export interface CompanyNames {
  industryEn: string | null;
  industryId: string | null;
  countryName: string | null;
  stateName: string | null;
  cityName: string | null;
}

export async function companyNames(
  db: Db,
  company: Pick<Company, 'industryCode' | 'countryCode' | 'stateCode' | 'cityId'>,
): Promise<CompanyNames> {
  const [industry, place] = await Promise.all([
    company.industryCode
      ? db
          .selectFrom('masters')
          .select(['nameEn', 'nameId'])
          .where('codeType', '=', 'INDUSTRY')
          .where('code', '=', company.industryCode)
          .executeTakeFirst()
      : undefined,
    placeNames(db, company),
  ]);
  return {
    industryEn: industry?.nameEn ?? null,
    industryId: industry?.nameId ?? null,
    ...place,
  };
}

export interface HiringQuery {
  page: number;
  limit: number;
  search: string;
  sort: number;
  industryCode?: string | undefined;
}

export interface HiringCompanyRow {
  id: number;
  name: string;
  slug: string;
  logoPath: string | null;
  industryCode: string | null;
  industryEn: string | null;
  industryId: string | null;
  companySize: string | null;
  cityName: string | null;
  stateName: string | null;
  countryName: string | null;
  liveJobs: number;
}

/**
 * A page of the companies hiring now (at least one live job), optionally by a word of their name and by industry;
 * the company with the most recent live posting first (sort -1) or last (sort 1), then by id.
 */
export async function pageOfHiringCompanies(
  db: Db,
  q: HiringQuery,
): Promise<{ rows: HiringCompanyRow[]; total: number }> {
  const live = liveJobs(db)
    .select((eb) => [
      'companyId',
      eb.fn.countAll<number | string>().as('liveJobs'),
      eb.fn.max('postedAt').as('lastPostedAt'),
    ])
    .groupBy('companyId');
  let base = db
    .selectFrom('companies as c')
    .innerJoin(live.as('l'), 'l.companyId', 'c.id')
    .where('c.deletedAt', 'is', null);
  if (q.search) base = base.where(likeContains(lower(sql.ref<string>('c.name')), q.search));
  if (q.industryCode) base = base.where('c.industryCode', '=', q.industryCode);
  const direction = q.sort === 1 ? 'asc' : 'desc';

  const [rows, count] = await Promise.all([
    base
      .leftJoin('masters as m', (join) =>
        join.on('m.codeType', '=', 'INDUSTRY').onRef('m.code', '=', 'c.industryCode'),
      )
      .leftJoin('cities as ci', 'ci.id', 'c.cityId')
      .leftJoin('states as s', (join) =>
        join.onRef('s.countryCode', '=', 'c.countryCode').onRef('s.isoCode', '=', 'c.stateCode'),
      )
      .leftJoin('countries as k', 'k.isoCode', 'c.countryCode')
      .select([
        'c.id',
        'c.name',
        'c.slug',
        'c.logoPath',
        'c.industryCode',
        'm.nameEn as industryEn',
        'm.nameId as industryId',
        'c.companySize',
        'ci.name as cityName',
        's.name as stateName',
        'k.name as countryName',
        'l.liveJobs',
      ])
      .orderBy('l.lastPostedAt', direction)
      .orderBy('c.id', direction)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, liveJobs: Number(row.liveJobs) })),
    total: Number(count.n),
  };
}
