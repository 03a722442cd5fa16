/**
 * Uploads (issue 10): files/upload and /media on SQLite and PostgreSQL. Real images made with sharp are stored
 * re-encoded (WebP, upright, resized for their kind, without EXIF) under random names and served with immutable
 * cache headers; documents are served as downloads. Refused, with 422 naming the field in the user's language: a
 * program renamed .png (type read from the content), a file over its kind's size, a kind not in the list, no file,
 * two files. Guests get 401; /media reaches nothing but stored uploads (no traversal, no folder listing); uploads are
 * rate-limited per user.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PATH_REGEX } from '../../../common/constants/files.js';
import { newIp } from '../accounts/helpers.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import {
  type Errors,
  UPLOAD_URL,
  fileForm,
  formBody,
  jpegWithExif,
  pdf,
  png,
  upload,
  windowsProgram,
} from './helpers.js';

type Auth = { userId: number; headers: { authorization: string } };

describe.each(dialects)('files/upload and /media (%s)', (dialect) => {
  let t: TestApp;
  let candidate: Auth;
  let employer: Auth;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    candidate = await signIn(t.app, 'CANDIDATE');
    employer = await signIn(t.app, 'EMPLOYER');
  });
  afterAll(async () => {
    await t?.close();
  });

  const media = (url: string) => t.app.inject({ method: 'GET', url });

  it('stores a PNG logo as WebP under a random name and serves it for a year', async () => {
    const res = await upload(t.app, fileForm('logo', { data: await png(1200, 800) }), {
      headers: employer.headers,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.code).toBe('SUCCESS');
    expect(res.body.message).toBe('File uploaded.');
    const doc = res.body.data;
    expect(doc).toMatchObject({ kind: 'logo', mime: 'image/webp', width: 512, height: 341 });
    expect(doc.path).toMatch(UPLOAD_PATH_REGEX);
    expect(doc.path).toMatch(new RegExp(`^logo/${new Date().getUTCFullYear()}/[A-Za-z0-9_-]{22}\\.webp$`));
    expect(doc.url).toBe(`/media/${doc.path}`);

    // On disk under DATA_DIR/uploads, and recorded as the employer's.
    const onDisk = path.join(t.config.dataDir, 'uploads', doc.path);
    expect(fs.statSync(onDisk).size).toBe(doc.size);
    const row = await t.app.deps.db
      .selectFrom('uploads')
      .selectAll()
      .where('path', '=', doc.path)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'logo', mime: 'image/webp', size: doc.size, width: 512, height: 341 });
    expect(row.ownerUserId).toBe(employer.userId);

    const served = await media(doc.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(Number(served.headers['content-length'])).toBe(doc.size);
    const image = await sharp(served.rawPayload).metadata();
    expect(image).toMatchObject({ format: 'webp', width: 512, height: 341 });

    // A second upload of the same file is another file.
    const again = await upload(t.app, fileForm('logo', { data: await png(1200, 800) }), {
      headers: employer.headers,
    });
    expect(again.body.data.path).not.toBe(doc.path);
  });

  it('turns a camera JPEG upright and drops its EXIF (author, camera, orientation)', async () => {
    const original = await jpegWithExif(600, 300);
    expect((await sharp(original).metadata()).exif?.includes('Budi Santoso')).toBe(true);
    const res = await upload(
      t.app,
      fileForm('logo', { data: original, filename: 'IMG_0001.JPG', type: 'image/jpeg' }),
      {
        headers: candidate.headers,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Stored 600×300 with orientation 6: shown (and now stored) upright as 300×600, within the logo's 512.
    expect(res.body.data).toMatchObject({ width: 256, height: 512, mime: 'image/webp' });
    const served = await media(res.body.data.url);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Budi Santoso'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('PhoneCam'))).toBe(false);
  });

  it('crops a cover to its banner and an avatar to a square; a candidate may upload too', async () => {
    const cover = await upload(t.app, fileForm('cover', { data: await png(3000, 1500) }), {
      headers: employer.headers,
    });
    expect(cover.body.data).toMatchObject({ kind: 'cover', width: 1600, height: 600 });
    expect(cover.body.data.path).toMatch(/^cover\//);
    const avatar = await upload(t.app, fileForm('avatar', { data: await png(900, 600) }), {
      headers: candidate.headers,
    });
    expect(avatar.body.data).toMatchObject({ kind: 'avatar', width: 512, height: 512 });
    // Never enlarged.
    const small = await upload(t.app, fileForm('logo', { data: await png(64, 32) }), {
      headers: employer.headers,
    });
    expect(small.body.data).toMatchObject({ width: 64, height: 32 });
  });

  it('stores a PDF as sent and serves it as a download, never as a page', async () => {
    const bytes = pdf();
    const res = await upload(
      t.app,
      fileForm('document', { data: bytes, filename: 'cv.pdf', type: 'application/pdf' }),
      {
        headers: candidate.headers,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      kind: 'document',
      mime: 'application/pdf',
      size: bytes.length,
      width: null,
      height: null,
    });
    expect(res.body.data.path).toMatch(/^document\/\d{4}\/[A-Za-z0-9_-]{22}\.pdf$/);
    const served = await media(res.body.data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9_-]{22}\.pdf"$/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a program renamed .png, by its content, in English and Indonesian', async () => {
    const form = fileForm('logo', { data: windowsProgram(), filename: 'logo.png', type: 'image/png' });
    const en = await upload<Errors>(t.app, form, { headers: employer.headers });
    expect(en.status).toBe(422);
    expect(en.body.code).toBe('ERROR');
    expect(en.body.data.errors).toEqual([
      {
        field: 'file',
        message:
          'The file is not a JPEG, PNG or WebP image (its type is read from its content, not from its name).',
      },
    ]);
    expect(en.body.message).toBe(en.body.data.errors[0]!.message);
    const id = await upload<Errors>(t.app, form, { headers: employer.headers, lng: 'id' });
    expect(id.status).toBe(422);
    expect(id.body.message).toBe(
      'Berkas bukan gambar JPEG, PNG, atau WebP (jenisnya dibaca dari isi berkas, bukan dari namanya).',
    );
    // As a document too; and an image is not a document.
    const asDocument = await upload<Errors>(
      t.app,
      fileForm('document', { data: windowsProgram(), filename: 'cv.pdf' }),
      {
        headers: candidate.headers,
      },
    );
    expect(asDocument.body.data.errors[0]).toMatchObject({
      field: 'file',
      message: expect.stringContaining('not a PDF or Word document'),
    });
    const imageAsDocument = await upload<Errors>(t.app, fileForm('document', { data: await png() }), {
      headers: candidate.headers,
    });
    expect(imageAsDocument.status).toBe(422);
    // Nothing was stored for any of them.
    const rows = await t.app.deps.db
      .selectFrom('uploads')
      .select('path')
      .where('ownerUserId', '=', employer.userId)
      .execute();
    expect(rows.every((r) => r.path.endsWith('.webp'))).toBe(true);
  });

  it('refuses a file that starts like a PNG but does not decode', async () => {
    const broken = Buffer.concat([(await png(400, 400)).subarray(0, 60), Buffer.alloc(2000, 7)]);
    const res = await upload<Errors>(t.app, fileForm('logo', { data: broken }), {
      headers: employer.headers,
    });
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual([
      { field: 'file', message: 'The file could not be read as an image; the file may be damaged.' },
    ]);
  });

  it("refuses a file over its kind's size with the limit in MB (before or after the kind is read)", async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 1);
    const logo = await upload<Errors>(t.app, fileForm('logo', { data: big }), { headers: employer.headers });
    expect(logo.status).toBe(422);
    expect(logo.body.data.errors).toEqual([{ field: 'file', message: 'The file must be at most 2 MB.' }]);
    const id = await upload<Errors>(t.app, fileForm('logo', { data: big }), {
      headers: employer.headers,
      lng: 'id',
    });
    expect(id.body.message).toBe('Berkas maksimal 2 MB.');
    // 3 MB is within a document's 5 MB (and then refused for its type, not its size).
    const document = await upload<Errors>(t.app, fileForm('document', { data: big }), {
      headers: candidate.headers,
    });
    expect(document.body.data.errors[0]!.message).toContain('not a PDF or Word document');
    // Over every limit, with the kind sent after the file.
    const huge = Buffer.alloc(6 * 1024 * 1024, 1);
    const after = await upload<Errors>(
      t.app,
      [
        { name: 'file', filename: 'cv.pdf', type: 'application/pdf', data: huge },
        { name: 'kind', value: 'document' },
      ],
      { headers: candidate.headers },
    );
    expect(after.status).toBe(422);
    expect(after.body.data.errors).toEqual([{ field: 'file', message: 'The file must be at most 5 MB.' }]);
  });

  it('names a missing or unknown kind, a missing file, and a second file', async () => {
    const image = await png();
    const unknown = await upload<Errors>(t.app, fileForm('banner', { data: image }), {
      headers: employer.headers,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.errors).toEqual([
      { field: 'kind', message: 'Upload type is not one of the allowed choices.' },
    ]);
    const noKind = await upload<Errors>(
      t.app,
      [{ name: 'file', filename: 'a.png', type: 'image/png', data: image }],
      {
        headers: employer.headers,
      },
    );
    expect(noKind.body.data.errors).toEqual([{ field: 'kind', message: 'Upload type is required.' }]);
    const noFile = await upload<Errors>(t.app, [{ name: 'kind', value: 'logo' }], {
      headers: employer.headers,
      lng: 'id',
    });
    expect(noFile.status).toBe(422);
    expect(noFile.body.data.errors).toEqual([{ field: 'file', message: 'Berkas wajib diisi.' }]);
    const nothing = await upload<Errors>(t.app, [], { headers: employer.headers });
    expect(nothing.body.data.errors.map((e) => e.field)).toEqual(['file', 'kind']);
    // A text field named file is not a file.
    const text = await upload<Errors>(
      t.app,
      [
        { name: 'kind', value: 'logo' },
        { name: 'file', value: 'logo.png' },
      ],
      {
        headers: employer.headers,
      },
    );
    expect(text.body.data.errors).toEqual([{ field: 'file', message: 'The file is required.' }]);
    const two = await upload<Errors>(
      t.app,
      [
        ...fileForm('logo', { data: image }),
        { name: 'file', filename: 'b.png', type: 'image/png', data: image },
      ],
      { headers: employer.headers },
    );
    expect(two.status).toBe(422);
    expect(two.body.data.errors[0]).toMatchObject({ field: 'file' });
  });

  it('answers a JSON body or a broken form with an envelope, never a 5xx', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      remoteAddress: newIp(),
      headers: employer.headers,
      payload: { kind: 'logo', file: 'iVBORw0KGgo=' },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json()).toMatchObject({ code: 'ERROR', data: { errors: [{ field: 'file' }] } });
    const { payload } = await formBody(fileForm('logo', { data: await png() }));
    for (const [contentType, body] of [
      ['multipart/form-data', payload],
      ['multipart/form-data; boundary=nope', payload],
      [
        'multipart/form-data; boundary=x',
        Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc'),
      ],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: UPLOAD_URL,
        remoteAddress: newIp(),
        headers: { ...employer.headers, 'content-type': contentType },
        payload: body,
      });
      expect(res.statusCode, `${contentType}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${contentType}: ${res.body}`).toBeLessThan(500);
      expect(res.json()).toMatchObject({ code: 'ERROR', message: expect.any(String) });
    }
  });

  it('is for signed-in users only', async () => {
    const form = fileForm('logo', { data: await png() });
    const guest = await upload(t.app, form);
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe('UNAUTHENTICATED');
    const forged = await upload(t.app, form, { headers: { authorization: 'jwt not.a.token' } });
    expect(forged.status).toBe(401);
  });

  it('serves nothing but stored uploads under /media: no traversal, no listing', async () => {
    // Something secret beside the uploads folder, and a stored file to aim from.
    fs.writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'secret');
    const stored = await upload(t.app, fileForm('logo', { data: await png() }), {
      headers: employer.headers,
    });
    const [kind, year] = stored.body.data.path.split('/');
    for (const url of [
      '/media/../secret.txt',
      '/media/..%2Fsecret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/%2e%2e%2fsecret.txt',
      `/media/${kind}/${year}/../../../secret.txt`,
      `/media/${kind}/${year}/..%2F..%2F..%2Fsecret.txt`,
      '/media/..\\secret.txt',
      '/media/%00',
      '/media/',
      '/media/logo',
      `/media/${kind}/`,
      `/media/${kind}/${year}`,
      `/media/${kind}/${year}/`,
      `/media/${kind}/${year}/AAAAAAAAAAAAAAAAAAAAAA.webp`,
      `/media/${stored.body.data.path}.tmp`,
      `/media//${stored.body.data.path}`,
      '/media/secret.txt',
      '/media/app.db',
    ]) {
      const res = await media(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secret');
      expect(res.body, url).not.toMatch(/webp|2026|logo\//);
    }
    // HEAD works as GET does.
    const head = await t.app.inject({ method: 'HEAD', url: stored.body.data.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('limits uploads per user, not per address', async () => {
    const [heavy, other] = [await signIn(t.app, 'CANDIDATE'), await signIn(t.app, 'CANDIDATE')];
    const ip = newIp();
    const send = (who: Auth, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: UPLOAD_URL, remoteAddress, headers: who.headers, payload: {} });
    // Each from its own address: the count follows the account.
    for (let i = 0; i < 30; i++) expect((await send(heavy, newIp())).statusCode).toBe(422);
    const over = await send(heavy, newIp());
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'ERROR',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    // Another user, even from the same address as the last attempts, is not held back.
    expect((await send(heavy, ip)).statusCode).toBe(429);
    expect((await send(other, ip)).statusCode).toBe(422);
  });

  it('documents the call as a multipart form', async () => {
    const doc = (await t.app.inject({ url: '/client/api/docs' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
            responses: Record<string, unknown>;
          }
        >
      >;
    };
    const op = doc.paths['/client/api/files/upload']!.post!;
    expect(Object.keys(op.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(op.requestBody!.content['multipart/form-data']!.schema.properties).toMatchObject({
      file: { type: 'string', format: 'binary' },
      kind: { enum: ['logo', 'cover', 'avatar', 'document'] },
    });
    for (const status of ['401', '422', '429']) expect(Object.keys(op.responses)).toContain(status);
  });
});
