/**
 * Word-prefix search on an index, the same on SQLite and PostgreSQL (cities, states, master lists): names are reduced
 * to search keys in JS (`searchKey`: lower-cased, accents folded, words separated by one space) and stored word by
 * word in the `cityWords`, `stateWords` and `masterWords` tables; a search word is one index range on them
 * (`startsWith`). The same function reduces the user's text, so both sides fold identically on both databases.
 * Changing `searchKey` or `nameEntries` changes what is stored: it needs a migration that empties the words tables
 * (the seed fingerprint covers this file, so the next start refills them).
 */
import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { type Db, type Dialect, dialectOf } from './connect.js';

/** Letters that NFKD does not take apart, written the way people type them on a keyboard without accents. */
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ħ: 'h',
  ŧ: 't',
  ı: 'i',
};
const LETTER_RE = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/**
 * The search key of a name or of a search: lower-cased, accents and other combining marks removed (NFKD), a few
 * letters spelled out ('ß' → 'ss', 'ł' → 'l'), and every run of characters that are not letters or digits turned
 * into one space: 'São Paulo' → 'sao paulo', 'Winston-Salem' → 'winston salem', 'St. Louis' → 'st louis',
 * '%' → ''.
 */
export function searchKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(LETTER_RE, (ch) => LETTERS[ch] ?? ch)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * What a city or state is found by, in `pos` order: its whole search key first (position 0: a search that starts
 * the name ranks first), then each later word. 'Kabupaten Bandung' → ['kabupaten bandung', 'bandung'].
 */
export function nameEntries(name: string): string[] {
  const key = searchKey(name);
  if (!key) return [];
  return [...new Set([key, ...key.split(' ').slice(1)])];
}

/** The words of one or more names (a master's English and Indonesian names), without repeats. */
export function nameWords(...names: string[]): string[] {
  return [...new Set(names.flatMap((name) => searchKey(name).split(' ')).filter(Boolean))];
}

export interface WordSearch {
  /** The whole search key: names whose key starts with it rank first. */
  phrase: string;
  /**
   * The words that must each be the prefix of a word of the name. The first typed word always comes first (the
   * ranking reads its matches); a later word that repeats another or is the prefix of another is dropped, as the
   * longer word already requires it.
   */
  words: string[];
}

/** A search as words; undefined when it has no letter or digit ('%', "'", '_'): such a search finds nothing. */
export function parseSearch(text: string): WordSearch | undefined {
  const phrase = searchKey(text);
  if (!phrase) return undefined;
  const [first, ...rest] = [...new Set(phrase.split(' '))] as [string, ...string[]];
  const all = [first, ...rest];
  const words = [
    first,
    ...rest.filter((word) => !all.some((other) => other !== word && other.startsWith(word))),
  ];
  return { phrase, words };
}

/** The smallest string above every string that starts with `key` (code-point order): its last code point + 1. */
export function prefixEnd(key: string): string {
  const points = [...key];
  const last = points.pop()!.codePointAt(0)!;
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
  return points.join('') + String.fromCodePoint(next);
}

/**
 * `column >= key AND column < prefixEnd(key)`: the rows whose column starts with `key`, as one range of an index on
 * the column. Needs a column compared byte by byte (code-point order): SQLite's default, `COLLATE "C"` on
 * PostgreSQL (the words tables' `word` columns are declared so). No LIKE: nothing in `key` is a wildcard.
 */
export function startsWith(column: Expression<string>, key: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${column} >= ${key} and ${column} < ${prefixEnd(key)})`;
}

/**
 * The column compared in code-point order on both dialects, for ORDER BY: SQLite compares text bytewise already;
 * PostgreSQL would follow the database's collation (en_US orders 'kota bandung' and 'kotabaru' otherwise).
 */
export function codePointOrder<T extends string | null>(
  column: Expression<T>,
  dialect: Dialect,
): Expression<T> {
  return dialect === 'postgres' ? sql<T>`${column} collate "C"` : column;
}

/** The dialect of the app's database handle (for codePointOrder). */
export function dialectOfDb(db: Db): Dialect {
  return dialectOf(db as unknown as Kysely<unknown>);
}
