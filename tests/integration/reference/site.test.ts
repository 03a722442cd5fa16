/** category/all, seo/{a}/{b}, settings/get-settings, the unknown API path, /healthz and /readyz. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { call } from './api.js';

interface CategoryDoc {
  slug: string;
  name: string;
  nameEn: string;
  nameId: string;
  icon: string;
  sortOrder: number;
}
interface SeoDoc {
  module: string;
  page: string;
  lng: string;
  title: string;
  description: string;
  keywords: string;
  author: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
}

const PAGES = [
  'home',
  'contact-us',
  'privacy-policy',
  'terms-of-use',
  'faq',
  'login',
  'about-us',
  '404',
  '503',
];

describe.each(dialects)('site reference data (%s)', (dialect) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    auth = (await signIn(t.app, 'EMPLOYER')).headers;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('category/all', () => {
    it('lists the categories in order, names in the request language', async () => {
      const en = await call<CategoryDoc[]>(t.app, 'category', 'all', { guest: true });
      expect(en.status).toBe(200);
      expect(en.body.data.length).toBeGreaterThanOrEqual(12);
      expect(en.body.data.length).toBeLessThanOrEqual(16);
      const orders = en.body.data.map((c) => c.sortOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(en.body.data[0]).toMatchObject({
        slug: 'information-technology',
        name: 'Information Technology',
      });
      for (const c of en.body.data) {
        expect(c.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
        expect(c.icon.length).toBeGreaterThan(0);
        expect(c.name).toBe(c.nameEn);
      }
      const id = await call<CategoryDoc[]>(t.app, 'category', 'all', { guest: true, lng: 'id' });
      expect(id.body.data[0]!.name).toBe('Teknologi Informasi');
    });

    it('searches either language', async () => {
      const res = await call<CategoryDoc[]>(t.app, 'category', 'all', {
        guest: true,
        body: { search: 'keuangan' },
      });
      expect(res.body.data.map((c) => c.slug)).toEqual(['accounting-finance']);
    });

    it('guest vs signed-in paths', async () => {
      expect((await call(t.app, 'category', 'all')).status).toBe(401);
      expect((await call(t.app, 'category', 'all', { headers: auth })).status).toBe(200);
    });

    it('rejects a bad search with 422 naming the field', async () => {
      const res = await call(t.app, 'category', 'all', { guest: true, body: { search: 'x'.repeat(101) } });
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(/search/i);
      expect(res.body.message).toContain('100');
    });
  });

  describe('seo/{module}/{page}', () => {
    it('has every public page in English and Indonesian', async () => {
      for (const page of PAGES) {
        for (const lng of ['en', 'id'] as const) {
          const res = await call<SeoDoc>(t.app, 'seo', 'get', {
            guest: true,
            params: { module: 'page', page: page },
            lng,
          });
          expect(res.status, `${page} ${lng}`).toBe(200);
          expect(res.body.data).toMatchObject({ module: 'page', page, lng, author: 'Orbit Jobs' });
          expect(res.body.data.title).toContain('Orbit Jobs');
          expect(res.body.data.ogImage).toBe('/icons/icon-512.png');
          for (const field of ['description', 'keywords', 'ogTitle', 'ogDescription'] as const) {
            expect(res.body.data[field].length, `${page} ${lng} ${field}`).toBeGreaterThan(5);
          }
        }
      }
      const en = await call<SeoDoc>(t.app, 'seo', 'get', { guest: true, params: { module: 'page', page: 'home' } });
      const id = await call<SeoDoc>(t.app, 'seo', 'get', {
        guest: true,
        params: { module: 'page', page: 'home' },
        lng: 'id',
      });
      expect(id.body.data.title).not.toBe(en.body.data.title);
    });

    it('falls back to English when the language has no row', async () => {
      await t.app.deps.db
        .insertInto('seo')
        .values({
          module: 'job',
          page: 'only-english',
          lng: 'en',
          title: 'Only English',
          description: 'd',
          keywords: 'k',
          author: 'a',
          ogTitle: 'o',
          ogDescription: 'od',
          ogImage: '/icons/icon-512.png',
        })
        .execute();
      const res = await call<SeoDoc>(t.app, 'seo', 'get', {
        guest: true,
        params: { module: 'job', page: 'only-english' },
        lng: 'id',
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ lng: 'en', title: 'Only English' });
    });

    it('answers 404 in the envelope when there is no row', async () => {
      const res = await call(t.app, 'seo', 'get', { guest: true, params: { module: 'page', page: 'nowhere' } });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'ERROR', data: null });
      const id = await call(t.app, 'seo', 'get', {
        guest: true,
        params: { module: 'page', page: 'nowhere' },
        lng: 'id',
      });
      expect(id.body.message).not.toBe(res.body.message);
    });

    it('guest vs signed-in paths', async () => {
      const anonymous = await call(t.app, 'seo', 'get', { params: { module: 'page', page: 'home' } });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHENTICATED');
      expect(
        (await call(t.app, 'seo', 'get', { params: { module: 'page', page: 'home' }, headers: auth })).status,
      ).toBe(200);
    });
  });

  describe('settings/get-settings', () => {
    it('answers the public settings only, as an object', async () => {
      const res = await call<Record<string, unknown>>(t.app, 'settings', 'getSettings', { guest: true });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        siteTitle: 'Orbit Jobs',
        contactEmail: 'support@orbitjobs.local',
        aboutUsUrl: expect.stringMatching(/^https:\/\//),
        supportPhone: { code: '62', number: expect.stringMatching(/^\d+$/) },
        socialLinks: expect.objectContaining({ instagram: expect.stringMatching(/^https:\/\//) }),
      });
      expect(res.body.data).not.toHaveProperty('candidateAutoApprove');
      const stored = await t.app.deps.db
        .selectFrom('settings')
        .select(['value', 'isPublic'])
        .where('key', '=', 'candidateAutoApprove')
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ value: 'false', isPublic: 0 });
    });

    it('guest vs signed-in paths', async () => {
      expect((await call(t.app, 'settings', 'getSettings')).status).toBe(401);
      expect((await call(t.app, 'settings', 'getSettings', { headers: auth })).status).toBe(200);
    });
  });

  describe('server paths', () => {
    it('answers an unknown API path with a 404 envelope', async () => {
      for (const url of ['/client/api/v1/nothing/here', '/client/api/v1/country/all/guest/extra']) {
        const res = await t.app.inject({ method: 'POST', url, payload: {} });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          code: 'ERROR',
          message: 'This address is not part of the API.',
          data: null,
        });
      }
      const get = await t.app.inject({ method: 'GET', url: '/client/api/v1/country/all/guest' });
      expect(get.statusCode).toBe(404);
      expect(get.json()).toMatchObject({ code: 'ERROR' });
    });

    it('/healthz and /readyz', async () => {
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
    });
  });
});
