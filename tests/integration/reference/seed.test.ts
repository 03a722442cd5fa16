/** The seed: complete reference data (Indonesia included), idempotent, and it repairs only what is missing. */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { City, Country, State } from 'country-state-city';
import { MASTER_CODE_TYPES } from '../../../common/constants/masters.js';
import { seed } from '../../../server/db/seed/index.js';
import { SEO_PAGES } from '../../../server/db/seed/data/seo.js';
import { aboutUs, RETIRED_DEFAULTS } from '../../../server/db/seed/data/settings.js';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';

const TABLES = ['countries', 'states', 'cities', 'masters', 'categories', 'settings', 'seo'] as const;

describe.each(dialects)('seed (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await t.app.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      out[table] = Number(row.n);
    }
    return out;
  };
  const runSeed = (log: (line: string) => void = () => undefined) =>
    seed(t.app.deps.db, {
      dialect: t.app.deps.dialect,
      config: { seedDemo: false, siteTitle: 'Orbit Jobs', contactEmail: 'support@orbitjobs.local' },
      log,
      force: true,
    });

  it('holds every country, state and city of the package and all 19 master types', async () => {
    const c = await counts();
    expect(c.countries).toBe(Country.getAllCountries().length);
    expect(c.states).toBe(State.getAllStates().length);
    expect(c.cities).toBe(City.getAllCities().length);
    expect(c.cities).toBeGreaterThan(140_000);
    const types = await t.app.deps.db.selectFrom('masters').select('codeType').distinct().execute();
    expect(types.map((r) => r.codeType).sort()).toEqual([...MASTER_CODE_TYPES].sort());
    expect(c.categories).toBeGreaterThanOrEqual(12);
    // Every page of the app, in English and Indonesian.
    expect(c.seo).toBe(SEO_PAGES.length * 2);
    expect(SEO_PAGES.length).toBeGreaterThanOrEqual(31);
  });

  it("has Indonesia's provinces and cities, with lower-cased search names", async () => {
    const provinces = await t.app.deps.db
      .selectFrom('states')
      .select(['isoCode', 'name'])
      .where('countryCode', '=', 'ID')
      .execute();
    expect(provinces.length).toBe(34);
    expect(provinces).toEqual(
      expect.arrayContaining([
        { isoCode: 'JB', name: 'Jawa Barat' },
        { isoCode: 'JK', name: 'DKI Jakarta' },
        { isoCode: 'JI', name: 'Jawa Timur' },
        { isoCode: 'BA', name: 'Bali' },
      ]),
    );
    const cities = await t.app.deps.db
      .selectFrom('cities')
      .select(['name', 'stateCode', 'searchName'])
      .where('countryCode', '=', 'ID')
      .where('name', 'in', ['Bandung', 'Jakarta', 'Surabaya', 'Medan', 'Makassar'])
      .execute();
    expect(cities.map((r) => r.name).sort()).toEqual(['Bandung', 'Jakarta', 'Makassar', 'Medan', 'Surabaya']);
    expect(cities.find((r) => r.name === 'Bandung')).toEqual({
      name: 'Bandung',
      stateCode: 'JB',
      searchName: 'bandung',
    });
  });

  it('a start on seeded data skips the reference steps (one row read), until the seed changes', async () => {
    const db = t.app.deps.db;
    const seoRows = (await counts()).seo!;
    await db.deleteFrom('seo').where('page', '=', 'faq').where('lng', '=', 'en').execute();
    const start = (lines: string[]) =>
      seed(db, {
        dialect: t.app.deps.dialect,
        config: { seedDemo: false, siteTitle: 'Orbit Jobs', contactEmail: 'support@orbitjobs.local' },
        log: (line) => lines.push(line),
      });
    const quiet: string[] = [];
    await start(quiet);
    expect(quiet).toEqual([]);
    expect((await counts()).seo).toBe(seoRows - 1);
    // A changed seed (here: the recorded fingerprint no longer matches) runs every step again.
    await db
      .updateTable('settings')
      .set({ value: '"old"' })
      .where('key', '=', 'internal.seedFingerprint')
      .execute();
    const full: string[] = [];
    await start(full);
    expect(full.some((line) => /seo/.test(line))).toBe(true);
    expect((await counts()).seo).toBe(seoRows);
  });

  it('running the seed again changes nothing', async () => {
    const before = await counts();
    const lines: string[] = [];
    await runSeed((line) => lines.push(line));
    expect(await counts()).toEqual(before);
    expect(lines.some((l) => /added/.test(l))).toBe(true);
    expect(
      lines.filter((l) => /\((\d+) added\)/.exec(l)?.[1] !== undefined && !/\(0 added\)/.test(l)),
    ).toEqual([]);
  });

  it('puts back exactly what is missing and keeps what users and admins changed', async () => {
    const db = t.app.deps.db;
    const before = await counts();
    await db.deleteFrom('cities').where('countryCode', '=', 'ID').where('stateCode', '=', 'JB').execute();
    await db.deleteFrom('masters').where('codeType', '=', 'GENDER').where('code', '=', 'FEMALE').execute();
    await db.deleteFrom('seo').where('page', '=', 'faq').where('lng', '=', 'id').execute();
    await db
      .updateTable('settings')
      .set({ value: JSON.stringify('Orbit Karier') })
      .where('key', '=', 'siteTitle')
      .execute();
    await db
      .insertInto('masters')
      .values({
        codeType: 'SKILLS',
        code: 'ZIG',
        nameEn: 'Zig',
        nameId: 'Zig',
        searchName: 'zig',
        parentCode: null,
        sortOrder: 5000,
        isApproved: 0,
        createdBy: null,
        createdAt: new Date().toISOString(),
      })
      .execute();

    await runSeed();
    const after = await counts();
    expect(after).toEqual({ ...before, masters: before.masters! + 1 });
    const bandung = await db
      .selectFrom('cities')
      .select('name')
      .where('countryCode', '=', 'ID')
      .where('stateCode', '=', 'JB')
      .where('searchName', '=', 'bandung')
      .execute();
    expect(bandung).toHaveLength(1);
    const title = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'siteTitle')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(title.value)).toBe('Orbit Karier');
  });

  it("gives a default an earlier version seeded, still unchanged, today's text; an edited one stays", async () => {
    const db = t.app.deps.db;
    const aboutUsValue = async () =>
      (await db.selectFrom('settings').select('value').where('key', '=', 'aboutUs').executeTakeFirstOrThrow())
        .value;
    const setAboutUs = (value: string) =>
      db.updateTable('settings').set({ value }).where('key', '=', 'aboutUs').execute();
    const today = JSON.stringify(aboutUs('Orbit Jobs'));
    const sha = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
    // Today's default is not among the retired ones (the seed would rewrite it at every run).
    expect(RETIRED_DEFAULTS.aboutUs).not.toContain(sha(today));
    const old = JSON.stringify({ en: { intro: 'Coming soon.', sections: [] } });
    const retired = RETIRED_DEFAULTS.aboutUs!;
    retired.push(sha(old));
    try {
      await setAboutUs(old);
      await runSeed();
      expect(await aboutUsValue()).toBe(today);

      const edited = JSON.stringify({ en: { intro: 'Written by our administrator.', sections: [] } });
      await setAboutUs(edited);
      await runSeed();
      expect(await aboutUsValue()).toBe(edited);
    } finally {
      retired.pop();
      await setAboutUs(today);
    }
  });
});
