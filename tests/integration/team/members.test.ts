/**
 * Team members (issue 10): team-members/list, add, update/{id}, partial-update/{id} and soft-delete on SQLite and
 * PostgreSQL. Every call's happy path and bad input; guests 401, candidates and recruiters 403; another company's
 * members 404 with nothing changed; the last administrator kept; a removed member signed out at once and refused at
 * sign-in; the employer's own job title in their personal details.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, queuedMail, seedUser, uniqueEmail } from '../accounts/helpers.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import {
  NEW_PASSWORD,
  accept,
  employer,
  invite,
  linkToken,
  listed,
  recruiterOf,
  sha256,
  snapshot,
  teamCall,
} from './helpers.js';

type Doc = {
  id: number;
  fullName: string;
  email: string;
  role: string;
  jobTitle: string | null;
  status: string;
  invitedAt: string | null;
  joinedAt: string | null;
  invitationExpiresAt: string | null;
  isYou: boolean;
};
type Errors = { errors: { field: string; message: string }[] };

const DAY_MS = 86_400_000;

describe.each(dialects)('team members (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('add', () => {
    it('invites a person: an account without a password in the company, and a mailed single-use link', async () => {
      const admin = await employer(t.app);
      const email = uniqueEmail('dewi');
      const before = Date.now();
      const res = await teamCall(t.app, 'add', admin, {
        body: {
          fullName: ' Dewi Lestari ',
          email: ` ${email.toUpperCase()} `,
          role: 'RECRUITER',
          jobTitle: ' HR Officer ',
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.message).toBe(`Invitation sent to ${email}.`);
      const doc = res.body.data as Doc;
      expect(doc).toMatchObject({
        fullName: 'Dewi Lestari',
        email,
        role: 'RECRUITER',
        jobTitle: 'HR Officer',
        status: 'INVITED',
        joinedAt: null,
        isYou: false,
      });
      const expires = Date.parse(doc.invitationExpiresAt!);
      expect(expires - before).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
      expect(expires - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);

      const db = t.app.deps.db;
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', doc.id)
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        role: 'EMPLOYER',
        email,
        passwordHash: null,
        isEmailVerified: 0,
        status: 'APPROVED',
      });
      const member = await db
        .selectFrom('companyMembers')
        .selectAll()
        .where('userId', '=', doc.id)
        .executeTakeFirstOrThrow();
      expect(member).toMatchObject({
        companyId: admin.companyId,
        role: 'RECRUITER',
        jobTitle: 'HR Officer',
        joinedAt: null,
      });

      // The mail carries the link; the database keeps only its hash.
      const [mail] = await queuedMail(t.app, email);
      expect(mail!.subject).toBe('Join the Tester Company team on Orbit Jobs');
      expect(mail!.text).toContain(
        'Employer Tester invited you to join the Tester Company team on Orbit Jobs as a recruiter',
      );
      expect(mail!.text).toMatch(/^http:\/\/[^/]+\/employer\/join\?token=[A-Za-z0-9_-]{43}$/m);
      const token = await linkToken(t.app, email);
      const invitations = await db
        .selectFrom('teamInvitations')
        .selectAll()
        .where('memberUserId', '=', doc.id)
        .execute();
      expect(invitations).toHaveLength(1);
      expect(invitations[0]).toMatchObject({
        tokenHash: sha256(token),
        invitedByUserId: admin.userId,
        usedAt: null,
      });
      expect(JSON.stringify(invitations)).not.toContain(token);
    });

    it('mails the invitation in the language of the request, with the link to SITE_URL when it is set', async () => {
      const site = await createTestApp(dialect, { SITE_URL: 'https://jobs.example.co.id/' });
      try {
        const admin = await employer(site.app);
        const { email } = await invite(site.app, admin, { role: 'ADMIN' }, 'id');
        const [mail] = await queuedMail(site.app, email);
        expect(mail!.subject).toBe('Undangan bergabung dengan tim Tester Company di Orbit Jobs');
        expect(mail!.text).toContain('sebagai admin (tim, profil perusahaan, dan lowongan)');
        expect(mail!.text).toContain('Tautan ini berlaku 7 hari dan hanya dapat dipakai sekali.');
        expect(mail!.text).toMatch(/^https:\/\/jobs\.example\.co\.id\/employer\/join\?token=/m);
        const user = await site.app.deps.db
          .selectFrom('users')
          .select('lng')
          .where('email', '=', email)
          .executeTakeFirstOrThrow();
        expect(user.lng).toBe('id');
      } finally {
        await site.close();
      }
    });

    it('sends an invited person a new link when added again; the old link stops working', async () => {
      const admin = await employer(t.app);
      const first = await invite(t.app, admin, { jobTitle: 'Recruiter' });
      const again = await teamCall(t.app, 'add', admin, {
        body: { fullName: 'Dewi Ayu Lestari', email: first.email, role: 'ADMIN' },
      });
      expect(again.status).toBe(200);
      expect(again.body.message).toBe(
        `A new invitation was sent to ${first.email}. The earlier link no longer works.`,
      );
      expect(again.body.data).toMatchObject({
        id: first.id,
        fullName: 'Dewi Ayu Lestari',
        role: 'ADMIN',
        jobTitle: null,
        status: 'INVITED',
      });
      const second = await linkToken(t.app, first.email);
      expect(second).not.toBe(first.token);
      const old = await accept(t.app, first.token);
      expect(old.status).toBe(400);
      expect(old.body.message).toBe(
        'This invitation link is not valid. Ask an administrator of your company to invite you again.',
      );
      expect((await accept(t.app, second)).status).toBe(200);
      expect((await listed(t.app, admin)).filter((m) => m.email === first.email)).toHaveLength(1);
    });

    it('refuses an address that already has an account (409) and creates nothing', async () => {
      const admin = await employer(t.app);
      const candidate = await seedUser(t.app, 'CANDIDATE');
      const elsewhere = await employer(t.app);
      const before = await snapshot(t.app, admin.companyId);
      for (const email of [candidate.email, elsewhere.email.toUpperCase()]) {
        const res = await teamCall(t.app, 'add', admin, {
          body: { fullName: 'Budi Santoso', email, role: 'RECRUITER' },
        });
        expect(res.status, email).toBe(409);
        expect(res.body.code).toBe('DUPLICATE');
        expect(res.body.message).toBe(
          `${email.toLowerCase()} already has an Orbit Jobs account, so it cannot be invited. Invite another e-mail address.`,
        );
      }
      // Someone of the team already: said so (also of the caller).
      const self = await teamCall(t.app, 'add', admin, {
        body: { fullName: 'Budi Santoso', email: admin.email, role: 'ADMIN' },
      });
      expect(self.status).toBe(409);
      expect(self.body.message).toBe(`${admin.email} is already a member of your team.`);
      const id = await teamCall(t.app, 'add', admin, {
        body: { fullName: 'Budi Santoso', email: candidate.email, role: 'RECRUITER' },
        lng: 'id',
      });
      expect(id.body.message).toBe(
        `${candidate.email} sudah memiliki akun Orbit Jobs, jadi tidak dapat diundang. Undang alamat email lain.`,
      );
      expect(await snapshot(t.app, admin.companyId)).toEqual(before);
      expect(await queuedMail(t.app, candidate.email)).toHaveLength(0);
    });

    it('refuses bad input naming each field, in English and Indonesian, and creates nothing', async () => {
      const admin = await employer(t.app);
      const before = await snapshot(t.app, admin.companyId);
      const res = await teamCall(t.app, 'add', admin, {
        body: { fullName: 'R2D2', email: 'not-an-address', role: 'OWNER', jobTitle: 'x'.repeat(101) },
      });
      expect(res.status).toBe(422);
      expect((res.body.data as unknown as Errors).errors.map((e) => e.field)).toEqual([
        'fullName',
        'email',
        'role',
        'jobTitle',
      ]);
      expect(res.body.message).toMatch(/^Full name must be made of letters/);
      const messages = (res.body.data as unknown as Errors).errors.map((e) => e.message);
      expect(messages).toContain('Role is not one of the allowed choices.');
      expect(messages).toContain('Job title must be at most 100 characters.');
      const id = await teamCall(t.app, 'add', admin, { body: { email: 'a@b.co' }, lng: 'id' });
      expect(id.status).toBe(422);
      expect(id.body.message).toBe('Nama lengkap wajib diisi.');
      expect((id.body.data as unknown as Errors).errors.find((e) => e.field === 'role')?.message).toBe(
        'Peran wajib diisi.',
      );
      expect(await snapshot(t.app, admin.companyId)).toEqual(before);
    });
  });

  describe('list', () => {
    it("lists the company's members a page at a time, searchable by name or e-mail, with role and status", async () => {
      const admin = await employer(t.app);
      await employer(t.app); // another company, never listed
      const a = await invite(t.app, admin, {
        fullName: 'Siti Nurhaliza',
        role: 'RECRUITER',
        jobTitle: 'Talent Partner',
      });
      const b = await invite(t.app, admin, { fullName: 'Agus Salim', role: 'ADMIN' });
      expect((await accept(t.app, b.token)).status).toBe(200);

      const res = await teamCall(t.app, 'list', admin, { body: { page: 1, limit: 2, sort: 1 } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('List fetched successfully.');
      expect(res.body.paginator).toMatchObject({
        totalDocs: 3,
        totalPages: 2,
        page: 1,
        limit: 2,
        hasNextPage: true,
      });
      const page1 = res.body.data as Doc[];
      expect(page1.map((m) => m.id)).toEqual([admin.userId, a.id]);
      expect(page1[0]).toMatchObject({ role: 'ADMIN', status: 'ACTIVE', isYou: true, invitedAt: null });
      expect(page1[0]!.joinedAt).not.toBeNull();
      expect(page1[1]).toMatchObject({
        fullName: 'Siti Nurhaliza',
        role: 'RECRUITER',
        jobTitle: 'Talent Partner',
        status: 'INVITED',
        joinedAt: null,
      });
      const page2 = await teamCall(t.app, 'list', admin, { body: { page: 2, limit: 2, sort: 1 } });
      expect((page2.body.data as Doc[]).map((m) => [m.id, m.status])).toEqual([[b.id, 'ACTIVE']]);
      expect((page2.body.data as Doc[])[0]!.joinedAt).not.toBeNull();
      expect((page2.body.data as Doc[])[0]!.invitationExpiresAt).toBeNull();

      // Newest first by default; by a part of the name (any case) or of the e-mail.
      expect((await listed(t.app, admin)).map((m) => m.id)).toEqual([b.id, a.id, admin.userId]);
      expect((await listed(t.app, admin, 'NURHAL')).map((m) => m.id)).toEqual([a.id]);
      expect((await listed(t.app, admin, b.email.slice(0, 12))).map((m) => m.id)).toEqual([b.id]);
      expect(await listed(t.app, admin, '%')).toEqual([]);
      const invited = await teamCall(t.app, 'list', admin, { body: { filter: { status: 'INVITED' } } });
      expect((invited.body.data as Doc[]).map((m) => m.id)).toEqual([a.id]);
      const admins = await teamCall(t.app, 'list', admin, {
        body: { filter: { role: 'ADMIN', status: 'ACTIVE' } },
      });
      expect((admins.body.data as Doc[]).map((m) => m.id)).toEqual([b.id, admin.userId]);
    });

    it('refuses a bad list request (422)', async () => {
      const admin = await employer(t.app);
      const res = await teamCall(t.app, 'list', admin, { body: { page: 0, filter: { role: 'BOSS' } } });
      expect(res.status).toBe(422);
      expect((res.body.data as unknown as Errors).errors.map((e) => e.field)).toEqual([
        'page',
        'filter.role',
      ]);
    });
  });

  describe('update and partial-update', () => {
    it('update sets name, role and job title; a job title left out is cleared', async () => {
      const admin = await employer(t.app);
      const m = await invite(t.app, admin, { jobTitle: 'Recruiter' });
      const res = await teamCall(t.app, 'update', admin, {
        params: { id: m.id },
        body: { fullName: "Ma'ruf Amin", role: 'ADMIN', jobTitle: 'Head of People' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe('Team member saved.');
      expect(res.body.data).toMatchObject({
        id: m.id,
        fullName: "Ma'ruf Amin",
        role: 'ADMIN',
        jobTitle: 'Head of People',
      });
      const cleared = await teamCall(t.app, 'update', admin, {
        params: { id: m.id },
        body: { fullName: "Ma'ruf Amin", role: 'RECRUITER' },
      });
      expect(cleared.body.data).toMatchObject({ role: 'RECRUITER', jobTitle: null });
    });

    it('partial-update changes only what it names; null or empty clears the job title', async () => {
      const admin = await employer(t.app);
      const m = await invite(t.app, admin, { fullName: 'Rina Wati', jobTitle: 'Sourcer' });
      const role = await teamCall(t.app, 'partialUpdate', admin, {
        params: { id: m.id },
        body: { role: 'ADMIN' },
      });
      expect(role.status).toBe(200);
      expect(role.body.data).toMatchObject({ fullName: 'Rina Wati', role: 'ADMIN', jobTitle: 'Sourcer' });
      const title = await teamCall(t.app, 'partialUpdate', admin, {
        params: { id: m.id },
        body: { jobTitle: '' },
      });
      expect(title.body.data).toMatchObject({ role: 'ADMIN', jobTitle: null });
      const name = await teamCall(t.app, 'partialUpdate', admin, {
        params: { id: m.id },
        body: { fullName: 'Rina Wati Putri', jobTitle: null },
      });
      expect(name.body.data).toMatchObject({ fullName: 'Rina Wati Putri', role: 'ADMIN', jobTitle: null });
      const nothing = await teamCall(t.app, 'partialUpdate', admin, { params: { id: m.id }, body: {} });
      expect(nothing.body.data).toMatchObject({ fullName: 'Rina Wati Putri', role: 'ADMIN' });
    });

    it('refuses bad input (422) and bad ids, changing nothing', async () => {
      const admin = await employer(t.app);
      const m = await invite(t.app, admin);
      const before = await snapshot(t.app, admin.companyId);
      const bad = await teamCall(t.app, 'update', admin, {
        params: { id: m.id },
        body: { fullName: '', role: 'admin' },
      });
      expect(bad.status).toBe(422);
      expect((bad.body.data as unknown as Errors).errors.map((e) => e.field)).toEqual(['fullName', 'role']);
      const partial = await teamCall(t.app, 'partialUpdate', admin, {
        params: { id: m.id },
        body: { role: null },
      });
      expect(partial.status).toBe(422);
      for (const id of ['abc', '0', `${m.id}.0`]) {
        const res = await teamCall(t.app, 'partialUpdate', admin, {
          params: { id },
          body: { role: 'ADMIN' },
        });
        expect(res.status, id).toBe(422);
      }
      const missing = await teamCall(t.app, 'partialUpdate', admin, {
        params: { id: 999_999_999 },
        body: { role: 'ADMIN' },
      });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('This team member does not exist.');
      const badDelete = await teamCall(t.app, 'softDelete', admin, { body: { id: 'x' } });
      expect(badDelete.status).toBe(422);
      expect(await snapshot(t.app, admin.companyId)).toEqual(before);
    });
  });

  describe('access', () => {
    const ACTIONS = ['list', 'add', 'update', 'partialUpdate', 'softDelete'] as const;
    const bodyOf = (action: (typeof ACTIONS)[number], id: number) =>
      action === 'softDelete'
        ? { id }
        : action === 'list'
          ? {}
          : { fullName: 'Taken Over', email: uniqueEmail('x'), role: 'ADMIN' };

    it('refuses guests (401), candidates and recruiters (403), and changes nothing', async () => {
      const admin = await employer(t.app);
      const m = await invite(t.app, admin);
      const recruiter = await recruiterOf(t.app, admin.companyId);
      const candidate = await signIn(t.app, 'CANDIDATE');
      const before = await snapshot(t.app, admin.companyId);
      for (const action of ACTIONS) {
        const options = { params: { id: m.id }, body: bodyOf(action, m.id) };
        const guest = await teamCall(t.app, action, undefined, options);
        expect(guest.status, `${action} as guest`).toBe(401);
        expect(guest.body.code).toBe('UNAUTHENTICATED');
        expect((await teamCall(t.app, action, candidate, options)).status, `${action} as candidate`).toBe(
          403,
        );
        const res = await teamCall(t.app, action, recruiter, options);
        expect(res.status, `${action} as recruiter`).toBe(403);
        expect(res.body.message).toBe('Only an administrator of the company can manage its team.');
      }
      const id = await teamCall(t.app, 'list', recruiter, { lng: 'id' });
      expect(id.body.message).toBe('Hanya admin perusahaan yang dapat mengelola tim perusahaan.');
      expect(await snapshot(t.app, admin.companyId)).toEqual(before);
    });

    it("answers 404 for another company's members, and changes nothing there", async () => {
      const admin = await employer(t.app);
      const other = await employer(t.app);
      const theirs = await invite(t.app, other);
      const before = await snapshot(t.app, other.companyId);
      for (const target of [theirs.id, other.userId]) {
        const update = await teamCall(t.app, 'update', admin, {
          params: { id: target },
          body: { fullName: 'Taken Over', role: 'RECRUITER' },
        });
        expect(update.status).toBe(404);
        const partial = await teamCall(t.app, 'partialUpdate', admin, {
          params: { id: target },
          body: { role: 'RECRUITER' },
        });
        expect(partial.status).toBe(404);
        const remove = await teamCall(t.app, 'softDelete', admin, { body: { id: target } });
        expect(remove.status).toBe(404);
        expect(remove.body.message).toBe('This team member does not exist.');
      }
      expect(await snapshot(t.app, other.companyId)).toEqual(before);
      expect((await accept(t.app, theirs.token)).status).toBe(200);
    });
  });

  describe('the last administrator', () => {
    it('cannot be demoted or removed, by themselves or by anyone, while no other admin can act', async () => {
      const admin = await employer(t.app);
      const recruiter = await invite(t.app, admin);
      // An admin who has not joined yet does not count.
      const pendingAdmin = await invite(t.app, admin, { role: 'ADMIN' });
      const before = await snapshot(t.app, admin.companyId);
      const demote = await teamCall(t.app, 'partialUpdate', admin, {
        params: { id: admin.userId },
        body: { role: 'RECRUITER' },
      });
      expect(demote.status).toBe(409);
      expect(demote.body.message).toBe(
        'Your company needs at least one administrator: make another member an administrator first.',
      );
      const update = await teamCall(t.app, 'update', admin, {
        params: { id: admin.userId },
        body: { fullName: 'Employer Tester', role: 'RECRUITER' },
        lng: 'id',
      });
      expect(update.status).toBe(409);
      expect(update.body.message).toBe(
        'Perusahaan Anda memerlukan setidaknya satu admin: jadikan anggota lain admin terlebih dahulu.',
      );
      const remove = await teamCall(t.app, 'softDelete', admin, { body: { id: admin.userId } });
      expect(remove.status).toBe(409);
      expect(await snapshot(t.app, admin.companyId)).toEqual(before);
      // Demoting or removing an invited admin, or a recruiter, is fine.
      expect(
        (
          await teamCall(t.app, 'partialUpdate', admin, {
            params: { id: pendingAdmin.id },
            body: { role: 'RECRUITER' },
          })
        ).status,
      ).toBe(200);
      expect((await teamCall(t.app, 'softDelete', admin, { body: { id: recruiter.id } })).status).toBe(200);

      // Once a second admin has joined, either may step down; then the other is the last one.
      const second = await invite(t.app, admin, { role: 'ADMIN' });
      const session = await accept(t.app, second.token);
      const secondHeaders = { authorization: `jwt ${session.body.data.token as string}` };
      const stepDown = await teamCall(t.app, 'partialUpdate', admin, {
        params: { id: admin.userId },
        body: { role: 'RECRUITER' },
      });
      expect(stepDown.status).toBe(200);
      expect(stepDown.body.data).toMatchObject({ role: 'RECRUITER', isYou: true });
      // The former admin is a recruiter now: the team is no longer theirs to manage.
      expect((await teamCall(t.app, 'list', admin)).status).toBe(403);
      const last = await teamCall(
        t.app,
        'softDelete',
        { headers: secondHeaders },
        { body: { id: second.id } },
      );
      expect(last.status).toBe(409);
      const demoteLast = await teamCall(
        t.app,
        'partialUpdate',
        { headers: secondHeaders },
        { params: { id: second.id }, body: { role: 'RECRUITER' } },
      );
      expect(demoteLast.status).toBe(409);
    });
  });

  describe('soft-delete', () => {
    it('removes a member: gone from the list, sessions revoked at once, sign-in refused, links dead', async () => {
      const admin = await employer(t.app);
      const m = await invite(t.app, admin, { role: 'ADMIN' });
      const joined = await accept(t.app, m.token);
      const token = joined.body.data.token as string;
      const again = await login(t.app, 'employer', m.email, NEW_PASSWORD);
      for (const jwt of [token, again])
        expect((await call(t.app, 'employer', 'view', { token: jwt })).status).toBe(200);
      // An invited member's pending link dies with the removal too.
      const pending = await invite(t.app, admin);

      const res = await teamCall(t.app, 'softDelete', admin, { body: { id: m.id } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Team member removed.');
      expect(res.body.data).toBeNull();
      for (const jwt of [token, again]) {
        const view = await call(t.app, 'employer', 'view', { token: jwt });
        expect(view.status).toBe(401);
        expect(view.body.code).toBe('UNAUTHENTICATED');
      }
      const refused = await call(t.app, 'employer', 'login', {
        body: { email: m.email, password: NEW_PASSWORD },
      });
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('The e-mail or password is not correct.');
      const sessions = await t.app.deps.db
        .selectFrom('sessions')
        .select('revokedAt')
        .where('userId', '=', m.id)
        .execute();
      expect(sessions.length).toBeGreaterThan(0);
      expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);

      expect((await teamCall(t.app, 'softDelete', admin, { body: { id: pending.id } })).status).toBe(200);
      expect((await accept(t.app, pending.token)).status).toBe(400);
      expect((await listed(t.app, admin)).map((x) => x.id)).toEqual([admin.userId]);
      // Removed twice: nothing to remove.
      expect((await teamCall(t.app, 'softDelete', admin, { body: { id: m.id } })).status).toBe(404);
    });

    it('lets a removed member be invited back: a new account password through a new link', async () => {
      const admin = await employer(t.app);
      const m = await invite(t.app, admin);
      expect((await accept(t.app, m.token)).status).toBe(200);
      expect((await teamCall(t.app, 'softDelete', admin, { body: { id: m.id } })).status).toBe(200);
      const back = await teamCall(t.app, 'add', admin, {
        body: { fullName: 'Dewi Lestari', email: m.email, role: 'RECRUITER' },
      });
      expect(back.status).toBe(201);
      expect(back.body.data).toMatchObject({ id: m.id, status: 'INVITED' });
      // The old password opens nothing until the new link is used.
      expect(
        (await call(t.app, 'employer', 'login', { body: { email: m.email, password: NEW_PASSWORD } })).status,
      ).toBe(401);
      expect((await accept(t.app, await linkToken(t.app, m.email), 'Sate-Madura-2026')).status).toBe(200);
      expect((await listed(t.app, admin)).find((x) => x.id === m.id)?.status).toBe('ACTIVE');
    });

    it('lets a member who is not the last admin leave (their own session ends)', async () => {
      const admin = await employer(t.app);
      const other = await invite(t.app, admin, { role: 'ADMIN' });
      expect((await accept(t.app, other.token)).status).toBe(200);
      expect((await teamCall(t.app, 'softDelete', admin, { body: { id: admin.userId } })).status).toBe(200);
      expect((await call(t.app, 'employer', 'view', { headers: admin.headers })).status).toBe(401);
    });
  });

  describe("the employer's own job title", () => {
    it('is saved with the personal details and shown in employer/view and the team list', async () => {
      const admin = await employer(t.app);
      const res = await call(t.app, 'employer', 'personalDetails', {
        params: { id: admin.userId },
        headers: admin.headers,
        body: { fullName: 'Budi Santoso', jobTitle: ' Founder ' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ fullName: 'Budi Santoso', jobTitle: 'Founder' });
      const view = await call(t.app, 'employer', 'view', { headers: admin.headers });
      expect(view.body.data).toMatchObject({ jobTitle: 'Founder', company: { role: 'ADMIN' } });
      expect((await listed(t.app, admin))[0]).toMatchObject({ jobTitle: 'Founder' });
      // Left out: kept; '': cleared.
      const kept = await call(t.app, 'employer', 'update', {
        params: { id: admin.userId },
        headers: admin.headers,
        body: { fullName: 'Budi Santoso' },
      });
      expect(kept.body.data).toMatchObject({ jobTitle: 'Founder' });
      const cleared = await call(t.app, 'employer', 'update', {
        params: { id: admin.userId },
        headers: admin.headers,
        body: { fullName: 'Budi Santoso', jobTitle: '' },
      });
      expect(cleared.body.data).toMatchObject({ jobTitle: null });
      const tooLong = await call(t.app, 'employer', 'update', {
        params: { id: admin.userId },
        headers: admin.headers,
        body: { fullName: 'Budi Santoso', jobTitle: 'x'.repeat(101) },
      });
      expect(tooLong.status).toBe(422);
    });
  });
});
