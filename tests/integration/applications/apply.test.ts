/**
 * Applying (issue 13; spec §7 userjobs) on SQLite and PostgreSQL: user-jobs/check-apply before and after, and
 * user-jobs/create with an uploaded resume and with a built one. The application keeps what was sent: the answers
 * as given (the knock-out flagged for the employer only), the match score of the candidate's skills, and the resume's
 * file as it was then (a built resume is rendered and stored as a PDF; later edits of the resume or the profile do not
 * change it); the job counts the response. Refused: a required answer missing and a choice outside the options (422
 * naming `answers.<position>`), a question the job no longer asks (409), another candidate's resume (422 naming
 * `resumeId`), a job that is closed, expired, a draft or unknown (409) or deleted (409), a second apply (409
 * DUPLICATE), also when five are sent at once; the messages in Indonesian with `lng: id`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../common/locales/index.js';
import { resumeText } from '../../../server/modules/resumes/text.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import {
  QUESTIONS,
  type JobDoc,
  type Refs,
  dayFromToday,
  jobsCall,
  loadRefs,
  postJob,
  setJob,
} from '../jobs/helpers.js';
import { PDF, resumes } from '../resumes/helpers.js';
import {
  type Auth,
  type CheckApplyDoc,
  type Employer,
  type MyApplicationDoc,
  type ResponseDetailDoc,
  BUILT_HEADER,
  answersTo,
  applicationResume,
  applicationRow,
  applyTo,
  builtResume,
  candidateWithResume,
  employerWithJob,
  errorFields,
  responseCount,
  setSkills,
  uploadedResume,
  userJobs,
} from './helpers.js';

const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/) as unknown as string;

describe.each(dialects)('applications: applying (%s)', (dialect) => {
  let t: TestApp;
  let refs: Refs;
  let owner: Employer;
  /** Live, asks QUESTIONS, wants PYTHON and FLUTTER. */
  let job: JobDoc;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    refs = await loadRefs(t);
    ({ owner, job } = await employerWithJob(t, refs, {
      highlights: { skills: [refs.skills.PYTHON, refs.skills.FLUTTER] },
    }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const checkApply = async (who: Auth, jobId: number) => {
    const res = await userJobs<CheckApplyDoc>(t.app, 'checkApply', who, { query: { jobId: String(jobId) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const detailOf = async (id: number) => {
    const res = await userJobs<ResponseDetailDoc>(t.app, 'candidateDetails', owner, { body: { id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const applicationsOf = (who: Auth) =>
    t.app.deps.db.selectFrom('applications').selectAll().where('userId', '=', who.userId).execute();

  describe('happy path', () => {
    it('applies with an uploaded resume: answers as sent, the knock-out flagged for the employer only', async () => {
      const me = await signIn(t.app, 'CANDIDATE');
      await setSkills(t.app, me, [refs.skills.PYTHON, refs.skills.ACCOUNTING]);
      const { resume, bytes } = await uploadedResume(t.app, me);
      const countBefore = await responseCount(t.app, job.id);

      expect(await checkApply(me, job.id)).toEqual({
        applied: false,
        id: null,
        status: null,
        appliedAt: null,
      });

      const answers = answersTo(job, ['NO', 'Bandung', 'Because I love tidy ledgers.']);
      const res = await userJobs<MyApplicationDoc>(t.app, 'create', me, {
        body: { jobId: job.id, resumeId: resume.id, answers, coverNote: 'I can start next month.' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.code).toBe('SUCCESS');
      expect(res.body.message).toBe('Application sent.');
      const doc = res.body.data;
      expect(doc).toEqual({
        id: expect.any(Number) as number,
        status: 'APPLIED',
        job: expect.objectContaining({
          id: job.id,
          slug: job.slug,
          title: job.title,
          responseCount: null,
        }) as never,
        resumeName: 'CV Budi',
        coverNote: 'I can start next month.',
        answers: [
          { question: QUESTIONS[0]!.question, kind: 'YES_NO', answer: 'NO', isKnockout: null },
          { question: QUESTIONS[1]!.question, kind: 'SINGLE_CHOICE', answer: 'Bandung', isKnockout: null },
          {
            question: QUESTIONS[2]!.question,
            kind: 'TEXT',
            answer: 'Because I love tidy ledgers.',
            isKnockout: null,
          },
        ],
        events: [{ status: 'APPLIED', message: '', at: doc.appliedAt }],
        appliedAt: ISO,
        statusAt: doc.appliedAt,
        canWithdraw: true,
      });

      expect(await checkApply(me, job.id)).toEqual({
        applied: true,
        id: doc.id,
        status: 'APPLIED',
        appliedAt: doc.appliedAt,
      });
      expect(await responseCount(t.app, job.id)).toBe(countBefore + 1);

      // As stored: the upload's own file, half of the job's skills, a knock-out answer.
      const row = await applicationRow(t.app, doc.id);
      expect(row).toMatchObject({
        jobId: job.id,
        companyId: owner.companyId,
        userId: me.userId,
        resumePath: resume.filePath,
        resumeType: PDF,
        matchScore: 50,
        knockedOut: 1,
        withdrawnAt: null,
      });

      // The employer sees the knock-out, the score and the answers as sent.
      const detail = await detailOf(doc.id);
      expect(detail).toMatchObject({
        id: doc.id,
        status: 'APPLIED',
        job: { id: job.id, title: job.title, slug: job.slug },
        matchScore: 50,
        knockedOut: true,
        coverNote: 'I can start next month.',
        resume: { name: 'CV Budi', type: PDF },
        nextStatuses: ['SHORTLIST', 'REJECTED'],
        events: [{ status: 'APPLIED', message: '', at: doc.appliedAt }],
      });
      expect(detail.answers).toEqual([
        { question: QUESTIONS[0]!.question, kind: 'YES_NO', answer: 'NO', isKnockout: true },
        { question: QUESTIONS[1]!.question, kind: 'SINGLE_CHOICE', answer: 'Bandung', isKnockout: false },
        {
          question: QUESTIONS[2]!.question,
          kind: 'TEXT',
          answer: 'Because I love tidy ledgers.',
          isKnockout: false,
        },
      ]);
      expect(detail.candidate.skills.sort()).toEqual(
        [refs.skillNames[refs.skills.PYTHON], refs.skillNames[refs.skills.ACCOUNTING]].sort(),
      );

      // The file is the one uploaded, byte for byte.
      const file = await applicationResume(t.app, me, doc.id);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(PDF);
      expect(file.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''CV%20Budi.pdf`);
      expect(file.rawPayload.equals(bytes)).toBe(true);
    });

    it('stores an optional answer left blank as null, and scores 0 without a matching skill', async () => {
      const me = await candidateWithResume(t.app);
      const doc = await applyTo(t.app, me, job, { answers: answersTo(job, ['YES', 'Jakarta', '   ']) });
      expect(doc.answers.map((a) => a.answer)).toEqual(['YES', 'Jakarta', null]);
      expect(doc.coverNote).toBe('');
      expect(await applicationRow(t.app, doc.id)).toMatchObject({ matchScore: 0, knockedOut: 0 });
      // An optional question left out of the answers is null too; a knock-out on the second question is flagged.
      const other = await candidateWithResume(t.app);
      const second = await applyTo(t.app, other, job, {
        answers: answersTo(job, ['YES', 'Surabaya']).slice(0, 2),
      });
      expect(second.answers.map((a) => a.answer)).toEqual(['YES', 'Surabaya', null]);
      const detail = await detailOf(second.id);
      expect(detail.knockedOut).toBe(true);
      expect(detail.answers.map((a) => a.isKnockout)).toEqual([false, true, false]);
    });

    it('snapshots a built resume as a stored PDF: later edits of the resume and the profile do not change it', async () => {
      const me = await signIn(t.app, 'CANDIDATE');
      await setSkills(t.app, me, [refs.skills.PYTHON, refs.skills.FLUTTER]);
      const built = await builtResume(t.app, me);
      expect(built.filePath).toBeFalsy();
      const doc = await applyTo(t.app, { ...me, resumeId: built.id }, job);
      expect(doc.resumeName).toBe(BUILT_HEADER.name);

      const row = await applicationRow(t.app, doc.id);
      expect(row).toMatchObject({
        matchScore: 100,
        knockedOut: 0,
        resumeType: PDF,
        resumeName: BUILT_HEADER.name,
      });
      expect(row.resumePath).toMatch(/^document\/\d{4}\/[A-Za-z0-9_-]+\.pdf$/);
      // A stored file of the candidate's, as an upload is.
      const upload = await t.app.deps.db
        .selectFrom('uploads')
        .selectAll()
        .where('path', '=', row.resumePath)
        .executeTakeFirstOrThrow();
      expect(upload).toMatchObject({ kind: 'document', mime: PDF, ownerUserId: me.userId });
      // The resume itself is left as it was (no file of its own).
      expect((await resumes(t.app, 'get', me, { id: built.id })).body.data.filePath).toBeFalsy();

      const first = await applicationResume(t.app, me, doc.id);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe(PDF);
      expect(first.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''Built%20CV.pdf`);
      expect(first.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(upload.size).toBe(first.rawPayload.length);
      const before = await resumeText(first.rawPayload, PDF);
      expect(before).toContain(BUILT_HEADER.fullName);

      // The resume and the profile change afterwards.
      const edited = await resumes(t.app, 'updateHeader', me, {
        body: { ...BUILT_HEADER, id: built.id, fullName: 'Rina Wardani Sutrisno', headline: 'Head of Data' },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      await setSkills(t.app, me, [refs.skills.ACCOUNTING]);

      const after = await applicationResume(t.app, me, doc.id);
      expect(after.statusCode).toBe(200);
      expect(after.rawPayload.equals(first.rawPayload)).toBe(true);
      expect((await applicationRow(t.app, doc.id)).resumePath).toBe(row.resumePath);
      expect((await detailOf(doc.id)).matchScore).toBe(100);

      // Another application with the same resume sends it as it is now: a file of its own.
      const { job: other } = await employerWithJob(t, refs);
      const second = await applyTo(t.app, { ...me, resumeId: built.id }, other);
      const secondRow = await applicationRow(t.app, second.id);
      expect(secondRow.resumePath).not.toBe(row.resumePath);
      const secondFile = await applicationResume(t.app, me, second.id);
      const now = await resumeText(secondFile.rawPayload, PDF);
      expect(now).toContain('Rina Wardani Sutrisno');
      expect(now).not.toContain(BUILT_HEADER.fullName);
    });

    it("keeps an uploaded resume's file after the resume is renamed or removed", async () => {
      const me = await signIn(t.app, 'CANDIDATE');
      const { resume, bytes } = await uploadedResume(t.app, me, ['Dewi Lestari'], 'CV Dewi');
      const doc = await applyTo(t.app, { ...me, resumeId: resume.id }, job);
      expect(
        (await resumes(t.app, 'update', me, { id: resume.id, body: { name: 'Renamed CV' } })).status,
      ).toBe(200);
      expect((await resumes(t.app, 'softDelete', me, { body: { id: resume.id } })).status).toBe(200);
      const file = await applicationResume(t.app, owner, doc.id);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''CV%20Dewi.pdf`);
      expect(file.rawPayload.equals(bytes)).toBe(true);
      expect((await detailOf(doc.id)).resume).toEqual({ name: 'CV Dewi', type: PDF });
    });
  });

  describe('refusals', () => {
    /** A job's response count, undefined for no such job. */
    const countOf = async (jobId: number) =>
      (
        await t.app.deps.db
          .selectFrom('jobs')
          .select('responseCount')
          .where('id', '=', jobId)
          .executeTakeFirst()
      )?.responseCount;
    /** A create as `who` (with its resume) that must be refused with `status`; nothing is stored. */
    const refused = async (
      who: Auth & { resumeId: number },
      body: Record<string, unknown>,
      status: number,
      lng: 'en' | 'id' = 'en',
    ) => {
      const jobId = typeof body.jobId === 'number' && body.jobId > 0 ? body.jobId : job.id;
      const countBefore = await countOf(jobId);
      const res = await userJobs(t.app, 'create', who, {
        body: { jobId: job.id, resumeId: who.resumeId, answers: answersTo(job), ...body },
        lng,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(await applicationsOf(who)).toEqual([]);
      expect(await countOf(jobId)).toBe(countBefore);
      return res;
    };

    it('refuses a required answer missing, naming answers.<position>', async () => {
      const me = await candidateWithResume(t.app);
      const [yesNo, city, text] = answersTo(job);
      let res = await refused(me, { answers: [city, text] }, 422);
      expect(errorFields(res)).toEqual(['answers.0']);
      expect(res.body.message).toMatch(/required/i);
      res = await refused(me, { answers: [yesNo, { ...city!, answer: '' }, text] }, 422);
      expect(errorFields(res)).toEqual(['answers.1']);
      res = await refused(me, { answers: [] }, 422);
      expect(errorFields(res)).toEqual(['answers.0', 'answers.1']);
      res = await refused(me, { answers: undefined }, 422);
      expect(errorFields(res)).toEqual(['answers.0', 'answers.1']);
      res = await refused(me, { answers: [{ ...yesNo!, answer: null }, city, text] }, 422);
      expect(errorFields(res)).toEqual(['answers.0']);
    });

    it('refuses a choice outside the options, and an answer of the wrong kind', async () => {
      const me = await candidateWithResume(t.app);
      const [yesNo, city, text] = answersTo(job);
      let res = await refused(me, { answers: [yesNo, { ...city!, answer: 'Medan' }, text] }, 422);
      expect(errorFields(res)).toEqual(['answers.1']);
      res = await refused(me, { answers: [{ ...yesNo!, answer: 'MAYBE' }, city, text] }, 422);
      expect(errorFields(res)).toEqual(['answers.0']);
      res = await refused(me, { answers: [{ ...yesNo!, answer: 'yes' }, city, text] }, 422);
      expect(errorFields(res)).toEqual(['answers.0']);
      res = await refused(me, { answers: [yesNo, { ...city!, answer: ['Jakarta'] }, text] }, 422);
      expect(errorFields(res)).toEqual(['answers.1']);
      res = await refused(me, { answers: [yesNo, city, { ...text!, answer: 42 }] }, 422);
      expect(errorFields(res)).toEqual(['answers.2']);
      // Too long for any answer: refused by the body's own schema, which names the item of the body's list.
      res = await refused(me, { answers: [yesNo, city, { ...text!, answer: 'x'.repeat(1001) }] }, 422);
      expect(errorFields(res)).toEqual(['answers.2.answer']);
    });

    it('judges NUMBER and MULTIPLE_CHOICE questions by their own rules, and keeps the ticked options', async () => {
      const asked = {
        questions: [
          {
            kind: 'MULTIPLE_CHOICE',
            question: 'Which tools do you use?',
            isRequired: true,
            options: ['SQL', 'Excel', 'Python'],
          },
          { kind: 'NUMBER', question: 'How many years of bookkeeping?', isRequired: true },
          { kind: 'NUMBER', question: 'Your typing speed (words a minute)?', isRequired: false },
        ],
      };
      const { job: tools } = await employerWithJob(t, refs, { questions: asked });
      const me = await candidateWithResume(t.app);
      const body = (values: unknown[]) => ({ jobId: tools.id, answers: answersTo(tools, values as never) });
      for (const [values, field] of [
        [[[], '3'], 'answers.0'],
        [[['SQL', 'SQL'], '3'], 'answers.0'],
        // An option it does not offer is named by its place in the list of ticked options.
        [[['SQL', 'Java'], '3'], 'answers.0.1'],
        [['SQL', '3'], 'answers.0'],
        [[['SQL'], '3.555'], 'answers.1'],
        [[['SQL'], 'three'], 'answers.1'],
        [[['SQL'], -2], 'answers.1'],
        [[['SQL'], ''], 'answers.1'],
        [[['SQL'], '3', '1e3'], 'answers.2'],
      ] as const) {
        const res = await refused(me, body(values as unknown as unknown[]), 422);
        expect(errorFields(res), JSON.stringify(values)).toEqual([field]);
      }
      const doc = await applyTo(t.app, me, tools, body([['Python', 'SQL'], 4.5, null]));
      expect(doc.answers).toEqual([
        {
          question: 'Which tools do you use?',
          kind: 'MULTIPLE_CHOICE',
          answer: ['Python', 'SQL'],
          isKnockout: null,
        },
        { question: 'How many years of bookkeeping?', kind: 'NUMBER', answer: '4.5', isKnockout: null },
        { question: 'Your typing speed (words a minute)?', kind: 'NUMBER', answer: null, isKnockout: null },
      ]);
      expect(await applicationRow(t.app, doc.id)).toMatchObject({ knockedOut: 0 });
    });

    it('refuses an answer to a question the job does not ask: 409, the questions changed', async () => {
      const me = await candidateWithResume(t.app);
      const { job: other } = await employerWithJob(t, refs);
      const res = await refused(me, { answers: [...answersTo(job), answersTo(other)[0]] }, 409);
      expect(res.body.message).toBe(
        "The employer changed this job's questions. Please review your answers and send again.",
      );
      const unknown = await refused(me, { answers: [{ questionId: 2_000_000_000, answer: 'YES' }] }, 409);
      expect(unknown.body.code).toBe('ERROR');
    });

    it("refuses another candidate's resume (and a removed one, and none), naming resumeId", async () => {
      const me = await candidateWithResume(t.app);
      const other = await candidateWithResume(t.app);
      let res = await refused(me, { resumeId: other.resumeId }, 422);
      expect(errorFields(res)).toEqual(['resumeId']);
      res = await refused(me, { resumeId: 2_000_000_000 }, 422);
      expect(errorFields(res)).toEqual(['resumeId']);
      res = await refused(me, { resumeId: undefined }, 422);
      expect(errorFields(res)).toEqual(['resumeId']);
      expect((await resumes(t.app, 'softDelete', me, { body: { id: me.resumeId } })).status).toBe(200);
      res = await refused(me, {}, 422);
      expect(errorFields(res)).toEqual(['resumeId']);
      // The other candidate's resume was not used.
      expect(await applicationsOf(other)).toEqual([]);
    });

    it('refuses a job that is closed, expired, a draft or unknown (409), and a deleted one', async () => {
      const me = await candidateWithResume(t.app);
      const closed = await postJob(t.app, owner, refs);
      await setJob(t, closed.id, { status: 'CLOSED' });
      const expired = await postJob(t.app, owner, refs);
      await setJob(t, expired.id, { validTill: dayFromToday(-1) });
      const draft = await postJob(t.app, owner, refs, { until: 'questions' });
      expect(draft.status).toBe('DRAFT');
      for (const gone of [closed, expired, draft]) {
        const res = await refused(me, { jobId: gone.id, answers: answersTo(gone) }, 409);
        expect(res.body).toMatchObject({ code: 'ERROR', message: 'This job no longer takes applications.' });
      }
      const unknown = await refused(me, { jobId: 2_000_000_000, answers: [] }, 409);
      expect(unknown.body.message).toBe('This job no longer takes applications.');

      // Its last day is today: still open.
      const lastDay = await postJob(t.app, owner, refs);
      await setJob(t, lastDay.id, { validTill: dayFromToday(0) });
      await applyTo(t.app, me, lastDay);

      const deleted = await postJob(t.app, owner, refs);
      expect((await jobsCall(t.app, 'softDelete', owner, { body: { id: deleted.id } })).status).toBe(200);
      const other = await candidateWithResume(t.app);
      const res = await refused(other, { jobId: deleted.id, answers: answersTo(deleted) }, 409);
      expect(res.body).toMatchObject({ code: 'ERROR', message: 'Sorry, this job has been deleted' });
      const id = await refused(other, { jobId: deleted.id, answers: answersTo(deleted) }, 409, 'id');
      expect(id.body.message).toBe(translate('id', 'errorMsg:jobDeleted'));
    });

    it('refuses a second apply: 409 DUPLICATE, nothing changed', async () => {
      const me = await candidateWithResume(t.app);
      const first = await applyTo(t.app, me, job);
      const count = await responseCount(t.app, job.id);
      const rowBefore = await applicationRow(t.app, first.id);
      const again = await userJobs(t.app, 'create', me, {
        body: { jobId: job.id, resumeId: me.resumeId, answers: answersTo(job, ['NO', 'Surabaya']) },
      });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: 'DUPLICATE',
        message: 'You have already applied for this job.',
        data: null,
      });
      // Even with answers that are wrong now: the duplicate is said first.
      const wrong = await userJobs(t.app, 'create', me, { body: { jobId: job.id, resumeId: me.resumeId } });
      expect(wrong.status).toBe(409);
      expect(wrong.body.code).toBe('DUPLICATE');
      expect(await responseCount(t.app, job.id)).toBe(count);
      expect(await applicationRow(t.app, first.id)).toEqual(rowBefore);
      expect((await detailOf(first.id)).answers.map((a) => a.answer)).toEqual([
        'YES',
        'Jakarta',
        'I like keeping books.',
      ]);
    });

    it('answers in Indonesian with lng: id', async () => {
      const me = await candidateWithResume(t.app);
      await applyTo(t.app, me, job);
      const again = await userJobs(t.app, 'create', me, {
        body: { jobId: job.id, resumeId: me.resumeId, answers: answersTo(job) },
        lng: 'id',
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(translate('id', 'errorMsg:alreadyApplied'));
      expect(again.body.message).not.toBe('You have already applied for this job.');

      const other = await candidateWithResume(t.app);
      const [, city, text] = answersTo(job);
      const en = await refused(other, { answers: [city, text] }, 422);
      const id = await refused(other, { answers: [city, text] }, 422, 'id');
      expect(errorFields(id)).toEqual(['answers.0']);
      expect(id.body.message).not.toBe(en.body.message);
      const closed = await postJob(t.app, owner, refs);
      await setJob(t, closed.id, { status: 'CLOSED' });
      const notOpen = await refused(other, { jobId: closed.id, answers: answersTo(closed) }, 409, 'id');
      expect(notOpen.body.message).toBe(translate('id', 'errorMsg:jobNotOpen'));
      const created = await userJobs(t.app, 'create', other, {
        body: { jobId: job.id, resumeId: other.resumeId, answers: answersTo(job) },
        lng: 'id',
      });
      expect(created.status).toBe(201);
      expect(created.body.message).toBe(translate('id', 'messages:applied'));
    });

    it('takes exactly one of five applies sent at once; the others are 409, never a 500', async () => {
      const me = await candidateWithResume(t.app);
      const count = await responseCount(t.app, job.id);
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          userJobs(t.app, 'create', me, {
            body: { jobId: job.id, resumeId: me.resumeId, answers: answersTo(job) },
          }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([201, 409, 409, 409, 409]);
      for (const res of results.filter((r) => r.status === 409)) {
        expect(res.body).toMatchObject({
          code: 'DUPLICATE',
          message: 'You have already applied for this job.',
        });
      }
      const rows = await applicationsOf(me);
      expect(rows).toHaveLength(1);
      expect(await responseCount(t.app, job.id)).toBe(count + 1);
      const events = await t.app.deps.db
        .selectFrom('applicationEvents')
        .selectAll()
        .where('applicationId', '=', rows[0]!.id)
        .execute();
      expect(events).toHaveLength(1);
      const answers = await t.app.deps.db
        .selectFrom('applicationAnswers')
        .selectAll()
        .where('applicationId', '=', rows[0]!.id)
        .execute();
      expect(answers).toHaveLength(QUESTIONS.length);
    });

    it('refuses bad input by the schema, naming the field', async () => {
      const me = await candidateWithResume(t.app);
      const cases: [Record<string, unknown>, string[]][] = [
        [{ jobId: undefined }, ['jobId']],
        [{ jobId: 'abc' }, ['jobId']],
        [{ jobId: 0 }, ['jobId']],
        [{ resumeId: -1 }, ['resumeId']],
        [{ answers: 'YES' }, ['answers']],
        [{ answers: [{ questionId: 'x', answer: 'YES' }] }, ['answers.0.questionId']],
        [{ coverNote: 'x'.repeat(2001) }, ['coverNote']],
      ];
      for (const [body, fields] of cases) {
        const res = await refused(me, body, 422);
        expect(errorFields(res), JSON.stringify(body)).toEqual(fields);
      }
      const query = await userJobs(t.app, 'checkApply', me, { query: { jobId: 'abc' } });
      expect(query.status).toBe(422);
      expect(errorFields(query)).toEqual(['jobId']);
      const none = await userJobs(t.app, 'checkApply', me);
      expect(none.status).toBe(422);
      expect(errorFields(none)).toEqual(['jobId']);
    });
  });
});
