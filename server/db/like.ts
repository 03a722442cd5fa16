/**
 * Case-insensitive LIKE search that behaves the same on SQLite and PostgreSQL (countries, categories, exact-name
 * lookups): the column holds lower-cased text (or is wrapped in lower()), the pattern is lower-cased in JS, and %, _
 * and \ in the user's text are escaped so they match literally. PostgreSQL's LIKE is case-sensitive and SQLite's
 * only folds ASCII, hence lower-casing both sides. Large lists are searched by word prefix instead (./wordSearch.ts).
 */
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** `column LIKE '%text%'` (contains). */
export function likeContains(column: Expression<string>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${column} like ${`%${escapeLike(text.toLowerCase())}%`} escape '\\'`;
}

/** `column LIKE 'text%'` (starts with); with an index on the column this is a range scan on both dialects. */
export function likePrefix(column: Expression<string>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${column} like ${`${escapeLike(text.toLowerCase())}%`} escape '\\'`;
}

/** 0 for rows whose column starts with the text, 1 for the others: order by it to list prefix matches first. */
export function prefixFirst(column: Expression<string>, text: string): RawBuilder<number> {
  return sql<number>`case when ${likePrefix(column, text)} then 0 else 1 end`;
}

/** lower(column), for columns that are not stored lower-cased (country and state names: a few hundred rows). */
export function lower(column: Expression<string>): RawBuilder<string> {
  return sql<string>`lower(${column})`;
}
