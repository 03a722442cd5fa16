import { describe, expect, it } from 'vitest';
import { fts5Query, searchTerms, tsQuery } from './terms';

describe('search terms', () => {
  it('keeps words of any script, lower-cased, and drops every query-language character', () => {
    expect(searchTerms('  Kasir "Toko" ROTI*  ')).toEqual(['kasir', 'toko', 'roti']);
    expect(searchTerms('c++ -developer NEAR(a b) title:x | y')).toEqual([
      'c',
      'developer',
      'near',
      'a',
      'b',
      'title',
      'x',
      'y',
    ]);
    expect(searchTerms('Café Ñandú 東京 2025')).toEqual(['café', 'ñandú', '東京', '2025']);
    expect(searchTerms('"*-:()')).toEqual([]);
  });

  it('keeps marks inside their words and reads compatibility forms as the letters they stand for', () => {
    expect(searchTerms('bahasa हिन्दी')).toEqual(['bahasa', 'हिन्दी']);
    expect(searchTerms('Tie\u0302\u0301ng')).toEqual(['tiếng']);
    expect(searchTerms('ｇｕｄａｎｇ x²')).toEqual(['gudang', 'x2']);
  });

  it('takes at most 8 words of at most 40 characters', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('x'.repeat(100))[0]).toHaveLength(40);
  });

  it('writes each dialect with the last word as a prefix', () => {
    expect(fts5Query(['staf', 'akun'])).toBe('"staf" "akun"*');
    expect(tsQuery(['staf', 'akun'])).toBe('staf & akun:*');
  });
});
