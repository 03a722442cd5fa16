/**
 * A query built and compiled once per database, for reads that run on nearly every call (the versions the answer
 * caches check): building Kysely's query tree and compiling it to SQL each time cost more than the read itself.
 */
import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './connect.js';

export function compiledOnce<R>(build: (db: Db) => Compilable<R>): (db: Db) => CompiledQuery<R> {
  const byDb = new WeakMap<Db, CompiledQuery<R>>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) byDb.set(db, (query = build(db).compile()));
    return query;
  };
}
