/** contact-us/save: stored, mailed through the outbox in the same transaction, validated, rate-limited. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';
import { call } from './api.js';

const message = {
  name: 'Budi Santoso',
  email: 'budi.santoso@example.com',
  phone: { code: '+62', number: '812-3456-7890' },
  subject: 'Pertanyaan lowongan',
  message: 'Halo, saya ingin bertanya tentang lowongan <b>Data Analyst</b> di Bandung.',
};

async function outboxCount(t: TestApp): Promise<number> {
  const row = await t.app.deps.db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(dialects)('contact-us/save (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores the message, queues exactly one mail and the worker writes it', async () => {
    expect(await outboxCount(t)).toBe(0);
    const res = await call<{ id: number }>(t.app, 'contactUs', 'save', { body: message });
    expect(res.status).toBe(201);
    expect(res.body.code).toBe('SUCCESS');
    expect(res.body.message).toBe('Thank you! Your message has been sent. We will get back to you soon.');

    const row = await t.app.deps.db
      .selectFrom('contactMessages')
      .selectAll()
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Budi Santoso',
      email: 'budi.santoso@example.com',
      phone: '+62-81234567890',
      subject: 'Pertanyaan lowongan',
      lng: 'en',
      userId: null,
    });

    const queued = await t.app.deps.db.selectFrom('outbox').selectAll().execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.kind).toBe('mail');
    const payload = JSON.parse(queued[0]!.payload) as Record<string, string>;
    expect(payload).toMatchObject({ to: t.config.contactEmail, replyTo: 'budi.santoso@example.com' });
    expect(payload.subject).toContain('Pertanyaan lowongan');
    expect(payload.html).toContain('&#60;b&#62;Data Analyst');

    expect(await t.app.deps.outbox.drain()).toBe(1);
    expect(await outboxCount(t)).toBe(0);
    const dir = path.join(t.config.dataDir, 'outbox');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: support@orbitjobs\.local/m);
    expect(eml).toMatch(/^Reply-To: budi\.santoso@example\.com/m);
    expect(eml).toContain('Budi Santoso');
  });

  it('answers in Indonesian with lng: id and records the language', async () => {
    const res = await call<{ id: number }>(t.app, 'contactUs', 'save', {
      body: { ...message, phone: undefined, subject: '' },
      lng: 'id',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(
      'Terima kasih! Pesan Anda telah terkirim. Kami akan segera menghubungi Anda.',
    );
    const row = await t.app.deps.db
      .selectFrom('contactMessages')
      .select(['lng', 'phone', 'subject'])
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ lng: 'id', phone: null, subject: null });
  });

  it('rejects bad input with 422 naming the field, stores and mails nothing', async () => {
    const before = await outboxCount(t);
    const badEmail = await call(t.app, 'contactUs', 'save', { body: { ...message, email: 'not-an-email' } });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.code).toBe('ERROR');
    expect(badEmail.body.message).toBe('E-mail must be a valid e-mail address.');
    const noMessage = await call(t.app, 'contactUs', 'save', {
      body: { ...message, message: '' },
      lng: 'id',
    });
    expect(noMessage.status).toBe(422);
    expect(noMessage.body.message).toBe('Pesan wajib diisi.');
    expect(await outboxCount(t)).toBe(before);
  });
});

describe.each(dialects)('contact-us/save rate limit (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 in the envelope after 5 messages', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await call(t.app, 'contactUs', 'save', { body: message })).status).toBe(201);
    }
    const limited = await call(t.app, 'contactUs', 'save', { body: message });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: 'ERROR',
      message: 'Too many attempts. Please wait a moment and try again.',
      data: null,
    });
    const limitedId = await call(t.app, 'contactUs', 'save', { body: message, lng: 'id' });
    expect(limitedId.status).toBe(429);
    expect(limitedId.body.code).toBe('ERROR');
    expect(limitedId.body.message).not.toBe(limited.body.message);
    expect(await outboxCount(t)).toBe(5);
  });
});
