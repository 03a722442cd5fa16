/** Company reviews: plain functions taking the database first. Deleted reviews are kept (deletedAt) but never read. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { ReviewTable } from '../../db/database.js';

const withAuthor = (db: Db) =>
  db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.userId')
    .selectAll('reviews')
    .select('users.fullName as authorFullName')
    .where('reviews.deletedAt', 'is', null);

export type ReviewRow = Awaited<ReturnType<typeof findReview>> & object;

export function findReview(db: Db, id: number) {
  return withAuthor(db).where('reviews.id', '=', id).executeTakeFirst();
}

export async function pageOfReviews(db: Db, companyId: number, page: number, limit: number) {
  const [rows, count] = await Promise.all([
    withAuthor(db)
      .where('reviews.companyId', '=', companyId)
      .orderBy('reviews.createdAt', 'desc')
      .orderBy('reviews.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('companyId', '=', companyId)
      .where('deletedAt', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** How many reviews a company has and their average rating (null without any). */
export async function reviewSummary(db: Db, companyId: number) {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.avg<number>('rating').as('average')])
    .where('companyId', '=', companyId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  return { reviewCount: count, averageRating: count ? Math.round(Number(row.average) * 10) / 10 : null };
}

export function candidateReviewOf(db: Db, companyId: number, userId: number) {
  return db
    .selectFrom('reviews')
    .select('id')
    .where('companyId', '=', companyId)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export async function insertReview(db: Db, values: Insertable<ReviewTable>): Promise<number> {
  const { id } = await db.insertInto('reviews').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateReview(
  db: Db,
  id: number,
  values: Pick<ReviewTable, 'rating' | 'headline' | 'text' | 'updatedAt'>,
): Promise<void> {
  await db.updateTable('reviews').set(values).where('id', '=', id).execute();
}

export async function softDeleteReview(db: Db, id: number, now: string): Promise<void> {
  await db.updateTable('reviews').set({ deletedAt: now, updatedAt: now }).where('id', '=', id).execute();
}
