/**
 * The master lists' words now hold the roots of their Indonesian names too ('jahit' finds 'Menjahit', `masterWords`
 * in ../wordSearch.ts). The seed fills the words of entries that have none, so emptying the table makes the next
 * start refill every entry's words, roots included (the seed's fingerprint covers wordSearch.ts, so that start runs
 * the seed). Down has nothing to undo: the words are derived data, refilled the same way.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from ${sql.table('masterWords')}`.execute(db);
}

export async function down(): Promise<void> {}
