/**
 * The demo accounts `npm start` creates on an empty database (SEED_DEMO=0 turns this off), so a person trying the
 * portal can sign in at once. Jobs for the demo employer come with job posting.
 */
import { hashPassword } from '../../auth/passwords.js';
import { createCompanyFor } from '../../modules/company/repository.js';
import type { Db } from '../connect.js';

export const DEMO_PASSWORD = 'Demo12345';
export const DEMO_ACCOUNTS = [
  {
    role: 'CANDIDATE',
    email: 'candidate@demo.orbitjobs.local',
    fullName: 'Sari Wulandari',
    phone: '81100000001',
    companyName: null,
  },
  {
    role: 'EMPLOYER',
    email: 'employer@demo.orbitjobs.local',
    fullName: 'Budi Santoso',
    phone: '81100000002',
    companyName: 'PT Nusantara Digital',
  },
] as const;

/** Returns the accounts it created (none on a database that already has them). */
export async function seedDemo(db: Db): Promise<string[]> {
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const exists = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirst();
    if (exists) continue;
    const now = new Date().toISOString();
    const user = await db
      .insertInto('users')
      .values({
        ...account,
        phoneCode: '62',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        status: 'APPROVED',
        isEmailVerified: 1,
        lng: 'id',
        termsAcceptedAt: now,
        passwordChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (account.companyName) await createCompanyFor(db, user.id, account.companyName, now);
    created.push(`${account.role.toLowerCase()}: ${account.email} / ${DEMO_PASSWORD}`);
  }
  return created;
}
