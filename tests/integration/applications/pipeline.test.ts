/**
 * Following applications (issue 13; spec §7 userjobs) on SQLite and PostgreSQL.
 *
 * - The candidate: user-jobs/active-jobs/list (newest first, by status, paginated, with the timeline and the
 *   employer's messages), user-jobs/withdraw/{id} (their own, only while APPLIED: 409 once the employer acted, 404 for
 *   another's); a withdrawn application is gone from the employer's list and counts and from the job's response
 *   count, and applying again reuses it.
 * - The company's team: user-jobs/list (by job and status, searched by the candidate's name or a skill in either
 *   language, sorted by date or match score, paginated), user-jobs/status-counts, user-jobs/get/candidate/details,
 *   and every move of APPLICATION_NEXT through user-jobs/status/byemployer and user-jobs/update/{id}: each allowed
 *   one is a step of the timeline with its message, each other one a 409 naming both statuses; two moves at once
 *   let one through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_NEXT,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '../../../common/constants/applicationStatus.js';
import { translate } from '../../../common/locales/index.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { type JobDoc, type Refs, loadRefs, postJob } from '../jobs/helpers.js';
import {
  type Auth,
  type Employer,
  type MyApplicationDoc,
  type ResponseDetailDoc,
  applicationResume,
  answersTo,
  applicationRow,
  applyTo,
  candidateWithResume,
  countsOf,
  employerWithJob,
  errorFields,
  moveTo,
  responseCount,
  responsesOf,
  setFullName,
  setSkills,
  userJobs,
} from './helpers.js';

/** The way from APPLIED to each status, one allowed move at a time. */
const PATH_TO: Record<ApplicationStatus, ApplicationStatus[]> = {
  APPLIED: [],
  SHORTLIST: ['SHORTLIST'],
  IN_INTERVIEW: ['SHORTLIST', 'IN_INTERVIEW'],
  HIRED: ['SHORTLIST', 'IN_INTERVIEW', 'HIRED'],
  REJECTED: ['REJECTED'],
};

const LABEL: Record<ApplicationStatus, string> = {
  APPLIED: 'Applied',
  SHORTLIST: 'Shortlisted',
  IN_INTERVIEW: 'In interview',
  HIRED: 'Hired',
  REJECTED: 'Not selected',
};

describe.each(dialects)('applications: pipeline (%s)', (dialect) => {
  let t: TestApp;
  let refs: Refs;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    refs = await loadRefs(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const myList = async (who: Auth, body: Record<string, unknown> = {}) => {
    const res = await userJobs<MyApplicationDoc[]>(t.app, 'activeJobsList', who, { body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('List fetched successfully.');
    return res.body;
  };
  const detailOf = async (who: Auth, id: number) => {
    const res = await userJobs<ResponseDetailDoc>(t.app, 'candidateDetails', who, { body: { id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  /** An application of a fresh candidate to the job, moved along to `status`. */
  const applicationIn = async (owner: Employer, job: JobDoc, status: ApplicationStatus) => {
    const who = await candidateWithResume(t.app);
    const doc = await applyTo(t.app, who, job);
    for (const step of PATH_TO[status]) await moveTo(t.app, owner, doc.id, step);
    return { who, id: doc.id };
  };

  describe("the candidate's applications", () => {
    it('lists them newest first, by status, paginated, with the timeline and the messages', async () => {
      const { owner, job: first } = await employerWithJob(t, refs);
      const second = await postJob(t.app, owner, refs, { type: { title: 'Kasir Toko' } });
      const third = await postJob(t.app, owner, refs, { type: { title: 'Admin Gudang' } });
      const me = await candidateWithResume(t.app);
      const a = await applyTo(t.app, me, first);
      const b = await applyTo(t.app, me, second);
      const c = await applyTo(t.app, me, third);
      // Another candidate's application is not listed.
      await applyTo(t.app, await candidateWithResume(t.app), first);
      await moveTo(t.app, owner, b.id, 'SHORTLIST', '  Please bring your diploma on Monday.  ');

      const all = await myList(me);
      expect(all.data.map((d) => d.id)).toEqual([c.id, b.id, a.id]);
      expect(all.paginator).toMatchObject({ totalDocs: 3, totalPages: 1, page: 1, hasNextPage: false });
      const shortlisted = all.data[1]!;
      expect(shortlisted).toMatchObject({
        status: 'SHORTLIST',
        canWithdraw: false,
        job: { id: second.id, title: 'Kasir Toko' },
      });
      expect(shortlisted.events).toEqual([
        { status: 'APPLIED', message: '', at: b.appliedAt },
        { status: 'SHORTLIST', message: 'Please bring your diploma on Monday.', at: shortlisted.statusAt },
      ]);
      expect(shortlisted.statusAt > shortlisted.appliedAt).toBe(true);
      expect(all.data[0]).toMatchObject({ status: 'APPLIED', canWithdraw: true });
      // The knock-out flags are never the candidate's to see.
      expect(all.data.flatMap((d) => d.answers.map((x) => x.isKnockout))).toEqual(Array(9).fill(null));

      const byStatus = await myList(me, { filter: { status: 'SHORTLIST' } });
      expect(byStatus.data.map((d) => d.id)).toEqual([b.id]);
      expect(byStatus.paginator).toMatchObject({ totalDocs: 1 });
      expect((await myList(me, { filter: { status: 'HIRED' } })).data).toEqual([]);

      const page1 = await myList(me, { page: 1, limit: 2 });
      expect(page1.data.map((d) => d.id)).toEqual([c.id, b.id]);
      expect(page1.paginator).toMatchObject({
        totalDocs: 3,
        totalPages: 2,
        page: 1,
        hasNextPage: true,
        nextPage: 2,
      });
      const page2 = await myList(me, { page: 2, limit: 2 });
      expect(page2.data.map((d) => d.id)).toEqual([a.id]);
      expect(page2.paginator).toMatchObject({ page: 2, hasPrevPage: true, hasNextPage: false });

      const bad = await userJobs(t.app, 'activeJobsList', me, { body: { filter: { status: 'WITHDRAWN' } } });
      expect(bad.status).toBe(422);
      expect(errorFields(bad)).toEqual(['filter.status']);
    });

    it('shows an application to a job deleted since', async () => {
      const { owner, job } = await employerWithJob(t, refs);
      const me = await candidateWithResume(t.app);
      const doc = await applyTo(t.app, me, job);
      const deleted = await t.app.inject({
        method: 'PUT',
        url: '/client/api/v1/jobs/soft-delete',
        headers: owner.headers,
        payload: { id: job.id },
      });
      expect(deleted.statusCode).toBe(200);
      const list = await myList(me);
      expect(list.data.map((d) => [d.id, d.job.id])).toEqual([[doc.id, job.id]]);
    });
  });

  describe('withdraw', () => {
    it('withdraws an APPLIED application: gone from the lists and counts; applying again reuses it', async () => {
      const { owner, job } = await employerWithJob(t, refs);
      const me = await candidateWithResume(t.app);
      const stays = await applyTo(t.app, await candidateWithResume(t.app), job);
      const doc = await applyTo(t.app, me, job);
      const count = await responseCount(t.app, job.id);
      expect(await countsOf(t.app, owner, job.id)).toMatchObject({ total: 2, APPLIED: 2 });

      const res = await userJobs(t.app, 'withdraw', me, { id: doc.id });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ code: 'SUCCESS', message: 'Application withdrawn.', data: null });

      expect((await applicationRow(t.app, doc.id)).withdrawnAt).not.toBeNull();
      expect(await responseCount(t.app, job.id)).toBe(count - 1);
      const check = await userJobs(t.app, 'checkApply', me, { query: { jobId: String(job.id) } });
      expect(check.body.data).toEqual({ applied: false, id: null, status: null, appliedAt: null });
      expect((await myList(me)).data).toEqual([]);
      expect((await responsesOf(t.app, owner, { filter: { jobId: job.id } })).data.map((d) => d.id)).toEqual([
        stays.id,
      ]);
      expect(await countsOf(t.app, owner, job.id)).toEqual({
        total: 1,
        APPLIED: 1,
        SHORTLIST: 0,
        IN_INTERVIEW: 0,
        HIRED: 0,
        REJECTED: 0,
      });
      // The team no longer reads nor moves it; nor is its file served.
      for (const [action, body] of [
        ['candidateDetails', { id: doc.id }],
        ['statusByEmployer', { id: doc.id, status: 'SHORTLIST' }],
      ] as const) {
        const gone = await userJobs(t.app, action, owner, { body });
        expect(gone.status, action).toBe(404);
        expect(gone.body.message).toBe('This application does not exist.');
      }
      expect((await applicationResume(t.app, owner, doc.id)).statusCode).toBe(404);
      // Twice: there is nothing left to withdraw.
      expect((await userJobs(t.app, 'withdraw', me, { id: doc.id })).status).toBe(404);

      // Applying again: the same application, afresh.
      const again = await applyTo(t.app, me, job, { coverNote: 'Second thoughts: I am in.' });
      expect(again).toMatchObject({ id: doc.id, status: 'APPLIED', coverNote: 'Second thoughts: I am in.' });
      expect(again.appliedAt > doc.appliedAt).toBe(true);
      expect(again.events.at(-1)).toEqual({ status: 'APPLIED', message: '', at: again.appliedAt });
      expect(await responseCount(t.app, job.id)).toBe(count);
      expect((await applicationRow(t.app, doc.id)).withdrawnAt).toBeNull();
      expect(await countsOf(t.app, owner, job.id)).toMatchObject({ total: 2, APPLIED: 2 });
      expect((await detailOf(owner, doc.id)).coverNote).toBe('Second thoughts: I am in.');
    });

    it('takes one of five re-applies sent at once after a withdrawal', async () => {
      const { job } = await employerWithJob(t, refs);
      const me = await candidateWithResume(t.app);
      const doc = await applyTo(t.app, me, job);
      expect((await userJobs(t.app, 'withdraw', me, { id: doc.id })).status).toBe(200);
      const count = await responseCount(t.app, job.id);
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          userJobs(t.app, 'create', me, {
            body: { jobId: job.id, resumeId: me.resumeId, answers: answersTo(job) },
          }),
        ),
      );
      expect(results.map((r) => r.status).sort(), JSON.stringify(results.map((r) => r.body))).toEqual([
        201, 409, 409, 409, 409,
      ]);
      for (const res of results.filter((r) => r.status === 409))
        expect(res.body).toMatchObject({
          code: 'DUPLICATE',
          message: 'You have already applied for this job.',
        });
      expect(await responseCount(t.app, job.id)).toBe(count + 1);
      expect((await applicationRow(t.app, doc.id)).withdrawnAt).toBeNull();
    });

    it("refuses once the employer acted (409), and another candidate's application (404)", async () => {
      const { owner, job } = await employerWithJob(t, refs);
      const { who: me, id } = await applicationIn(owner, job, 'SHORTLIST');
      const count = await responseCount(t.app, job.id);
      const res = await userJobs(t.app, 'withdraw', me, { id });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'This application can no longer be withdrawn: the employer has already acted on it.',
      );
      const id2 = await userJobs(t.app, 'withdraw', me, { id, lng: 'id' });
      expect(id2.body.message).toBe(translate('id', 'errorMsg:cannotWithdraw'));
      for (const status of ['IN_INTERVIEW', 'HIRED', 'REJECTED'] as const) {
        const other = await applicationIn(owner, job, status);
        expect((await userJobs(t.app, 'withdraw', other.who, { id: other.id })).status, status).toBe(409);
      }

      const mine = await applyTo(t.app, await candidateWithResume(t.app), job);
      const stranger = await signIn(t.app, 'CANDIDATE');
      const theirs = await userJobs(t.app, 'withdraw', stranger, { id: mine.id });
      expect(theirs.status).toBe(404);
      expect(theirs.body.message).toBe('This application does not exist.');
      expect((await userJobs(t.app, 'withdraw', stranger, { id: 2_000_000_000 })).status).toBe(404);
      const bad = await userJobs(t.app, 'withdraw', stranger, { id: 'abc' });
      expect(bad.status).toBe(422);
      expect(errorFields(bad)).toEqual(['id']);

      expect((await applicationRow(t.app, id)).withdrawnAt).toBeNull();
      expect((await applicationRow(t.app, mine.id)).withdrawnAt).toBeNull();
      expect(await responseCount(t.app, job.id)).toBe(count + 4);
    });
  });

  describe("the team's responses", () => {
    it('lists by job and status, searches names and skills, sorts by date or score, paginates', async () => {
      const { owner, job } = await employerWithJob(t, refs, {
        highlights: { skills: [refs.skills.PYTHON, refs.skills.FLUTTER] },
      });
      const other = await postJob(t.app, owner, refs, { type: { title: 'Kasir Toko' } });
      const person = async (fullName: string, skills: number[]) => {
        const who = await candidateWithResume(t.app);
        await setFullName(t.app, who.userId, fullName);
        await setSkills(t.app, who, skills);
        return who;
      };
      const andi = await person('Andi Pratama', [refs.skills.PYTHON, refs.skills.FLUTTER]);
      const siti = await person('Siti Rahmawati', [refs.skills.ACCOUNTING]);
      const budi = await person('Budi Hartono', [refs.skills.PYTHON]);
      const toSiti = await applyTo(t.app, siti, job);
      const toAndi = await applyTo(t.app, andi, job);
      const toBudi = await applyTo(t.app, budi, job);
      const budiOther = await applyTo(t.app, budi, other);
      // Another company's responses never show.
      const { job: foreign } = await employerWithJob(t, refs);
      await applyTo(t.app, andi, foreign);

      const all = await responsesOf(t.app, owner);
      expect(all.message).toBe('List fetched successfully.');
      expect(all.data.map((d) => d.id)).toEqual([budiOther.id, toBudi.id, toAndi.id, toSiti.id]);
      expect(all.paginator).toMatchObject({ totalDocs: 4, page: 1 });
      const andiDoc = all.data.find((d) => d.id === toAndi.id)!;
      expect(andiDoc).toEqual({
        id: toAndi.id,
        status: 'APPLIED',
        job: { id: job.id, title: job.title, slug: job.slug },
        candidate: {
          id: andi.userId,
          fullName: 'Andi Pratama',
          pictureUrl: null,
          jobDomain: null,
          cityName: null,
          yearsOfExperience: null,
          skills: [refs.skillNames[refs.skills.PYTHON], refs.skillNames[refs.skills.FLUTTER]],
        },
        matchScore: 100,
        knockedOut: false,
        appliedAt: toAndi.appliedAt,
        statusAt: toAndi.appliedAt,
        nextStatuses: ['SHORTLIST', 'REJECTED'],
      });

      const ids = async (body: Record<string, unknown>) =>
        (await responsesOf(t.app, owner, body)).data.map((d) => d.id);
      expect(await ids({ filter: { jobId: job.id } })).toEqual([toBudi.id, toAndi.id, toSiti.id]);
      expect(await ids({ filter: { jobId: other.id } })).toEqual([budiOther.id]);
      expect(await ids({ filter: { jobId: foreign.id } })).toEqual([]);
      expect(await ids({ sortBy: 'score', filter: { jobId: job.id } })).toEqual([
        toAndi.id,
        toBudi.id,
        toSiti.id,
      ]);
      expect(
        (await responsesOf(t.app, owner, { sortBy: 'score', filter: { jobId: job.id } })).data.map(
          (d) => d.matchScore,
        ),
      ).toEqual([100, 50, 0]);

      expect(await ids({ search: 'siti' })).toEqual([toSiti.id]);
      expect(await ids({ search: ' HARTONO ' })).toEqual([budiOther.id, toBudi.id]);
      expect(await ids({ search: 'flutter' })).toEqual([toAndi.id]);
      expect(await ids({ search: 'Pyth', filter: { jobId: job.id } })).toEqual([toBudi.id, toAndi.id]);
      // A skill's Indonesian name finds it too; LIKE wildcards are plain text.
      expect(await ids({ search: 'akuntansi' })).toEqual([toSiti.id]);
      expect(await ids({ search: '%' })).toEqual([]);
      expect(await ids({ search: 'nobody here' })).toEqual([]);

      await moveTo(t.app, owner, toAndi.id, 'SHORTLIST');
      await moveTo(t.app, owner, toSiti.id, 'REJECTED');
      expect(await ids({ filter: { status: 'SHORTLIST' } })).toEqual([toAndi.id]);
      expect(await ids({ filter: { status: 'APPLIED', jobId: job.id } })).toEqual([toBudi.id]);
      expect(await ids({ filter: { status: 'REJECTED' }, search: 'siti' })).toEqual([toSiti.id]);
      expect(await ids({ filter: { status: 'HIRED' } })).toEqual([]);

      const page1 = await responsesOf(t.app, owner, { limit: 3 });
      expect(page1.data.map((d) => d.id)).toEqual([budiOther.id, toBudi.id, toAndi.id]);
      expect(page1.paginator).toMatchObject({ totalDocs: 4, totalPages: 2, hasNextPage: true });
      const page2 = await responsesOf(t.app, owner, { limit: 3, page: 2 });
      expect(page2.data.map((d) => d.id)).toEqual([toSiti.id]);
      // The other job wants PYTHON only (the default), which Budi has: the best match ties with Andi's, the newer first.
      const best = await responsesOf(t.app, owner, { sortBy: 'score', limit: 2 });
      expect(best.data.map((d) => [d.id, d.matchScore])).toEqual([
        [budiOther.id, 100],
        [toAndi.id, 100],
      ]);
      const rest = await responsesOf(t.app, owner, { sortBy: 'score', limit: 2, page: 2 });
      expect(rest.data.map((d) => [d.id, d.matchScore])).toEqual([
        [toBudi.id, 50],
        [toSiti.id, 0],
      ]);

      expect(await countsOf(t.app, owner)).toEqual({
        total: 4,
        APPLIED: 2,
        SHORTLIST: 1,
        IN_INTERVIEW: 0,
        HIRED: 0,
        REJECTED: 1,
      });
      expect(await countsOf(t.app, owner, other.id)).toEqual({
        total: 1,
        APPLIED: 1,
        SHORTLIST: 0,
        IN_INTERVIEW: 0,
        HIRED: 0,
        REJECTED: 0,
      });
      expect(await countsOf(t.app, owner, foreign.id)).toMatchObject({ total: 0 });
      expect(await responseCount(t.app, job.id)).toBe(3);

      for (const body of [{ sortBy: 'name' }, { filter: { status: 'NOPE' } }, { filter: { jobId: 'x' } }]) {
        const bad = await userJobs(t.app, 'list', owner, { body });
        expect(bad.status, JSON.stringify(body)).toBe(422);
      }
    });

    it('shows one response in full: the candidate, the answers, the resume, the timeline', async () => {
      const { owner, job } = await employerWithJob(t, refs);
      const me = await candidateWithResume(t.app);
      await setFullName(t.app, me.userId, 'Dewi Anggraini');
      const doc = await applyTo(t.app, me, job, { coverNote: 'Ready to start.' });
      const res = await userJobs<ResponseDetailDoc>(t.app, 'candidateDetails', owner, {
        body: { id: doc.id },
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Details fetched successfully.');
      const detail = res.body.data;
      expect(detail).toMatchObject({
        id: doc.id,
        status: 'APPLIED',
        candidate: { id: me.userId, fullName: 'Dewi Anggraini', experiences: [], educations: [] },
        coverNote: 'Ready to start.',
        resume: { name: 'CV Budi', type: 'application/pdf' },
        events: [{ status: 'APPLIED', message: '', at: doc.appliedAt }],
        nextStatuses: ['SHORTLIST', 'REJECTED'],
      });
      expect(detail.candidate.email).toMatch(/@example\.com$/);
      expect(detail.answers.map((a) => [a.answer, a.isKnockout])).toEqual([
        ['YES', false],
        ['Jakarta', false],
        ['I like keeping books.', false],
      ]);
      expect((await userJobs(t.app, 'candidateDetails', owner, { body: { id: 2_000_000_000 } })).status).toBe(
        404,
      );
      const bad = await userJobs(t.app, 'candidateDetails', owner, { body: { id: 'x' } });
      expect(bad.status).toBe(422);
      expect(errorFields(bad)).toEqual(['id']);
    });
  });

  describe('status moves', () => {
    let owner: Employer;
    let job: JobDoc;

    beforeAll(async () => {
      ({ owner, job } = await employerWithJob(t, refs));
    });

    const pairs = APPLICATION_STATUSES.flatMap((from) =>
      APPLICATION_STATUSES.map((to) => [from, to] as const),
    );
    const allowed = pairs.filter(([from, to]) => APPLICATION_NEXT[from].includes(to));
    const refusedPairs = pairs.filter(([from, to]) => !APPLICATION_NEXT[from].includes(to));

    it('knows six allowed moves and nineteen refused ones', () => {
      const key = (pairs: readonly (readonly [string, string])[]) => pairs.map((p) => p.join('→')).sort();
      expect(key(allowed)).toEqual(
        key([
          ['APPLIED', 'SHORTLIST'],
          ['APPLIED', 'REJECTED'],
          ['SHORTLIST', 'IN_INTERVIEW'],
          ['SHORTLIST', 'REJECTED'],
          ['IN_INTERVIEW', 'HIRED'],
          ['IN_INTERVIEW', 'REJECTED'],
        ]),
      );
      expect(refusedPairs).toHaveLength(19);
    });

    it.each(allowed.map(([from, to], i) => [from, to, i % 2 === 0 ? 'update' : 'statusByEmployer'] as const))(
      'moves %s to %s (%s)',
      async (from, to, action) => {
        const { who, id } = await applicationIn(owner, job, from);
        const before = await detailOf(owner, id);
        const message = `Moved to ${to}. See you soon!`;
        const res = await userJobs<ResponseDetailDoc>(t.app, action, owner, {
          ...(action === 'update' ? { id, body: { status: to, message: `  ${message}  ` } } : {}),
          ...(action === 'statusByEmployer' ? { body: { id, status: to, message } } : {}),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.code).toBe('SUCCESS');
        expect(res.body.message).toBe('Application status updated.');
        const after = res.body.data;
        expect(after).toMatchObject({ id, status: to, nextStatuses: [...APPLICATION_NEXT[to]] });
        expect(after.statusAt > before.statusAt).toBe(true);
        expect(after.events).toEqual([...before.events, { status: to, message, at: after.statusAt }]);
        expect(await detailOf(owner, id)).toEqual(after);
        // The candidate sees the same step, with the message.
        const mine = (await myList(who)).data.find((d) => d.id === id)!;
        expect(mine).toMatchObject({ status: to, statusAt: after.statusAt, canWithdraw: false });
        expect(mine.events).toEqual(after.events);
        expect((await applicationRow(t.app, id)).status).toBe(to);
        const events = await t.app.deps.db
          .selectFrom('applicationEvents')
          .select(['status', 'byUserId'])
          .where('applicationId', '=', id)
          .orderBy('id')
          .execute();
        expect(events.at(-1)).toEqual({ status: to, byUserId: owner.userId });
      },
    );

    it.each(APPLICATION_STATUSES.map((from) => [from] as const))(
      'refuses every move from %s that is not in APPLICATION_NEXT (409, nothing changes)',
      async (from) => {
        const { id } = await applicationIn(owner, job, from);
        const before = await applicationRow(t.app, id);
        const targets = refusedPairs.filter(([f]) => f === from).map(([, to]) => to);
        expect(targets.length).toBeGreaterThan(0);
        for (const to of targets) {
          for (const res of [
            await userJobs(t.app, 'update', owner, { id, body: { status: to, message: 'no' } }),
            await userJobs(t.app, 'statusByEmployer', owner, { body: { id, status: to } }),
          ]) {
            expect(res.status, `${from} → ${to}`).toBe(409);
            expect(res.body).toMatchObject({
              code: 'ERROR',
              message: `An application cannot move from ${LABEL[from]} to ${LABEL[to]}.`,
              data: null,
            });
          }
        }
        const id2 = await userJobs(t.app, 'update', owner, { id, body: { status: from }, lng: 'id' });
        expect(id2.status).toBe(409);
        const label = translate('id', `messages:applicationStatus.${from}`);
        expect(id2.body.message).toBe(
          translate('id', 'errorMsg:statusNotAllowed', { from: label, to: label }),
        );
        expect(id2.body.message).not.toBe(
          `An application cannot move from ${LABEL[from]} to ${LABEL[from]}.`,
        );
        expect(await applicationRow(t.app, id)).toEqual(before);
      },
    );

    it('walks the whole pipeline, each step on the timeline', async () => {
      const { who, id } = await applicationIn(owner, job, 'APPLIED');
      await moveTo(t.app, owner, id, 'SHORTLIST', 'You are on our shortlist.');
      await moveTo(t.app, owner, id, 'IN_INTERVIEW');
      const hired = await moveTo(t.app, owner, id, 'HIRED', 'Welcome aboard!');
      expect(hired.events.map((e) => [e.status, e.message])).toEqual([
        ['APPLIED', ''],
        ['SHORTLIST', 'You are on our shortlist.'],
        ['IN_INTERVIEW', ''],
        ['HIRED', 'Welcome aboard!'],
      ]);
      const ats = hired.events.map((e) => e.at);
      expect([...ats].sort()).toEqual(ats);
      expect(hired.nextStatuses).toEqual([]);
      const mine = await myList(who, { filter: { status: 'HIRED' } });
      expect(mine.data.map((d) => d.id)).toEqual([id]);
      expect(mine.data[0]!.events).toEqual(hired.events);
    });

    it('refuses bad input: an unknown status, a message too long, a bad id', async () => {
      const { id } = await applicationIn(owner, job, 'APPLIED');
      const cases: [UserJobsCase, string[]][] = [
        [{ action: 'update', id, body: { status: 'WITHDRAWN' } }, ['status']],
        [{ action: 'update', id, body: {} }, ['status']],
        [{ action: 'update', id, body: { status: 'SHORTLIST', message: 'x'.repeat(1001) } }, ['message']],
        [{ action: 'update', id: 'abc', body: { status: 'SHORTLIST' } }, ['id']],
        [{ action: 'statusByEmployer', body: { status: 'SHORTLIST' } }, ['id']],
        [{ action: 'statusByEmployer', body: { id, status: 'shortlist' } }, ['status']],
      ];
      for (const [c, fields] of cases) {
        const res = await userJobs(t.app, c.action, owner, {
          ...(c.id === undefined ? {} : { id: c.id }),
          body: c.body,
        });
        expect(res.status, JSON.stringify(c)).toBe(422);
        expect(errorFields(res), JSON.stringify(c)).toEqual(fields);
      }
      expect(
        (await userJobs(t.app, 'update', owner, { id: 2_000_000_000, body: { status: 'SHORTLIST' } })).status,
      ).toBe(404);
      expect((await applicationRow(t.app, id)).status).toBe('APPLIED');
    });

    it('lets one of three equal moves sent at once through; the others are 409, never a 500', async () => {
      const { id } = await applicationIn(owner, job, 'APPLIED');
      const results = await Promise.all([
        userJobs(t.app, 'update', owner, { id, body: { status: 'SHORTLIST', message: 'first' } }),
        userJobs(t.app, 'statusByEmployer', owner, { body: { id, status: 'SHORTLIST', message: 'second' } }),
        userJobs(t.app, 'update', owner, { id, body: { status: 'SHORTLIST', message: 'third' } }),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([200, 409, 409]);
      for (const res of results.filter((r) => r.status === 409))
        expect([
          'An application cannot move from Shortlisted to Shortlisted.',
          'Someone changed this application meanwhile. Reload it and try again.',
        ]).toContain(res.body.message);
      const winner = results.find((r) => r.status === 200)!.body.data as ResponseDetailDoc;
      expect(winner.events.map((e) => e.status)).toEqual(['APPLIED', 'SHORTLIST']);
      expect((await detailOf(owner, id)).events).toEqual(winner.events);
      expect((await applicationRow(t.app, id)).status).toBe('SHORTLIST');
    });
  });
});

type UserJobsCase = {
  action: 'update' | 'statusByEmployer';
  id?: number | string;
  body: Record<string, unknown>;
};
