/**
 * The demo accounts `npm start` creates on an empty database (SEED_DEMO=0 turns this off), so a person trying the
 * portal can sign in at once. The demo employer's company comes with a profile filled well past the forced setup's
 * threshold (all but a logo), so the demo opens on the dashboard, not on the setup.
 */
import type { Insertable } from 'kysely';
import { hashPassword } from '../../auth/passwords.js';
import { grantLicence } from '../../modules/billing/repository.js';
import { createCompanyFor } from '../../modules/company/repository.js';
import type { Db } from '../connect.js';
import type { UserTable } from '../database.js';

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

/**
 * A demo account as one that registered, verified its e-mail and was approved at `at` would be: Indonesian, the
 * terms accepted. Every demo user is written here (the demo accounts, the board's recruiters, the demo candidates).
 */
export async function insertDemoUser(
  db: Db,
  user: Pick<Insertable<UserTable>, 'role' | 'email' | 'fullName' | 'passwordHash'> &
    Partial<Pick<Insertable<UserTable>, 'phoneCode' | 'phone' | 'companyName'>>,
  at: string,
): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      ...user,
      status: 'APPROVED',
      isEmailVerified: 1,
      lng: 'id',
      termsAcceptedAt: at,
      passwordChangedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

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
    const userId = await insertDemoUser(
      db,
      { ...account, phoneCode: '62', passwordHash: await hashPassword(DEMO_PASSWORD) },
      now,
    );
    if (account.companyName) {
      const companyId = await createCompanyFor(db, userId, account.companyName, now);
      await fillDemoCompany(db, companyId);
      await grantDemoPlan(db, { companyId }, 'EMPLOYER_ENTERPRISE', now);
    } else {
      await grantDemoPlan(db, { userId }, 'CANDIDATE_PREMIUM', now);
    }
    created.push(`${account.role.toLowerCase()}: ${account.email} / ${DEMO_PASSWORD}`);
  }
  return created;
}

/**
 * The demo accounts run on paid plans from their creation, for a year (a grant without an order, as an
 * administrator's would be), so the demo shows a working portal; a new account starts on the free plan.
 */
async function grantDemoPlan(
  db: Db,
  holder: { companyId: number } | { userId: number },
  code: string,
  now: string,
): Promise<void> {
  const plan = await db.selectFrom('plans').selectAll().where('code', '=', code).executeTakeFirst();
  // A year: a demo left running does not fall back to the free plan within weeks.
  if (plan) await grantLicence(db, holder, plan, now, null, 365);
}

/** The demo company's profile: a Jakarta software house (the city only where the cities are seeded). */
async function fillDemoCompany(db: Db, companyId: number): Promise<void> {
  const jakarta = await db
    .selectFrom('cities')
    .select('id')
    .where('countryCode', '=', 'ID')
    .where('stateCode', '=', 'JK')
    .orderBy('id')
    .executeTakeFirst();
  await db
    .updateTable('companies')
    .set({
      aboutHtml:
        '<p>PT Nusantara Digital builds payment and logistics software for Indonesian businesses, from Jakarta.</p>' +
        '<ul><li>Hybrid work: three days in the office</li><li>Learning budget for every employee</li></ul>',
      industryCode: 'INFORMATION_TECHNOLOGY',
      companySize: '51-200',
      foundedYear: 2015,
      website: 'https://nusantara-digital.example',
      phoneCode: '62',
      phone: '2150000000',
      countryCode: 'ID',
      stateCode: 'JK',
      cityId: jakarta?.id ?? null,
      address: 'Jl. Jenderal Sudirman Kav. 52, Jakarta Selatan',
      linkedinUrl: 'https://www.linkedin.com/company/nusantara-digital-demo',
    })
    .where('id', '=', companyId)
    .execute();
}
