/**
 * A person's own picture (an `avatar` upload): the employer's personal details set it now, the candidate's profile
 * picture will too. The path of the stored file; answers give its URL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('picturePath', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('picturePath').execute();
}
