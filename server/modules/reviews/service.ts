/**
 * The rules of company reviews (spec §7 Reviews): candidates write one review per company (a second is 409, a race
 * too, by the unique index), change or delete only their own (another's is 404, never 403: its existence is not
 * confirmed); everyone reads a company's reviews, the newest first, the author named by first name and initial.
 */
import type {
  ReviewCreateInput,
  ReviewListRequest,
  ReviewUpdateInput,
} from '../../../common/schemas/reviews.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Db } from '../../db/connect.js';
import { duplicate, notFound } from '../../http/errors.js';
import { findCompany } from '../company/repository.js';
import {
  candidateReviewOf,
  findReview,
  insertReview,
  pageOfReviews,
  type ReviewRow,
  softDeleteReview,
  updateReview,
} from './repository.js';

/** 'Sari Wulandari' → 'Sari W.': enough to be a person, not enough to be found. */
export function authorName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

function toReviewDoc(row: ReviewRow, user: AuthUser | undefined) {
  return {
    id: row.id,
    companyId: row.companyId,
    rating: row.rating,
    headline: row.headline,
    text: row.text,
    authorName: authorName(row.authorFullName),
    isMine: user?.id === row.userId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function existingCompany(db: Db, id: number) {
  if (!(await findCompany(db, { id }))) throw notFound('errorMsg:companyNotFound');
}

/** The caller's own review (not deleted); 404 for any other. */
async function ownReview(db: Db, user: AuthUser, id: number): Promise<ReviewRow> {
  const row = await findReview(db, id);
  if (!row || row.userId !== user.id) throw notFound('errorMsg:reviewNotFound');
  return row;
}

/** A company's reviews; an unknown company has none (an empty page). */
export async function listReviews(db: Db, user: AuthUser | undefined, input: ReviewListRequest) {
  const { rows, total } = await pageOfReviews(db, input.companyId, input.page, input.limit);
  return { docs: rows.map((row) => toReviewDoc(row, user)), total };
}

export async function createReview(db: Db, user: AuthUser, input: ReviewCreateInput) {
  await existingCompany(db, input.companyId);
  if (await candidateReviewOf(db, input.companyId, user.id)) throw duplicate('errorMsg:reviewExists');
  const now = new Date().toISOString();
  let id: number;
  try {
    id = await insertReview(db, { ...input, userId: user.id, createdAt: now, updatedAt: now });
  } catch (err) {
    // Two requests at once: the unique index let one in.
    if (await candidateReviewOf(db, input.companyId, user.id)) throw duplicate('errorMsg:reviewExists');
    throw err;
  }
  return toReviewDoc((await findReview(db, id))!, user);
}

export async function changeReview(db: Db, user: AuthUser, id: number, input: ReviewUpdateInput) {
  await ownReview(db, user, id);
  await updateReview(db, id, { ...input, updatedAt: new Date().toISOString() });
  return toReviewDoc((await findReview(db, id))!, user);
}

export async function deleteReview(db: Db, user: AuthUser, id: number): Promise<void> {
  await ownReview(db, user, id);
  await softDeleteReview(db, id, new Date().toISOString());
}
