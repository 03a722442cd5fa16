/**
 * PostgreSQL: no parallel workers for scans of the tables the job search reads (`jobs`, `jobLocations`,
 * `jobSkills`). A search asks for its page and its count at once, on two connections, and every other request wants
 * a core too: workers for one query only take cores from the rest. Measured on 100,000 jobs (2 cores, bench:search):
 * a word in a large province, 20 ms for the page with two workers, 15 ms without. A storage parameter of the table,
 * not a session setting, so it holds behind any connection pooler. SQLite has nothing to change.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../connect.js';

const TABLES = ['jobs', 'jobLocations', 'jobSkills'];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of TABLES)
    await sql`alter table ${sql.table(table)} set (parallel_workers = 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of TABLES) await sql`alter table ${sql.table(table)} reset (parallel_workers)`.execute(db);
}
