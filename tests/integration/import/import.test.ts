/**
 * Bulk job import (issue 10): CSV and XLSX files read into a PENDING import with a suggested column mapping, started
 * as drafts or posted jobs, run batch by batch to DONE; bad rows reported with row number, field and message (in the
 * caller's language) while the rest is imported; files refused with a 422 naming what is wrong (type, size, rows);
 * who may import (guest 401, candidate 403, pending employer 403, another company 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_FIELDS, IMPORT_LIMITS } from '../../../common/constants/importJobs.js';
import { importTemplateCsv } from '../../../common/format/importTemplate.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { employer, recruiterOf, type Employer } from '../company/helpers.js';
import { jobsCall } from '../jobs/helpers.js';
import {
  HEADERS,
  type ImportDoc,
  csvOf,
  formWithFile,
  goodRow,
  importAll,
  importCall,
  upload,
  xlsxOf,
} from './helpers.js';

const DAY_MS = 86_400_000;
const inDays = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + days * DAY_MS));

for (const dialect of dialects) {
  describe(`job import (${dialect})`, () => {
    let t: TestApp;
    let boss: Employer;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      boss = await employer(t.app);
    });
    afterAll(async () => {
      await t?.close();
    });

    const jobsOf = (companyId: number) =>
      t.app.deps.db.selectFrom('jobs').selectAll().where('companyId', '=', companyId).orderBy('id').execute();

    describe('a CSV file', () => {
      it('is read with its header row, first rows and a mapping suggested from the English headers', async () => {
        const doc = await upload(
          t.app,
          boss,
          'jobs.csv',
          csvOf([HEADERS, goodRow(1), goodRow(2), goodRow(3)]),
        );
        expect(doc).toMatchObject({
          status: 'PENDING',
          fileName: 'jobs.csv',
          fileKind: 'CSV',
          jobStatus: null,
          totalRows: 3,
          processedRows: 0,
          headers: HEADERS,
          errors: [],
          errorCount: 0,
        });
        expect(doc.preview).toEqual([goodRow(1), goodRow(2), goodRow(3)]);
        expect(doc.mapping).toEqual(Object.fromEntries(IMPORT_FIELDS.map((field, i) => [field.key, i])));
        expect(doc.createdBy).toEqual({ id: boss.userId, fullName: 'Employer Tester' });
      });

      it('imports every row as a complete draft of the company, with skills, cities and benefits', async () => {
        const company = await employer(t.app);
        const doc = await upload(t.app, company, 'jobs.csv', csvOf([HEADERS, goodRow(1), goodRow(2)]));
        const { doc: done } = await importAll(t.app, company, doc);
        expect(done).toMatchObject({
          status: 'DONE',
          jobStatus: 'DRAFT',
          totalRows: 2,
          processedRows: 2,
          importedRows: 2,
          failedRows: 0,
          errorCount: 0,
          preview: [],
        });
        expect(done.finishedAt).not.toBeNull();
        const jobs = await jobsOf(company.companyId);
        expect(jobs.map((job) => [job.title, job.status, job.postedAt])).toEqual([
          ['Staf Gudang 1', 'DRAFT', null],
          ['Staf Gudang 2', 'DRAFT', null],
        ]);
        expect(jobs[0]).toMatchObject({
          salaryMin: 4_500_000,
          salaryMax: 5_500_000,
          salaryVisible: 1,
          experienceMin: 0,
          experienceMax: 2,
          openings: 2,
          isRemote: 0,
          qualification: 'SENIOR_HIGH_SCHOOL',
          descriptionHtml:
            '<p>Receive, check and store the goods of our warehouse, shift 1.</p><p>We train you on the job.</p>',
          searchCompany: 'Tester Company',
        });
        expect(jobs[1]!.salaryVisible).toBe(0);
        expect(jobs[1]!.employmentType).toBe('FULL_TIME');

        // The job as the API shows it: every step saved (a draft that resumes at the preview).
        const read = await jobsCall(t.app, 'get', company, { params: { id: jobs[1]!.id } });
        expect(read.status).toBe(200);
        expect(read.body.data).toMatchObject({
          status: 'DRAFT',
          steps: ['jobType', 'highlights', 'location', 'benefits', 'questions'],
          category: { name: 'Logistics & Transportation' },
          skills: [{ name: 'Data entry' }],
          benefits: ['BPJS_HEALTH', 'THR'],
        });
        expect(
          (read.body.data as { locations: { cityName: string }[] }).locations.map((l) => l.cityName),
        ).toEqual(['Surabaya', 'Jakarta']);
        // Activating a draft made by import passes activate's rules (complete job, approved employer).
        const activated = await jobsCall(t.app, 'activate', company, {
          params: { id: jobs[1]!.id },
          body: { active: true },
        });
        expect(activated.status).toBe(200);
      });

      it('posts the rows at once when imported as active jobs, for 30 days unless a last day is given', async () => {
        const company = await employer(t.app);
        const lastDay = inDays(10);
        const doc = await upload(
          t.app,
          company,
          'active.csv',
          csvOf([HEADERS, goodRow(1), goodRow(2, { validTill: lastDay })]),
        );
        const { doc: done } = await importAll(t.app, company, doc, 'ACTIVE');
        expect(done).toMatchObject({ status: 'DONE', jobStatus: 'ACTIVE', importedRows: 2 });
        const jobs = await jobsOf(company.companyId);
        expect(jobs.map((job) => [job.status, job.validTill])).toEqual([
          ['ACTIVE', inDays(30)],
          ['ACTIVE', lastDay],
        ]);
        expect(jobs.every((job) => job.postedAt !== null)).toBe(true);
        // Live: a guest finds them.
        const guest = await jobsCall(t.app, 'get', null, { params: { id: jobs[0]!.id } });
        expect(guest.status).toBe(200);
      });

      it('posts rows only up to the licence’s live jobs and saves the rest as complete drafts', async () => {
        const auth = await signIn(t.app, 'EMPLOYER', { freePlan: true });
        const { companyId } = await t.app.deps.db
          .selectFrom('companyMembers')
          .select('companyId')
          .where('userId', '=', auth.userId)
          .executeTakeFirstOrThrow();
        const company = { ...auth, companyId, email: '' };
        const doc = await upload(
          t.app,
          company,
          'many.csv',
          csvOf([HEADERS, goodRow(1), goodRow(2), goodRow(3)]),
        );
        const { doc: done } = await importAll(t.app, company, doc, 'ACTIVE');
        expect(done).toMatchObject({ status: 'DONE', importedRows: 3 });
        const jobs = await jobsOf(companyId);
        // The free plan's one live job; the others wait, every step saved, for a place (or a bought plan).
        expect(jobs.map((job) => job.status)).toEqual(['ACTIVE', 'DRAFT', 'DRAFT']);
        expect(jobs.filter((job) => job.postedAt !== null)).toHaveLength(1);
        const posting = await jobsCall(t.app, 'confirmPost', company, { body: { id: jobs[1]!.id } });
        expect(posting.status).toBe(402);
      });

      it('reads Indonesian headers, a semicolon-separated file and Windows-1252 text', async () => {
        const company = await employer(t.app);
        const indonesian = [
          'Judul pekerjaan',
          'Kategori',
          'Jenis pekerjaan',
          'Tingkat jabatan',
          'Bidang pekerjaan',
          'Jumlah lowongan',
          'Deskripsi pekerjaan',
          'Keahlian',
          'Kualifikasi',
          'Pengalaman minimum (tahun)',
          'Pengalaman maksimum (tahun)',
          'Gaji minimum',
          'Gaji maksimum',
          'Tampilkan gaji',
          'Kerja dari mana saja',
          'Kota',
          'Tunjangan',
          'Tunjangan lainnya',
          'Tampilkan lowongan sampai',
        ];
        const row = goodRow(7, { title: 'Kasir Café', salaryMin: '4.000.000', salaryMax: '5.000.000' });
        const text = [indonesian, row]
          .map((cells) => cells.map((c) => (/[;"\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(';'))
          .join('\n');
        const doc = await upload(t.app, company, 'lowongan.csv', Buffer.from(text, 'latin1'));
        expect(doc.mapping).toEqual(Object.fromEntries(IMPORT_FIELDS.map((field, i) => [field.key, i])));
        expect(doc.preview[0]![0]).toBe('Kasir Café');
        const { doc: done } = await importAll(t.app, company, doc);
        expect(done.importedRows).toBe(1);
        expect((await jobsOf(company.companyId))[0]).toMatchObject({
          title: 'Kasir Café',
          salaryMin: 4_000_000,
          salaryMax: 5_000_000,
        });
      });

      it('imports the downloadable template as it is', async () => {
        const company = await employer(t.app);
        const doc = await upload(t.app, company, 'job-import-template.csv', importTemplateCsv());
        expect(doc.totalRows).toBe(2);
        const { doc: done } = await importAll(t.app, company, doc);
        expect(done).toMatchObject({ importedRows: 2, failedRows: 0, errors: [] });
        const jobs = await jobsOf(company.companyId);
        expect(jobs.map((job) => [job.title, job.isRemote])).toEqual([
          ['Staf Akuntansi', 0],
          ['Backend Developer', 1],
        ]);
      });
    });

    it('reads an XLSX workbook: numbers, dates and booleans as the cells hold them', async () => {
      const company = await employer(t.app);
      const lastDay = inDays(20);
      const row = (n: number): (string | number | Date | boolean)[] =>
        goodRow(n).map((cell, i) => {
          const key = IMPORT_FIELDS[i]!.key;
          if (key === 'openings') return 3;
          if (key === 'salaryMin') return 6_000_000;
          if (key === 'salaryMax') return 7_500_000;
          if (key === 'salaryVisible') return false;
          if (key === 'validTill') return new Date(`${lastDay}T00:00:00Z`);
          return cell;
        });
      const file = await xlsxOf([HEADERS, row(1), row(2)]);
      const doc = await upload(
        t.app,
        company,
        'jobs.xlsx',
        file,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(doc).toMatchObject({ fileKind: 'XLSX', totalRows: 2, headers: HEADERS });
      expect(doc.preview[0]).toContain('6000000');
      const { doc: done } = await importAll(t.app, company, doc, 'ACTIVE');
      expect(done).toMatchObject({ status: 'DONE', importedRows: 2, failedRows: 0 });
      const jobs = await jobsOf(company.companyId);
      expect(jobs[0]).toMatchObject({
        status: 'ACTIVE',
        openings: 3,
        salaryMin: 6_000_000,
        salaryMax: 7_500_000,
        salaryVisible: 0,
        validTill: lastDay,
      });
    });

    describe('bad rows', () => {
      it('imports the good rows and reports each bad one with its row number, field and message', async () => {
        const company = await employer(t.app);
        const rows = Array.from({ length: 20 }, (_, i) => goodRow(i + 1));
        rows[4] = goodRow(5, { categoryId: 'Underwater Basket Weaving' });
        rows[9] = goodRow(10, { salaryMin: '9,000,000', salaryMax: '8,000,000' });
        rows[14] = goodRow(15, { title: '', skills: 'Python; Klingon' });
        const doc = await upload(t.app, company, 'mixed.csv', csvOf([HEADERS, ...rows]));
        const { doc: done } = await importAll(t.app, company, doc);
        expect(done).toMatchObject({ importedRows: 17, failedRows: 3, errorCount: 4 });
        // The header is row 1: the fifth data row is row 6 of the file.
        expect(done.errors.map((e) => [e.row, e.field, e.key, e.value])).toEqual([
          [6, 'categoryId', 'oneOf', 'Underwater Basket Weaving'],
          [11, 'salaryMax', 'notBelowMinimum', '8,000,000'],
          [16, 'title', 'required', null],
          [16, 'skills', 'oneOf', 'Klingon'],
        ]);
        expect(done.errors.map((e) => e.message)).toEqual([
          'Category is not one of the allowed choices.',
          'Maximum salary must not be less than the minimum.',
          'Job title is required.',
          'Skills is not one of the allowed choices.',
        ]);
        expect(await jobsOf(company.companyId)).toHaveLength(17);

        // In Indonesian for a reader who asks in Indonesian.
        const inIndonesian = await importCall<ImportDoc>(t.app, 'get', company, {
          params: { id: doc.id },
          lng: 'id',
        });
        expect(inIndonesian.body.data.errors[2]!.message).toBe('Judul pekerjaan wajib diisi.');
        expect(inIndonesian.body.data.errors[0]!.message).toBe(
          'Kategori bukan salah satu pilihan yang tersedia.',
        );
      });

      it('checks what the posting steps check: lengths, numbers, yes/no, places, last day', async () => {
        const company = await employer(t.app);
        const rows = [
          goodRow(1, { title: 'ab' }),
          goodRow(2, { description: 'Too short.' }),
          goodRow(3, { openings: 'two' }),
          goodRow(4, { salaryVisible: 'maybe' }),
          goodRow(5, { cityIds: '', isRemote: 'no' }),
          goodRow(6, { cityIds: 'Atlantis' }),
          goodRow(7, { validTill: inDays(200) }),
          goodRow(8, { employmentType: 'Astronaut', benefits: 'Free rockets' }),
          goodRow(9, {
            description:
              '<p>Short <script>alert(1)</script></p><p>and <b>bold</b> text with enough words.</p>',
          }),
          goodRow(10, { cityIds: 'Work From Anywhere', isRemote: '' }),
        ];
        const doc = await upload(t.app, company, 'rules.csv', csvOf([HEADERS, ...rows]));
        const { doc: done } = await importAll(t.app, company, doc);
        expect(done.errors.map((e) => [e.row, e.field, e.key])).toEqual([
          [2, 'title', 'tooShort'],
          [3, 'description', 'descriptionTooShort'],
          [4, 'openings', 'integer'],
          [5, 'salaryVisible', 'invalid'],
          [6, 'cityIds', 'locationRequired'],
          [7, 'cityIds', 'oneOf'],
          [8, 'validTill', 'dateRange'],
          [9, 'employmentType', 'oneOf'],
          [9, 'benefits', 'oneOf'],
        ]);
        expect(done.errors[0]!.message).toBe('Job title must be at least 3 characters.');
        expect(done).toMatchObject({ importedRows: 2, failedRows: 8 });
        const jobs = await jobsOf(company.companyId);
        // HTML is sanitized as the posting step sanitizes it; a city cell may say the job is remote.
        expect(jobs[0]!.descriptionHtml).toBe('<p>Short </p><p>and <b>bold</b> text with enough words.</p>');
        expect(jobs[1]!.isRemote).toBe(1);
      });
    });

    describe('files refused with a 422 naming the file', () => {
      const refused = async (fileName: string, content: Buffer | string, type?: string) => {
        const res = await importCall(t.app, 'upload', boss, {
          file: await formWithFile(fileName, content, type),
        });
        expect(res.status).toBe(422);
        return res.body as { message: string; data: { errors: { field: string; message: string }[] } };
      };

      it('more than 5,000 rows', async () => {
        const rows = Array.from({ length: IMPORT_LIMITS.rowsMax + 1 }, (_, i) => goodRow(i));
        const body = await refused('big.csv', csvOf([HEADERS, ...rows]));
        expect(body.data.errors).toEqual([
          {
            field: 'file',
            message: 'The file has more than 5000 rows. Split it into files of at most 5000 rows each.',
          },
        ]);
      });

      it('5,000 rows exactly are taken', async () => {
        const rows = Array.from({ length: IMPORT_LIMITS.rowsMax }, (_, i) => goodRow(i));
        const doc = await upload(t.app, boss, 'exactly.csv', csvOf([HEADERS, ...rows]));
        expect(doc.totalRows).toBe(5000);
      });

      it('a program or an image named .csv, an old .xls, a workbook named .csv, a PDF', async () => {
        const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64)]);
        const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
        const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]);
        const workbook = await xlsxOf([HEADERS, goodRow(1)]);
        for (const [name, content] of [
          ['setup.csv', exe],
          ['photo.csv', png],
          ['jobs.xls', xls],
          ['jobs.csv', workbook],
          ['jobs.pdf', csvOf([HEADERS, goodRow(1)])],
        ] as const) {
          const body = await refused(name, content);
          expect(body.message, name).toBe('The file must be a CSV or Excel (.xlsx) file.');
        }
      });

      it('over 5 MB, empty, only a header row, unreadable', async () => {
        expect((await refused('huge.csv', 'a,b\n'.padEnd(IMPORT_LIMITS.fileBytes + 10, 'x'))).message).toBe(
          'The file must be at most 5 MB.',
        );
        expect((await refused('empty.csv', '')).message).toBe('The file has no rows under its header row.');
        expect((await refused('header.csv', csvOf([HEADERS]))).message).toBe(
          'The file has no rows under its header row.',
        );
        expect((await refused('broken.xlsx', Buffer.from('PK\x03\x04garbage', 'latin1'))).message).toMatch(
          /^The file could not be read/,
        );
      });

      it('no file at all, or a JSON body', async () => {
        const json = await importCall(t.app, 'upload', boss, { body: {} });
        expect(json.status).toBe(422);
        expect(json.body.data).toEqual({ errors: [{ field: 'file', message: 'The file is required.' }] });
        const otherField = await importCall(t.app, 'upload', boss, {
          file: await formWithFile('jobs.csv', csvOf([HEADERS, goodRow(1)]), 'text/csv', 'attachment'),
        });
        expect(otherField.status).toBe(422);
      });
    });

    describe('the mapping', () => {
      it('must name a column for every required field, within the file', async () => {
        const doc = await upload(t.app, boss, 'jobs.csv', csvOf([HEADERS, goodRow(1)]));
        const missing = await importCall(t.app, 'start', boss, {
          params: { id: doc.id },
          body: { mapping: { ...doc.mapping, title: null, skills: null }, jobStatus: 'DRAFT' },
        });
        expect(missing.status).toBe(422);
        expect(missing.body.data.errors).toEqual([
          { field: 'mapping.title', message: 'Choose the column that holds Job title.' },
          { field: 'mapping.skills', message: 'Choose the column that holds Skills.' },
        ]);
        const outside = await importCall(t.app, 'start', boss, {
          params: { id: doc.id },
          body: { mapping: { ...doc.mapping, benefits: 40 }, jobStatus: 'DRAFT' },
        });
        expect(outside.status).toBe(422);
        expect(outside.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['mapping.benefits']);
        // Nothing started.
        expect(
          (await importCall<ImportDoc>(t.app, 'get', boss, { params: { id: doc.id } })).body.data.status,
        ).toBe('PENDING');
      });

      it('follows the columns chosen, wherever they are, and suggests from headers with remarks', async () => {
        const company = await employer(t.app);
        const headers = ['Notes', ...HEADERS.map((h) => `${h} (required?)`)].reverse();
        const row = ['ignore me', ...goodRow(3)].reverse();
        const doc = await upload(t.app, company, 'reordered.csv', csvOf([headers, row]));
        const last = headers.length - 1;
        expect(doc.mapping.title).toBe(last - 1);
        expect(doc.mapping.validTill).toBe(0);
        const { doc: done } = await importAll(t.app, company, doc);
        expect(done.importedRows).toBe(1);
      });
    });

    describe('batches', () => {
      it('saves a file in batches, each answering the progress', async () => {
        const company = await employer(t.app);
        const rows = Array.from({ length: 600 }, (_, i) => goodRow(i + 1));
        const doc = await upload(t.app, company, 'many.csv', csvOf([HEADERS, ...rows]));
        const { doc: done, progress } = await importAll(t.app, company, doc);
        expect(progress).toEqual([250, 500, 600]);
        expect(done).toMatchObject({ status: 'DONE', importedRows: 600, processedRows: 600 });
        expect(await jobsOf(company.companyId)).toHaveLength(600);
        // Done: running again changes nothing; the rows waiting were all dropped.
        const again = await importCall<ImportDoc>(t.app, 'run', company, { params: { id: doc.id } });
        expect(again.body.data).toMatchObject({ status: 'DONE', importedRows: 600 });
        const waiting = await t.app.deps.db
          .selectFrom('importRows')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('importId', '=', doc.id)
          .executeTakeFirstOrThrow();
        expect(Number(waiting.n)).toBe(0);
      });

      it('never saves a row twice when calls for the same import come at once', async () => {
        const company = await employer(t.app);
        const rows = Array.from({ length: 520 }, (_, i) => goodRow(i + 1));
        const doc = await upload(t.app, company, 'twice.csv', csvOf([HEADERS, ...rows]));
        await importCall(t.app, 'start', company, {
          params: { id: doc.id },
          body: { mapping: doc.mapping, jobStatus: 'DRAFT' },
        });
        const run = () => importCall<ImportDoc>(t.app, 'run', company, { params: { id: doc.id } });
        const answers = await Promise.all([run(), run(), run(), run()]);
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
        for (const answer of answers) expect([250, 500, 520]).toContain(answer.body.data.processedRows);
        const { doc: done } = await importAll(t.app, company, doc);
        expect(done).toMatchObject({ status: 'DONE', importedRows: 520, processedRows: 520 });
        const titles = (await jobsOf(company.companyId)).map((job) => job.title);
        expect(titles).toHaveLength(520);
        expect(new Set(titles).size).toBe(520);
      });

      it('runs only a started import', async () => {
        const doc = await upload(t.app, boss, 'jobs.csv', csvOf([HEADERS, goodRow(1)]));
        const res = await importCall(t.app, 'run', boss, { params: { id: doc.id } });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Confirm the columns of this import first.');
      });

      it('a new file replaces the same person’s import still waiting for its columns', async () => {
        const company = await employer(t.app);
        const first = await upload(t.app, company, 'first.csv', csvOf([HEADERS, goodRow(1)]));
        await upload(t.app, company, 'second.csv', csvOf([HEADERS, goodRow(2)]));
        const old = await importCall<ImportDoc>(t.app, 'get', company, { params: { id: first.id } });
        expect(old.body.data.status).toBe('DISCARDED');
        const start = await importCall(t.app, 'start', company, {
          params: { id: first.id },
          body: { mapping: first.mapping, jobStatus: 'DRAFT' },
        });
        expect(start.status).toBe(409);
      });
    });

    describe('who may import', () => {
      it('a guest gets 401, a candidate 403, an employer not approved yet 403', async () => {
        const file = await formWithFile('jobs.csv', csvOf([HEADERS, goodRow(1)]));
        const guest = await importCall(t.app, 'upload', null, { file });
        expect(guest.status).toBe(401);
        expect(guest.body.code).toBe('UNAUTHENTICATED');
        const candidate = await signIn(t.app, 'CANDIDATE');
        expect((await importCall(t.app, 'upload', candidate, { file })).status).toBe(403);
        const pending = await employer(t.app, 'PENDING');
        const refused = await importCall(t.app, 'upload', pending, { file });
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe('You can add new jobs only after your profile is approved.');
        expect((await importCall(t.app, 'list', pending, { body: {} })).status).toBe(403);
      });

      it("another company's import is 404 everywhere, and nothing changes", async () => {
        const doc = await upload(t.app, boss, 'mine.csv', csvOf([HEADERS, goodRow(1)]));
        const stranger = await employer(t.app);
        const calls = [
          importCall(t.app, 'get', stranger, { params: { id: doc.id } }),
          importCall(t.app, 'start', stranger, {
            params: { id: doc.id },
            body: { mapping: doc.mapping, jobStatus: 'ACTIVE' },
          }),
          importCall(t.app, 'run', stranger, { params: { id: doc.id } }),
          importCall(t.app, 'errors', stranger, { params: { id: doc.id }, body: {} }),
        ];
        for (const res of await Promise.all(calls)) {
          expect(res.status).toBe(404);
          expect(res.body.message).toBe('This import does not exist.');
        }
        const mine = await importCall<ImportDoc>(t.app, 'get', boss, { params: { id: doc.id } });
        expect(mine.body.data).toMatchObject({ status: 'PENDING', jobStatus: null });
        const list = await importCall(t.app, 'list', stranger, { body: {} });
        expect(list.body.data).toEqual([]);
      });

      it('a recruiter of the company sees its imports and may run them', async () => {
        const company = await employer(t.app);
        const doc = await upload(t.app, company, 'team.csv', csvOf([HEADERS, goodRow(1)]));
        const recruiter = await recruiterOf(t.app, company.companyId);
        const list = await importCall(t.app, 'list', recruiter, { body: {} });
        expect(list.body.data.map((d: { id: number }) => d.id)).toEqual([doc.id]);
        const { doc: done } = await importAll(t.app, recruiter, doc);
        expect(done.importedRows).toBe(1);
      });
    });

    describe('history', () => {
      it('lists the company’s imports newest first, with who, when, state and counts, page by page', async () => {
        const company = await employer(t.app);
        const a = await upload(
          t.app,
          company,
          'a.csv',
          csvOf([HEADERS, goodRow(1), goodRow(2, { title: '' })]),
        );
        await importAll(t.app, company, a);
        const b = await upload(t.app, company, 'b.csv', csvOf([HEADERS, goodRow(3)]));
        const page1 = await importCall(t.app, 'list', company, { body: { page: 1, limit: 1 } });
        expect(page1.status).toBe(200);
        expect(page1.body.paginator).toMatchObject({ totalDocs: 2, totalPages: 2, page: 1 });
        expect(page1.body.data).toEqual([
          expect.objectContaining({ id: b.id, fileName: 'b.csv', status: 'PENDING', totalRows: 1 }),
        ]);
        const page2 = await importCall(t.app, 'list', company, { body: { page: 2, limit: 1 } });
        expect(page2.body.data).toEqual([
          expect.objectContaining({
            id: a.id,
            fileName: 'a.csv',
            fileKind: 'CSV',
            status: 'DONE',
            jobStatus: 'DRAFT',
            createdBy: { id: company.userId, fullName: 'Employer Tester' },
            totalRows: 2,
            importedRows: 1,
            failedRows: 1,
          }),
        ]);
        const done = await importCall(t.app, 'list', company, { body: { filter: { status: 'DONE' } } });
        expect(done.body.data.map((d: { id: number }) => d.id)).toEqual([a.id]);
        const found = await importCall(t.app, 'list', company, { body: { search: 'B.CS' } });
        expect(found.body.data.map((d: { id: number }) => d.id)).toEqual([b.id]);
        expect(found.body.paginator?.totalDocs).toBe(1);
        // The list does not carry the rows or the errors.
        expect(Object.keys(page2.body.data[0])).not.toContain('errors');
      });

      it('pages through the row errors of an import', async () => {
        const company = await employer(t.app);
        const rows = Array.from({ length: 60 }, (_, i) =>
          goodRow(i + 1, { openings: i < 55 ? 'many' : '1' }),
        );
        const doc = await upload(t.app, company, 'errors.csv', csvOf([HEADERS, ...rows]));
        const { doc: done } = await importAll(t.app, company, doc);
        expect(done).toMatchObject({ failedRows: 55, errorCount: 55 });
        expect(done.errors).toHaveLength(IMPORT_LIMITS.errorsInGet);
        const page = await importCall(t.app, 'errors', company, {
          params: { id: doc.id },
          body: { page: 6, limit: 10 },
          lng: 'id',
        });
        expect(page.status).toBe(200);
        expect(page.body.paginator).toMatchObject({ totalDocs: 55, totalPages: 6, page: 6 });
        expect(page.body.data.map((e: { row: number }) => e.row)).toEqual([52, 53, 54, 55, 56]);
        expect(page.body.data[0]).toEqual({
          row: 52,
          field: 'openings',
          key: 'integer',
          message: 'Jumlah lowongan harus berupa bilangan bulat.',
          value: 'many',
        });
      });

      it('answers 422 for a path id that is not one', async () => {
        const res = await importCall(t.app, 'get', boss, { params: { id: 'abc' } });
        expect(res.status).toBe(422);
      });
    });
  });
}
