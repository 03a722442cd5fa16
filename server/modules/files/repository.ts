import type { Insertable, Transaction } from 'kysely';
import type { UploadKind } from '../../../common/constants/files.js';
import type { Db } from '../../db/connect.js';
import type { Database, Upload, UploadTable } from '../../db/database.js';

export async function insertUpload(
  db: Db | Transaction<Database>,
  row: Insertable<UploadTable>,
): Promise<number> {
  const { id } = await db.insertInto('uploads').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The upload stored at `path` if the user made it for that kind (what a body may refer to); else undefined. */
export function ownUpload(
  db: Db | Transaction<Database>,
  userId: number,
  kind: UploadKind,
  path: string,
): Promise<Upload | undefined> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('path', '=', path)
    .where('ownerUserId', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}
