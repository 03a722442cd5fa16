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

/**
 * Prefixes Indonesian builds words with, and what they leave of the root: the nasal forms drop the root's first
 * letter ('mem' + 'potong' → 'memotong', 'meng' + 'kemudi' → 'mengemudi', 'meny' + 'sapu' → 'menyapu') or keep a
 * vowel; 'menge'/'penge' come before roots of one syllable ('pengelasan': 'las').
 */
const ID_PREFIXES: [string, string[]][] = [
  ['menge', ['']],
  ['penge', ['']],
  ['meny', ['s']],
  ['peny', ['s']],
  ['meng', ['', 'k']],
  ['peng', ['', 'k']],
  ['mem', ['', 'p']],
  ['pem', ['', 'p']],
  ['men', ['', 't']],
  ['pen', ['', 't']],
  ['per', ['']],
  ['ber', ['']],
  ['ter', ['']],
  ['me', ['']],
  ['pe', ['']],
  ['be', ['']],
  ['di', ['']],
  ['ke', ['']],
  ['se', ['']],
];
const ID_SUFFIXES = ['nya', 'kan', 'an', 'i'];
const ROOT_MIN_LENGTH = 3;

/**
 * The roots an Indonesian word may be built on, as a person types them: 'menjahit' → 'jahit', 'memasak' → 'masak',
 * 'mengemudi' → 'kemudi', 'pengelasan' → 'las', 'keselamatan' → 'selamat'. Without a dictionary the root is not
 * certain, so every candidate is kept (a wrong one is a word nobody types); the word itself is not among them.
 */
export function indonesianRoots(word: string): string[] {
  const unprefixed = [word];
  for (const [prefix, heads] of ID_PREFIXES) {
    if (!word.startsWith(prefix)) continue;
    for (const head of heads) unprefixed.push(head + word.slice(prefix.length));
  }
  const roots = new Set<string>();
  for (const stem of unprefixed) {
    roots.add(stem);
    for (const suffix of ID_SUFFIXES) if (stem.endsWith(suffix)) roots.add(stem.slice(0, -suffix.length));
  }
  roots.delete(word);
  return [...roots].filter((root) => root.length >= ROOT_MIN_LENGTH);
}

/** Shorter words are taken as they are: a root of one or two letters is no root ('di', 'ke' are words). */
const ROOTED_MIN_LENGTH = 5;

/**
 * The roots (`indonesianRoots`) of the longer words of a text, as search keys, each once: 'Penjahit Butik' →
 * ['jahit', 'tjahit', 'njahit']. Stored beside the words themselves, they let a search for the root find the built
 * word.
 */
export function rootsOfText(text: string): string[] {
  const words = searchKey(text)
    .split(' ')
    .filter((word) => word.length >= ROOTED_MIN_LENGTH);
  return [...new Set(words.flatMap(indonesianRoots))];
}

/**
 * The words a master entry is found by: those of both its names, and the roots of its Indonesian name's longer
 * words, so that 'jahit' finds 'Menjahit' and 'las' finds 'Pengelasan'.
 */
export function masterWords(nameEn: string, nameId: string): string[] {
  return [...new Set([...nameWords(nameEn, nameId), ...rootsOfText(nameId)])];
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
