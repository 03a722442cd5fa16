/**
 * The words tables of the word-prefix search (`cityWords`, `stateWords`, `masterWords`): every city, state and
 * master entry that has no words yet gets them, so a fresh database is filled whole and an existing one (seeded
 * before the tables existed, or given new cities or entries since) gets exactly the missing ones. Rows deleted
 * take their words with them (ON DELETE CASCADE). Run after the steps that insert those rows.
 */
import type { Db, Dialect } from '../connect.js';
import { masterWords, nameEntries } from '../wordSearch.js';
import { insertInBatches } from './batch.js';

/** Returns how many word rows were added (0 when every row already had its words). */
export async function seedSearchWords(db: Db, dialect: Dialect): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const cities = await trx
      .selectFrom('cities')
      .select(['id', 'countryCode', 'stateCode', 'name', 'searchName'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('cityWords').select('cityWords.cityId').whereRef('cityWords.cityId', '=', 'cities.id'),
          ),
        ),
      )
      .execute();
    const cityRows = cities.flatMap((c) =>
      nameEntries(c.name).map((word, pos) => ({
        cityId: c.id,
        pos,
        countryCode: c.countryCode,
        stateCode: c.stateCode,
        word,
        searchName: c.searchName,
      })),
    );

    const states = await trx
      .selectFrom('states')
      .select(['id', 'countryCode', 'name'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('stateWords')
              .select('stateWords.stateId')
              .whereRef('stateWords.stateId', '=', 'states.id'),
          ),
        ),
      )
      .execute();
    const stateRows = states.flatMap((s) =>
      nameEntries(s.name).map((word, pos) => ({ stateId: s.id, pos, countryCode: s.countryCode, word })),
    );

    const masters = await trx
      .selectFrom('masters')
      .select(['id', 'codeType', 'nameEn', 'nameId'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('masterWords')
              .select('masterWords.masterId')
              .whereRef('masterWords.masterId', '=', 'masters.id'),
          ),
        ),
      )
      .execute();
    const masterRows = masters.flatMap((m) =>
      masterWords(m.nameEn, m.nameId).map((word) => ({ masterId: m.id, codeType: m.codeType, word })),
    );

    return (
      (await insertInBatches(dialect, cityRows, (batch) =>
        trx.insertInto('cityWords').values(batch).execute(),
      )) +
      (await insertInBatches(dialect, stateRows, (batch) =>
        trx.insertInto('stateWords').values(batch).execute(),
      )) +
      (await insertInBatches(dialect, masterRows, (batch) =>
        trx.insertInto('masterWords').values(batch).execute(),
      ))
    );
  });
}
