/** The candidate profile and its list sections (migration 2026_11_25_018): plain functions taking the database first. */
import type { Generated, Kysely, Updateable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { CandidateProfile, CandidateProfileTable } from '../../db/database.js';

/** The profile row, or undefined before the candidate's first save. */
export function findProfile(db: Db, userId: number): Promise<CandidateProfile | undefined> {
  return db.selectFrom('candidateProfiles').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/**
 * Writes the profile's changed columns, creating the row on the first save. Run in the caller's transaction, it also
 * locks the candidate's row until the end of it (PostgreSQL's row lock; SQLite's writer lock), so two saves of one
 * candidate's lists are taken in turn.
 */
export async function saveProfile(
  db: Db,
  userId: number,
  values: Updateable<CandidateProfileTable>,
  now: string,
): Promise<void> {
  await db
    .insertInto('candidateProfiles')
    .values({ userId, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  await db
    .updateTable('candidateProfiles')
    .set({ ...values, updatedAt: now })
    .where('userId', '=', userId)
    .execute();
}

/** The candidate's skills in their order, with both names. */
export function skillsOf(db: Db, userId: number) {
  return db
    .selectFrom('candidateSkills as s')
    .innerJoin('masters as m', 'm.id', 's.masterId')
    .select(['m.id', 'm.code', 'm.nameEn', 'm.nameId'])
    .where('s.userId', '=', userId)
    .orderBy('s.position')
    .execute();
}

export async function replaceSkills(db: Db, userId: number, masterIds: readonly number[]): Promise<void> {
  await db.deleteFrom('candidateSkills').where('userId', '=', userId).execute();
  if (masterIds.length > 0)
    await db
      .insertInto('candidateSkills')
      .values(masterIds.map((masterId, position) => ({ userId, masterId, position })))
      .execute();
}

/** The candidate's preferred cities in their order, with their state and country. */
export function preferredCitiesOf(db: Db, userId: number) {
  return db
    .selectFrom('candidatePreferredCities as p')
    .innerJoin('cities as c', 'c.id', 'p.cityId')
    .innerJoin('states as s', (join) =>
      join.onRef('s.countryCode', '=', 'c.countryCode').onRef('s.isoCode', '=', 'c.stateCode'),
    )
    .innerJoin('countries as k', 'k.isoCode', 'c.countryCode')
    .select(['c.id', 'c.name', 's.name as stateName', 'k.name as countryName'])
    .where('p.userId', '=', userId)
    .orderBy('p.position')
    .execute();
}

export async function replacePreferredCities(
  db: Db,
  userId: number,
  cityIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('candidatePreferredCities').where('userId', '=', userId).execute();
  if (cityIds.length > 0)
    await db
      .insertInto('candidatePreferredCities')
      .values(cityIds.map((cityId, position) => ({ userId, cityId, position })))
      .execute();
}

/**
 * What a company's lists show of these candidates (the responses, the matched and viewed candidates): the account
 * with the profile, its city's and domain's names (profile columns null for a candidate who never saved one), and
 * their skills in their order with both names.
 */
export async function candidateSummaries(db: Db, userIds: number[]) {
  if (userIds.length === 0) return { people: [], skills: [] };
  const [people, skills] = await Promise.all([
    db
      .selectFrom('users as u')
      .leftJoin('candidateProfiles as p', 'p.userId', 'u.id')
      .leftJoin('cities as c', 'c.id', 'p.cityId')
      .leftJoin('masters as d', (join) =>
        join.on('d.codeType', '=', 'JOB_DOMAIN').onRef('d.code', '=', 'p.jobDomain'),
      )
      .select([
        'u.id',
        'u.fullName',
        'u.picturePath',
        'p.jobDomain',
        'p.yearsOfExperience',
        'p.expectedSalary',
        'p.cityId',
        'p.prefersRemote',
        'c.name as cityName',
        'd.nameEn as domainEn',
        'd.nameId as domainId',
      ])
      .where('u.id', 'in', userIds)
      .execute(),
    db
      .selectFrom('candidateSkills as s')
      .innerJoin('masters as m', 'm.id', 's.masterId')
      .select(['s.userId', 's.masterId', 'm.nameEn', 'm.nameId'])
      .where('s.userId', 'in', userIds)
      .orderBy('s.userId')
      .orderBy('s.position')
      .execute(),
  ]);
  return { people, skills };
}

/** How many of these cities exist (the ids were checked for repeats by the schema). */
export async function countCities(db: Db, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('cities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Names of master codes, keyed `CODE_TYPE:CODE`, in both languages. */
export async function masterNames(
  db: Db,
  wanted: readonly { codeType: string; code: string | null | undefined }[],
): Promise<Map<string, { nameEn: string; nameId: string }>> {
  const pairs = wanted.filter((w): w is { codeType: string; code: string } => !!w.code);
  if (pairs.length === 0) return new Map();
  const rows = await db
    .selectFrom('masters')
    .select(['codeType', 'code', 'nameEn', 'nameId'])
    .where((eb) =>
      eb.or(pairs.map((p) => eb.and([eb('codeType', '=', p.codeType), eb('code', '=', p.code)]))),
    )
    .execute();
  return new Map(rows.map((row) => [`${row.codeType}:${row.code}`, row]));
}

// ---- The list sections: one table each, the same columns around their own. ----

export const ENTRY_TABLES = {
  education: 'candidateEducations',
  project: 'candidateProjects',
  experience: 'candidateExperiences',
  certificate: 'candidateCertificates',
  accomplishment: 'candidateAccomplishments',
} as const;
export type EntryTable = (typeof ENTRY_TABLES)[keyof typeof ENTRY_TABLES];

/** An entry as read: the shared columns, and the section's own by name. */
export interface EntryRow {
  id: number;
  userId: number;
  startMonth: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  [column: string]: unknown;
}

/** The five tables seen through their shared columns, so one set of functions serves them all. */
type EntryDb = Kysely<Record<EntryTable, Omit<EntryRow, 'id'> & { id: Generated<number> }>>;
const entries = (db: Db) => db as unknown as EntryDb;

/** The candidate's live entries of a section, newest first (a section holds CANDIDATE_LIMITS.entriesMax at most). */
export function entriesOf(
  db: Db,
  table: EntryTable,
  userId: number,
  page?: { limit: number; offset: number },
) {
  let query = entries(db)
    .selectFrom(table)
    .selectAll()
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .orderBy('startMonth', 'desc')
    .orderBy('id', 'desc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute() as Promise<EntryRow[]>;
}

export async function countEntries(db: Db, table: EntryTable, userId: number): Promise<number> {
  const row = await entries(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The candidate's live entry by id; undefined for another's, a deleted one or none. */
export async function findEntry(
  db: Db,
  table: EntryTable,
  userId: number,
  id: number,
): Promise<EntryRow | undefined> {
  return (await entries(db)
    .selectFrom(table)
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst()) as EntryRow | undefined;
}

export async function insertEntry(
  db: Db,
  table: EntryTable,
  userId: number,
  values: Record<string, unknown>,
  now: string,
): Promise<number> {
  const { id } = await entries(db)
    .insertInto(table)
    .values({ ...values, userId, createdAt: now, updatedAt: now } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Changes a live entry of the candidate's; false when there is none. */
export async function updateEntry(
  db: Db,
  table: EntryTable,
  userId: number,
  id: number,
  values: Record<string, unknown>,
  now: string,
): Promise<boolean> {
  const result = await entries(db)
    .updateTable(table)
    .set({ ...values, updatedAt: now } as never)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Soft-deletes a live entry of the candidate's; false when there is none. */
export async function softDeleteEntry(
  db: Db,
  table: EntryTable,
  userId: number,
  id: number,
  now: string,
): Promise<boolean> {
  return updateEntry(db, table, userId, id, { deletedAt: now }, now);
}

/** How many live entries each section has. */
export async function entryCounts(db: Db, userId: number) {
  const [educations, projects, experiences, certificates, accomplishments] = await Promise.all(
    Object.values(ENTRY_TABLES).map((table) => countEntries(db, table, userId)),
  );
  return {
    educations: educations!,
    projects: projects!,
    experiences: experiences!,
    certificates: certificates!,
    accomplishments: accomplishments!,
  };
}
