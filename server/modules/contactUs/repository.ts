import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { Database } from '../../db/database.js';

export type NewContactMessage = Insertable<Database['contactMessages']>;

export async function insertContactMessage(
  db: Db | Transaction<Database>,
  row: NewContactMessage,
): Promise<number> {
  const inserted = await db
    .insertInto('contactMessages')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
