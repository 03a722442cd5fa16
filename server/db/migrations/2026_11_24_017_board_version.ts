/**
 * The board's version: a number the database itself moves on whenever anything a guest sees of jobs and companies
 * changes (a job, its skills, places, benefits, questions; a company; a review), whoever writes it: the app, the
 * admin CLI, a seed, another instance. The guest answers of the job search, job and company pages are kept in memory
 * per version (server/http/boardCache.ts), so they are never older than the last committed write.
 *
 * - `dataVersions`: one row per version kept (`board` here); `lastTx` is PostgreSQL's transaction that last moved it.
 * - Triggers on each of those tables. The counters of a job (`viewCount`, `responseCount`, moved on every candidate's
 *   view) do not move it: no guest sees them, and a board read by thousands must not start afresh at each view. The
 *   code that moves a counter changes nothing else in the same statement.
 * - PostgreSQL: constraint triggers deferred to the commit, so the version's row is the last lock a transaction takes
 *   (no deadlock with writers of the same jobs in another order), and moved once per transaction (`lastTx`), not once
 *   per row of an import. SQLite has one writer at a time: a plain row trigger.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../connect.js';

/** The tables whose rows guests see on the board, and, for `jobs`, the columns whose changes do not count. */
const TABLES = ['jobs', 'jobSkills', 'jobLocations', 'jobBenefits', 'jobQuestions', 'companies', 'reviews'];
const COUNTERS_UNCHANGED = sql.raw(
  `new."viewCount" IS NOT DISTINCT FROM old."viewCount" AND new."responseCount" IS NOT DISTINCT FROM old."responseCount"`,
);

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('dataVersions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('lastTx', 'bigint')
    .execute();
  await sql`INSERT INTO "dataVersions" ("name", "version") VALUES ('board', 0)`.execute(db);

  if (postgres) {
    await sql`
      CREATE FUNCTION "bumpBoardVersion"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "dataVersions" SET "version" = "version" + 1, "lastTx" = txid_current()
        WHERE "name" = 'board' AND "lastTx" IS DISTINCT FROM txid_current();
        RETURN NULL;
      END $$`.execute(db);
    for (const table of TABLES) {
      const name = (event: string) => sql.ref(`${table}_board_${event}`);
      await sql`
        CREATE CONSTRAINT TRIGGER ${name('write')} AFTER INSERT OR DELETE ON ${sql.table(table)}
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bumpBoardVersion"()`.execute(db);
      await sql`
        CREATE CONSTRAINT TRIGGER ${name('update')} AFTER UPDATE ON ${sql.table(table)}
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
        WHEN (${table === 'jobs' ? COUNTERS_UNCHANGED : sql.raw('true')})
        EXECUTE FUNCTION "bumpBoardVersion"()`.execute(db);
    }
    return;
  }
  const bump = sql.raw(`UPDATE "dataVersions" SET "version" = "version" + 1 WHERE "name" = 'board';`);
  for (const table of TABLES) {
    for (const event of ['INSERT', 'DELETE', 'UPDATE'] as const) {
      const when = event === 'UPDATE' && table === 'jobs' ? sql`WHEN ${COUNTERS_UNCHANGED}` : sql``;
      await sql`
        CREATE TRIGGER ${sql.ref(`${table}_board_${event.toLowerCase()}`)} AFTER ${sql.raw(event)}
        ON ${sql.table(table)} FOR EACH ROW ${when} BEGIN ${bump} END`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const table of TABLES) {
    const events = postgres ? ['write', 'update'] : ['insert', 'delete', 'update'];
    for (const event of events) {
      const name = sql.ref(`${table}_board_${event}`);
      await (
        postgres
          ? sql`DROP TRIGGER IF EXISTS ${name} ON ${sql.table(table)}`
          : sql`DROP TRIGGER IF EXISTS ${name}`
      ).execute(db);
    }
  }
  if (postgres) await sql`DROP FUNCTION IF EXISTS "bumpBoardVersion"()`.execute(db);
  await db.schema.dropTable('dataVersions').ifExists().execute();
}
