/**
 * What a person typed, as words a full-text index can look up: letters and digits only (any script), lower-cased,
 * at most MAX_TERMS of at most MAX_TERM_LENGTH characters. Nothing of a query language survives (quotes, `*`, `-`,
 * `NEAR`, `:`, `&`, `|`), so no input can make a search fail or mean something else; the last word is matched as a
 * prefix (the person may still be typing it).
 */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_TERMS).map((word) => word.slice(0, MAX_TERM_LENGTH));
}

/** SQLite FTS5: every word as a quoted string, the last one a prefix ("kasir" "tok"*). */
export const fts5Query = (terms: string[]) =>
  terms.map((term, i) => `"${term}"${i === terms.length - 1 ? '*' : ''}`).join(' ');

/** PostgreSQL to_tsquery: every word, the last one a prefix (kasir & tok:*). */
export const tsQuery = (terms: string[]) =>
  terms.map((term, i) => `${term}${i === terms.length - 1 ? ':*' : ''}`).join(' & ');
