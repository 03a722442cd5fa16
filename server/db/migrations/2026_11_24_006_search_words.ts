/**
 * Word-prefix search on an index for cities, states and master lists: each name's words (see `nameEntries` and
 * `nameWords` in ../wordSearch.ts) are rows of `cityWords`, `stateWords` and `masterWords`, filled by the seed and by
 * masters/create; a typed word is one range of the `word` index. `word` compares byte by byte on both dialects
 * (SQLite's default; `COLLATE "C"` on PostgreSQL, whatever the database's collation), so a prefix is a range and
 * both databases order alike. The tables start empty: the seed (whose fingerprint changed with this release) fills
 * them on the next start. For the same reason the city indexes order `searchName` in code-point order on
 * PostgreSQL, so a plain city page is read in the order SQLite gives.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../connect.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const word = postgres ? sql`text collate "C"` : 'text';

  // pos 0 holds the whole name's key (a search that starts the name ranks first), 1… its later words. searchName is
  // the city's (cities.searchName, the order of a page), so a page of matches is chosen from this index alone and
  // only its rows are read from `cities`.
  await db.schema
    .createTable('cityWords')
    .addColumn('cityId', 'integer', (c) => c.notNull().references('cities.id').onDelete('cascade'))
    .addColumn('pos', 'integer', (c) => c.notNull())
    .addColumn('countryCode', 'varchar(2)', (c) => c.notNull())
    .addColumn('stateCode', 'text', (c) => c.notNull())
    .addColumn('word', word, (c) => c.notNull())
    .addColumn('searchName', word, (c) => c.notNull())
    .addPrimaryKeyConstraint('city_words_pk', ['cityId', 'pos'])
    .execute();
  // Covers the search: a country's range of words, the state filter, the rank, the city and its order.
  await db.schema
    .createIndex('city_words_search')
    .on('cityWords')
    .columns(['countryCode', 'word', 'stateCode', 'pos', 'cityId', 'searchName'])
    .execute();

  // As for cities; a state's name is its order.
  await db.schema
    .createTable('stateWords')
    .addColumn('stateId', 'integer', (c) => c.notNull().references('states.id').onDelete('cascade'))
    .addColumn('pos', 'integer', (c) => c.notNull())
    .addColumn('countryCode', 'varchar(2)', (c) => c.notNull())
    .addColumn('word', word, (c) => c.notNull())
    .addPrimaryKeyConstraint('state_words_pk', ['stateId', 'pos'])
    .execute();
  await db.schema
    .createIndex('state_words_search')
    .on('stateWords')
    .columns(['countryCode', 'word', 'pos', 'stateId'])
    .execute();

  // The words of the English and the Indonesian name together.
  await db.schema
    .createTable('masterWords')
    .addColumn('masterId', 'integer', (c) => c.notNull().references('masters.id').onDelete('cascade'))
    .addColumn('codeType', 'text', (c) => c.notNull())
    .addColumn('word', word, (c) => c.notNull())
    .addPrimaryKeyConstraint('master_words_pk', ['masterId', 'word'])
    .execute();
  await db.schema
    .createIndex('master_words_search')
    .on('masterWords')
    .columns(['codeType', 'word', 'masterId'])
    .execute();

  if (postgres) {
    await db.schema.dropIndex('cities_country_state_name').execute();
    await db.schema.dropIndex('cities_country_name').execute();
    await db.schema
      .createIndex('cities_country_state_name')
      .on('cities')
      .columns(['countryCode', 'stateCode'])
      .expression(sql`"searchName" collate "C"`)
      .column('id')
      .execute();
    await db.schema
      .createIndex('cities_country_name')
      .on('cities')
      .column('countryCode')
      .expression(sql`"searchName" collate "C"`)
      .column('id')
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await db.schema.dropIndex('cities_country_state_name').execute();
    await db.schema.dropIndex('cities_country_name').execute();
    await db.schema
      .createIndex('cities_country_state_name')
      .on('cities')
      .columns(['countryCode', 'stateCode', 'searchName'])
      .execute();
    await db.schema
      .createIndex('cities_country_name')
      .on('cities')
      .columns(['countryCode', 'searchName'])
      .execute();
  }
  await db.schema.dropTable('masterWords').ifExists().execute();
  await db.schema.dropTable('stateWords').ifExists().execute();
  await db.schema.dropTable('cityWords').ifExists().execute();
}
