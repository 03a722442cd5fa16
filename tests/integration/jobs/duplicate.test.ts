/**
 * jobs/duplicate/{id} (the jobs home's 'Duplicate') and the counts of the employer's list: a copy is a new draft
 * with every step of its source (skills, places, benefits, questions) and nothing of its life; only the company's
 * own approved employers may copy; the list shows views and applications to the company only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { jobRow, jobsCall, loadRefs, postJob, type Refs, setJob, type Who } from './helpers.js';

type Session = NonNullable<Who>;

for (const dialect of dialects) {
  describe(`duplicating a job (${dialect})`, () => {
    let t: TestApp;
    let refs: Refs;
    let owner: Session;
    let other: Session;
    let candidate: Session;
    let source: { id: number; slug: string };

    beforeAll(async () => {
      t = await createTestApp(dialect);
      refs = await loadRefs(t);
      owner = await signIn(t.app, 'EMPLOYER');
      other = await signIn(t.app, 'EMPLOYER');
      candidate = await signIn(t.app, 'CANDIDATE');
      source = await postJob(t.app, owner, refs);
      await setJob(t, source.id, { viewCount: 12, responseCount: 3 });
    });
    afterAll(async () => {
      await t.close();
    });

    it('copies every step into a new draft, with no posting date, last day or counts', async () => {
      const res = await jobsCall(t.app, 'duplicate', owner, { params: { id: source.id } });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('A copy of the job was saved as a draft.');
      const copy = res.body.data;
      expect(copy.id).not.toBe(source.id);
      expect(copy.slug).not.toBe(source.slug);
      expect(copy.status).toBe('DRAFT');
      expect(copy.postedAt).toBeNull();
      expect(copy.validTill).toBeNull();

      const original = (await jobsCall(t.app, 'get', owner, { params: { id: source.id } })).body.data;
      const same = (doc: typeof original) => ({
        title: doc.title,
        category: doc.category,
        employmentType: doc.employmentType,
        descriptionHtml: doc.descriptionHtml,
        skills: doc.skills,
        locations: doc.locations,
        benefits: doc.benefits,
        questions: doc.questions.map(({ id: _id, ...rest }: { id: number }) => rest),
        steps: doc.steps,
      });
      expect(same(copy)).toEqual(same(original));

      const row = await jobRow(t, copy.id);
      expect(row).toMatchObject({ viewCount: 0, responseCount: 0, closedAt: null, createdBy: owner.userId });
      // The copy is complete, so it can be posted at once.
      const posted = await jobsCall(t.app, 'confirmPost', owner, { body: { id: copy.id } });
      expect(posted.status).toBe(200);
      expect(posted.body.data.status).toBe('ACTIVE');
    });

    it('copies a draft as far as it got', async () => {
      const draft = await postJob(t.app, owner, refs, { until: 'highlights' });
      const res = await jobsCall(t.app, 'duplicate', owner, { params: { id: draft.id } });
      expect(res.status).toBe(201);
      expect(res.body.data.steps).toEqual(['jobType', 'highlights']);
      expect(res.body.data.locations).toEqual([]);
    });

    it("refuses another company's job, a deleted one and a missing one with 404, copying nothing", async () => {
      const count = async () =>
        Number(
          (
            await t.app.deps.db
              .selectFrom('jobs')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      expect((await jobsCall(t.app, 'duplicate', other, { params: { id: source.id } })).status).toBe(404);
      const gone = await postJob(t.app, owner, refs, { until: 'jobType' });
      await jobsCall(t.app, 'softDelete', owner, { body: { id: gone.id } });
      expect((await jobsCall(t.app, 'duplicate', owner, { params: { id: gone.id } })).status).toBe(404);
      expect((await jobsCall(t.app, 'duplicate', owner, { params: { id: 999_999 } })).status).toBe(404);
      expect(await count()).toBe(before + 1); // only the draft made to be deleted
    });

    it('refuses a bad id (422), a guest (401), a candidate and a pending employer (403)', async () => {
      const bad = await jobsCall(t.app, 'duplicate', owner, { params: { id: 'abc' } });
      expect(bad.status).toBe(422);
      expect((await jobsCall(t.app, 'duplicate', null, { params: { id: source.id } })).status).toBe(401);
      expect((await jobsCall(t.app, 'duplicate', candidate, { params: { id: source.id } })).status).toBe(403);
      const pending = await signIn(t.app, 'EMPLOYER', { status: 'PENDING' });
      expect((await jobsCall(t.app, 'duplicate', pending, { params: { id: source.id } })).status).toBe(403);
    });

    it("shows the counts to the company's members only", async () => {
      const own = await jobsCall(t.app, 'getJobList', owner, {
        body: { page: 1, limit: 50, filter: { status: 'ACTIVE' } },
      });
      const card = own.body.data.find((job: { id: number }) => job.id === source.id);
      expect(card).toMatchObject({ viewCount: 12, responseCount: 3 });
      const live = await jobsCall(t.app, 'getJobList', candidate, { body: { page: 1, limit: 50 } });
      const seen = live.body.data.find((job: { id: number }) => job.id === source.id);
      expect(seen).toMatchObject({ viewCount: null, responseCount: null });
    });
  });
}
