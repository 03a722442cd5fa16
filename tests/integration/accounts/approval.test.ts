/**
 * Employer approval: the admin CLI (approve, decline, list-pending; exit codes) on a real test database, and the
 * requireApprovedEmployer guard of the service.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../common/locales/index.js';
import type { AuthUser } from '../../../server/auth/sessions.js';
import { AppError } from '../../../server/http/errors.js';
import { requireApprovedEmployer } from '../../../server/modules/accounts/service.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { call, login, PASSWORD, registerViaApi, seedUser, uniqueEmail } from './helpers.js';

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');

describe('requireApprovedEmployer', () => {
  const user = (role: AuthUser['role'], status: string): AuthUser => ({
    id: 1,
    role,
    email: 'x@example.com',
    fullName: 'X',
    status,
    lng: 'en',
    sessionId: 's',
  });

  it('lets an approved employer through', () => {
    expect(() => requireApprovedEmployer(user('EMPLOYER', 'APPROVED'))).not.toThrow();
  });

  it.each([
    ['a pending employer', user('EMPLOYER', 'PENDING')],
    ['a declined employer', user('EMPLOYER', 'DECLINED')],
    ['a candidate', user('CANDIDATE', 'APPROVED')],
  ])('refuses %s with 403 and the message of the spec', (_, who) => {
    let error: unknown;
    try {
      requireApprovedEmployer(who);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.status).toBe(403);
    expect(appError.code).toBe('ERROR');
    expect(translate('en', appError.messageKey as string)).toBe(
      'You can add new jobs only after your profile is approved.',
    );
    expect(translate('id', appError.messageKey as string)).toBe(
      'Anda baru dapat menambahkan lowongan setelah profil Anda disetujui.',
    );
  });
});

// The CLI is the same code on both databases; SQLite is enough here.
describe('admin CLI', () => {
  let t: TestApp;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    if (t.config.database.kind !== 'sqlite') throw new Error('sqlite expected');
    env = {
      ...process.env,
      DATABASE_URL: `sqlite:${t.config.database.file}`,
      DATA_DIR: t.config.dataDir,
      LOG_LEVEL: 'silent',
      SITE_URL: 'https://jobs.example.id',
    };
    delete env.SMTP_URL;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await run(TSX, ['server/cli/admin.ts', ...args], { env, timeout: 60_000 });
      return { code: 0, stdout, stderr };
    } catch (err) {
      const e = err as { code?: number; stdout?: string; stderr?: string };
      return {
        code: typeof e.code === 'number' ? e.code : -1,
        stdout: e.stdout ?? '',
        stderr: e.stderr ?? '',
      };
    }
  }

  const statusOf = async (email: string) =>
    (
      await t.app.deps.db
        .selectFrom('users')
        .select('status')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).status;

  function approvalMails(email: string): string[] {
    const dir = path.join(t.config.dataDir, 'outbox');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(`-${email}.eml`))
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .filter((eml) => /^Subject: .*(profile|Profil)/m.test(eml));
  }

  it('lists pending employers, approves one (status, mail) and it can sign in as APPROVED', async () => {
    const pending = await registerViaApi(t.app, 'employer');
    const candidate = await registerViaApi(t.app, 'candidate');
    const list = await admin('list-pending');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(pending.email);
    expect(list.stdout).toContain('PT Maju Jaya');
    expect(list.stdout).not.toContain(candidate.email);

    const res = await admin('approve', pending.email.toUpperCase());
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(`${pending.email} is now APPROVED.`);
    expect(await statusOf(pending.email)).toBe('APPROVED');
    const mails = approvalMails(pending.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: Your employer profile has been approved$/m);
    expect(mails[0]).toContain('Content-Type: text/html');
    // It leads straight to the first job post, in the text and as a link in the HTML.
    const decoded = mails[0]!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(decoded).toContain('Post your first job here:');
    expect(decoded).toContain('<a href="https://jobs.example.id/employer/job-type"');

    const signedIn = await call(t.app, 'employer', 'login', {
      body: { email: pending.email, password: PASSWORD },
    });
    expect(signedIn.body.data.user.status).toBe('APPROVED');
    expect((await admin('list-pending')).stdout).not.toContain(pending.email);
  });

  it('declines an employer (Indonesian mail for an Indonesian account); it can no longer sign in or use its session', async () => {
    const employer = await seedUser(t.app, 'EMPLOYER', { status: 'PENDING', lng: 'id' });
    const token = await login(t.app, 'employer', employer.email, PASSWORD);
    const res = await admin('decline', employer.email);
    expect(res.code).toBe(0);
    expect(await statusOf(employer.email)).toBe('DECLINED');
    const mails = approvalMails(employer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: Profil pemberi kerja Anda tidak disetujui$/m);
    const again = await call(t.app, 'employer', 'login', {
      body: { email: employer.email, password: PASSWORD },
    });
    expect(again.status).toBe(403);
    const view = await call(t.app, 'employer', 'view', { token });
    expect(view.status).toBe(401);
    expect(view.body.code).toBe('UNAUTHENTICATED');
    // The answer that ends the session says why (the app shows it on the sign-in page).
    expect(view.body.message).toBe('You were signed out because your employer account was not approved.');
  });

  it('exits 1 for an unknown e-mail or a candidate; 2 for bad usage', async () => {
    const unknown = await admin('approve', uniqueEmail());
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No employer account with the e-mail');
    const candidate = await seedUser(t.app, 'CANDIDATE');
    expect((await admin('decline', candidate.email)).code).toBe(1);
    expect(await statusOf(candidate.email)).toBe('APPROVED');
    for (const args of [[], ['promote', candidate.email], ['approve']]) {
      const res = await admin(...args);
      expect(res.code).toBe(2);
      expect(res.stderr).toContain('usage: npm run admin --');
    }
  });
});
