/** country/all, state/get-state-list and city/get-city-list, guest and signed in, on every dialect. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { call } from './api.js';

interface CountryDoc {
  id: number;
  isoCode: string;
  name: string;
  phoneCode: string;
  currency: string | null;
  flag: string | null;
}
interface StateDoc {
  isoCode: string;
  name: string;
  countryCode: string;
}
interface CityDoc {
  id: number;
  name: string;
  countryCode: string;
  stateCode: string;
  stateName: string | null;
}

describe.each(dialects)('geography reference data (%s)', (dialect) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    auth = (await signIn(t.app, 'CANDIDATE')).headers;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('country/all', () => {
    it('lists every country sorted by name for a guest', async () => {
      const res = await call<CountryDoc[]>(t.app, 'country', 'all', { guest: true });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe('SUCCESS');
      expect(res.body.paginator).toBeUndefined();
      const docs = res.body.data;
      expect(docs.length).toBeGreaterThanOrEqual(245);
      const names = docs.map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const indonesia = docs.find((c) => c.isoCode === 'ID');
      expect(indonesia).toMatchObject({ name: 'Indonesia', phoneCode: '62', currency: 'IDR', flag: '🇮🇩' });
      expect(Object.keys(indonesia!).sort()).toEqual([
        'currency',
        'flag',
        'id',
        'isoCode',
        'name',
        'phoneCode',
      ]);
    });

    it('searches case-insensitively, prefix matches first', async () => {
      const res = await call<CountryDoc[]>(t.app, 'country', 'all', {
        guest: true,
        body: { search: 'INDO' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.map((c) => c.isoCode)).toEqual(['ID']);
      const land = await call<CountryDoc[]>(t.app, 'country', 'all', {
        guest: true,
        body: { search: 'land' },
      });
      const names = land.body.data.map((c) => c.name);
      expect(names.length).toBeGreaterThan(5);
      expect(names.every((n) => n.toLowerCase().includes('land'))).toBe(true);
    });

    it('treats LIKE wildcards in the search literally', async () => {
      const res = await call<CountryDoc[]>(t.app, 'country', 'all', { guest: true, body: { search: '%' } });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    });

    it('needs a token on the signed-in path and accepts one', async () => {
      const anonymous = await call(t.app, 'country', 'all');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHENTICATED');
      const signedIn = await call<CountryDoc[]>(t.app, 'country', 'all', { headers: auth });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data.length).toBeGreaterThanOrEqual(245);
    });

    it('rejects a search that is not text with 422 naming the field', async () => {
      const res = await call(t.app, 'country', 'all', { guest: true, body: { search: 42 } });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('ERROR');
      expect(res.body.message).toMatch(/search/i);
    });
  });

  describe('state/get-state-list', () => {
    it("pages Indonesia's 34 provinces", async () => {
      const first = await call<StateDoc[]>(t.app, 'state', 'getStateList', {
        guest: true,
        body: { countryCode: 'ID', page: 1, limit: 20 },
      });
      expect(first.status).toBe(200);
      expect(first.body.data).toHaveLength(20);
      expect(first.body.paginator).toMatchObject({
        totalDocs: 34,
        limit: 20,
        page: 1,
        totalPages: 2,
        hasNextPage: true,
        nextPage: 2,
        hasPrevPage: false,
      });
      const second = await call<StateDoc[]>(t.app, 'state', 'getStateList', {
        guest: true,
        body: { countryCode: 'id', page: 2, limit: 20 },
      });
      expect(second.body.data).toHaveLength(14);
      expect(second.body.paginator).toMatchObject({ page: 2, offset: 20, hasNextPage: false, prevPage: 1 });
      const names = [...first.body.data, ...second.body.data].map((s) => s.name);
      expect(names).toContain('Jawa Barat');
      expect(names).toContain('DKI Jakarta');
      expect(new Set(names).size).toBe(34);
    });

    it('searches by name', async () => {
      const res = await call<StateDoc[]>(t.app, 'state', 'getStateList', {
        guest: true,
        body: { countryCode: 'ID', search: 'jawa' },
      });
      expect(res.body.data.map((s) => s.name)).toEqual(['Jawa Barat', 'Jawa Tengah', 'Jawa Timur']);
      expect(res.body.paginator?.totalDocs).toBe(3);
      const jakarta = await call<StateDoc[]>(t.app, 'state', 'getStateList', {
        guest: true,
        body: { countryCode: 'ID', search: 'JAKARTA' },
      });
      expect(jakarta.body.data).toEqual([expect.objectContaining({ isoCode: 'JK', name: 'DKI Jakarta' })]);
    });

    it('requires countryCode: 422 in English and in Indonesian', async () => {
      const en = await call(t.app, 'state', 'getStateList', { guest: true, body: {} });
      expect(en.status).toBe(422);
      expect(en.body.code).toBe('ERROR');
      expect(en.body.message).toContain('Country');
      const id = await call(t.app, 'state', 'getStateList', { guest: true, body: {}, lng: 'id' });
      expect(id.status).toBe(422);
      expect(id.body.message).toContain('Negara');
      expect(id.body.message).toContain('wajib');
    });

    it('needs a token on the signed-in path', async () => {
      expect((await call(t.app, 'state', 'getStateList', { body: { countryCode: 'ID' } })).status).toBe(401);
      const ok = await call(t.app, 'state', 'getStateList', { body: { countryCode: 'ID' }, headers: auth });
      expect(ok.status).toBe(200);
    });
  });

  describe('city/get-city-list', () => {
    it("pages West Java's cities with the paginator", async () => {
      const first = await call<CityDoc[]>(t.app, 'city', 'getCityList', {
        guest: true,
        body: { countryCode: 'ID', stateCode: 'JB', limit: 10 },
      });
      expect(first.status).toBe(200);
      const total = first.body.paginator!.totalDocs;
      expect(total).toBeGreaterThan(20);
      expect(first.body.paginator).toMatchObject({ page: 1, limit: 10, totalPages: Math.ceil(total / 10) });
      expect(first.body.data).toHaveLength(10);
      expect(first.body.data.every((c) => c.stateCode === 'JB' && c.stateName === 'Jawa Barat')).toBe(true);

      const second = await call<CityDoc[]>(t.app, 'city', 'getCityList', {
        guest: true,
        body: { countryCode: 'ID', stateCode: 'JB', limit: 10, page: 2 },
      });
      expect(second.body.paginator).toMatchObject({ page: 2, offset: 10, prevPage: 1, hasPrevPage: true });
      const firstIds = new Set(first.body.data.map((c) => c.id));
      expect(second.body.data.some((c) => firstIds.has(c.id))).toBe(false);
      const names = [...first.body.data, ...second.body.data].map((c) => c.name.toLowerCase());
      expect(names).toEqual([...names].sort());
    });

    it('finds Bandung: case-insensitive, prefix matches before contains matches', async () => {
      const res = await call<CityDoc[]>(t.app, 'city', 'getCityList', {
        guest: true,
        body: { countryCode: 'ID', search: 'BANDUNG', limit: 50 },
      });
      expect(res.status).toBe(200);
      const names = res.body.data.map((c) => c.name);
      expect(names[0]).toBe('Bandung');
      expect(names).toContain('Kota Bandung');
      expect(names).toContain('Kabupaten Bandung');
      const firstContains = names.findIndex((n) => !n.toLowerCase().startsWith('bandung'));
      expect(names.slice(firstContains).every((n) => !n.toLowerCase().startsWith('bandung'))).toBe(true);
      expect(res.body.paginator?.totalDocs).toBe(names.length);
    });

    it('narrows by state: Jakarta cities are in DKI Jakarta', async () => {
      const res = await call<CityDoc[]>(t.app, 'city', 'getCityList', {
        guest: true,
        body: { countryCode: 'ID', stateCode: 'jk', search: 'jakarta', limit: 50 },
      });
      expect(res.body.data.length).toBeGreaterThanOrEqual(5);
      expect(res.body.data.every((c) => c.stateName === 'DKI Jakarta')).toBe(true);
      const none = await call<CityDoc[]>(t.app, 'city', 'getCityList', {
        guest: true,
        body: { countryCode: 'ID', stateCode: 'JB', search: 'jakarta' },
      });
      expect(none.body.data).toEqual([]);
      expect(none.body.paginator).toMatchObject({ totalDocs: 0, totalPages: 1, hasNextPage: false });
    });

    it('rejects bad input with 422 naming the field (en and id)', async () => {
      const missing = await call(t.app, 'city', 'getCityList', { guest: true, body: { stateCode: 'JB' } });
      expect(missing.status).toBe(422);
      expect(missing.body.message).toContain('Country');
      const badLimit = await call(t.app, 'city', 'getCityList', {
        guest: true,
        body: { countryCode: 'ID', limit: 500 },
        lng: 'id',
      });
      expect(badLimit.status).toBe(422);
      expect(badLimit.body.message).toMatch(/maksimal 50/);
      const badCountry = await call(t.app, 'city', 'getCityList', {
        guest: true,
        body: { countryCode: 'Indonesia' },
        lng: 'id',
      });
      expect(badCountry.status).toBe(422);
      expect(badCountry.body.message).toContain('Negara');
    });

    it('needs a token on the signed-in path and accepts one', async () => {
      const anonymous = await call(t.app, 'city', 'getCityList', { body: { countryCode: 'ID' } });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHENTICATED');
      const signedIn = await call<CityDoc[]>(t.app, 'city', 'getCityList', {
        body: { countryCode: 'ID' },
        headers: auth,
      });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data).toHaveLength(10);
    });
  });
});
