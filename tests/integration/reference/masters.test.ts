/** masters/list and masters/create: all 19 code types, languages, paging, search, suggestions by users. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_CODE_TYPES, OTHER_OPTION_BY_CODE_TYPE } from '../../../common/constants/masters.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { call } from './api.js';

interface MasterDoc {
  id: number;
  codeType: string;
  code: string;
  name: string;
  nameEn: string;
  nameId: string;
  parentCode: string | null;
  sortOrder: number;
  isApproved: boolean;
}

describe.each(dialects)('masters (%s)', (dialect) => {
  let t: TestApp;
  let alice: { userId: number; headers: { authorization: string } };
  let bob: { userId: number; headers: { authorization: string } };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    alice = await signIn(t.app, 'CANDIDATE');
    bob = await signIn(t.app, 'EMPLOYER');
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (
    body: Record<string, unknown>,
    options: { auth?: { authorization: string }; lng?: 'en' | 'id' } = {},
  ) =>
    call<MasterDoc[]>(t.app, 'masters', 'list', {
      body,
      ...(options.auth ? { headers: options.auth } : { guest: true }),
      ...(options.lng ? { lng: options.lng } : {}),
    });

  it('has every code type of spec §3 with English and Indonesian names', async () => {
    for (const codeType of MASTER_CODE_TYPES) {
      const res = await list({ codeType, limit: 50 });
      expect(res.status, codeType).toBe(200);
      expect(res.body.paginator!.totalDocs, codeType).toBeGreaterThanOrEqual(3);
      for (const doc of res.body.data) {
        expect(doc.codeType).toBe(codeType);
        expect(doc.code).toMatch(/^[A-Z0-9_]+$/);
        expect(doc.nameEn.length).toBeGreaterThan(0);
        expect(doc.nameId.length).toBeGreaterThan(0);
        expect(doc.isApproved).toBe(true);
      }
    }
  });

  it("offers each 'Other' option in its list, last", async () => {
    for (const [codeType, otherCode] of Object.entries(OTHER_OPTION_BY_CODE_TYPE)) {
      const first = await list({ codeType, limit: 50 });
      const last = await list({ codeType, limit: 50, page: first.body.paginator!.totalPages });
      const docs = last.body.data;
      expect(docs[docs.length - 1], codeType).toMatchObject({
        code: otherCode,
        nameEn: 'Other',
        nameId: 'Lainnya',
      });
    }
  });

  it('answers names in the request language', async () => {
    const en = await list({ codeType: 'LOCATION_TYPE' });
    const wfhEn = en.body.data.find((d) => d.code === 'WFH');
    expect(wfhEn).toMatchObject({
      name: 'Work From Anywhere',
      nameEn: 'Work From Anywhere',
      nameId: 'Bekerja dari Mana Saja',
    });
    expect(en.body.data.map((d) => d.code)).toEqual(expect.arrayContaining(['ON_SITE', 'HYBRID', 'WFH']));
    const id = await list({ codeType: 'LOCATION_TYPE' }, { lng: 'id' });
    expect(id.body.data.find((d) => d.code === 'WFH')?.name).toBe('Bekerja dari Mana Saja');
    const statuses = await list({ codeType: 'APPLICATION_STATUS' });
    expect(statuses.body.data.map((d) => d.code)).toEqual([
      'APPLIED',
      'IN_INTERVIEW',
      'REJECTED',
      'SHORTLIST',
      'HIRED',
    ]);
  });

  it('pages a long list: page 2, limit, totals', async () => {
    const first = await list({ codeType: 'INSTITUTE_UNIVERSITY', limit: 5 });
    const total = first.body.paginator!.totalDocs;
    expect(total).toBeGreaterThan(20);
    expect(first.body.data.map((d) => d.code).slice(0, 3)).toEqual(['UI', 'ITB', 'UGM']);
    const second = await list({ codeType: 'INSTITUTE_UNIVERSITY', limit: 5, page: 2 });
    expect(second.body.data).toHaveLength(5);
    expect(second.body.paginator).toMatchObject({
      totalDocs: total,
      page: 2,
      limit: 5,
      offset: 5,
      totalPages: Math.ceil(total / 5),
      hasPrevPage: true,
      prevPage: 1,
      hasNextPage: true,
      nextPage: 3,
    });
    const firstCodes = new Set(first.body.data.map((d) => d.code));
    expect(second.body.data.some((d) => firstCodes.has(d.code))).toBe(false);
  });

  it('searches either language, case-insensitively', async () => {
    const en = await list({ codeType: 'INSTITUTE_UNIVERSITY', search: 'BANDUNG' });
    expect(en.body.data.map((d) => d.code)).toEqual(expect.arrayContaining(['ITB', 'POLBAN']));
    const id = await list({ codeType: 'FIELD_OF_STUDY', search: 'teknik informatika' });
    expect(id.body.data.map((d) => d.code)).toEqual(['INFORMATICS_ENGINEERING']);
    const cities = await list({ codeType: 'CITY', parentCode: 'JB', limit: 50 });
    expect(cities.body.data.map((d) => d.code)).toEqual(
      expect.arrayContaining(['BANDUNG', 'BEKASI', 'DEPOK', 'BOGOR']),
    );
    expect(cities.body.data.every((d) => d.parentCode === 'JB')).toBe(true);
  });

  it('finds an Indonesian name by the root a person types (jahit → Menjahit, las → Pengelasan)', async () => {
    for (const [search, code] of [
      ['jahit', 'SEWING'],
      ['las', 'WELDING'],
      ['kemudi', 'DRIVING_SIM_A'],
      ['masak', 'COOKING'],
    ] as const) {
      const res = await list({ codeType: 'SKILLS', search }, { lng: 'id' });
      expect(
        res.body.data.map((d) => d.code),
        search,
      ).toContain(code);
    }
    // A suggestion's words get the roots too.
    await call(t.app, 'masters', 'create', {
      body: { codeType: 'SKILLS', name: 'Menyablon kaos' },
      headers: alice.headers,
    });
    const mine = await list({ codeType: 'SKILLS', search: 'sablon' }, { auth: alice.headers });
    expect(mine.body.data.map((d) => d.name)).toEqual(['Menyablon kaos']);
  });

  it('rejects a missing or unknown codeType with 422 naming the field (en and id)', async () => {
    const missing = await list({});
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe('ERROR');
    expect(missing.body.message).toBe('List type is required.');
    const unknown = await list({ codeType: 'PLANETS' }, { lng: 'id' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('Jenis daftar bukan salah satu pilihan yang tersedia.');
    const page = await list({ codeType: 'SKILLS', page: 0 });
    expect(page.status).toBe(422);
    expect(page.body.message).toMatch(/page/i);
  });

  it('needs a token on the signed-in path; the guest path needs none', async () => {
    const anonymous = await call(t.app, 'masters', 'list', { body: { codeType: 'SKILLS' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    const signedIn = await list({ codeType: 'SKILLS' }, { auth: alice.headers });
    expect(signedIn.status).toBe(200);
    const badToken = await call(t.app, 'masters', 'list', {
      body: { codeType: 'SKILLS' },
      headers: { authorization: 'jwt not-a-token' },
    });
    expect(badToken.status).toBe(401);
  });

  describe('masters/create', () => {
    it('needs a signed-in user (no guest path)', async () => {
      const res = await call(t.app, 'masters', 'create', { body: { codeType: 'SKILLS', name: 'Rust' } });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    });

    it('adds an unapproved entry visible only to its author', async () => {
      const res = await call<MasterDoc>(t.app, 'masters', 'create', {
        body: { codeType: 'SKILLS', name: '  Rust   Programming ' },
        headers: alice.headers,
      });
      expect(res.status).toBe(201);
      expect(res.body.code).toBe('SUCCESS');
      expect(res.body.message).toBe('Your entry was added and will be reviewed by an administrator.');
      expect(res.body.data).toMatchObject({
        codeType: 'SKILLS',
        code: 'RUST_PROGRAMMING',
        name: 'Rust Programming',
        nameEn: 'Rust Programming',
        nameId: 'Rust Programming',
        isApproved: false,
      });
      const row = await t.app.deps.db
        .selectFrom('masters')
        .selectAll()
        .where('id', '=', res.body.data.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ isApproved: 0, createdBy: alice.userId, searchName: 'rust programming' });

      const mine = await list({ codeType: 'SKILLS', search: 'rust' }, { auth: alice.headers });
      expect(mine.body.data.map((d) => d.code)).toEqual(['RUST_PROGRAMMING']);
      const theirs = await list({ codeType: 'SKILLS', search: 'rust' }, { auth: bob.headers });
      expect(theirs.body.data).toEqual([]);
      const guest = await list({ codeType: 'SKILLS', search: 'rust' });
      expect(guest.body.data).toEqual([]);
      expect(guest.body.paginator?.totalDocs).toBe(0);
    });

    it('returns the existing entry for the same name in any case or language', async () => {
      const approved = await call<MasterDoc>(t.app, 'masters', 'create', {
        body: { codeType: 'SKILLS', name: 'python' },
        headers: bob.headers,
      });
      expect(approved.status).toBe(200);
      expect(approved.body.data).toMatchObject({ code: 'PYTHON', isApproved: true });
      const indonesian = await call<MasterDoc>(t.app, 'masters', 'create', {
        body: { codeType: 'FIELD_OF_STUDY', name: 'TEKNIK SIPIL' },
        headers: bob.headers,
        lng: 'id',
      });
      expect(indonesian.body.data).toMatchObject({ code: 'CIVIL_ENGINEERING', name: 'Teknik Sipil' });
      const again = await call<MasterDoc>(t.app, 'masters', 'create', {
        body: { codeType: 'SKILLS', name: 'RUST PROGRAMMING' },
        headers: alice.headers,
      });
      expect(again.status).toBe(200);
      expect(again.body.data.code).toBe('RUST_PROGRAMMING');
      const count = await t.app.deps.db
        .selectFrom('masters')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('codeType', '=', 'SKILLS')
        .where('code', 'like', 'RUST%')
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    });

    it('makes a unique code when another name maps to a taken code', async () => {
      const res = await call<MasterDoc>(t.app, 'masters', 'create', {
        body: { codeType: 'SKILLS', name: 'Python!' },
        headers: alice.headers,
      });
      expect(res.status).toBe(201);
      expect(res.body.data.code).toBe('PYTHON_2');
    });

    it('rejects bad input with 422 naming the field (en and id)', async () => {
      const short = await call(t.app, 'masters', 'create', {
        body: { codeType: 'SKILLS', name: 'x' },
        headers: alice.headers,
      });
      expect(short.status).toBe(422);
      expect(short.body.message).toBe('Name must be at least 2 characters.');
      const missing = await call(t.app, 'masters', 'create', {
        body: { codeType: 'SKILLS' },
        headers: alice.headers,
        lng: 'id',
      });
      expect(missing.status).toBe(422);
      expect(missing.body.message).toBe('Nama wajib diisi.');
      const fixed = await call(t.app, 'masters', 'create', {
        body: { codeType: 'APPLICATION_STATUS', name: 'Ghosted' },
        headers: alice.headers,
      });
      expect(fixed.status).toBe(422);
      expect(fixed.body.message).toBe('List type is not one of the allowed choices.');
    });
  });
});
