import type { Db } from '../../db/connect.js';

/** The public settings as one object `{ key: value }` (values are stored as JSON text). */
export async function publicSettings(db: Db): Promise<Record<string, unknown>> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('isPublic', '=', 1)
    .orderBy('key')
    .execute();
  const out: Record<string, unknown> = {};
  for (const row of rows) {
    try {
      out[row.key] = JSON.parse(row.value);
    } catch {
      out[row.key] = row.value;
    }
  }
  return out;
}
