/** Saved searches and the jobs they alert about: plain functions taking the database first. */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { SavedSearchTable } from '../../db/database.js';

export type SavedSearchRow = Selectable<SavedSearchTable>;

export function findSavedSearch(db: Db, id: number) {
  return db.selectFrom('savedSearches').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function pageOfSavedSearches(db: Db, userId: number, page: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('savedSearches')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    countSavedSearches(db, userId),
  ]);
  return { rows, total };
}

export async function countSavedSearches(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('savedSearches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertSavedSearch(db: Db, values: Insertable<SavedSearchTable>): Promise<number> {
  const { id } = await db
    .insertInto('savedSearches')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateSavedSearch(
  db: Db,
  id: number,
  values: Updateable<SavedSearchTable>,
): Promise<void> {
  await db.updateTable('savedSearches').set(values).where('id', '=', id).execute();
}

export async function deleteSavedSearch(db: Db, id: number): Promise<void> {
  await db.deleteFrom('savedSearches').where('id', '=', id).execute();
}

/** The searches that send alerts, with what they search for. */
export function alertingSearches(db: Db) {
  return db
    .selectFrom('savedSearches')
    .select(['id', 'search', 'filter'])
    .where('alert', '=', 1)
    .orderBy('id')
    .execute();
}

/** Records that `searchId` matched these jobs; a job it already knows (pending or mailed) is left as it is. */
export async function addMatches(db: Db, searchId: number, jobIds: number[], now: string): Promise<void> {
  if (jobIds.length === 0) return;
  await db
    .insertInto('savedSearchJobs')
    .values(jobIds.map((jobId) => ({ searchId, jobId, matchedAt: now, mailedAt: null })))
    .onConflict((oc) => oc.columns(['searchId', 'jobId']).doNothing())
    .execute();
}

/**
 * The alerting searches with jobs waiting for a mail, the oldest wait of each, and whom to mail: the candidate's
 * address, name and language.
 */
export function searchesWithPendingJobs(db: Db) {
  return (
    db
      .selectFrom('savedSearchJobs')
      .innerJoin('savedSearches', 'savedSearches.id', 'savedSearchJobs.searchId')
      .innerJoin('users', 'users.id', 'savedSearches.userId')
      .select((eb) => [
        'savedSearches.id',
        'savedSearches.userId',
        'savedSearches.name',
        'savedSearches.search',
        'savedSearches.filter',
        'savedSearches.frequency',
        'savedSearches.lastAlertAt',
        'users.email',
        'users.fullName',
        'users.lng',
        eb.fn.min('savedSearchJobs.matchedAt').as('firstMatchAt'),
      ])
      .where('savedSearchJobs.mailedAt', 'is', null)
      .where('savedSearches.alert', '=', 1)
      .where('users.deletedAt', 'is', null)
      // By the keys: every other column selected depends on them (PostgreSQL accepts that of primary keys).
      .groupBy(['savedSearches.id', 'users.id'])
      .execute()
  );
}

/**
 * Takes the search's turn to mail: true for the one caller (of any server process) that moved `lastAlertAt` from the
 * value it read; every other finds it changed and sends nothing.
 */
export async function claimAlert(
  db: Db,
  id: number,
  lastAlertAt: string | null,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('savedSearches')
    .set({ lastAlertAt: now })
    .where('id', '=', id)
    .where('alert', '=', 1)
    .where((eb) =>
      lastAlertAt === null ? eb('lastAlertAt', 'is', null) : eb('lastAlertAt', '=', lastAlertAt),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The ids of the search's waiting jobs, the first matched first. */
export async function pendingJobIds(db: Db, searchId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('savedSearchJobs')
    .select('jobId')
    .where('searchId', '=', searchId)
    .where('mailedAt', 'is', null)
    .orderBy('matchedAt')
    .orderBy('jobId')
    .execute();
  return rows.map((row) => row.jobId);
}

export async function markMailed(db: Db, searchId: number, now: string): Promise<void> {
  await db
    .updateTable('savedSearchJobs')
    .set({ mailedAt: now })
    .where('searchId', '=', searchId)
    .where('mailedAt', 'is', null)
    .execute();
}
