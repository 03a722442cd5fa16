/**
 * What a person typed, as words a full-text index can look up: letters, their marks and digits (any script),
 * normalized and lower-cased, at most MAX_TERMS of at most MAX_TERM_LENGTH characters. Nothing of a query language
 * survives (quotes, `*`, `-`, `NEAR`, `:`, `&`, `|`), so no input can make a search fail or mean something else; the
 * last word is matched as a prefix (the person may still be typing it).
 */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

export function searchTerms(text: string): string[] {
  // NFKC first: an accent typed as a separate mark joins its letter, and full-width or superscript forms become the
  // letters and digits the index holds. Marks stay inside words (Hindi, Arabic vowels): they are not separators.
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_TERMS).map((word) => word.slice(0, MAX_TERM_LENGTH));
}

/** SQLite FTS5: every word as a quoted string, the last one a prefix ("kasir" "tok"*). */
export const fts5Query = (terms: string[]) =>
  terms.map((term, i) => `"${term}"${i === terms.length - 1 ? '*' : ''}`).join(' ');

/** PostgreSQL to_tsquery: every word, the last one a prefix (kasir & tok:*). */
export const tsQuery = (terms: string[]) =>
  terms.map((term, i) => `${term}${i === terms.length - 1 ? ':*' : ''}`).join(' & ');
