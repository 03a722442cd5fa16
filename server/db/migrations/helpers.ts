import type { CreateTableBuilder, Kysely } from 'kysely';
import { dialectOf } from '../connect.js';

/** An auto-incrementing integer primary key named `id`, spelled the way each dialect wants it. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
