/**
 * The public side of companies (issue 10): company/get and company/list with their guest twins, on SQLite and
 * PostgreSQL. A profile is public (nothing private in it: no member, no e-mail, no completion); by id or by slug;
 * live jobs counted; deleted or unknown companies are 404. The list holds the companies hiring now, searchable by
 * name and by industry, paged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { call } from '../reference/api.js';
import { type Employer, city, employer, insertJob, recruiterOf } from './helpers.js';

interface CompanyCard {
  id: number;
  name: string;
  slug: string;
  industry: { code: string; name: string } | null;
  cityName: string | null;
  liveJobs: number;
}

describe.each(dialects)('company pages (%s)', (dialect) => {
  let t: TestApp;
  let hiring: Employer;
  let quiet: Employer;
  /** A word in this run's company names, so the list can be narrowed to them. */
  const tag = `Zeta${dialect}`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const bandung = await city(t.app, 'ID', 'JB', 'Bandung');
    hiring = await employer(t.app);
    quiet = await employer(t.app);
    const save = (who: Employer, body: Record<string, unknown>) =>
      call(t.app, 'employer', 'updateCompany', { body, headers: who.headers });
    await save(hiring, {
      companyName: `PT ${tag} Hiring`,
      aboutHtml: '<p>We bake bread.</p>',
      industryCode: 'FOOD_BEVERAGE',
      companySize: '11-50',
      foundedYear: 1990,
      website: 'https://roti.example.com',
      phone: { code: '+62', number: '81234567890' },
      cityId: bandung.id,
      address: 'Jl. Braga 12',
      instagramUrl: 'https://instagram.com/roti',
    });
    await save(quiet, { companyName: `PT ${tag} Quiet`, industryCode: 'FOOD_BEVERAGE' });
    // Two live jobs; a draft, a closed, an expired and a deleted one do not count; the quiet company has none live.
    await insertJob(t.app, hiring);
    await insertJob(t.app, hiring);
    for (const state of ['draft', 'closed', 'expired', 'deleted'] as const)
      await insertJob(t.app, hiring, state);
    await insertJob(t.app, quiet, 'draft');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (id: string | number, options: { headers?: Record<string, string>; lng?: 'en' | 'id' } = {}) =>
    call<Record<string, unknown>>(t.app, 'company', 'get', {
      params: { id },
      ...(options.headers ? { headers: options.headers } : { guest: true }),
      ...(options.lng ? { lng: options.lng } : {}),
    });

  it('shows a guest the public profile, with nothing private in it', async () => {
    const recruiter = await recruiterOf(t.app, hiring.companyId);
    const res = await get(hiring.companyId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: hiring.companyId,
      name: `PT ${tag} Hiring`,
      aboutHtml: '<p>We bake bread.</p>',
      industry: { code: 'FOOD_BEVERAGE', name: 'Food & Beverage' },
      companySize: '11-50',
      foundedYear: 1990,
      website: 'https://roti.example.com',
      cityName: 'Bandung',
      stateName: 'Jawa Barat',
      countryName: 'Indonesia',
      instagramUrl: 'https://instagram.com/roti',
      liveJobs: 2,
      member: null,
    });
    const text = JSON.stringify(res.body);
    for (const secret of [hiring.email, recruiter.email, '@example.com', 'passwordHash', 'deletedAt'])
      expect(text).not.toContain(secret);
    expect(Object.keys(res.body.data)).not.toContain('members');
  });

  it('reads in the language asked, by slug as by id, signed in or not', async () => {
    const byId = await get(hiring.companyId, { lng: 'id' });
    expect(byId.body.data.industry).toEqual({ code: 'FOOD_BEVERAGE', name: 'Makanan & Minuman' });
    expect(byId.body.message).toBe('Detail berhasil dimuat.');
    const bySlug = await get(byId.body.data.slug as string);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data.id).toBe(hiring.companyId);

    const candidate = await signIn(t.app, 'CANDIDATE');
    const signedIn = await get(hiring.companyId, { headers: candidate.headers });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.member).toBeNull();
    // Its own admin sees how complete it is.
    const own = await get(hiring.companyId, { headers: hiring.headers });
    expect(own.body.data.member).toEqual({ role: 'ADMIN', profilePercent: 90, missing: ['logo'] });
  });

  it('answers 404 for an unknown, malformed or deleted company', async () => {
    const gone = await employer(t.app);
    await t.app.deps.db
      .updateTable('companies')
      .set({ deletedAt: new Date().toISOString() })
      .where('id', '=', gone.companyId)
      .execute();
    for (const id of [999_999_999, gone.companyId, 'no-such-company', 'NOT A SLUG', '0', '1e3', '-1']) {
      const res = await get(id);
      expect(res.status, String(id)).toBe(404);
      expect(res.body.message).toBe('This company does not exist.');
    }
  });

  it('lists the companies hiring now, by name, by industry and by page', async () => {
    const list = (body: Record<string, unknown>, headers?: Record<string, string>) =>
      call<CompanyCard[]>(t.app, 'company', 'list', { body, ...(headers ? { headers } : { guest: true }) });
    const mine = await list({ search: tag.toLowerCase() });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        id: hiring.companyId,
        name: `PT ${tag} Hiring`,
        industry: { code: 'FOOD_BEVERAGE', name: 'Food & Beverage' },
        cityName: 'Bandung',
        liveJobs: 2,
      }),
    ]);
    expect(mine.body.paginator).toMatchObject({ totalDocs: 1, page: 1 });

    // A second company starts hiring; both show, the latest posting first, paged.
    await insertJob(t.app, quiet);
    const both = await list({ search: tag, limit: 1 });
    expect(both.body.data.map((c) => c.id)).toEqual([quiet.companyId]);
    expect(both.body.paginator).toMatchObject({ totalDocs: 2, totalPages: 2, hasNextPage: true });
    const second = await list({ search: tag, limit: 1, page: 2 });
    expect(second.body.data.map((c) => c.id)).toEqual([hiring.companyId]);
    const oldest = await list({ search: tag, sort: 1 });
    expect(oldest.body.data.map((c) => c.id)).toEqual([hiring.companyId, quiet.companyId]);

    const byIndustry = await list({ search: tag, filter: { industryCode: 'AUTOMOTIVE' } });
    expect(byIndustry.body.data).toEqual([]);
    expect(byIndustry.body.paginator).toMatchObject({ totalDocs: 0 });
    const signedIn = await list(
      { search: `${tag} hiring`, filter: { industryCode: 'FOOD_BEVERAGE' } },
      hiring.headers,
    );
    expect(signedIn.body.data.map((c) => c.id)).toEqual([hiring.companyId]);
    // LIKE wildcards are text.
    expect((await list({ search: '%' })).body.data).toEqual([]);

    const bad = await list({ limit: 1000 }, undefined);
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Page size must be at most 50.');
  });
});
