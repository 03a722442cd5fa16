/**
 * Resumes (issue 12; spec §7 Resumes) on SQLite and PostgreSQL: uploaded PDFs and Word documents join the list (the
 * first one is the default, another can be chosen, removing the default passes it to the newest left), renamed,
 * listed default first and paginated; only the candidate's own `document` uploads, at most RESUME_LIMITS.perCandidate;
 * another candidate's resume is a 404 and stays as it was; employers are refused. What an upload's text proposes for
 * the profile (nothing written). Built resumes: header and sections, rendered from the profile as a PDF in the ATS and
 * MODERN templates with English or Indonesian titles, and kept as the resume's file with `isSave`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_LIMITS, RESUME_SECTIONS } from '../../../common/constants/resumes.js';
import { resumeText } from '../../../server/modules/resumes/text.js';
import {
  type Auth,
  type Body,
  ENTRY,
  errorFields,
  masterId,
  monthFromNow,
  section,
  viewOf,
} from '../candidateProfile/helpers.js';
import { fileForm, png, upload } from '../files/helpers.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { call } from '../reference/api.js';
import {
  DOCX,
  PDF,
  type ResumeDoc,
  type ResumeProposals,
  docxOf,
  download,
  pdfOf,
  resumeRow,
  resumes,
  uploadDocument,
} from './helpers.js';

describe.each(dialects)('resumes (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const candidate = (): Promise<Auth> => signIn(t.app, 'CANDIDATE');

  /** Uploads a PDF of these lines and adds it as a resume, which must be accepted. */
  const addUpload = async (who: Auth, name?: string, lines = ['Budi Santoso']): Promise<ResumeDoc> => {
    const file = await uploadDocument(t.app, who, await pdfOf(lines));
    const res = await resumes(t.app, 'create', who, {
      body: { filePath: file.path, ...(name === undefined ? {} : { name }) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  };

  const listOf = async (who: Auth, body: Body = {}) => {
    const res = await resumes<ResumeDoc[]>(t.app, 'list', who, { body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  const HEADER = {
    name: 'My built resume',
    fullName: 'Rina Kusuma Wardani',
    headline: 'Data Analyst',
    contactLines: ['0813 2222 3333', 'rina@example.com'],
    template: 'ATS',
    language: 'en',
  };

  /** A new built resume, which must be accepted. */
  const addBuilt = async (who: Auth, body: Body = {}): Promise<ResumeDoc> => {
    const res = await resumes(t.app, 'updateHeader', who, { body: { ...HEADER, ...body } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  };

  describe('uploaded resumes', () => {
    it('adds uploads (the first is the default), switches the default, renames, lists and gets', async () => {
      const me = await candidate();
      const bytes = await pdfOf(['Budi Santoso', 'Accounting Staff']);
      const file = await uploadDocument(t.app, me, bytes);
      expect(file).toMatchObject({ kind: 'document', mime: PDF, size: bytes.length });

      const res = await resumes(t.app, 'create', me, { body: { filePath: file.path, name: 'CV 2024' } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.message).toBe('Added to your resumes.');
      const first = res.body.data;
      expect(first).toEqual({
        id: expect.any(Number) as number,
        name: 'CV 2024',
        source: 'UPLOAD',
        filePath: file.path,
        fileType: PDF,
        fileSize: bytes.length,
        isDefault: true,
        built: null,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
        updatedAt: first.createdAt,
      });

      // Without a name: 'Resume', or 'CV' in Indonesian; not the default.
      const second = await addUpload(me);
      expect(second).toMatchObject({ name: 'Resume', isDefault: false });
      const file3 = await uploadDocument(t.app, me, await pdfOf(['Budi Santoso']));
      const third = await resumes(t.app, 'create', me, { body: { filePath: file3.path }, lng: 'id' });
      expect(third.status).toBe(201);
      expect(third.body.message).toBe('Ditambahkan ke daftar CV Anda.');
      expect(third.body.data).toMatchObject({ name: 'CV', isDefault: false });

      // The default first, then the newest.
      let list = await listOf(me);
      expect(list.data.map((r) => r.id)).toEqual([first.id, third.body.data.id, second.id]);
      expect(list.paginator).toMatchObject({ totalDocs: 3, totalPages: 1, page: 1 });

      const made = await resumes(t.app, 'update', me, { id: second.id, body: { isDefault: true } });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      expect(made.body.message).toBe('Your resume was saved.');
      expect(made.body.data).toMatchObject({ id: second.id, name: 'Resume', isDefault: true });
      list = await listOf(me);
      expect(list.data.map((r) => [r.id, r.isDefault])).toEqual([
        [second.id, true],
        [third.body.data.id, false],
        [first.id, false],
      ]);
      // Making the default the default again changes nothing.
      expect(
        (await resumes(t.app, 'update', me, { id: second.id, body: { isDefault: true } })).body.data
          .isDefault,
      ).toBe(true);

      const renamed = await resumes(t.app, 'update', me, {
        id: first.id,
        body: { name: '  CV Akuntansi  ' },
      });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      expect(renamed.body.data).toMatchObject({ id: first.id, name: 'CV Akuntansi', isDefault: false });
      expect(renamed.body.data.updatedAt >= first.updatedAt).toBe(true);

      const got = await resumes(t.app, 'get', me, { id: first.id });
      expect(got.status).toBe(200);
      expect(got.body.message).toBe('Details fetched successfully.');
      expect(got.body.data).toEqual(renamed.body.data);

      // A page at a time.
      const page1 = await listOf(me, { page: 1, limit: 2 });
      expect(page1.data.map((r) => r.id)).toEqual([second.id, third.body.data.id]);
      expect(page1.paginator).toMatchObject({ totalDocs: 3, totalPages: 2, page: 1, hasNextPage: true });
      const page2 = await listOf(me, { page: 2, limit: 2 });
      expect(page2.data.map((r) => r.id)).toEqual([first.id]);
    });

    it('removing the default makes the newest left the default; removed ones are gone', async () => {
      const me = await candidate();
      const a = await addUpload(me, 'A');
      const b = await addUpload(me, 'B');
      const c = await addUpload(me, 'C');
      expect((await resumes(t.app, 'update', me, { id: a.id, body: { isDefault: true } })).status).toBe(200);

      // A resume that is not the default: the default stays.
      const removed = await resumes(t.app, 'softDelete', me, { body: { id: b.id } });
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
      expect(removed.body.message).toBe('Removed from your resumes.');
      expect((await listOf(me)).data.map((r) => [r.name, r.isDefault])).toEqual([
        ['A', true],
        ['C', false],
      ]);
      expect((await resumeRow(t.app, b.id)).deletedAt).not.toBeNull();

      const d = await addUpload(me, 'D');
      expect((await resumes(t.app, 'softDelete', me, { body: { id: a.id } })).status).toBe(200);
      // D is the newest left.
      expect((await listOf(me)).data.map((r) => [r.id, r.isDefault])).toEqual([
        [d.id, true],
        [c.id, false],
      ]);
      expect(await resumeRow(t.app, a.id)).toMatchObject({ isDefault: 0, deletedAt: expect.any(String) });

      // Gone: get, update, download, a second removal.
      for (const id of [a.id, b.id]) {
        expect((await resumes(t.app, 'get', me, { id })).status).toBe(404);
        expect((await resumes(t.app, 'update', me, { id, body: { isDefault: true } })).status).toBe(404);
        expect((await resumes(t.app, 'softDelete', me, { body: { id } })).status).toBe(404);
        expect((await download(t.app, me, id)).statusCode).toBe(404);
      }
      expect((await resumes(t.app, 'get', me, { id: a.id })).body.message).toBe(
        'This resume does not exist.',
      );

      // The last ones removed: an empty list.
      expect((await resumes(t.app, 'softDelete', me, { body: { id: d.id } })).status).toBe(200);
      expect((await resumeRow(t.app, c.id)).isDefault).toBe(1);
      expect((await resumes(t.app, 'softDelete', me, { body: { id: c.id } })).status).toBe(200);
      const empty = await listOf(me);
      expect(empty.data).toEqual([]);
      expect(empty.paginator).toMatchObject({ totalDocs: 0 });
      // The next one added is the default again.
      expect((await addUpload(me)).isDefault).toBe(true);
    });

    it('takes only a document the candidate uploaded', async () => {
      const me = await candidate();
      const other = await candidate();
      const theirs = await uploadDocument(t.app, other, await pdfOf(['Other Person']));
      const avatar = await upload(t.app, fileForm('avatar', { data: await png(200, 200) }), {
        headers: me.headers,
      });
      expect(avatar.status).toBe(201);

      for (const filePath of [
        theirs.path,
        avatar.body.data.path,
        'document/2026/AAAAAAAAAAAAAAAAAAAAAA.pdf',
        '',
        '../../etc/passwd',
      ]) {
        const res = await resumes(t.app, 'create', me, { body: { filePath } });
        expect(res.status, `${filePath} ${JSON.stringify(res.body)}`).toBe(422);
        expect(errorFields(res)).toEqual(['filePath']);
      }
      const noPath = await resumes(t.app, 'create', me, { body: { name: 'CV' } });
      expect(noPath.status).toBe(422);
      expect(errorFields(noPath)).toEqual(['filePath']);
      const file = await uploadDocument(t.app, me, await pdfOf(['Me']));
      const longName = await resumes(t.app, 'create', me, {
        body: { filePath: file.path, name: 'x'.repeat(RESUME_LIMITS.nameMax + 1) },
      });
      expect(longName.status).toBe(422);
      expect(errorFields(longName)).toEqual(['name']);

      expect((await listOf(me)).data).toEqual([]);
    });

    it("answers 404 for another candidate's resume and leaves it as it was", async () => {
      const owner = await candidate();
      const intruder = await candidate();
      const upload = await addUpload(owner, 'Owner CV');
      const built = await addBuilt(owner);
      await addUpload(intruder, 'Mine');

      for (const resume of [upload, built]) {
        const before = await resumeRow(t.app, resume.id);
        const id = resume.id;
        const answers = [
          await resumes(t.app, 'get', intruder, { id }),
          await resumes(t.app, 'update', intruder, { id, body: { name: 'Taken', isDefault: true } }),
          await resumes(t.app, 'softDelete', intruder, { body: { id } }),
          await resumes(t.app, 'proposals', intruder, { id }),
          await resumes(t.app, 'updateHeader', intruder, { body: { ...HEADER, id, fullName: 'Intruder' } }),
          await resumes(t.app, 'updateResume', intruder, { body: { id, sections: ['skills'] } }),
        ];
        for (const res of answers) {
          expect(res.status, JSON.stringify(res.body)).toBe(404);
          expect(res.body.message).toBe('This resume does not exist.');
        }
        const file = await download(t.app, intruder, id, { isSave: 'true' });
        expect(file.statusCode).toBe(404);
        expect(file.headers['content-disposition']).toBeUndefined();
        expect(await resumeRow(t.app, id)).toEqual(before);
      }
      // The intruder's own default is untouched too.
      expect((await listOf(intruder)).data.map((r) => [r.name, r.isDefault])).toEqual([['Mine', true]]);
      expect((await listOf(owner)).data).toHaveLength(2);
    });

    it('refuses ids that are no record id and bodies that do not fit', async () => {
      const me = await candidate();
      const mine = await addUpload(me);
      for (const id of ['abc', '0', '1.5', '99999999999']) {
        const res = await resumes(t.app, 'get', me, { id });
        expect(res.status, id).toBe(422);
        expect(errorFields(res)).toEqual(['id']);
      }
      expect((await resumes(t.app, 'get', me, { id: 2_000_000_000 })).status).toBe(404);
      // isDefault can only be made true (another is chosen instead).
      const off = await resumes(t.app, 'update', me, { id: mine.id, body: { isDefault: false } });
      expect(off.status).toBe(422);
      expect(errorFields(off)).toEqual(['isDefault']);
      const blank = await resumes(t.app, 'update', me, { id: mine.id, body: { name: '   ' } });
      expect(blank.status).toBe(422);
      expect(errorFields(blank)).toEqual(['name']);
      expect((await resumes(t.app, 'softDelete', me, { body: {} })).status).toBe(422);
      expect(await resumeRow(t.app, mine.id)).toMatchObject({
        name: 'Resume',
        isDefault: 1,
        deletedAt: null,
      });
    });

    it(`keeps at most ${RESUME_LIMITS.perCandidate} resumes a candidate`, async () => {
      const me = await candidate();
      const now = new Date().toISOString();
      await t.app.deps.db
        .insertInto('resumes')
        .values(
          Array.from({ length: RESUME_LIMITS.perCandidate }, (_, i) => ({
            userId: me.userId,
            name: `CV ${i + 1}`,
            source: 'BUILT',
            filePath: null,
            fileType: null,
            fileSize: null,
            isDefault: i === 0 ? 1 : 0,
            built: JSON.stringify({ ...HEADER, showPhoto: false, sections: [...RESUME_SECTIONS] }),
            createdAt: now,
            updatedAt: now,
            deletedAt: null,
          })),
        )
        .execute();
      const file = await uploadDocument(t.app, me, await pdfOf(['One too many']));

      const full = await resumes(t.app, 'create', me, { body: { filePath: file.path } });
      expect(full.status, JSON.stringify(full.body)).toBe(422);
      expect(full.body.message).toBe('You can keep at most 20 resumes. Remove one to add another.');
      const fullBuilt = await resumes(t.app, 'updateHeader', me, { body: HEADER });
      expect(fullBuilt.status).toBe(422);
      expect(fullBuilt.body.message).toBe('You can keep at most 20 resumes. Remove one to add another.');
      expect((await listOf(me)).paginator).toMatchObject({ totalDocs: RESUME_LIMITS.perCandidate });

      // Changing one is still allowed; removing one makes room.
      const [first] = (await listOf(me, { limit: 1 })).data;
      const changed = await resumes(t.app, 'updateHeader', me, {
        body: { ...HEADER, id: first!.id, headline: 'Changed' },
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect((await resumes(t.app, 'softDelete', me, { body: { id: first!.id } })).status).toBe(200);
      const added = await resumes(t.app, 'create', me, { body: { filePath: file.path } });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect((await listOf(me)).paginator).toMatchObject({ totalDocs: RESUME_LIMITS.perCandidate });
    });

    it('refuses employers (403) and guests (401) on every call', async () => {
      const me = await candidate();
      const mine = await addUpload(me);
      const boss = await signIn(t.app, 'EMPLOYER');
      const file = await uploadDocument(t.app, boss, await pdfOf(['Employer file']));
      const calls: [Parameters<typeof resumes>[1], { id?: number; body?: Body }][] = [
        ['list', {}],
        ['get', { id: mine.id }],
        ['create', { body: { filePath: file.path } }],
        ['update', { id: mine.id, body: { name: 'Boss' } }],
        ['softDelete', { body: { id: mine.id } }],
        ['proposals', { id: mine.id }],
        ['updateHeader', { body: HEADER }],
        ['updateResume', { body: { id: mine.id, sections: ['skills'] } }],
      ];
      for (const [action, options] of calls) {
        const res = await resumes(t.app, action, boss, options);
        expect(res.status, action).toBe(403);
        const guest = await call(t.app, 'resumes', action, {
          ...(options.id === undefined ? {} : { params: { id: options.id } }),
          body: options.body ?? {},
        });
        expect(guest.status, action).toBe(401);
      }
      expect((await download(t.app, boss, mine.id)).statusCode).toBe(403);
      expect((await download(t.app, undefined, mine.id)).statusCode).toBe(401);
      expect(await resumeRow(t.app, mine.id)).toMatchObject({
        name: 'Resume',
        isDefault: 1,
        deletedAt: null,
      });
      expect(
        await t.app.deps.db.selectFrom('resumes').select('id').where('userId', '=', boss.userId).execute(),
      ).toEqual([]);
    });
  });

  describe('proposals', () => {
    it('reads an uploaded PDF: contact, skills the profile lacks, jobs; writes nothing', async () => {
      const me = await candidate();
      const excel = await masterId(t.app, 'SKILLS', 'MICROSOFT_EXCEL');
      const accounting = await masterId(t.app, 'SKILLS', 'ACCOUNTING');
      const javascript = await masterId(t.app, 'SKILLS', 'JAVASCRIPT');
      // The candidate has JavaScript already.
      const saved = await call(t.app, 'candidateProfile', 'industryDetails', {
        params: { id: me.userId },
        body: { skills: [javascript] },
        headers: me.headers,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const resume = await addUpload(me, 'CV', [
        'Rina Kusuma',
        '+62 813 2222 3333 · rina@example.com',
        'EXPERIENCE',
        'Accounting Staff at PT Maju Jaya, Jan 2020 – Present',
        'Junior Clerk - CV Kreatif (2016 - 2019)',
        'EDUCATION',
        'Universitas Indonesia, Aug 2012 - Jul 2016',
        'SKILLS',
        'Microsoft Excel, JavaScript, Javanese',
      ]);
      const before = (await viewOf(t.app, me)).body.data;

      const res = await resumes<ResumeProposals>(t.app, 'proposals', me, { id: resume.id });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const found = res.body.data;
      expect(found).toMatchObject({
        readable: true,
        fullName: 'Rina Kusuma',
        phone: '+62 813 2222 3333',
        email: 'rina@example.com',
        experiences: [
          { jobTitle: 'Accounting Staff', companyName: 'PT Maju Jaya', startMonth: '2020-01', endMonth: '' },
          { jobTitle: 'Junior Clerk', companyName: 'CV Kreatif', startMonth: '2016-01', endMonth: '2019-12' },
        ],
        educations: [{ institute: 'Universitas Indonesia', startMonth: '2012-08', endMonth: '2016-07' }],
      });
      // Whole words only (no Java in JavaScript or Javanese), and not JavaScript, which the profile has.
      expect([...found.skills].sort((a, b) => a.id - b.id)).toEqual(
        [
          { id: excel, name: 'Microsoft Excel' },
          { id: accounting, name: 'Accounting' },
        ].sort((a, b) => a.id - b.id),
      );

      // Nothing was written.
      expect((await viewOf(t.app, me)).body.data).toEqual(before);
    });

    it('reads an uploaded Word document, with Indonesian names in Indonesian', async () => {
      const me = await candidate();
      const data = await docxOf([
        'Siti Nurhaliza',
        '0812 3456 7890',
        'siti.nurhaliza@contoh.co.id',
        'PENGALAMAN KERJA',
        'Staf Akuntansi di PT Sinar Abadi',
        'Maret 2018 - Desember 2019',
        'PENDIDIKAN',
        'Politeknik Negeri Bandung, 2014 - 2017',
        'KEAHLIAN',
        'Microsoft Excel, Kerja sama tim',
      ]);
      const file = await uploadDocument(t.app, me, data, { filename: 'cv.docx', type: DOCX });
      expect(file).toMatchObject({ mime: DOCX, size: data.length });
      expect(file.path).toMatch(/\.docx$/);
      const created = await resumes(t.app, 'create', me, { body: { filePath: file.path, name: 'CV Word' } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.data).toMatchObject({ fileType: DOCX, fileSize: data.length });

      const res = await resumes<ResumeProposals>(t.app, 'proposals', me, {
        id: created.body.data.id,
        lng: 'id',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe('Detail berhasil dimuat.');
      expect(res.body.data).toMatchObject({
        readable: true,
        fullName: 'Siti Nurhaliza',
        phone: '0812 3456 7890',
        email: 'siti.nurhaliza@contoh.co.id',
        experiences: [
          {
            jobTitle: 'Staf Akuntansi',
            companyName: 'PT Sinar Abadi',
            startMonth: '2018-03',
            endMonth: '2019-12',
          },
        ],
        educations: [{ institute: 'Politeknik Negeri Bandung', startMonth: '2014-01', endMonth: '2017-12' }],
      });
      const ids = {
        excel: await masterId(t.app, 'SKILLS', 'MICROSOFT_EXCEL'),
        accounting: await masterId(t.app, 'SKILLS', 'ACCOUNTING'),
        teamwork: await masterId(t.app, 'SKILLS', 'TEAMWORK'),
      };
      expect([...res.body.data.skills].sort((a, b) => a.id - b.id)).toEqual(
        [
          { id: ids.excel, name: 'Microsoft Excel' },
          { id: ids.accounting, name: 'Akuntansi' },
          { id: ids.teamwork, name: 'Kerja sama tim' },
        ].sort((a, b) => a.id - b.id),
      );
    });

    it('proposes nothing from a PDF without text or a built resume never saved', async () => {
      const me = await candidate();
      const scan = await addUpload(me, 'Scan', []);
      const built = await addBuilt(me);
      const nothing = {
        readable: false,
        fullName: null,
        phone: null,
        email: null,
        skills: [],
        experiences: [],
        educations: [],
      };
      for (const id of [scan.id, built.id]) {
        const res = await resumes<ResumeProposals>(t.app, 'proposals', me, { id });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.data).toEqual(nothing);
      }
    });
  });

  describe('built resumes', () => {
    it('creates one with the default sections, changes its header and its sections', async () => {
      const me = await candidate();
      const res = await resumes(t.app, 'updateHeader', me, { body: HEADER });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.message).toBe('Your resume was saved.');
      const built = res.body.data;
      expect(built).toMatchObject({
        name: 'My built resume',
        source: 'BUILT',
        filePath: null,
        fileType: null,
        fileSize: null,
        isDefault: true,
        built: {
          fullName: 'Rina Kusuma Wardani',
          headline: 'Data Analyst',
          contactLines: ['0813 2222 3333', 'rina@example.com'],
          showPhoto: false,
          template: 'ATS',
          language: 'en',
          sections: [...RESUME_SECTIONS],
        },
      });

      // Sections reordered and some hidden.
      const content = await resumes(t.app, 'updateResume', me, {
        body: { id: built.id, sections: ['skills', 'experiences', 'certificates'] },
      });
      expect(content.status, JSON.stringify(content.body)).toBe(200);
      expect(content.body.data.built?.sections).toEqual(['skills', 'experiences', 'certificates']);

      // The header changes; the sections stay.
      const header = await resumes(t.app, 'updateHeader', me, {
        body: {
          id: built.id,
          name: 'Renamed',
          fullName: 'Rina K. Wardani',
          contactLines: [],
          showPhoto: true,
          template: 'MODERN',
          language: 'id',
        },
      });
      expect(header.status, JSON.stringify(header.body)).toBe(200);
      expect(header.body.data).toMatchObject({
        id: built.id,
        name: 'Renamed',
        isDefault: true,
        built: {
          fullName: 'Rina K. Wardani',
          headline: '',
          contactLines: [],
          showPhoto: true,
          template: 'MODERN',
          language: 'id',
          sections: ['skills', 'experiences', 'certificates'],
        },
      });
      expect((await resumes(t.app, 'get', me, { id: built.id })).body.data).toEqual(header.body.data);

      // Every section hidden is a resume with a header only.
      const none = await resumes(t.app, 'updateResume', me, { body: { id: built.id, sections: [] } });
      expect(none.status).toBe(200);
      expect(none.body.data.built?.sections).toEqual([]);
    });

    it('refuses a header or sections for an uploaded resume (409), repeated or unknown sections (422)', async () => {
      const me = await candidate();
      const uploaded = await addUpload(me);
      const built = await addBuilt(me);

      const header = await resumes(t.app, 'updateHeader', me, { body: { ...HEADER, id: uploaded.id } });
      expect(header.status).toBe(409);
      expect(header.body.message).toBe('Only a resume built here has a header and sections to change.');
      const content = await resumes(t.app, 'updateResume', me, {
        body: { id: uploaded.id, sections: ['skills'] },
      });
      expect(content.status).toBe(409);
      expect(await resumeRow(t.app, uploaded.id)).toMatchObject({ name: 'Resume', built: null });

      for (const sections of [
        ['skills', 'experiences', 'skills'],
        ['hobbies'],
        'skills',
        [...RESUME_SECTIONS, 'skills'],
      ]) {
        const res = await resumes(t.app, 'updateResume', me, { body: { id: built.id, sections } });
        expect(res.status, JSON.stringify(sections)).toBe(422);
        expect(errorFields(res)[0]).toMatch(/^sections/);
      }
      for (const body of [
        { ...HEADER, template: 'FANCY' },
        { ...HEADER, language: 'fr' },
        { ...HEADER, fullName: '' },
        { ...HEADER, contactLines: ['a', 'b', 'c', 'd', 'e'] },
        { ...HEADER, headline: 'h'.repeat(RESUME_LIMITS.headlineMax + 1) },
      ]) {
        const res = await resumes(t.app, 'updateHeader', me, { body: { ...body, id: built.id } });
        expect(res.status, JSON.stringify(body)).toBe(422);
      }
      expect((await resumes(t.app, 'get', me, { id: built.id })).body.data).toEqual(built);
    });
  });

  describe('download', () => {
    it('answers an upload with its own bytes, type and an attachment name', async () => {
      const me = await candidate();
      const bytes = await pdfOf(['Budi Santoso', 'Kasir']);
      const file = await uploadDocument(t.app, me, bytes);
      const created = await resumes(t.app, 'create', me, {
        body: { filePath: file.path, name: 'CV Kasir 2024' },
      });
      const res = await download(t.app, me, created.body.data.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(PDF);
      expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''CV%20Kasir%202024.pdf");
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.equals(bytes)).toBe(true);
      // isSave changes nothing for an upload.
      const saved = await download(t.app, me, created.body.data.id, { isSave: 'true' });
      expect(saved.rawPayload.equals(bytes)).toBe(true);
      expect((await resumes(t.app, 'get', me, { id: created.body.data.id })).body.data).toEqual(
        created.body.data,
      );

      const word = await docxOf(['Budi Santoso']);
      const wordFile = await uploadDocument(t.app, me, word, { filename: 'cv.docx', type: DOCX });
      const wordResume = await resumes(t.app, 'create', me, {
        body: { filePath: wordFile.path, name: 'Budi / CV: "Word"' },
      });
      const wordRes = await download(t.app, me, wordResume.body.data.id);
      expect(wordRes.statusCode).toBe(200);
      expect(wordRes.headers['content-type']).toBe(DOCX);
      // Characters a file name cannot hold are dropped.
      expect(wordRes.headers['content-disposition']).toBe(
        "attachment; filename*=UTF-8''Budi%20%20CV%20Word.docx",
      );
      expect(wordRes.rawPayload.equals(word)).toBe(true);

      // A stored file that went missing is a 404, not a 500.
      fs.rmSync(path.join(t.config.dataDir, 'uploads', file.path));
      const missing = await download(t.app, me, created.body.data.id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json<{ message: string }>().message).toBe('This resume does not exist.');
      expect((await download(t.app, me, 'abc')).statusCode).toBe(422);
    });

    it('renders a built resume from the profile, in both templates and both languages, and saves it', async () => {
      const me = await candidate();
      const older = await section(t.app, 'experience', 'create', me, {
        body: ENTRY.experience.body('2019-03'),
      });
      expect(older.status, JSON.stringify(older.body)).toBe(201);
      const latest = await section(t.app, 'experience', 'create', me, {
        body: {
          companyName: 'PT Data Nusantara',
          jobTitle: 'Lead Data Analyst',
          startMonth: monthFromNow(-6),
          isCurrent: true,
        },
      });
      expect(latest.status, JSON.stringify(latest.body)).toBe(201);
      const school = await section(t.app, 'education', 'create', me, {
        body: ENTRY.education.body('2012-08'),
      });
      expect(school.status, JSON.stringify(school.body)).toBe(201);
      const skills = await call(t.app, 'candidateProfile', 'industryDetails', {
        params: { id: me.userId },
        body: { skills: [await masterId(t.app, 'SKILLS', 'MICROSOFT_EXCEL')] },
        headers: me.headers,
      });
      expect(skills.status, JSON.stringify(skills.body)).toBe(200);
      const built = await addBuilt(me, { name: 'Résumé Rina' });

      const render = async (header: Body) => {
        const saved = await resumes(t.app, 'updateHeader', me, {
          body: { ...HEADER, ...header, id: built.id },
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        const res = await download(t.app, me, built.id);
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
        expect(res.headers['content-type']).toBe(PDF);
        expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        return { res, text: await resumeText(res.rawPayload, PDF) };
      };

      for (const template of ['ATS', 'MODERN']) {
        const { res, text } = await render({ template, name: 'Résumé Rina', language: 'en' });
        expect(res.headers['content-disposition']).toBe(
          "attachment; filename*=UTF-8''R%C3%A9sum%C3%A9%20Rina.pdf",
        );
        for (const part of [
          'Rina Kusuma Wardani',
          'Data Analyst',
          'rina@example.com',
          'Lead Data Analyst',
          'PT Data Nusantara',
          'present',
          'Software Engineer',
          'Universitas Indonesia',
          'Microsoft Excel',
          'EXPERIENCE',
          'EDUCATION',
        ])
          expect(text, `${template}: ${part}`).toContain(part);
        // The latest job comes first.
        expect(text.indexOf('Lead Data Analyst')).toBeLessThan(text.indexOf('Software Engineer'));

        const { text: id } = await render({ template, language: 'id' });
        expect(id.toUpperCase(), template).toContain('PENGALAMAN KERJA');
        expect(id, template).toContain('PENDIDIKAN');
        expect(id, template).toContain('sekarang');
        expect(id, template).toContain('Lead Data Analyst');
      }

      // Hidden sections are not printed.
      expect(
        (await resumes(t.app, 'updateResume', me, { body: { id: built.id, sections: ['educations'] } }))
          .status,
      ).toBe(200);
      const { text: short } = await render({ template: 'ATS' });
      expect(short).toContain('Universitas Indonesia');
      expect(short).not.toContain('Lead Data Analyst');
      expect(short).not.toContain('Microsoft Excel');

      // This resume's own edits: one job hidden, another reworded; the profile keeps its own words.
      const jobs = await section<{ id: number; jobTitle: string }[]>(t.app, 'experience', 'list', me, {
        body: {},
      });
      const engineer = jobs.body.data.find((job) => job.jobTitle === 'Software Engineer')!;
      const lead = (latest.body.data as { id: number }).id;
      const edited = await resumes(t.app, 'updateResume', me, {
        body: {
          id: built.id,
          sections: ['experiences'],
          entries: [
            { key: `experiences:${engineer.id}`, hidden: true },
            { key: `experiences:${lead}`, title: 'Head of Analytics' },
            { key: `skills:1`, hidden: false },
          ],
        },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      // A shown entry in the profile's words is no edit, and is not kept.
      expect(edited.body.data.built?.entries).toEqual([
        { key: `experiences:${engineer.id}`, hidden: true, title: '', details: '' },
        { key: `experiences:${lead}`, hidden: false, title: 'Head of Analytics', details: '' },
      ]);
      const { text: own } = await render({ template: 'MODERN' });
      expect(own).toContain('Head of Analytics');
      expect(own).not.toContain('Software Engineer');
      expect(own).not.toContain('Lead Data Analyst');
      // Sections changed without `entries` keep the edits; the same entry twice is refused.
      const kept = await resumes(t.app, 'updateResume', me, {
        body: { id: built.id, sections: ['educations'] },
      });
      expect(kept.body.data.built?.entries).toHaveLength(2);
      const twice = await resumes(t.app, 'updateResume', me, {
        body: {
          id: built.id,
          sections: ['experiences'],
          entries: [{ key: 'skills:1' }, { key: 'skills:1' }],
        },
      });
      expect(twice.status).toBe(422);
      expect((await section(t.app, 'experience', 'get', me, { id: lead })).body.data).toMatchObject({
        jobTitle: 'Lead Data Analyst',
      });

      // Downloading alone keeps nothing (isSave other than 'true' neither); isSave keeps the PDF as the resume's file.
      expect((await download(t.app, me, built.id, { isSave: 'yes' })).statusCode).toBe(200);
      expect((await resumeRow(t.app, built.id)).filePath).toBeNull();
      const res = await download(t.app, me, built.id, { isSave: 'true' });
      expect(res.statusCode).toBe(200);
      const got = await resumes(t.app, 'get', me, { id: built.id });
      expect(got.body.data).toMatchObject({
        source: 'BUILT',
        fileType: PDF,
        fileSize: res.rawPayload.length,
        filePath: expect.stringMatching(/^document\/\d{4}\/[A-Za-z0-9_-]{22}\.pdf$/) as string,
      });
      const stored = got.body.data.filePath!;
      expect(fs.readFileSync(path.join(t.config.dataDir, 'uploads', stored)).equals(res.rawPayload)).toBe(
        true,
      );
      const upload = await t.app.deps.db
        .selectFrom('uploads')
        .selectAll()
        .where('path', '=', stored)
        .executeTakeFirstOrThrow();
      expect(upload).toMatchObject({
        kind: 'document',
        mime: PDF,
        size: res.rawPayload.length,
        ownerUserId: me.userId,
      });
      // The saved file can be read for proposals, and is still rendered afresh when downloaded.
      const proposals = await resumes<ResumeProposals>(t.app, 'proposals', me, { id: built.id });
      expect(proposals.body.data).toMatchObject({ readable: true, email: 'rina@example.com' });
    });

    it('prints the profile picture in the MODERN template when asked', async () => {
      const me = await candidate();
      const avatar = await upload(t.app, fileForm('avatar', { data: await png(300, 300, '#ff8800') }), {
        headers: me.headers,
      });
      expect(avatar.status).toBe(201);
      const picture = await call(t.app, 'candidateProfile', 'profilePictureUpdate', {
        body: { picturePath: avatar.body.data.path },
        headers: me.headers,
      });
      expect(picture.status, JSON.stringify(picture.body)).toBe(200);
      const withPhoto = await addBuilt(me, { template: 'MODERN', showPhoto: true });
      const withoutPhoto = await addBuilt(me, { template: 'MODERN', showPhoto: false });

      const image = (pdf: Buffer) => pdf.toString('latin1').includes('/Subtype /Image');
      const a = await download(t.app, me, withPhoto.id);
      expect(a.statusCode, a.body.slice(0, 300)).toBe(200);
      expect(image(a.rawPayload)).toBe(true);
      expect(await resumeText(a.rawPayload, PDF)).toContain('Rina Kusuma Wardani');
      const b = await download(t.app, me, withoutPhoto.id);
      expect(b.statusCode).toBe(200);
      expect(image(b.rawPayload)).toBe(false);
    });
  });
});
