import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '../constants/limits';
import { fullName } from './fullName';
import { keysOf } from './test-helpers';

/** Spec §5 as written: one word; two words; three words with a middle of at least 3 (\w, single spaces). */
const SPEC_RULE = /^\w+(?: \w+| \w{3,} \w+)?$/;

/** The spec's own cases: everything its rule accepts that is made of letters stays accepted. */
const SPEC_CASES = [
  'John', // one word
  'John D', // two words, the second of 1 character
  'John Doe',
  'John Mac D', // three words, the middle of 3, the last of 1
  'Siti Nurhaliza Putri',
  'Budi',
  'Budi S',
  'Budi Eko Santoso',
  'Muhammad Ali S',
];

/** Real names the spec's rule refuses (issue 8, finding 12), from Indonesia first and then elsewhere. */
const REAL_NAMES = [
  // Indonesia
  'Ni Luh Putu Ayu Lestari', // Balinese birth-order names: five words
  'I Gusti Ngurah Rai',
  'Anak Agung Gede Agung',
  'Muhammad Al Fatih', // a two-letter middle word
  'Siti Nur Aisyah',
  'Ma\u2019ruf Amin', // typographic apostrophe, as phone keyboards type it
  "Ma'ruf Amin",
  'Jusuf Kalla',
  'Sukarno', // one name only
  'Dr. Andi Wijaya', // a title with a period
  'Prof. Dr. Ir. H. Bambang Sutrisno M.Sc.', // titles and degrees
  'Raden Ajeng Kartini',
  'Tuanku Imam Bonjol',
  'Cut Nyak Dhien',
  'R.A. Kartini', // initials joined by periods
  'Abdurrahman Wahid',
  'Kiai Haji Ahmad Dahlan',
  'Sri Mulyani Indrawati',
  'Mochtar Kusuma-Atmadja', // a hyphenated family name
  // Elsewhere
  'Anne-Marie Tan',
  'José Rizal',
  'Jose\u0301 Rizal', // the accent typed as a combining mark
  "Sinéad O'Connor",
  'Martin Luther King Jr.',
  'J.R.R. Tolkien',
  'Gabriel García Márquez',
  'Nguyễn Thị Minh Khai',
  'Zoë Saldaña',
  'Søren Kierkegaard',
  'Łukasz Żółć',
  'Ngũgĩ wa Thiong\u2019o',
  'Jean-Paul Sartre',
  'Mary-Kate Olsen',
  'Björk',
  'Ludwig van Beethoven',
  'Leonardo da Vinci',
  'Mahatma Gandhi',
  'देवी प्रसाद', // Devanagari, with vowel signs (marks)
  'தமிழ் செல்வி', // Tamil, with a virama
  '李小龙',
  'محمد صلاح', // Arabic
  'Владимир Набоков',
  'Ἀριστοτέλης',
  'Kofi Atta Annan',
  'Chimamanda Ngozi Adichie',
  'Ólafur Arnalds',
  'Hô Chi Minh',
];

describe('fullName', () => {
  it.each(SPEC_CASES)('accepts the spec case %j', (name) => {
    expect(SPEC_RULE.test(name)).toBe(true);
    expect(keysOf(fullName, name)).toEqual([]);
  });

  it.each(REAL_NAMES)('accepts the real name %j', (name) => {
    expect(keysOf(fullName, name)).toEqual([]);
  });

  it('accepts every letters-only name the spec rule accepts', () => {
    // Every shape the spec allows (1 to 3 words, words of 1 to 4 letters), built from letters only.
    const words = ['A', 'Al', 'Ayu', 'Budi'];
    const names = [
      ...words,
      ...words.flatMap((a) => words.map((b) => `${a} ${b}`)),
      ...words.flatMap((a) => words.flatMap((b) => words.map((c) => `${a} ${b} ${c}`))),
    ];
    const specAccepts = names.filter((name) => SPEC_RULE.test(name));
    expect(specAccepts.length).toBeGreaterThan(50);
    expect(specAccepts.filter((name) => keysOf(fullName, name).length > 0)).toEqual([]);
  });

  it('trims the ends and stores the name in NFC', () => {
    expect(v.parse(fullName, '  John Doe ')).toBe('John Doe');
    expect(v.parse(fullName, 'Jose\u0301 Rizal')).toBe('Jos\u00e9 Rizal');
  });

  it('accepts a name up to NAME_MAX_LENGTH, and no longer', () => {
    const word = 'Lestari ';
    const name = word.repeat(Math.ceil(NAME_MAX_LENGTH / word.length)).slice(0, NAME_MAX_LENGTH - 1) + 'i';
    expect(name).toHaveLength(NAME_MAX_LENGTH);
    expect(keysOf(fullName, name)).toEqual([]);
    expect(keysOf(fullName, `${name}a`)).toEqual(['tooLong']);
  });

  it.each([
    ['John  Doe', 'double space: an empty word'],
    ['John\tDoe', 'tab instead of space'],
    ['John\u00a0Doe', 'no-break space'],
    ['Agus2 Budi', 'digit'],
    ['Agus_2 Budi', 'underscore and digit (the spec’s \\w allowed them)'],
    ['R2-D2', 'digits'],
    ['Budi @Santoso', 'symbol'],
    ['Budi, Santoso', 'comma'],
    ['Budi & Siti', 'ampersand'],
    ['Budi (Santoso)', 'parentheses'],
    ['Budi - Santoso', 'a lone hyphen is an empty word'],
    ['Budi- Santoso', 'trailing hyphen'],
    ['-Budi', 'leading hyphen'],
    ['Anne--Marie', 'double hyphen'],
    ["Budi'", 'trailing apostrophe'],
    ["'Budi", 'leading apostrophe'],
    ['Dr.. Andi', 'double period'],
    ['. Andi', 'a lone period'],
    ['Andi 🙂', 'emoji'],
  ])('rejects %j (%s)', (name) => {
    expect(keysOf(fullName, name)).toEqual(['fullName']);
  });

  it('reports an empty name once, as required', () => {
    expect(keysOf(fullName, '   ')).toEqual(['required']);
    expect(keysOf(fullName, undefined)).toEqual(['required']);
    expect(keysOf(fullName, 42)).toEqual(['invalid']);
  });
});
