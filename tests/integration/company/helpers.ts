/** Helpers of the company tests: employers with their companies, recruiters, jobs and places written to the database. */
import type { FastifyInstance } from 'fastify';
import { signIn } from '../helpers/app.js';

export type Auth = { userId: number; headers: { authorization: string } };

export interface Employer extends Auth {
  companyId: number;
  email: string;
}

/** An approved (or pending) employer signed in, with its company (as a registration makes it, name 'Tester Company'). */
export async function employer(app: FastifyInstance, status = 'APPROVED'): Promise<Employer> {
  const auth = await signIn(app, 'EMPLOYER', { status });
  const row = await app.deps.db
    .selectFrom('companyMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select(['m.companyId', 'u.email'])
    .where('m.userId', '=', auth.userId)
    .executeTakeFirstOrThrow();
  return { ...auth, companyId: row.companyId, email: row.email };
}

/**
 * A second employer account in the same company as a RECRUITER (as team-members/add will make one): its own
 * registration company is removed, and it joins `companyId`.
 */
export async function recruiterOf(app: FastifyInstance, companyId: number): Promise<Employer> {
  const auth = await signIn(app, 'EMPLOYER');
  const db = app.deps.db;
  const own = await db
    .selectFrom('companyMembers')
    .select('companyId')
    .where('userId', '=', auth.userId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('companyMembers')
    .set({ companyId, role: 'RECRUITER' })
    .where('userId', '=', auth.userId)
    .execute();
  await db
    .updateTable('companies')
    .set({ deletedAt: new Date().toISOString() })
    .where('id', '=', own.companyId)
    .execute();
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', auth.userId)
    .executeTakeFirstOrThrow();
  return { ...auth, companyId, email: user.email };
}

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** A job of the company written straight to the database: live by default, or a draft, closed or expired one. */
export async function insertJob(
  app: FastifyInstance,
  company: { companyId: number; userId: number },
  state: 'live' | 'draft' | 'closed' | 'expired' | 'deleted' = 'live',
  searchCompany = 'Tester Company',
): Promise<number> {
  const db = app.deps.db;
  const category = await db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const status = state === 'draft' ? 'DRAFT' : state === 'closed' ? 'CLOSED' : 'ACTIVE';
  const { id } = await db
    .insertInto('jobs')
    .values({
      companyId: company.companyId,
      createdBy: company.userId,
      status,
      slug: `job-${Math.random().toString(36).slice(2)}`,
      title: 'Staf Akuntansi',
      categoryId: category.id,
      employmentType: 'FULL_TIME',
      positionLevel: 'STAFF',
      jobDomain: 'ACCOUNTING_FINANCE',
      openings: 1,
      searchCompany,
      validTill: state === 'expired' ? day(-1) : day(30),
      postedAt: state === 'draft' ? null : now,
      deletedAt: state === 'deleted' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A seeded city by name, with its state and country. */
export function city(app: FastifyInstance, countryCode: string, stateCode: string, name: string) {
  return app.deps.db
    .selectFrom('cities')
    .select(['id', 'countryCode', 'stateCode', 'name'])
    .where('countryCode', '=', countryCode)
    .where('stateCode', '=', stateCode)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
}

export function companyRow(app: FastifyInstance, id: number) {
  return app.deps.db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
