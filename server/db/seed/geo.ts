/**
 * Countries, states and cities from the `country-state-city` package (250 countries, ~5,000 states, ~148,000
 * cities). Each table is checked by count first, so a seeded database costs three COUNT queries; a partial one
 * (an interrupted first start, a newer package) gets exactly the missing rows.
 */
import { City, Country, State } from 'country-state-city';
import type { Db, Dialect } from '../connect.js';
import type { Database } from '../database.js';
import type { Insertable } from 'kysely';
import { insertInBatches } from './batch.js';

type CityRow = Insertable<Database['cities']>;

async function countOf(db: Db, table: 'countries' | 'states' | 'cities'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function seedCountries(db: Db, dialect: Dialect): Promise<number> {
  const all = Country.getAllCountries();
  if ((await countOf(db, 'countries')) >= all.length) return 0;
  const rows = all.map((c) => ({
    isoCode: c.isoCode,
    name: c.name,
    phoneCode: c.phonecode,
    currency: c.currency || null,
    flag: c.flag || null,
    latitude: c.latitude || null,
    longitude: c.longitude || null,
  }));
  return db.transaction().execute((trx) =>
    insertInBatches(dialect, rows, (batch) =>
      trx
        .insertInto('countries')
        .values(batch)
        .onConflict((oc) => oc.column('isoCode').doNothing())
        .execute(),
    ),
  );
}

export async function seedStates(db: Db, dialect: Dialect): Promise<number> {
  const all = State.getAllStates();
  if ((await countOf(db, 'states')) >= all.length) return 0;
  const rows = all.map((s) => ({
    countryCode: s.countryCode,
    isoCode: s.isoCode,
    name: s.name,
    latitude: s.latitude || null,
    longitude: s.longitude || null,
  }));
  return db.transaction().execute((trx) =>
    insertInBatches(dialect, rows, (batch) =>
      trx
        .insertInto('states')
        .values(batch)
        .onConflict((oc) => oc.columns(['countryCode', 'isoCode']).doNothing())
        .execute(),
    ),
  );
}

function cityRow(c: ReturnType<typeof City.getAllCities>[number]): CityRow {
  return {
    countryCode: c.countryCode,
    stateCode: c.stateCode,
    name: c.name,
    searchName: c.name.toLowerCase(),
    latitude: c.latitude || null,
    longitude: c.longitude || null,
  };
}

/** Cities have no natural unique key in the table, so missing ones are found per country (indexed). */
export async function seedCities(db: Db, dialect: Dialect): Promise<number> {
  const all = City.getAllCities();
  if ((await countOf(db, 'cities')) >= all.length) return 0;

  const byCountry = new Map<string, CityRow[]>();
  for (const c of all) {
    const list = byCountry.get(c.countryCode) ?? [];
    list.push(cityRow(c));
    byCountry.set(c.countryCode, list);
  }
  const present = await db
    .selectFrom('cities')
    .select(['countryCode', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('countryCode')
    .execute();
  const have = new Map(present.map((r) => [r.countryCode, Number(r.n)]));

  const missing: CityRow[] = [];
  for (const [countryCode, rows] of byCountry) {
    const count = have.get(countryCode) ?? 0;
    if (count >= rows.length) continue;
    if (count === 0) {
      missing.push(...rows);
      continue;
    }
    const existing = await db
      .selectFrom('cities')
      .select(['stateCode', 'name'])
      .where('countryCode', '=', countryCode)
      .execute();
    const keys = new Set(existing.map((r) => `${r.stateCode}\u0000${r.name}`));
    for (const row of rows) if (!keys.has(`${row.stateCode}\u0000${row.name}`)) missing.push(row);
  }
  return db
    .transaction()
    .execute((trx) =>
      insertInBatches(dialect, missing, (batch) => trx.insertInto('cities').values(batch).execute()),
    );
}
