/**
 * Jobs found by the Indonesian root a person types: 'jahit' finds 'Penjahit', 'kirim' 'Staf Pengiriman'. A new
 * column of `jobs`, `searchRoots`, holds the roots of the title's and the skills' Indonesian words (written by the
 * service: server/modules/jobs/search/searchText.ts), and the full-text index reads it as a fifth column: SQLite's
 * FTS5 table is made again with it (and filled from `jobs`), PostgreSQL's generated tsvector adds it at weight B, as
 * the skills. The seed's fingerprint is forgotten, so the start that runs this migration also runs the seed, which fills
 * the roots of the jobs already there.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../connect.js';

const FINGERPRINT_KEY = 'internal.seedFingerprint';

/** The FTS5 table and its triggers over `columns` of `jobs` (as migration 007 made them, with the given columns). */
async function createFts(db: Kysely<unknown>, columns: string[]): Promise<void> {
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const values = (row: 'new' | 'old') => sql.raw(columns.map((c) => `${row}."${c}"`).join(', '));
  // Prefixes of 2 and 3 characters are indexed too, so a word being typed ('dev*') is one index lookup.
  await sql`
    CREATE VIRTUAL TABLE "jobsFts" USING fts5(
      ${list},
      content='jobs', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3'
    )`.execute(db);
  await sql`INSERT INTO "jobsFts" ("jobsFts") VALUES ('rebuild')`.execute(db);
  await sql`
    CREATE TRIGGER "jobs_fts_insert" AFTER INSERT ON "jobs" BEGIN
      INSERT INTO "jobsFts" (rowid, ${list}) VALUES (new."id", ${values('new')});
    END`.execute(db);
  await sql`
    CREATE TRIGGER "jobs_fts_delete" AFTER DELETE ON "jobs" BEGIN
      INSERT INTO "jobsFts" ("jobsFts", rowid, ${list}) VALUES ('delete', old."id", ${values('old')});
    END`.execute(db);
  await sql`
    CREATE TRIGGER "jobs_fts_update" AFTER UPDATE OF ${list} ON "jobs" BEGIN
      INSERT INTO "jobsFts" ("jobsFts", rowid, ${list}) VALUES ('delete', old."id", ${values('old')});
      INSERT INTO "jobsFts" (rowid, ${list}) VALUES (new."id", ${values('new')});
    END`.execute(db);
}

async function dropFts(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['jobs_fts_insert', 'jobs_fts_delete', 'jobs_fts_update']) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(trigger)}`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS "jobsFts"`.execute(db);
}

/** PostgreSQL's weighted tsvector over the columns (each with its weight) and its GIN index. */
async function createVector(db: Kysely<unknown>, weighted: [string, string][]): Promise<void> {
  const parts = sql.join(
    weighted.map(
      ([column, weight]) =>
        sql`setweight(to_tsvector('simple', coalesce(${sql.ref(column)}, '')), ${sql.lit(weight)})`,
    ),
    sql` || `,
  );
  await sql`ALTER TABLE "jobs" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (${parts}) STORED`.execute(
    db,
  );
  await sql`CREATE INDEX "jobs_search" ON "jobs" USING GIN ("searchVector")`.execute(db);
}

const VECTOR_007: [string, string][] = [
  ['title', 'A'],
  ['searchSkills', 'B'],
  ['searchCompany', 'B'],
  ['descriptionText', 'C'],
];
const FTS_007 = ['title', 'descriptionText', 'searchCompany', 'searchSkills'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('searchRoots', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  if (dialectOf(db) === 'postgres') {
    // A generated column cannot be altered: dropped (its index with it) and added again.
    await sql`ALTER TABLE "jobs" DROP COLUMN "searchVector"`.execute(db);
    await createVector(db, [...VECTOR_007, ['searchRoots', 'B']]);
  } else {
    await dropFts(db);
    await createFts(db, [...FTS_007, 'searchRoots']);
  }
  await sql`DELETE FROM "settings" WHERE "key" = ${FINGERPRINT_KEY}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`ALTER TABLE "jobs" DROP COLUMN "searchVector"`.execute(db);
    await createVector(db, VECTOR_007);
  } else {
    await dropFts(db);
  }
  await db.schema.alterTable('jobs').dropColumn('searchRoots').execute();
  if (dialectOf(db) === 'sqlite') await createFts(db, FTS_007);
}
