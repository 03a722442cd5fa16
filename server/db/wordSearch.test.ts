import { describe, expect, it } from 'vitest';
import {
  indonesianRoots,
  masterWords,
  nameEntries,
  nameWords,
  parseSearch,
  prefixEnd,
  rootsOfText,
  searchKey,
} from './wordSearch.js';

describe('searchKey', () => {
  it('lower-cases, folds accents and separates words by one space', () => {
    expect(searchKey('São Paulo')).toBe('sao paulo');
    expect(searchKey('  Kabupaten   Bandung ')).toBe('kabupaten bandung');
    expect(searchKey('Winston-Salem')).toBe('winston salem');
    expect(searchKey('St. Louis')).toBe('st louis');
    expect(searchKey("Sant'Antioco")).toBe('sant antioco');
    expect(searchKey('Zürich Ångström Çanakkale')).toBe('zurich angstrom canakkale');
    expect(searchKey('İstanbul')).toBe('istanbul');
  });

  it('spells out letters NFKD keeps whole', () => {
    expect(searchKey('Łódź')).toBe('lodz');
    expect(searchKey('Straße')).toBe('strasse');
    expect(searchKey('Tromsø Ærø')).toBe('tromso aero');
    expect(searchKey('Đà Nẵng')).toBe('da nang');
  });

  it('keeps other scripts and digits, drops punctuation and wildcards', () => {
    expect(searchKey('Москва')).toBe('москва');
    // Marks go in every script, the same way in names and searches: 'й' is 'и' with a breve.
    expect(searchKey('Октябрьский')).toBe(searchKey('октябрьскии'));
    expect(searchKey('Bandung 2')).toBe('bandung 2');
    expect(searchKey('%')).toBe('');
    expect(searchKey("_'\\")).toBe('');
    expect(searchKey('ban%dung')).toBe('ban dung');
  });
});

describe('nameEntries and nameWords', () => {
  it('gives the whole key first, then each later word', () => {
    expect(nameEntries('Kabupaten Bandung Barat')).toEqual(['kabupaten bandung barat', 'bandung', 'barat']);
    expect(nameEntries('Bandung')).toEqual(['bandung']);
    expect(nameEntries('New New York')).toEqual(['new new york', 'new', 'york']);
    expect(nameEntries('--')).toEqual([]);
  });

  it('merges the words of both languages without repeats', () => {
    expect(nameWords('Informatics Engineering', 'Teknik Informatika')).toEqual([
      'informatics',
      'engineering',
      'teknik',
      'informatika',
    ]);
    expect(nameWords('Java', 'Java')).toEqual(['java']);
  });
});

describe('indonesianRoots and masterWords', () => {
  it.each([
    ['menjahit', 'jahit'],
    ['memasak', 'masak'],
    ['memotong', 'potong'],
    ['mengajar', 'ajar'],
    ['mengemudi', 'kemudi'],
    ['mengendarai', 'kendara'],
    ['menyapu', 'sapu'],
    ['mengoperasikan', 'operasi'],
    ['pengelasan', 'las'],
    ['pengasuhan', 'asuh'],
    ['penjualan', 'jual'],
    ['penggajian', 'gaji'],
    ['pertolongan', 'tolong'],
    ['keselamatan', 'selamat'],
    ['perawatan', 'rawat'],
    ['pembukuan', 'buku'],
  ])('finds %s by its root %s', (word, root) => {
    expect(indonesianRoots(word)).toContain(root);
  });

  it('gives neither the word itself nor stubs shorter than three letters', () => {
    const roots = indonesianRoots('mengajar');
    expect(roots).not.toContain('mengajar');
    expect(roots.every((root) => root.length >= 3)).toBe(true);
    expect(indonesianRoots('dia')).toEqual([]);
  });

  it('adds the roots of the Indonesian name’s longer words to the words of both names', () => {
    const words = masterWords('Sewing', 'Menjahit');
    expect(words.slice(0, 2)).toEqual(['sewing', 'menjahit']);
    expect(words).toContain('jahit');
    // English words are not taken apart: 'personal' is no 'per-' + 'sonal'.
    expect(indonesianRoots('personal')).toContain('sonal');
    expect(masterWords('Personal branding', 'Branding pribadi')).not.toContain('sonal');
  });

  it('roots the longer words of a text, folded as search keys, each root once', () => {
    expect(rootsOfText('Penjahit Butik')).toEqual(['jahit', 'tjahit', 'njahit']);
    expect(rootsOfText('STAF PENGIRIMAN')).toContain('kirim');
    // Words under five letters are left whole; the words themselves are not roots.
    expect(rootsOfText('Kasir Toko')).toEqual([]);
    expect(rootsOfText('Perawat, perawat')).toEqual(['awat', 'rawat']);
  });
});

describe('parseSearch', () => {
  it('keeps the phrase and the words that must each start a word', () => {
    expect(parseSearch('Kabupaten Ban')).toEqual({ phrase: 'kabupaten ban', words: ['kabupaten', 'ban'] });
    expect(parseSearch('são')).toEqual({ phrase: 'sao', words: ['sao'] });
  });

  it('drops later words that repeat or start another word, never the first', () => {
    expect(parseSearch('new n new')).toEqual({ phrase: 'new n new', words: ['new'] });
    expect(parseSearch('n new')).toEqual({ phrase: 'n new', words: ['n', 'new'] });
    expect(parseSearch('york new y')).toEqual({ phrase: 'york new y', words: ['york', 'new'] });
  });

  it('is undefined without a letter or digit', () => {
    expect(parseSearch('%')).toBeUndefined();
    expect(parseSearch(" ' _ ")).toBeUndefined();
    expect(parseSearch('')).toBeUndefined();
  });
});

describe('prefixEnd', () => {
  it('is the next string after every string with the prefix, in code-point order', () => {
    expect(prefixEnd('ban')).toBe('bao');
    expect(prefixEnd('new y')).toBe('new z');
    expect(prefixEnd('я')).toBe('ѐ');
    expect(prefixEnd('\ud7ff')).toBe('\ue000');
    const inRange = (s: string) =>
      Buffer.compare(Buffer.from(s), Buffer.from('ban')) >= 0 &&
      Buffer.compare(Buffer.from(s), Buffer.from(prefixEnd('ban'))) < 0;
    expect(['ban', 'bandung', 'ban z', 'banyuwangi', 'ban\u{10ffff}'].every(inRange)).toBe(true);
    expect(['ba', 'bao', 'bb', 'c'].some(inRange)).toBe(false);
  });
});
