/**
 * Builds the real server for integration tests on a fresh database copied from a seeded template (made once per
 * run by setup/global.ts), on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../server/app.js';
import { loadConfig, type Config } from '../../../server/config.js';
import type { Role } from '../../../server/auth/sessions.js';
import { grantLicence } from '../../../server/modules/billing/repository.js';
import { createCompanyFor } from '../../../server/modules/company/repository.js';
import { pgUrlFor, PG_TEMPLATE, SQLITE_TEMPLATE, TMP_DIR } from './paths.js';

export type TestDialect = 'sqlite' | 'postgres';
export const dialects: TestDialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  dialect: TestDialect,
  env: Record<string, string> = {},
  /** What the environment cannot set: `rateLimits: false` for a test that hammers endpoints on purpose. */
  overrides: Partial<Pick<Config, 'rateLimits'>> = {},
): Promise<TestApp> {
  const id = crypto.randomBytes(6).toString('hex');
  const dataDir = path.join(TMP_DIR, `app-${id}`);
  fs.mkdirSync(dataDir, { recursive: true });
  let dropDb = async () => {};
  let databaseUrl: string;
  if (dialect === 'sqlite') {
    const file = path.join(dataDir, 'app.db');
    fs.copyFileSync(SQLITE_TEMPLATE, file);
    databaseUrl = `sqlite:${file}`;
  } else {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `it_${id}`;
    await adminQuery(base, `CREATE DATABASE "${name}" TEMPLATE "${PG_TEMPLATE}"`);
    databaseUrl = pgUrlFor(base, name);
    dropDb = () => adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      STATIC_DIR: path.join(dataDir, 'no-dist'),
      LOG_LEVEL: 'silent',
      ...env,
    }),
    ...overrides,
  };
  const app = await buildApp(config, { worker: false, logger: false });
  return {
    app,
    config,
    async close() {
      await app.close();
      await dropDb();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function adminQuery(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Creates a user of the role directly in the database and returns an Authorization header for it. */
export async function signIn(
  app: FastifyInstance,
  role: Role,
  overrides: { email?: string; status?: string; freePlan?: boolean } = {},
): Promise<{ userId: number; headers: { authorization: string } }> {
  const now = new Date().toISOString();
  const email =
    overrides.email ?? `${role.toLowerCase()}-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const user = await app.deps.db
    .insertInto('users')
    .values({
      role,
      email,
      fullName: role === 'EMPLOYER' ? 'Employer Tester' : 'Candidate Tester',
      status: overrides.status ?? 'APPROVED',
      isEmailVerified: 1,
      lng: 'en',
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // As a registration does: an employer is its company's first admin.
  if (role === 'EMPLOYER') {
    const companyId = await createCompanyFor(app.deps.db, user.id, 'Tester Company', now);
    // Tests of other features post as many jobs as they need: the company runs on the largest plan, as the demo
    // company does. The licence tests ask for the free plan, whose one live job is the point.
    if (!overrides.freePlan) await grantPlan(app, { companyId }, 'EMPLOYER_ENTERPRISE');
  }
  const token = await app.deps.sessions.create({ id: user.id, role });
  return { userId: user.id, headers: { authorization: `jwt ${token}` } };
}

/** A running licence of the plan, granted without an order (as the demo seed does). */
export async function grantPlan(
  app: FastifyInstance,
  holder: { companyId: number } | { userId: number },
  code: string,
  days?: number,
): Promise<void> {
  const plan = await app.deps.db
    .selectFrom('plans')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  await grantLicence(app.deps.db, holder, plan, new Date().toISOString(), null, days);
}
