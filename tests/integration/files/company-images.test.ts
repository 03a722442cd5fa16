/**
 * The company logo and cover (issue 10) on SQLite and PostgreSQL: company/update takes the paths files/upload gave,
 * only for uploads of the right kind made by the signed-in admin (else 422 naming the field, and nothing changes);
 * the logo counts in the completion; company, card, employer/view and job answers carry the public URL; null
 * removes an image.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { call } from '../reference/api.js';
import { type Employer, companyRow, employer, insertJob } from '../company/helpers.js';
import { type Errors, type Uploaded, fileForm, png, upload } from './helpers.js';

interface CompanyDoc {
  id: number;
  logoPath: string | null;
  coverPath: string | null;
  logoUrl: string | null;
  coverUrl: string | null;
  member: { profilePercent: number; missing: string[] } | null;
}

describe.each(dialects)('company logo and cover (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const uploadAs = async (who: { headers: Record<string, string> }, kind: string) => {
    const res = await upload<Uploaded>(t.app, fileForm(kind, { data: await png(800, 400) }), {
      headers: who.headers,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  };
  const update = (who: Employer, body: Record<string, unknown>, lng: 'en' | 'id' = 'en') =>
    call<CompanyDoc>(t.app, 'company', 'update', { body, headers: who.headers, lng });

  it("refuses another user's logo, naming the field, and changes nothing", async () => {
    const admin = await employer(t.app);
    const other = await employer(t.app);
    const theirs = await uploadAs(other, 'logo');
    const before = await companyRow(t.app, admin.companyId);

    const res = await update(admin, { logoPath: theirs.path, address: 'Jl. Braga 12' });
    expect(res.status).toBe(422);
    expect((res.body.data as unknown as Errors).errors).toEqual([
      { field: 'logoPath', message: 'Company logo must be an image you uploaded for it.' },
    ]);
    const id = await update(admin, { logoPath: theirs.path }, 'id');
    expect(id.body.message).toBe('Logo perusahaan harus berupa gambar yang Anda unggah untuk kolom ini.');
    expect(await companyRow(t.app, admin.companyId)).toEqual(before);

    // A candidate's upload, a path nobody uploaded, and a malformed path are refused alike.
    const candidate = await signIn(t.app, 'CANDIDATE');
    const candidates = await uploadAs(candidate, 'logo');
    const unknownPath = theirs.path.replace(/[A-Za-z0-9_-]{22}/, 'A'.repeat(22));
    for (const logoPath of [candidates.path, unknownPath]) {
      const refused = await update(admin, { logoPath });
      expect(refused.status, logoPath).toBe(422);
      expect((refused.body.data as unknown as Errors).errors[0]!.field).toBe('logoPath');
    }
    for (const logoPath of ['../secret.key', 'logo/2026/x.webp', '/media/' + theirs.path, 'x'.repeat(500)]) {
      const refused = await update(admin, { logoPath });
      expect(refused.status, logoPath).toBe(422);
      expect((refused.body.data as unknown as Errors).errors[0]!.field).toBe('logoPath');
    }
    expect(await companyRow(t.app, admin.companyId)).toEqual(before);
  });

  it('refuses an upload of the wrong kind (a cover as the logo, a logo as the cover)', async () => {
    const admin = await employer(t.app);
    const cover = await uploadAs(admin, 'cover');
    const logo = await uploadAs(admin, 'logo');
    const res = await update(admin, { logoPath: cover.path, coverPath: logo.path });
    expect(res.status).toBe(422);
    expect((res.body.data as unknown as Errors).errors.map((e) => e.field)).toEqual([
      'logoPath',
      'coverPath',
    ]);
    expect((await companyRow(t.app, admin.companyId)).logoPath).toBeNull();
  });

  it('takes its own logo and cover: +10% completion, URLs in every answer, null removes them', async () => {
    const admin = await employer(t.app);
    const start = await update(admin, {});
    expect(start.body.data.member?.profilePercent).toBe(10);
    expect(start.body.data).toMatchObject({ logoPath: null, logoUrl: null, coverPath: null, coverUrl: null });

    const logo = await uploadAs(admin, 'logo');
    const cover = await uploadAs(admin, 'cover');
    const res = await update(admin, { logoPath: logo.path, coverPath: cover.path });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      logoPath: logo.path,
      logoUrl: `/media/${logo.path}`,
      coverPath: cover.path,
      coverUrl: `/media/${cover.path}`,
    });
    expect(res.body.data.member?.profilePercent).toBe(20);
    expect(res.body.data.member?.missing).not.toContain('logo');
    expect(logo.url).toBe(res.body.data.logoUrl);
    expect((await t.app.inject({ url: res.body.data.logoUrl! })).statusCode).toBe(200);

    // The public page, the employer's view and the jobs show the same URL.
    const page = await call<CompanyDoc>(t.app, 'company', 'get', {
      params: { id: admin.companyId },
      guest: true,
    });
    expect(page.body.data).toMatchObject({ logoUrl: logo.url, coverUrl: cover.url, member: null });
    const view = await call<{ company: { logoPath: string; logoUrl: string; profilePercent: number } }>(
      t.app,
      'employer',
      'view',
      { headers: admin.headers },
    );
    expect(view.body.data.company).toMatchObject({
      logoPath: logo.path,
      logoUrl: logo.url,
      profilePercent: 20,
    });
    const jobId = await insertJob(t.app, admin);
    const job = await call<{ company: { logoPath: string; logoUrl: string } }>(t.app, 'jobs', 'get', {
      params: { id: jobId },
      guest: true,
    });
    expect(job.status, JSON.stringify(job.body)).toBe(200);
    expect(job.body.data.company).toMatchObject({ logoPath: logo.path, logoUrl: logo.url });
    const list = await call<{ id: number; logoUrl: string | null }[]>(t.app, 'company', 'list', {
      body: { page: 1, limit: 50 },
      guest: true,
    });
    expect(list.body.data.find((c) => c.id === admin.companyId)).toMatchObject({ logoUrl: logo.url });

    // Sending the current path back keeps it; null (or '') removes the image.
    expect((await update(admin, { logoPath: logo.path })).status).toBe(200);
    const removed = await update(admin, { logoPath: null, coverPath: '' });
    expect(removed.body.data).toMatchObject({
      logoPath: null,
      logoUrl: null,
      coverPath: null,
      coverUrl: null,
    });
    expect(removed.body.data.member?.profilePercent).toBe(10);
    expect(removed.body.data.member?.missing).toContain('logo');
  });

  it('keeps a logo another admin of the company uploaded when it is sent back unchanged', async () => {
    const admin = await employer(t.app);
    const logo = await uploadAs(admin, 'logo');
    expect((await update(admin, { logoPath: logo.path })).status).toBe(200);
    // A second admin of the same company (as team-members/add will make one).
    const second = await employer(t.app);
    await t.app.deps.db
      .updateTable('companyMembers')
      .set({ companyId: admin.companyId })
      .where('userId', '=', second.userId)
      .execute();
    const res = await update(
      { ...second, companyId: admin.companyId },
      { logoPath: logo.path, address: 'Jl. Asia Afrika 8' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.logoPath).toBe(logo.path);
  });
});
