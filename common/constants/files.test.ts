import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { uploadFields, uploadPath } from '../schemas/files';
import {
  DEFAULT_MEDIA_BASE,
  IMAGE_UPLOAD_KINDS,
  MB,
  UPLOAD_EXTENSIONS,
  UPLOAD_KINDS,
  UPLOAD_MAX_BYTES,
  UPLOAD_PATH_MAX_LENGTH,
  UPLOAD_PATH_REGEX,
  UPLOAD_RULES,
  mediaUrl,
  uploadProblem,
} from './files';

const PATH = 'logo/2026/Yc8hQ2u_k-3vZr0aPq9LmA.webp';

describe('upload rules', () => {
  it('gives every kind a size, types and an accept list; images a box to fit', () => {
    for (const kind of UPLOAD_KINDS) {
      const rule = UPLOAD_RULES[kind];
      expect(rule.maxBytes).toBeGreaterThan(0);
      expect(rule.types.length).toBeGreaterThan(0);
      for (const type of rule.types) expect(rule.accept.split(',')).toContain(type);
      expect(Boolean(rule.image)).toBe((IMAGE_UPLOAD_KINDS as readonly string[]).includes(kind));
    }
    expect(UPLOAD_RULES.logo).toMatchObject({
      maxBytes: 2 * MB,
      image: { width: 512, height: 512, fit: 'inside' },
    });
    expect(UPLOAD_RULES.document.maxBytes).toBe(5 * MB);
    expect(UPLOAD_MAX_BYTES).toBe(5 * MB);
    // Every type a document may be is stored under an extension; images are stored as WebP.
    for (const type of [...UPLOAD_RULES.document.types, 'image/webp'])
      expect(UPLOAD_EXTENSIONS[type]).toBeDefined();
  });

  it('checks a chosen file by the type the browser gives and its size', () => {
    expect(uploadProblem('logo', { size: 1000, type: 'image/png' })).toBeUndefined();
    expect(uploadProblem('logo', { size: 2 * MB, type: 'image/jpeg' })).toBeUndefined();
    expect(uploadProblem('logo', { size: 2 * MB + 1, type: 'image/jpeg' })).toEqual({
      key: 'fileTooLarge',
      max: 2,
    });
    expect(uploadProblem('cover', { size: 10, type: 'application/x-msdownload' })).toEqual({
      key: 'imageType',
    });
    expect(uploadProblem('avatar', { size: 10, type: '' })).toEqual({ key: 'imageType' });
    expect(uploadProblem('document', { size: 10, type: 'image/png' })).toEqual({ key: 'documentType' });
    expect(uploadProblem('document', { size: 6 * MB, type: 'application/pdf' })).toEqual({
      key: 'fileTooLarge',
      max: 5,
    });
  });
});

describe('upload paths', () => {
  it('are what the server makes: kind, year, 22 random characters, a known extension', () => {
    expect(UPLOAD_PATH_REGEX.test(PATH)).toBe(true);
    expect(UPLOAD_PATH_REGEX.test('document/2026/Yc8hQ2u_k-3vZr0aPq9LmA.docx')).toBe(true);
    expect(PATH.length).toBeLessThanOrEqual(UPLOAD_PATH_MAX_LENGTH);
    for (const bad of [
      '../secret.key',
      'logo/2026/../../secret.key',
      '/logo/2026/Yc8hQ2u_k-3vZr0aPq9LmA.webp',
      'logo/2026/Yc8hQ2u_k-3vZr0aPq9LmA.webp/',
      'logo/2026/Yc8hQ2u_k-3vZr0aPq9Lm.webp',
      'logo/2026/Yc8hQ2u_k-3vZr0aPq9LmA.html',
      'logo/2026/Yc8hQ2u.k-3vZr0aPq9LmA.webp',
      'banner/2026/Yc8hQ2u_k-3vZr0aPq9LmA.webp',
      'logo/26/Yc8hQ2u_k-3vZr0aPq9LmA.webp',
      'logo\\2026\\Yc8hQ2u_k-3vZr0aPq9LmA.webp',
      `${PATH}\n`,
    ])
      expect(UPLOAD_PATH_REGEX.test(bad), bad).toBe(false);
  });

  it('are accepted by the body schema, trimmed, or cleared with an empty string', () => {
    expect(v.parse(uploadPath, ` ${PATH} `)).toBe(PATH);
    expect(v.parse(uploadPath, '')).toBe('');
    expect(v.safeParse(uploadPath, '../secret.key').success).toBe(false);
    expect(v.safeParse(uploadPath, 'x'.repeat(1000)).success).toBe(false);
    expect(v.parse(uploadFields, { kind: 'cover' })).toEqual({ kind: 'cover' });
    expect(v.safeParse(uploadFields, { kind: 'banner' }).success).toBe(false);
  });

  it('become URLs under the media base (MEDIA_BASE_URL, or /media)', () => {
    expect(mediaUrl(PATH)).toBe(`${DEFAULT_MEDIA_BASE}/${PATH}`);
    expect(mediaUrl(PATH, 'https://cdn.example.com/media/')).toBe(`https://cdn.example.com/media/${PATH}`);
    expect(mediaUrl(null)).toBeNull();
  });
});
