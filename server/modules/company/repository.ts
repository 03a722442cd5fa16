/** Companies and their members (migration 2026_11_24_007): plain functions taking the database first. */
import crypto from 'node:crypto';
import type { CompanyRole } from '../../../common/constants/jobs.js';
import { slugify } from '../../../common/format/slug.js';
import type { Db } from '../../db/connect.js';

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
