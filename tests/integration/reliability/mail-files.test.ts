/**
 * The file mailer (no SMTP_URL) keeps every mail: names no longer collide when two mails to one address are written
 * in the same millisecond (they used to overwrite each other while both rows were deleted as sent), and a file is
 * never overwritten (exclusive create).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileMailer } from '../../../server/mail/mailer.js';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';
import { call } from '../accounts/helpers.js';

const message = {
  name: 'Budi Santoso',
  email: 'budi.santoso@example.com',
  subject: 'Pertanyaan lowongan',
  message: 'Halo, saya ingin bertanya tentang lowongan Data Analyst di Bandung.',
};

function emlFiles(dir: string): string[] {
  return fs.readdirSync(dir).filter((file) => file.endsWith('.eml'));
}

describe.each(dialects)('file mailer on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('leaves 500 files for 500 contact messages sent at once, each with its own Message-ID', async () => {
    t = await createTestApp(dialect);
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        call<{ id: number }>(t!.app, 'contactUs', 'save', {
          // A name of letters only (digits are not part of a name): Budi Aa … Budi Tt.
          body: { ...message, name: `Budi ${String.fromCharCode(65 + (i % 26), 97 + Math.floor(i / 26))}` },
        }),
      ),
    );
    expect(results.map((res) => res.status)).toEqual(Array(500).fill(201));

    expect(await t.app.deps.outbox.drain()).toBe(500);
    expect(await t.app.deps.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    const dir = path.join(t.config.dataDir, 'outbox');
    const files = emlFiles(dir);
    expect(files).toHaveLength(500);
    const mails = files.map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
    const contactIds = mails.map((eml) => /contact #(\d+)\]/.exec(eml)?.[1]);
    expect(new Set(contactIds).size).toBe(500);
    expect(new Set(results.map((res) => String(res.body.data.id)))).toEqual(new Set(contactIds));
    const messageIds = mails.map(
      (eml) => /^Message-ID:\s*(<outbox-\d+-[0-9a-f]{16}@orbitjobs\.local>)$/m.exec(eml)?.[1],
    );
    expect(messageIds.every(Boolean)).toBe(true);
    expect(new Set(messageIds).size).toBe(500);
  }, 50_000);
});

describe('fileMailer', () => {
  it('writes 200 mails to one address sent in the same instant to 200 files', async () => {
    const dir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'mail-files-'));
    try {
      const mailer = fileMailer(dir, 'Orbit Jobs <no-reply@orbitjobs.local>', () => undefined);
      await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          mailer.send({ to: 'same@example.com', subject: `Mail ${i}`, text: `Body ${i}` }),
        ),
      );
      const files = emlFiles(dir);
      expect(files).toHaveLength(200);
      const subjects = files.map(
        (file) => /^Subject: (.+)$/m.exec(fs.readFileSync(path.join(dir, file), 'utf8'))?.[1],
      );
      expect(new Set(subjects).size).toBe(200);
      // Names still start with the time and end with the recipient (readers sort and filter by them).
      expect(
        files.every((file) => /^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]+-same@example\.com\.eml$/.test(file)),
      ).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
