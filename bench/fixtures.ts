/** Rows the benches need before they measure, written straight to the database. */
import crypto from 'node:crypto';
import type { Db } from '../server/db/connect.js';

/** An approved, verified employer account of its own (no company yet); its id. */
export async function insertEmployer(db: Db, now = new Date().toISOString()): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({
      role: 'EMPLOYER',
      email: `bench-${crypto.randomBytes(4).toString('hex')}@example.com`,
      fullName: 'Bench Employer',
      status: 'APPROVED',
      isEmailVerified: 1,
      lng: 'en',
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}
