/** Resumes (migration 2026_11_25_019): plain functions taking the database first. */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { Resume, ResumeTable } from '../../db/database.js';

/** The candidate's live resumes: the default first, then the newest. */
export function pageOfResumes(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('resumes')
    .selectAll()
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .orderBy('isDefault', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countResumes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('resumes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The candidate's live resume by id; undefined for another's, a deleted one or none. */
export function findResume(db: Db, userId: number, id: number): Promise<Resume | undefined> {
  return db
    .selectFrom('resumes')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export async function insertResume(db: Db, values: Insertable<ResumeTable>): Promise<number> {
  const { id } = await db.insertInto('resumes').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateResumeRow(db: Db, id: number, values: Updateable<ResumeTable>): Promise<void> {
  await db.updateTable('resumes').set(values).where('id', '=', id).execute();
}

/** Makes one resume the candidate's default (the others stop being it). */
export async function makeDefault(db: Db, userId: number, id: number, now: string): Promise<void> {
  await db
    .updateTable('resumes')
    .set({ isDefault: 0, updatedAt: now })
    .where('userId', '=', userId)
    .where('isDefault', '=', 1)
    .where('id', '!=', id)
    .execute();
  await db.updateTable('resumes').set({ isDefault: 1, updatedAt: now }).where('id', '=', id).execute();
}

/** The candidate's newest live resume, to become the default when the default one is removed. */
export function newestResume(db: Db, userId: number) {
  return db
    .selectFrom('resumes')
    .select('id')
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
