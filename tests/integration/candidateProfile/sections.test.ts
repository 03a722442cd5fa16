/**
 * The five list sections of a candidate profile (issue 12) on SQLite and PostgreSQL: education, project, experience,
 * certificate and accomplishment through the generic calls (create, list newest first and paginated, get, update of
 * the whole entry, soft-delete) and candidate-profile/get-…; another candidate's entry is a 404 and stays as it was;
 * employers are refused; the periods' rules (months, no start ahead, no end before the start, an end ahead only for an
 * education or a certificate, the current job), codes and 'Other' suggestions, the certificate's file, and at most
 * CANDIDATE_LIMITS.entriesMax entries a section. Messages in English and Indonesian.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_ENTRY_MODULES,
  CANDIDATE_ENTRY_SECTIONS,
  CANDIDATE_LIMITS,
  type CandidateEntryModule,
} from '../../../common/constants/candidateProfile.js';
import { employer } from '../company/helpers.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { call } from '../reference/api.js';
import {
  type Auth,
  type Body,
  CHANGED,
  ENTRY,
  ENTRY_TABLE,
  type EntryDoc,
  entryRow,
  errorFields,
  errorMessage,
  insertEntries,
  masterRow,
  monthFromNow,
  section,
  uploaded,
  viewOf,
} from './helpers.js';

/** candidate-profile/get-…: the whole section (accomplishments have none). */
const GET_ALL: Partial<Record<CandidateEntryModule, string>> = {
  education: 'getEducation',
  project: 'getProject',
  experience: 'getExperience',
  certificate: 'getCertificate',
};
/** The sections whose entries have an end month. */
const WITH_END = ['education', 'project', 'experience', 'certificate'] as const;

describe.each(dialects)('candidate profile sections (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const candidate = (): Promise<Auth> => signIn(t.app, 'CANDIDATE');

  const create = (module: CandidateEntryModule, who: Auth, body: Body, lng: 'en' | 'id' = 'en') =>
    section(t.app, module, 'create', who, { body, lng });

  /** Creates an entry that must be accepted; its document. */
  const added = async (module: CandidateEntryModule, who: Auth, body: Body): Promise<EntryDoc> => {
    const res = await create(module, who, body);
    expect(res.status, `${module} ${JSON.stringify(res.body)}`).toBe(201);
    return res.body.data;
  };

  describe.each(CANDIDATE_ENTRY_MODULES)('%s', (module) => {
    it('creates, lists newest first, gets, updates the whole entry and soft-deletes it', async () => {
      const me = await candidate();
      const res = await create(module, me, ENTRY[module].body('2019-03'));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.message).toBe('Added to your profile.');
      const first = res.body.data;
      expect(first).toMatchObject({ id: expect.any(Number) as number, ...ENTRY[module].doc('2019-03') });
      expect(first.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect((await entryRow(t.app, module, first.id))?.deletedAt).toBeNull();

      const older = await added(module, me, ENTRY[module].body('2017-09'));
      const newer = await added(module, me, ENTRY[module].body('2021-11'));
      const order = [newer.id, first.id, older.id];

      // Newest first by the start month, a page at a time.
      const page1 = await section<EntryDoc[]>(t.app, module, 'list', me, { body: { page: 1, limit: 2 } });
      expect(page1.status, JSON.stringify(page1.body)).toBe(200);
      expect(page1.body.data.map((d) => d.id)).toEqual(order.slice(0, 2));
      expect(page1.body.paginator).toMatchObject({ totalDocs: 3, totalPages: 2, page: 1, hasNextPage: true });
      const page2 = await section<EntryDoc[]>(t.app, module, 'list', me, { body: { page: 2, limit: 2 } });
      expect(page2.body.data.map((d) => d.id)).toEqual(order.slice(2));
      const all = await section<EntryDoc[]>(t.app, module, 'list', me);
      expect(all.body.data.map((d) => d.startMonth)).toEqual(['2021-11', '2019-03', '2017-09']);

      const got = await section(t.app, module, 'get', me, { id: first.id });
      expect(got.status).toBe(200);
      expect(got.body.data).toEqual(first);

      // Update replaces the whole entry: what the body leaves out is emptied.
      const updated = await section(t.app, module, 'update', me, {
        id: first.id,
        body: CHANGED[module].body,
      });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body.message).toBe('Your changes were saved.');
      expect(updated.body.data).toMatchObject({
        id: first.id,
        createdAt: first.createdAt,
        ...CHANGED[module].shows,
      });
      expect((await section(t.app, module, 'get', me, { id: first.id })).body.data).toEqual(
        updated.body.data,
      );

      const counts = (await viewOf(t.app, me)).body.data.profile.counts;
      expect(counts[CANDIDATE_ENTRY_SECTIONS[module]]).toBe(3);

      // Soft-deleted: gone from the profile, kept in the table.
      const removed = await section(t.app, module, 'softDelete', me, { body: { id: older.id } });
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
      expect(removed.body.message).toBe('Removed from your profile.');
      expect(removed.body.data).toBeNull();
      expect((await entryRow(t.app, module, older.id))?.deletedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const gone = await section(t.app, module, 'get', me, { id: older.id });
      expect(gone.status).toBe(404);
      expect(gone.body.message).toBe('This entry does not exist.');
      expect(
        (await section(t.app, module, 'update', me, { id: older.id, body: ENTRY[module].body('2018-01') }))
          .status,
      ).toBe(404);
      const again = await section(t.app, module, 'softDelete', me, { body: { id: older.id }, lng: 'id' });
      expect(again.status).toBe(404);
      expect(again.body.message).toBe('Entri ini tidak ada.');
      const left = await section<EntryDoc[]>(t.app, module, 'list', me);
      expect(left.body.data.map((d) => d.id).sort()).toEqual([first.id, newer.id].sort());
      expect(left.body.paginator?.totalDocs).toBe(2);
      expect((await viewOf(t.app, me)).body.data.profile.counts[CANDIDATE_ENTRY_SECTIONS[module]]).toBe(2);

      // candidate-profile/get-… gives the whole section, in the list's order.
      const action = GET_ALL[module];
      if (action) {
        const whole = await call<EntryDoc[]>(t.app, 'candidateProfile', action, { headers: me.headers });
        expect(whole.status).toBe(200);
        expect(whole.body.data).toEqual(left.body.data);
      }
    });

    it("answers 404 for another candidate's entry and leaves it as it was", async () => {
      const owner = await candidate();
      const me = await candidate();
      const theirs = await added(module, owner, ENTRY[module].body('2020-02'));
      const before = await entryRow(t.app, module, theirs.id);

      expect((await section(t.app, module, 'get', me, { id: theirs.id })).status).toBe(404);
      const update = await section(t.app, module, 'update', me, {
        id: theirs.id,
        body: CHANGED[module].body,
      });
      expect(update.status).toBe(404);
      expect(update.body.message).toBe('This entry does not exist.');
      expect((await section(t.app, module, 'softDelete', me, { body: { id: theirs.id } })).status).toBe(404);
      expect(await entryRow(t.app, module, theirs.id)).toEqual(before);

      // Neither list shows another's entries.
      expect((await section<EntryDoc[]>(t.app, module, 'list', me)).body.data).toEqual([]);
      expect((await section<EntryDoc[]>(t.app, module, 'list', owner)).body.data.map((d) => d.id)).toEqual([
        theirs.id,
      ]);
      const action = GET_ALL[module];
      if (action)
        expect(
          (await call<EntryDoc[]>(t.app, 'candidateProfile', action, { headers: me.headers })).body.data,
        ).toEqual([]);

      // Ids that are no entry's at all.
      expect((await section(t.app, module, 'get', me, { id: 999_999_999 })).status).toBe(404);
      for (const id of ['abc', '0', '1.5']) {
        const res = await section(t.app, module, 'get', me, { id });
        expect(res.status, id).toBe(422);
        expect(errorFields(res), id).toEqual(['id']);
      }
      expect(errorFields(await section(t.app, module, 'softDelete', me, { body: { id: 'x' } }))).toEqual([
        'id',
      ]);
    });

    it(`refuses entry ${CANDIDATE_LIMITS.entriesMax + 1}, in the language asked, until one is removed`, async () => {
      const me = await candidate();
      await insertEntries(t.app, module, me.userId, CANDIDATE_LIMITS.entriesMax);
      const full = await create(module, me, ENTRY[module].body('2020-01'));
      expect(full.status).toBe(422);
      expect(full.body.message).toBe(
        `You can keep at most ${CANDIDATE_LIMITS.entriesMax} entries here. Remove one to add another.`,
      );
      const fullId = await create(module, me, ENTRY[module].body('2020-01'), 'id');
      expect(fullId.status).toBe(422);
      expect(fullId.body.message).toBe(
        `Bagian ini memuat paling banyak ${CANDIDATE_LIMITS.entriesMax} entri. Hapus satu untuk menambah yang baru.`,
      );
      const list = await section<EntryDoc[]>(t.app, module, 'list', me);
      expect(list.body.paginator?.totalDocs).toBe(CANDIDATE_LIMITS.entriesMax);

      // A full section's entries can still be changed.
      const [one, two] = list.body.data;
      const changed = await section(t.app, module, 'update', me, { id: two!.id, body: CHANGED[module].body });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);

      // A removed entry frees its place.
      expect((await section(t.app, module, 'softDelete', me, { body: { id: one!.id } })).status).toBe(200);
      await added(module, me, ENTRY[module].body('2020-01'));
      const rows = await t.app.deps.db
        .selectFrom(ENTRY_TABLE[module])
        .select('id')
        .where('userId', '=', me.userId)
        .where('deletedAt', 'is', null)
        .execute();
      expect(rows).toHaveLength(CANDIDATE_LIMITS.entriesMax);
    });

    it(`holds the limit when the last places are taken at once`, async () => {
      const me = await candidate();
      await insertEntries(t.app, module, me.userId, CANDIDATE_LIMITS.entriesMax - 2);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => create(module, me, ENTRY[module].body('2020-01'))),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 201, 422, 422, 422]);
      const list = await section<EntryDoc[]>(t.app, module, 'list', me);
      expect(list.body.paginator?.totalDocs).toBe(CANDIDATE_LIMITS.entriesMax);
    });

    it('refuses a start ahead or a month that is none, naming startMonth in English and Indonesian', async () => {
      const me = await candidate();
      /**
       * The entry without an end (the current job for an experience), so that only the start is judged: a start that
       * is no month also draws an endMonth error (reported, see endNotBeforeStart in common/schemas/candidateProfile.ts).
       */
      const openEnded = (startMonth: unknown): Body => ({
        ...ENTRY[module].body('2020-01'),
        startMonth,
        endMonth: '',
        ...(module === 'experience' ? { isCurrent: true } : {}),
      });
      // This month has begun: it is taken.
      const thisMonth = await added(module, me, openEnded(monthFromNow(0)));
      expect(thisMonth.startMonth).toBe(monthFromNow(0));

      const ahead = await create(module, me, openEnded(monthFromNow(1)));
      expect(ahead.status).toBe(422);
      expect(errorFields(ahead)).toEqual(['startMonth']);
      expect(ahead.body.message).toBe('Start must not be in the future.');
      const aheadId = await create(module, me, openEnded(monthFromNow(1)), 'id');
      expect(aheadId.body.message).toBe('Mulai tidak boleh di masa depan.');

      for (const startMonth of ['2024-13', '2024-00', '2024-7', '24-07', '1949-12', 202407]) {
        const res = await create(module, me, openEnded(startMonth));
        expect(res.status, String(startMonth)).toBe(422);
        expect(errorFields(res), String(startMonth)).toEqual(['startMonth']);
      }
      const monthEn = await create(module, me, openEnded('2024-13'));
      expect(monthEn.body.message).toBe('Start must be a month such as 2024-07.');
      const monthId = await create(module, me, openEnded('2024-13'), 'id');
      expect(monthId.body.message).toBe('Mulai harus berupa bulan seperti 2024-07.');

      // The update checks the same way, and changes nothing.
      const before = await entryRow(t.app, module, thisMonth.id);
      const bad = await section(t.app, module, 'update', me, {
        id: thisMonth.id,
        body: openEnded('2024-13'),
      });
      expect(bad.status).toBe(422);
      expect(errorFields(bad)).toEqual(['startMonth']);
      expect(await entryRow(t.app, module, thisMonth.id)).toEqual(before);
      expect((await section<EntryDoc[]>(t.app, module, 'list', me)).body.paginator?.totalDocs).toBe(1);
    });
  });

  describe('periods', () => {
    it.each(WITH_END)('%s: refuses an end before the start, naming endMonth', async (module) => {
      const me = await candidate();
      const body = { ...ENTRY[module].body('2020-05'), endMonth: '2020-04' };
      const en = await create(module, me, body);
      expect(en.status).toBe(422);
      expect(errorFields(en)).toEqual(['endMonth']);
      expect(en.body.message).toBe('End must not be before the start.');
      expect((await create(module, me, body, 'id')).body.message).toBe(
        'Selesai tidak boleh sebelum waktu mulai.',
      );
      // Ending in the month it started is fine.
      await added(module, me, { ...ENTRY[module].body('2020-05'), endMonth: '2020-05' });
      expect(
        errorFields(await create(module, me, { ...ENTRY[module].body('2020-05'), endMonth: '2020-13' })),
      ).toEqual(['endMonth']);
    });

    it('lets an education or a certificate end ahead, not a project or a job', async () => {
      const me = await candidate();
      const ahead = monthFromNow(14);
      const education = await added('education', me, { ...ENTRY.education.body('2023-08'), endMonth: ahead });
      expect(education.endMonth).toBe(ahead);
      const certificate = await added('certificate', me, {
        ...ENTRY.certificate.body('2023-08'),
        endMonth: ahead,
      });
      expect(certificate.endMonth).toBe(ahead);
      for (const module of ['project', 'experience'] as const) {
        const res = await create(module, me, { ...ENTRY[module].body('2023-08'), endMonth: ahead });
        expect(res.status, module).toBe(422);
        expect(errorFields(res), module).toEqual(['endMonth']);
        expect(res.body.message, module).toBe('End must not be in the future.');
      }
      // Without an end: an education or a project going on, a certificate that does not expire.
      for (const module of ['education', 'project', 'certificate'] as const) {
        const doc = await added(module, me, { ...ENTRY[module].body('2023-08'), endMonth: '' });
        expect(doc.endMonth, module).toBe('');
      }
    });

    it('drops the end of the current job, and wants one otherwise', async () => {
      const me = await candidate();
      const current = await added('experience', me, {
        ...ENTRY.experience.body('2022-01'),
        isCurrent: true,
        endMonth: '2023-06',
      });
      expect(current).toMatchObject({ isCurrent: true, endMonth: '' });
      expect(await entryRow(t.app, 'experience', current.id)).toMatchObject({ isCurrent: 1, endMonth: '' });

      const noEnd = { ...ENTRY.experience.body('2022-01'), isCurrent: false, endMonth: '' };
      const en = await create('experience', me, noEnd);
      expect(en.status).toBe(422);
      expect(errorFields(en)).toEqual(['endMonth']);
      expect(en.body.message).toBe('End is required.');
      expect((await create('experience', me, noEnd, 'id')).body.message).toBe('Selesai wajib diisi.');
      // isCurrent left out is not current.
      const { isCurrent: _left, endMonth: _none, ...rest } = ENTRY.experience.body('2022-01');
      expect(errorFields(await create('experience', me, rest))).toEqual(['endMonth']);

      // The job ended: updated with its end.
      const ended = await section(t.app, 'experience', 'update', me, {
        id: current.id,
        body: { ...ENTRY.experience.body('2022-01'), isCurrent: false, endMonth: '2024-03' },
      });
      expect(ended.body.data).toMatchObject({ isCurrent: false, endMonth: '2024-03' });
    });
  });

  describe('codes and files', () => {
    it('checks the type of employment of a job against its list; it may be left out', async () => {
      const me = await candidate();
      const unknown = await create('experience', me, {
        ...ENTRY.experience.body('2021-01'),
        employmentType: 'SLAVE',
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.data).toEqual({
        errors: [
          { field: 'employmentType', message: 'Type of employment is not one of the allowed choices.' },
        ],
      });
      const none = await added('experience', me, { ...ENTRY.experience.body('2021-01'), employmentType: '' });
      expect(none.employmentType).toBeNull();
      const id = await section(t.app, 'experience', 'get', me, { id: none.id, lng: 'id' });
      expect(id.status).toBe(200);
      const contract = await section(t.app, 'experience', 'update', me, {
        id: none.id,
        body: { ...ENTRY.experience.body('2021-01'), employmentType: 'CONTRACT' },
        lng: 'id',
      });
      expect(contract.body.data.employmentType).toEqual({ code: 'CONTRACT', name: 'Kontrak (PKWT)' });
    });

    it('checks the codes of an education, names them in the language asked', async () => {
      const me = await candidate();
      const cases: [Body, string][] = [
        [{ instituteCode: 'HOGWARTS' }, 'instituteCode'],
        [{ qualificationCode: 'WIZARD' }, 'qualificationCode'],
        [{ fieldOfStudyCode: 'MAGIC' }, 'fieldOfStudyCode'],
        // A code of another list.
        [{ instituteCode: 'BACHELOR' }, 'instituteCode'],
        [{ instituteCode: '' }, 'instituteCode'],
      ];
      for (const [change, field] of cases) {
        const res = await create('education', me, { ...ENTRY.education.body('2015-08'), ...change });
        expect(res.status, JSON.stringify(change)).toBe(422);
        expect(errorFields(res), JSON.stringify(change)).toEqual([field]);
      }
      const unknown = await create(
        'education',
        me,
        { ...ENTRY.education.body('2015-08'), instituteCode: 'HOGWARTS' },
        'id',
      );
      expect(unknown.body.message).toBe('Institusi atau universitas bukan salah satu pilihan yang tersedia.');
      expect((await section<EntryDoc[]>(t.app, 'education', 'list', me)).body.data).toEqual([]);

      const doc = await added('education', me, ENTRY.education.body('2015-08'));
      const id = await section(t.app, 'education', 'get', me, { id: doc.id, lng: 'id' });
      expect(id.body.data).toMatchObject({
        institute: { code: 'UI', name: 'Universitas Indonesia' },
        qualification: { code: 'BACHELOR', name: 'Sarjana (S1)' },
        fieldOfStudy: { code: 'COMPUTER_SCIENCE', name: 'Ilmu Komputer' },
      });
    });

    it("suggests an 'Other' institute, qualification and field as unapproved entries of the candidate's own", async () => {
      const me = await candidate();
      const noName = await create('education', me, {
        ...ENTRY.education.body('2016-08'),
        instituteCode: 'OTHER_UNIVERSITY',
      });
      expect(noName.status).toBe(422);
      expect(errorFields(noName)).toEqual(['otherInstitute']);
      expect(noName.body.message).toBe('Other institute: type a name of at least 2 characters.');

      const doc = await added('education', me, {
        ...ENTRY.education.body('2016-08'),
        instituteCode: 'OTHER_UNIVERSITY',
        otherInstitute: 'Politeknik Pariwisata  Lombok',
        qualificationCode: 'OTHER_QUALIFICATION',
        otherQualification: 'Kursus Barista',
        fieldOfStudyCode: 'OTHER_FIELD',
        otherFieldOfStudy: 'Kuliner Nusantara',
      });
      expect(doc).toMatchObject({
        institute: { code: 'POLITEKNIK_PARIWISATA_LOMBOK', name: 'Politeknik Pariwisata Lombok' },
        qualification: { code: 'KURSUS_BARISTA', name: 'Kursus Barista' },
        fieldOfStudy: { code: 'KULINER_NUSANTARA', name: 'Kuliner Nusantara' },
      });
      expect(await masterRow(t.app, 'INSTITUTE_UNIVERSITY', 'POLITEKNIK_PARIWISATA_LOMBOK')).toEqual({
        codeType: 'INSTITUTE_UNIVERSITY',
        code: 'POLITEKNIK_PARIWISATA_LOMBOK',
        nameEn: 'Politeknik Pariwisata Lombok',
        nameId: 'Politeknik Pariwisata Lombok',
        isApproved: 0,
        createdBy: me.userId,
      });
      expect(await masterRow(t.app, 'EMPLOYEE_QUALIFICATION', 'KURSUS_BARISTA')).toMatchObject({
        isApproved: 0,
      });
      expect(await masterRow(t.app, 'FIELD_OF_STUDY', 'KULINER_NUSANTARA')).toMatchObject({ isApproved: 0 });

      // The candidate may use the suggestion by its code; another candidate may not.
      await added('education', me, {
        ...ENTRY.education.body('2012-08'),
        instituteCode: 'POLITEKNIK_PARIWISATA_LOMBOK',
      });
      const other = await candidate();
      const refused = await create('education', other, {
        ...ENTRY.education.body('2012-08'),
        instituteCode: 'POLITEKNIK_PARIWISATA_LOMBOK',
      });
      expect(refused.status).toBe(422);
      expect(errorFields(refused)).toEqual(['instituteCode']);
      // The same name typed again is the same entry.
      const again = await added('education', me, {
        ...ENTRY.education.body('2016-08'),
        instituteCode: 'OTHER_UNIVERSITY',
        otherInstitute: 'politeknik pariwisata lombok',
      });
      expect((again.institute as { code: string }).code).toBe('POLITEKNIK_PARIWISATA_LOMBOK');
    });

    it("attaches a certificate's file only from a document upload of the candidate's own", async () => {
      const me = await candidate();
      const other = await candidate();
      const file = await uploaded(t.app, me.userId, 'document');
      const doc = await added('certificate', me, { ...ENTRY.certificate.body('2022-05'), filePath: file });
      expect(doc).toMatchObject({ filePath: file, fileUrl: `/media/${file}` });

      for (const path of [
        await uploaded(t.app, other.userId, 'document'),
        await uploaded(t.app, me.userId, 'avatar'),
      ]) {
        const res = await create('certificate', me, { ...ENTRY.certificate.body('2022-05'), filePath: path });
        expect(res.status, path).toBe(422);
        expect(errorFields(res), path).toEqual(['filePath']);
        const update = await section(t.app, 'certificate', 'update', me, {
          id: doc.id,
          body: { ...ENTRY.certificate.body('2022-05'), filePath: path },
        });
        expect(update.status, path).toBe(422);
      }
      expect(
        errorFields(
          await create('certificate', me, { ...ENTRY.certificate.body('2022-05'), filePath: 'x.pdf' }),
        ),
      ).toEqual(['filePath']);
      expect((await section(t.app, 'certificate', 'get', me, { id: doc.id })).body.data).toEqual(doc);

      // Kept on an update that sends it again; an update without it removes it.
      const kept = await section(t.app, 'certificate', 'update', me, {
        id: doc.id,
        body: { ...ENTRY.certificate.body('2022-06'), filePath: file },
      });
      expect(kept.body.data).toMatchObject({ startMonth: '2022-06', filePath: file });
      const dropped = await section(t.app, 'certificate', 'update', me, {
        id: doc.id,
        body: ENTRY.certificate.body('2022-06'),
      });
      expect(dropped.body.data).toMatchObject({ filePath: '', fileUrl: null });
    });

    it('refuses missing or malformed fields of each section, naming them', async () => {
      const me = await candidate();
      const cases: [CandidateEntryModule, Body, string[]][] = [
        ['project', { startMonth: '2020-01' }, ['name']],
        ['project', { ...ENTRY.project.body('2020-01'), url: 'not a link' }, ['url']],
        [
          'experience',
          { ...ENTRY.experience.body('2020-01'), companyName: ' ', jobTitle: '' },
          ['companyName', 'jobTitle'],
        ],
        [
          'certificate',
          { ...ENTRY.certificate.body('2020-01'), issuer: 'x'.repeat(CANDIDATE_LIMITS.textMax + 1) },
          ['issuer'],
        ],
        [
          'certificate',
          { ...ENTRY.certificate.body('2020-01'), credentialUrl: 'javascript:alert(1)' },
          ['credentialUrl'],
        ],
        ['accomplishment', { details: 'Tanpa nama' }, ['name']],
        [
          'accomplishment',
          { name: 'Juara', details: 'x'.repeat(CANDIDATE_LIMITS.descriptionMax + 1) },
          ['details'],
        ],
        [
          'education',
          { ...ENTRY.education.body('2020-01'), grade: 'x'.repeat(CANDIDATE_LIMITS.gradeMax + 1) },
          ['grade'],
        ],
      ];
      for (const [module, body, fields] of cases) {
        const res = await create(module, me, body);
        expect(res.status, `${module} ${JSON.stringify(body).slice(0, 80)}`).toBe(422);
        expect(errorFields(res), module).toEqual(fields);
      }
      expect(errorMessage(await create('project', me, { startMonth: '2020-01' }, 'id'), 'name')).toBe(
        'Nama wajib diisi.',
      );
      // An accomplishment's month is optional; left out it lists last.
      const undated = await added('accomplishment', me, { name: 'Relawan Asian Games' });
      expect(undated.startMonth).toBe('');
      const dated = await added('accomplishment', me, ENTRY.accomplishment.body('2019-10'));
      const list = await section<EntryDoc[]>(t.app, 'accomplishment', 'list', me);
      expect(list.body.data.map((d) => d.id)).toEqual([dated.id, undated.id]);
      for (const module of CANDIDATE_ENTRY_MODULES)
        expect(
          (await viewOf(t.app, me)).body.data.profile.counts[CANDIDATE_ENTRY_SECTIONS[module]],
          module,
        ).toBe(module === 'accomplishment' ? 2 : 0);
    });
  });

  it('refuses an employer (403) on every call of the sections', async () => {
    const boss = await employer(t.app);
    const owner = await candidate();
    for (const module of CANDIDATE_ENTRY_MODULES) {
      const entry = await added(module, owner, ENTRY[module].body('2020-01'));
      const before = await entryRow(t.app, module, entry.id);
      const calls: [string, { id?: number; body?: Body }][] = [
        ['list', {}],
        ['create', { body: ENTRY[module].body('2020-01') }],
        ['get', { id: entry.id }],
        ['update', { id: entry.id, body: CHANGED[module].body }],
        ['softDelete', { body: { id: entry.id } }],
      ];
      for (const [action, options] of calls) {
        const res = await section(t.app, module, action as 'list', boss, options);
        expect(res.status, `${module}.${action}`).toBe(403);
      }
      expect(await entryRow(t.app, module, entry.id)).toEqual(before);
      const rows = await t.app.deps.db
        .selectFrom(ENTRY_TABLE[module])
        .select('id')
        .where('userId', '=', boss.userId)
        .execute();
      expect(rows, module).toEqual([]);
    }
    for (const action of Object.values(GET_ALL)) {
      const res = await call(t.app, 'candidateProfile', action, { headers: boss.headers });
      expect(res.status, action).toBe(403);
    }
  });

  it('refuses a caller without a session (401)', async () => {
    for (const module of CANDIDATE_ENTRY_MODULES) {
      const res = await call(t.app, module, 'list', { body: {} });
      expect(res.status, module).toBe(401);
    }
  });
});
