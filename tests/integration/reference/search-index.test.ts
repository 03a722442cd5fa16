/**
 * Word-prefix search on the words index (city, state and master lists): words inside names, several words, accents
 * folded, LIKE wildcards taken literally, the ranking and paging, suggested masters found at once; and the same
 * answers, ids in order and totals, on SQLite and PostgreSQL.
 */
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKey } from '../../../server/db/wordSearch.js';
import { cityListQuery } from '../../../server/modules/city/repository.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { call } from './api.js';

interface CityDoc {
  id: number;
  name: string;
  countryCode: string;
  stateCode: string;
  stateName: string | null;
}
interface StateDoc {
  id: number;
  isoCode: string;
  name: string;
}
interface MasterDoc {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  nameId: string;
  isApproved: boolean;
}

const TERMS = [
  'ban',
  'bandung',
  'kabupaten ban',
  'kab band',
  'jakarta',
  'sao',
  'são paulo',
  'SAO PAULO',
  'new y',
  'san',
  'a',
  'x',
  '%',
  '_',
  "'",
  'ban%',
  'b_ndung',
  '',
];
const COUNTRIES = ['ID', 'US', 'BR'];

/** Does one word of the name (as searched) start with `prefix`? */
const hasWordStarting = (name: string, prefix: string) =>
  searchKey(name)
    .split(' ')
    .some((word) => word.startsWith(prefix));

const codePointCompare = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return Buffer.compare(x, y);
};

describe.each(dialects)('word-prefix search (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const cities = (body: Record<string, unknown>) =>
    call<CityDoc[]>(t.app, 'city', 'getCityList', { guest: true, body: { limit: 50, ...body } });

  describe('city/get-city-list', () => {
    it('finds a word in the middle of a name, names that start with it first', async () => {
      const res = await cities({ countryCode: 'ID', search: 'bandung' });
      expect(res.status).toBe(200);
      const names = res.body.data.map((c) => c.name);
      expect(names).toEqual(expect.arrayContaining(['Bandung', 'Kabupaten Bandung', 'Kota Bandung']));
      expect(names[0]).toBe('Bandung');
      expect(names.every((name) => hasWordStarting(name, 'bandung'))).toBe(true);
      const starts = names.map((name) => searchKey(name).startsWith('bandung'));
      // Every name that starts with the term comes before every name that does not.
      expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
      expect(res.body.paginator?.totalDocs).toBe(names.length);
    });

    it('matches several words, each the start of a word of the name, in any order', async () => {
      const phrase = await cities({ countryCode: 'ID', search: 'kabupaten ban' });
      const names = phrase.body.data.map((c) => c.name);
      expect(names).toEqual(expect.arrayContaining(['Kabupaten Bandung', 'Kabupaten Bandung Barat']));
      expect(names.every((n) => hasWordStarting(n, 'kabupaten') && hasWordStarting(n, 'ban'))).toBe(true);
      const short = await cities({ countryCode: 'ID', search: 'kab band' });
      expect(short.body.data.map((c) => c.name)).toEqual(['Kabupaten Bandung', 'Kabupaten Bandung Barat']);
      const reversed = await cities({ countryCode: 'ID', search: 'bandung kab' });
      expect(reversed.body.data.map((c) => c.id).sort()).toEqual(short.body.data.map((c) => c.id).sort());
      const newYork = await cities({ countryCode: 'US', search: 'new y' });
      expect(newYork.body.data.map((c) => c.name)).toEqual(
        expect.arrayContaining(['New York City', 'East New York', 'West New York']),
      );
      expect(newYork.body.data.findIndex((c) => c.name === 'East New York')).toBeGreaterThan(
        newYork.body.data.findIndex((c) => c.name === 'New York City'),
      );
    });

    it('folds case and accents, in the name and in the search', async () => {
      const plain = await cities({ countryCode: 'BR', search: 'sao paulo' });
      const names = plain.body.data.map((c) => c.name);
      expect(names[0]).toBe('São Paulo');
      expect(names.length).toBeGreaterThanOrEqual(2);
      for (const search of ['são paulo', 'SÃO PAULO', 'Sao Paulo', 'são   paulo']) {
        const res = await cities({ countryCode: 'BR', search });
        expect(
          res.body.data.map((c) => c.id),
          search,
        ).toEqual(plain.body.data.map((c) => c.id));
        expect(res.body.paginator?.totalDocs).toBe(plain.body.paginator?.totalDocs);
      }
      const winston = await cities({ countryCode: 'US', search: 'winston-sal' });
      expect(winston.body.data.map((c) => c.name)).toContain('Winston-Salem');
    });

    it('takes LIKE wildcards and quotes literally', async () => {
      for (const search of ['%', '_', "'", '%%', '\\']) {
        const res = await cities({ countryCode: 'ID', search });
        expect(res.status, search).toBe(200);
        expect(res.body.data, search).toEqual([]);
        expect(res.body.paginator?.totalDocs, search).toBe(0);
      }
      // As LIKE patterns these would match 'Bandung'; here % and _ separate words.
      for (const search of ['b_ndung', 'band%ng', '_andung']) {
        const res = await cities({ countryCode: 'ID', stateCode: 'JB', search });
        expect(
          res.body.data.map((c) => c.name),
          search,
        ).not.toContain('Bandung');
      }
      const quoted = await cities({ countryCode: 'ID', search: "bandung'" });
      expect(quoted.body.data.map((c) => c.name)).toContain('Bandung');
    });

    it('narrows by state and orders by rank, then name in code-point order, then id', async () => {
      const res = await cities({ countryCode: 'US', stateCode: 'CA', search: 'san' });
      const docs = res.body.data;
      expect(docs.length).toBeGreaterThan(10);
      expect(docs.every((c) => c.stateCode === 'CA' && c.stateName === 'California')).toBe(true);
      const keys = docs.map((c) => ({
        rank: searchKey(c.name).startsWith('san') ? 0 : 1,
        name: c.name.toLowerCase(),
        id: c.id,
      }));
      const sorted = [...keys].sort(
        (a, b) => a.rank - b.rank || codePointCompare(a.name, b.name) || a.id - b.id,
      );
      expect(keys).toEqual(sorted);
    });

    it('reads a range of the words index, never a whole table (EXPLAIN)', async () => {
      const db = t.app.deps.db;
      for (const q of [
        { countryCode: 'US', search: 'new y' },
        { countryCode: 'ID', stateCode: 'JB', search: 'ban' },
        { countryCode: 'ID', search: 'kabupaten' },
      ]) {
        const compiled = cityListQuery(db, { ...q, page: 1, limit: 10 })!.compile();
        const explain = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
        const result = await db.executeQuery(
          CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]),
        );
        const plan = result.rows.map((row) => Object.values(row as object).join(' ')).join('\n');
        expect(plan, q.search).toContain('city_words_search');
        expect(plan, q.search).not.toMatch(
          /\bSCAN "?(cityWords|cities)\b|Seq Scan on "?(cityWords|cities)\b/,
        );
      }
    });

    it('pages a search: pages do not overlap, and a page past the end keeps the total', async () => {
      const first = await cities({ countryCode: 'US', search: 'new', limit: 20 });
      const total = first.body.paginator!.totalDocs;
      expect(total).toBeGreaterThan(40);
      const second = await cities({ countryCode: 'US', search: 'new', limit: 20, page: 2 });
      expect(second.body.paginator).toMatchObject({ totalDocs: total, page: 2, hasPrevPage: true });
      const firstIds = new Set(first.body.data.map((c) => c.id));
      expect(second.body.data.some((c) => firstIds.has(c.id))).toBe(false);
      const past = await cities({ countryCode: 'US', search: 'new', limit: 20, page: 100 });
      expect(past.body.data).toEqual([]);
      expect(past.body.paginator?.totalDocs).toBe(total);
      const plainPast = await cities({ countryCode: 'ID', stateCode: 'JB', page: 1000 });
      expect(plainPast.body.data).toEqual([]);
      expect(plainPast.body.paginator?.totalDocs).toBeGreaterThan(20);
    });
  });

  describe('state/get-state-list', () => {
    it('finds a later word and folds accents', async () => {
      const tengah = await call<StateDoc[]>(t.app, 'state', 'getStateList', {
        guest: true,
        body: { countryCode: 'ID', search: 'tengah', limit: 50 },
      });
      expect(tengah.body.data.map((s) => s.name)).toEqual(
        expect.arrayContaining(['Jawa Tengah', 'Kalimantan Tengah', 'Sulawesi Tengah']),
      );
      const paulo = await call<StateDoc[]>(t.app, 'state', 'getStateList', {
        guest: true,
        body: { countryCode: 'BR', search: 'sao pau' },
      });
      expect(paulo.body.data.map((s) => s.name)).toEqual(['São Paulo']);
      const wildcard = await call<StateDoc[]>(t.app, 'state', 'getStateList', {
        guest: true,
        body: { countryCode: 'ID', search: '%' },
      });
      expect(wildcard.body.paginator?.totalDocs).toBe(0);
    });
  });

  describe('masters/list', () => {
    const list = (body: Record<string, unknown>, headers?: { authorization: string }, lng?: 'en' | 'id') =>
      call<MasterDoc[]>(t.app, 'masters', 'list', {
        body: { limit: 50, ...body },
        ...(headers ? { headers } : { guest: true }),
        ...(lng ? { lng } : {}),
      });

    it('finds a word inside the English or the Indonesian name', async () => {
      const en = await list({ codeType: 'FIELD_OF_STUDY', search: 'engineer' });
      expect(en.body.data.map((d) => d.code)).toContain('INFORMATICS_ENGINEERING');
      expect(en.body.data.every((d) => hasWordStarting(`${d.nameEn} ${d.nameId}`, 'engineer'))).toBe(true);
      const id = await list({ codeType: 'FIELD_OF_STUDY', search: 'informatika' }, undefined, 'id');
      expect(id.body.data.map((d) => d.code)).toEqual(['INFORMATICS_ENGINEERING']);
      expect(id.body.data[0]?.name).toBe('Teknik Informatika');
      const both = await list({ codeType: 'INSTITUTE_UNIVERSITY', search: 'bandung' });
      expect(both.body.data.map((d) => d.code)).toEqual(expect.arrayContaining(['ITB', 'POLBAN']));
      expect(both.body.paginator?.totalDocs).toBe(both.body.data.length);
      const none = await list({ codeType: 'SKILLS', search: '%' });
      expect(none.body.data).toEqual([]);
    });

    it('finds a freshly suggested entry by any of its words, for its author only', async () => {
      const alice = await signIn(t.app, 'CANDIDATE');
      const created = await call<MasterDoc>(t.app, 'masters', 'create', {
        body: { codeType: 'SKILLS', name: 'Quantum Basket Wéaving' },
        headers: alice.headers,
      });
      expect(created.status).toBe(201);
      for (const search of ['basket', 'weav', 'QUANT', 'basket quantum']) {
        const mine = await list({ codeType: 'SKILLS', search }, alice.headers);
        expect(
          mine.body.data.map((d) => d.id),
          search,
        ).toEqual([created.body.data.id]);
      }
      const guest = await list({ codeType: 'SKILLS', search: 'basket' });
      expect(guest.body.data).toEqual([]);
    });
  });
});

describe.skipIf(dialects.length < 2)('word-prefix search: SQLite and PostgreSQL answer alike', () => {
  let sqlite: TestApp;
  let postgres: TestApp;

  beforeAll(async () => {
    [sqlite, postgres] = await Promise.all([createTestApp('sqlite'), createTestApp('postgres')]);
  });
  afterAll(async () => {
    await Promise.all([sqlite?.close(), postgres?.close()]);
  });

  const both = async (module: string, action: string, body: Record<string, unknown>) => {
    const [a, b] = await Promise.all(
      [sqlite, postgres].map((t) =>
        call<{ id: number }[]>(t.app, module, action, { guest: true, body }).then((res) => ({
          status: res.status,
          ids: res.body.data?.map((doc) => doc.id),
          total: res.body.paginator?.totalDocs,
        })),
      ),
    );
    return { sqlite: a!, postgres: b! };
  };

  it('city: the same ids in the same order and the same totals for every term', async () => {
    for (const countryCode of COUNTRIES) {
      for (const search of TERMS) {
        for (const page of [1, 2]) {
          const { sqlite: s, postgres: p } = await both('city', 'getCityList', {
            countryCode,
            search,
            page,
            limit: 50,
          });
          const label = `${countryCode} ${JSON.stringify(search)} page ${page}`;
          expect(s.status, label).toBe(200);
          expect(p, label).toEqual(s);
        }
      }
    }
    const state = await both('city', 'getCityList', {
      countryCode: 'US',
      stateCode: 'CA',
      search: 'san',
      limit: 50,
    });
    expect(state.postgres).toEqual(state.sqlite);
  });

  it('state and masters: the same ids in the same order and the same totals', async () => {
    for (const search of ['jawa', 'tengah', 'sao', 'a', '%', '']) {
      for (const countryCode of COUNTRIES) {
        const { sqlite: s, postgres: p } = await both('state', 'getStateList', {
          countryCode,
          search,
          limit: 50,
        });
        expect(p, `${countryCode} ${search}`).toEqual(s);
      }
    }
    for (const [codeType, search] of [
      ['SKILLS', 'java'],
      ['SKILLS', ''],
      ['INSTITUTE_UNIVERSITY', 'universitas'],
      ['FIELD_OF_STUDY', 'teknik'],
      ['CITY', 'ban'],
    ] as const) {
      const { sqlite: s, postgres: p } = await both('masters', 'list', { codeType, search, limit: 50 });
      expect(p, `${codeType} ${search}`).toEqual(s);
    }
  });
});
