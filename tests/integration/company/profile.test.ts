/**
 * The company profile (issue 10): employer/update-company and company/update on SQLite and PostgreSQL. The happy
 * path with sanitized rich text, names in both languages and the completion rising as sections are filled; a partial
 * update; bad input naming the field (en and id); wrong role, recruiter vs admin, another company; 'Other' industry;
 * a new name reaching the company's jobs and its members' accounts.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_SECTIONS } from '../../../common/constants/company.js';
import { PROFILE_PERCENT_THRESHOLD } from '../../../common/constants/limits.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { call } from '../reference/api.js';
import { type Employer, city, companyRow, employer, insertJob, recruiterOf } from './helpers.js';

interface MemberInfo {
  role: 'ADMIN' | 'RECRUITER';
  profilePercent: number;
  missing: string[];
}
interface CompanyDoc {
  id: number;
  name: string;
  slug: string;
  aboutHtml: string | null;
  industry: { code: string; name: string } | null;
  companySize: string | null;
  foundedYear: number | null;
  website: string | null;
  phoneCode: string | null;
  phone: string | null;
  countryCode: string | null;
  countryName: string | null;
  stateCode: string | null;
  stateName: string | null;
  cityId: number | null;
  cityName: string | null;
  address: string | null;
  linkedinUrl: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  twitterUrl: string | null;
  liveJobs: number;
  member: MemberInfo | null;
}
interface Errors {
  errors: { field: string; message: string }[];
}

describe.each(dialects)('company profile (%s)', (dialect) => {
  let t: TestApp;
  let bandung: { id: number; countryCode: string; stateCode: string };
  let jakarta: { id: number; countryCode: string; stateCode: string };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    bandung = await city(t.app, 'ID', 'JB', 'Bandung');
    jakarta = await city(t.app, 'ID', 'JK', 'Jakarta');
  });
  afterAll(async () => {
    await t?.close();
  });

  const update = (
    who: { headers: Record<string, string> },
    body: Record<string, unknown>,
    lng: 'en' | 'id' = 'en',
    action: 'updateCompany' | 'update' = 'updateCompany',
  ) =>
    call<CompanyDoc>(t.app, action === 'update' ? 'company' : 'employer', action, {
      body,
      headers: who.headers,
      lng,
    });

  const view = (who: { headers: Record<string, string> }) =>
    call<{ company: { id: number; profilePercent: number; missing: string[]; role: string } | null }>(
      t.app,
      'employer',
      'view',
      { headers: who.headers },
    );

  it('starts a new company at the name alone, shown to its admin by employer/view', async () => {
    const admin = await employer(t.app);
    const res = await view(admin);
    expect(res.status).toBe(200);
    expect(res.body.data.company).toEqual({
      id: admin.companyId,
      name: 'Tester Company',
      slug: expect.stringMatching(/^tester-company-[0-9a-f]{6}$/),
      logoPath: null,
      logoUrl: null,
      role: 'ADMIN',
      profilePercent: 10,
      missing: COMPANY_SECTIONS.filter((s) => s !== 'name'),
    });
    // A candidate's view has no company.
    const candidate = await signIn(t.app, 'CANDIDATE');
    const mine = await call<Record<string, unknown>>(t.app, 'candidate', 'view', {
      headers: candidate.headers,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data).not.toHaveProperty('company');
  });

  it('saves the whole profile: sanitized about, names in the language asked, the completion at 90 without a logo', async () => {
    const admin = await employer(t.app);
    const res = await update(admin, {
      companyName: '  PT Maju Jaya  ',
      aboutHtml:
        '<h2>About</h2><p onclick="x()">We build <strong>roads</strong>.<script>alert(1)</script> <a href="https://majujaya.co.id">Site</a></p>',
      industryCode: 'CONSTRUCTION_REAL_ESTATE',
      companySize: '51-200',
      foundedYear: '1998',
      website: 'majujaya.co.id',
      phone: { code: '+62', number: '(021) 555-1234' },
      cityId: bandung.id,
      address: 'Jl. Asia Afrika 8',
      linkedinUrl: 'https://www.linkedin.com/company/majujaya',
      instagramUrl: 'instagram.com/majujaya',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Company profile saved.');
    const doc = res.body.data;
    expect(doc).toMatchObject({
      id: admin.companyId,
      name: 'PT Maju Jaya',
      industry: { code: 'CONSTRUCTION_REAL_ESTATE', name: 'Construction & Real Estate' },
      companySize: '51-200',
      foundedYear: 1998,
      website: 'majujaya.co.id',
      phoneCode: '62',
      phone: '215551234',
      countryCode: 'ID',
      countryName: 'Indonesia',
      stateCode: 'JB',
      stateName: 'Jawa Barat',
      cityId: bandung.id,
      cityName: 'Bandung',
      address: 'Jl. Asia Afrika 8',
      linkedinUrl: 'https://www.linkedin.com/company/majujaya',
      facebookUrl: null,
      instagramUrl: 'instagram.com/majujaya',
      liveJobs: 0,
      member: { role: 'ADMIN', profilePercent: 90, missing: ['logo'] },
    });
    expect(doc.aboutHtml).not.toMatch(/script|alert|onclick/);
    expect(doc.aboutHtml).toContain('<strong>roads</strong>');
    expect(doc.aboutHtml).toContain('rel="noopener noreferrer nofollow"');
    // Stored as answered; the slug keeps the address the company had.
    const row = await companyRow(t.app, admin.companyId);
    expect(row.aboutHtml).toBe(doc.aboutHtml);
    expect(doc.slug).toBe(row.slug);
    expect(row.slug).toMatch(/^tester-company-/);

    // The industry's name in Indonesian for a request in Indonesian.
    const id = await update(admin, {}, 'id');
    expect(id.body.data.industry).toEqual({
      code: 'CONSTRUCTION_REAL_ESTATE',
      name: 'Konstruksi & Real Estat',
    });
    expect(id.body.message).toBe('Profil perusahaan disimpan.');
    // employer/view agrees.
    expect((await view(admin)).body.data.company).toMatchObject({ name: 'PT Maju Jaya', profilePercent: 90 });
  });

  it('raises profilePercent section by section, past the threshold of the forced setup', async () => {
    const admin = await employer(t.app);
    const steps: [Record<string, unknown>, number][] = [
      [{ aboutHtml: '<p>A bakery in Bandung since 1990.</p>' }, 25],
      [{ industryCode: 'FOOD_BEVERAGE', companySize: '11-50' }, 45],
      [{ foundedYear: 1990 }, 50],
      [{ cityId: bandung.id }, 60],
      [{ address: 'Jl. Braga 12' }, 65],
      [{ phone: { code: '62', number: '81234567890' } }, 80],
      [{ facebookUrl: 'https://facebook.com/roti' }, 90],
    ];
    for (const [body, percent] of steps) {
      const res = await update(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.data.member?.profilePercent, JSON.stringify(body)).toBe(percent);
    }
    expect((await view(admin)).body.data.company?.profilePercent).toBeGreaterThanOrEqual(
      PROFILE_PERCENT_THRESHOLD,
    );
    // And falls again when a section is cleared (null or '').
    const cleared = await update(admin, {
      facebookUrl: '',
      phone: null,
      aboutHtml: '<p><script>x</script></p>',
    });
    expect(cleared.body.data.member).toEqual({
      role: 'ADMIN',
      profilePercent: 50,
      missing: ['logo', 'about', 'contact', 'social'],
    });
    expect(cleared.body.data).toMatchObject({
      facebookUrl: null,
      phone: null,
      phoneCode: null,
      aboutHtml: null,
    });
  });

  it('keeps what a partial update leaves out, and company/update is the same call', async () => {
    const admin = await employer(t.app);
    await update(admin, { companySize: '1-10', website: 'https://a.example.com', cityId: jakarta.id });
    const res = await update(admin, { foundedYear: 2020 }, 'en', 'update');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      companySize: '1-10',
      website: 'https://a.example.com',
      foundedYear: 2020,
      cityId: jakarta.id,
      stateCode: 'JK',
      countryCode: 'ID',
    });
    // A new state without a city leaves the old city behind; clearing the country clears all three.
    const moved = await update(admin, { stateCode: 'jb' });
    expect(moved.body.data).toMatchObject({ countryCode: 'ID', stateCode: 'JB', cityId: null });
    const none = await update(admin, { countryCode: null });
    expect(none.body.data).toMatchObject({ countryCode: null, stateCode: null, cityId: null });
  });

  it('refuses bad input naming the field, in English and Indonesian, and changes nothing', async () => {
    const admin = await employer(t.app);
    const before = await companyRow(t.app, admin.companyId);

    const res = await update(admin, {
      companyName: 'PT Baru',
      website: 'not a web address',
      foundedYear: 1700,
      companySize: 'huge',
      phone: { code: '+62', number: '12' },
    });
    expect(res.status).toBe(422);
    const fields = (res.body.data as unknown as Errors).errors.map((e) => e.field).sort();
    expect(fields).toEqual(['companySize', 'foundedYear', 'phone.number', 'website']);
    const byField = Object.fromEntries(
      (res.body.data as unknown as Errors).errors.map((e) => [e.field, e.message]),
    );
    expect(byField.website).toBe('Website must be a valid web address.');
    expect(byField.foundedYear).toBe('Year founded must be a year from 1800 to this year.');

    const id = await update(admin, { website: 'bukan alamat', linkedinUrl: 'x' }, 'id');
    expect(id.status).toBe(422);
    expect(id.body.message).toBe('Situs web harus berupa alamat web yang valid.');
    expect((id.body.data as unknown as Errors).errors.map((e) => e.field)).toEqual([
      'website',
      'linkedinUrl',
    ]);

    const future = await update(admin, { foundedYear: new Date().getFullYear() + 1 });
    expect(future.status).toBe(422);
    const empty = await update(admin, { companyName: '' });
    expect(empty.body.message).toBe('Company name is required.');

    // Rules the server checks against the database, named the same way.
    const unknownIndustry = await update(admin, { companyName: 'PT Baru', industryCode: 'NOT_AN_INDUSTRY' });
    expect(unknownIndustry.status).toBe(422);
    expect((unknownIndustry.body.data as unknown as Errors).errors).toEqual([
      { field: 'industryCode', message: 'Industry is not one of the allowed choices.' },
    ]);
    const cityElsewhere = await update(admin, {
      companyName: 'PT Baru',
      stateCode: 'JK',
      cityId: bandung.id,
    });
    expect(cityElsewhere.status).toBe(422);
    expect((cityElsewhere.body.data as unknown as Errors).errors.map((e) => e.field)).toEqual(['cityId']);
    const stateElsewhere = await update(admin, { countryCode: 'MY', stateCode: 'JB' }, 'id');
    expect(stateElsewhere.status).toBe(422);
    expect(stateElsewhere.body.message).toBe('Provinsi bukan salah satu pilihan yang tersedia.');
    expect((stateElsewhere.body.data as unknown as Errors).errors.map((e) => e.field)).toEqual(['stateCode']);
    const noCountry = await update(admin, { countryCode: 'XX' });
    expect((noCountry.body.data as unknown as Errors).errors.map((e) => e.field)).toEqual(['countryCode']);
    const nowhere = await update(admin, { cityId: 999_999_999 });
    expect((nowhere.body.data as unknown as Errors).errors.map((e) => e.field)).toEqual(['cityId']);

    expect(await companyRow(t.app, admin.companyId)).toEqual(before);
  });

  it("suggests an 'Other' industry as an unapproved entry and takes it", async () => {
    const admin = await employer(t.app);
    const missing = await update(admin, { industryCode: 'OTHER_INDUSTRY' });
    expect(missing.status).toBe(422);
    expect((missing.body.data as unknown as Errors).errors).toEqual([
      { field: 'otherIndustry', message: 'Other industry: type a name of at least 2 characters.' },
    ]);

    const res = await update(admin, { industryCode: 'OTHER_INDUSTRY', otherIndustry: 'Space  Mining' });
    expect(res.status).toBe(200);
    expect(res.body.data.industry).toEqual({ code: 'SPACE_MINING', name: 'Space Mining' });
    const entry = await t.app.deps.db
      .selectFrom('masters')
      .select(['codeType', 'isApproved', 'createdBy'])
      .where('codeType', '=', 'INDUSTRY')
      .where('code', '=', 'SPACE_MINING')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ codeType: 'INDUSTRY', isApproved: 0, createdBy: admin.userId });
    // Saved again unchanged (its code is now the company's own), and the same name again gives the same entry.
    expect((await update(admin, { industryCode: 'SPACE_MINING' })).status).toBe(200);
    const again = await update(admin, { industryCode: 'OTHER_INDUSTRY', otherIndustry: 'space mining' });
    expect(again.body.data.industry?.code).toBe('SPACE_MINING');
    // An approved name typed as 'Other' is the approved entry.
    const known = await update(admin, { industryCode: 'OTHER_INDUSTRY', otherIndustry: 'Automotive' });
    expect(known.body.data.industry).toEqual({ code: 'AUTOMOTIVE', name: 'Automotive' });
    // Another employer cannot pick someone else's pending suggestion by its code.
    const other = await employer(t.app);
    const refused = await update(other, { industryCode: 'SPACE_MINING' });
    expect(refused.status).toBe(422);
  });

  it('lets a pending employer set up its company (the setup comes before approval)', async () => {
    const pending = await employer(t.app, 'PENDING');
    const res = await update(pending, { companySize: '1-10' });
    expect(res.status).toBe(200);
    expect(res.body.data.member?.profilePercent).toBe(20);
  });

  it('refuses a candidate (403) on both calls', async () => {
    const candidate = await signIn(t.app, 'CANDIDATE');
    for (const action of ['updateCompany', 'update'] as const) {
      const res = await update(candidate, { companyName: 'Mine now' }, 'en', action);
      expect(res.status, action).toBe(403);
    }
  });

  it('lets only an admin edit: a recruiter of the same company gets 403 and nothing changes', async () => {
    const admin = await employer(t.app);
    await update(admin, { companyName: 'PT Admin Punya' });
    const recruiter = await recruiterOf(t.app, admin.companyId);
    const before = await companyRow(t.app, admin.companyId);
    for (const action of ['updateCompany', 'update'] as const) {
      const res = await update(
        recruiter,
        { companyName: 'PT Recruiter Punya', companySize: '1-10' },
        'en',
        action,
      );
      expect(res.status, action).toBe(403);
      expect(res.body.message).toBe('Only an administrator of the company can change its profile.');
    }
    expect(await companyRow(t.app, admin.companyId)).toEqual(before);
    // The recruiter reads the profile as a member, with its own role.
    const got = await call<CompanyDoc>(t.app, 'company', 'get', {
      params: { id: admin.companyId },
      headers: recruiter.headers,
    });
    expect(got.status).toBe(200);
    expect(got.body.data.member).toMatchObject({ role: 'RECRUITER', profilePercent: 10 });
    expect((await view(recruiter)).body.data.company).toMatchObject({
      id: admin.companyId,
      role: 'RECRUITER',
    });
  });

  it("changes only the caller's own company: another employer's company is untouched", async () => {
    const first = await employer(t.app);
    const second = await employer(t.app);
    await update(first, { companyName: 'PT Pertama', companySize: '11-50' });
    const before = await companyRow(t.app, first.companyId);
    const res = await update(second, { companyName: 'PT Kedua', companySize: '1000+' });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(second.companyId);
    expect(await companyRow(t.app, first.companyId)).toEqual(before);
    // Read by the other employer, the first company shows no member details.
    const got = await call<CompanyDoc>(t.app, 'company', 'get', {
      params: { id: first.companyId },
      headers: second.headers,
    });
    expect(got.body.data.member).toBeNull();
  });

  it("writes a new name to every job of the company and to its members' accounts, in the same change", async () => {
    const admin: Employer = await employer(t.app);
    const recruiter = await recruiterOf(t.app, admin.companyId);
    const other = await employer(t.app);
    const jobs = [
      await insertJob(t.app, admin),
      await insertJob(t.app, admin, 'draft'),
      await insertJob(t.app, admin, 'closed'),
    ];
    const otherJob = await insertJob(t.app, other);

    const res = await update(admin, { companyName: 'PT Nama Baru Sejahtera' });
    expect(res.status).toBe(200);
    const rows = await t.app.deps.db
      .selectFrom('jobs')
      .select(['id', 'searchCompany'])
      .where('id', 'in', [...jobs, otherJob])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      ...jobs.map((id) => ({ id, searchCompany: 'PT Nama Baru Sejahtera' })),
      { id: otherJob, searchCompany: 'Tester Company' },
    ]);
    const users = await t.app.deps.db
      .selectFrom('users')
      .select(['id', 'companyName'])
      .where('id', 'in', [admin.userId, recruiter.userId, other.userId])
      .orderBy('id')
      .execute();
    expect(users.map((u) => u.companyName)).toEqual([
      'PT Nama Baru Sejahtera',
      'PT Nama Baru Sejahtera',
      null,
    ]);
    expect((await view(recruiter)).body.data).toMatchObject({ companyName: 'PT Nama Baru Sejahtera' });

    // The full-text index follows the new name.
    const hits =
      dialect === 'sqlite'
        ? await sql<{
            id: number;
          }>`select rowid as id from "jobsFts" where "jobsFts" match ${'sejahtera'}`.execute(t.app.deps.db)
        : await sql<{
            id: number;
          }>`select id from jobs where "searchVector" @@ to_tsquery('simple', ${'sejahtera'})`.execute(
            t.app.deps.db,
          );
    expect(hits.rows.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(jobs);
  });
});
