import { describe, expect, it } from 'vitest';
import { pickLanguage } from './index.js';

describe('pickLanguage', () => {
  it('reads a lng value', () => {
    expect(pickLanguage('id')).toBe('id');
    expect(pickLanguage('en')).toBe('en');
  });

  it('takes the first supported language of an Accept-Language list', () => {
    expect(pickLanguage('id-ID,id;q=0.9,en-US;q=0.8')).toBe('id');
    expect(pickLanguage('en-US,en;q=0.9,id;q=0.8')).toBe('en');
    expect(pickLanguage('fr-FR,fr;q=0.9,id;q=0.8')).toBe('id');
    expect(pickLanguage('ID')).toBe('id');
  });

  it('skips a language refused with q=0, and falls back to English', () => {
    expect(pickLanguage('id;q=0, en;q=0.5')).toBe('en');
    expect(pickLanguage('fr, de')).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
  });
});
