/**
 * Job posting (spec §4): the five steps and confirm-post, the checks of every step, closing, activating, expiry,
 * soft delete, who may write, and the full-text search columns kept in step with the job.
 */
import { sql } from 'kysely';
import { findRoute, routePattern } from '../../../common/api/routes.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import {
  benefitsBody,
  dayFromToday,
  errorFields,
  highlightsBody,
  jobRow,
  jobsCall,
  jobTypeBody,
  loadRefs,
  locationBody,
  postJob,
  QUESTIONS,
  questionsBody,
  type Refs,
  setJob,
  type Who,
} from './helpers.js';

type Session = NonNullable<Who>;

for (const dialect of dialects) {
  describe(`job posting (${dialect})`, () => {
    let t: TestApp;
    let refs: Refs;
    let employer: Session;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      refs = await loadRefs(t);
      employer = await signIn(t.app, 'EMPLOYER');
    });
    afterAll(async () => {
      await t?.close();
    });

    const api = (action: string, who: Who, options: Parameters<typeof jobsCall>[3] = {}) =>
      jobsCall(t.app, action, who, options);
    const draft = (who: Who = employer, o: Parameters<typeof postJob>[3] = {}) =>
      postJob(t.app, who, refs, { until: 'questions', ...o });
    const post = (who: Who = employer, o: Parameters<typeof postJob>[3] = {}) => postJob(t.app, who, refs, o);

    /** Whether the full-text index finds the job for a word prefix (FTS5 on SQLite, the tsvector on PostgreSQL). */
    async function ftsIds(prefix: string): Promise<number[]> {
      const db = t.app.deps.db;
      if (dialect === 'sqlite') {
        const { rows } = await sql<{
          rowid: number;
        }>`SELECT rowid FROM "jobsFts" WHERE "jobsFts" MATCH ${`${prefix}*`}`.execute(db);
        return rows.map((r) => Number(r.rowid));
      }
      const { rows } = await sql<{
        id: number;
      }>`SELECT id FROM jobs WHERE "searchVector" @@ to_tsquery('simple', ${`${prefix}:*`})`.execute(db);
      return rows.map((r) => Number(r.id));
    }

    describe('the steps, in order', () => {
      it('saves every step of a draft and posts it for 30 days', async () => {
        const created = await api('createJobType', employer, { body: jobTypeBody(refs) });
        expect(created.status).toBe(201);
        expect(created.body.message).toBe('Job saved as a draft.');
        expect(created.body.data).toMatchObject({
          status: 'DRAFT',
          title: 'Staf Akuntansi',
          steps: ['jobType'],
          postedAt: null,
          validTill: null,
          isExpired: false,
          openings: 2,
          category: { id: refs.categoryId },
          employmentType: { code: refs.employmentType },
        });
        expect(created.body.data.slug).toMatch(/^staf-akuntansi-[0-9a-f]+$/);
        expect(created.body.data.category.name).not.toBe('');
        const id = created.body.data.id as number;

        const highlights = await api('createJobHighlights', employer, {
          params: { id },
          body: highlightsBody(refs, { skills: [refs.skills.PYTHON, refs.skills.ACCOUNTING] }),
        });
        expect(highlights.status).toBe(200);
        expect(highlights.body.message).toBe('Job saved as a draft.');
        const h = highlights.body.data;
        expect(h.steps).toEqual(['jobType', 'highlights']);
        expect(h).toMatchObject({
          minSalary: 5_000_000,
          maxSalary: 8_000_000,
          salaryVisible: true,
          experienceMin: 1,
          experienceMax: 3,
          qualification: { code: refs.qualification },
          skills: [
            { id: refs.skills.PYTHON, name: 'Python' },
            { id: refs.skills.ACCOUNTING, name: 'Accounting' },
          ],
        });
        expect(h.descriptionHtml).not.toMatch(/script|alert|onclick|steal/i);
        expect(h.descriptionHtml).toContain('keep our books');
        expect(h.descriptionHtml).toContain('<strong>now</strong>');
        const stored = await jobRow(t, id);
        expect(stored).toMatchObject({ salaryMin: 5_000_000, salaryMax: 8_000_000 });
        expect(Number.isInteger(stored!.salaryMin)).toBe(true);
        expect(stored!.descriptionText).not.toMatch(/alert/);

        const location = await api('createJobLocation', employer, {
          params: { id },
          body: locationBody(refs),
        });
        expect(location.status).toBe(200);
        const [wfh, city1, city2] = location.body.data.locations;
        expect(location.body.data.isRemote).toBe(true);
        expect(location.body.data.locations).toHaveLength(3);
        expect(wfh).toMatchObject({ code: 'WFH', cityName: 'Work From Anywhere', cityId: null });
        expect(city1).toMatchObject({
          code: String(refs.cities[0]!.id),
          cityId: refs.cities[0]!.id,
          cityName: refs.cities[0]!.name,
          countryCode: 'ID',
          countryNm: 'Indonesia',
        });
        expect(city2).toMatchObject({ cityId: refs.cities[1]!.id, cityName: refs.cities[1]!.name });
        expect(location.body.data.steps).toEqual(['jobType', 'highlights', 'location']);

        const benefits = await api('createJobBenefits', employer, { params: { id }, body: benefitsBody() });
        expect(benefits.status).toBe(200);
        expect([...benefits.body.data.benefits].sort()).toEqual(['BPJS_HEALTH', 'LAPTOP', 'THR']);
        expect(benefits.body.data.benefitsOther).toBe('Free lunch on Fridays');

        const questions = await api('createJobAdditionalQuestion', employer, {
          params: { id },
          body: questionsBody(),
        });
        expect(questions.status).toBe(200);
        expect(questions.body.data.status).toBe('DRAFT');
        expect(questions.body.data.steps).toEqual([
          'jobType',
          'highlights',
          'location',
          'benefits',
          'questions',
        ]);
        expect(questions.body.data.questions).toMatchObject([
          { kind: 'YES_NO', isRequired: true, options: [], knockout: 'NO' },
          { kind: 'SINGLE_CHOICE', options: ['Jakarta', 'Bandung', 'Surabaya'], knockout: 'Surabaya' },
          { kind: 'TEXT', isRequired: false, options: [], knockout: null },
        ]);

        const posted = await api('confirmPost', employer, { body: { id } });
        expect(posted.status).toBe(200);
        expect(posted.body.message).toBe('Job posted successfully.');
        expect(posted.body.data).toMatchObject({
          id,
          status: 'ACTIVE',
          isExpired: false,
          validTill: dayFromToday(30),
        });
        expect(Date.parse(posted.body.data.postedAt)).toBeGreaterThan(Date.now() - 60_000);
        expect(await jobRow(t, id)).toMatchObject({ status: 'ACTIVE', validTill: dayFromToday(30) });
      });

      it('keeps the last day chosen at step 1', async () => {
        const job = await post(employer, { type: { validTill: dayFromToday(10) } });
        expect(job).toMatchObject({ status: 'ACTIVE', validTill: dayFromToday(10) });
      });

      it('answers in Indonesian with lng: id', async () => {
        const created = await api('createJobType', employer, { body: jobTypeBody(refs), lng: 'id' });
        expect(created.body.message).toBe('Lowongan disimpan sebagai draf.');
        const id = created.body.data.id as number;
        for (const [action, body] of [
          ['createJobHighlights', highlightsBody(refs)],
          ['createJobLocation', locationBody(refs)],
          ['createJobBenefits', benefitsBody()],
          ['createJobAdditionalQuestion', questionsBody()],
        ] as const) {
          const res = await api(action, employer, { params: { id }, body, lng: 'id' });
          expect(res.body.message, action).toBe('Lowongan disimpan sebagai draf.');
          if (action === 'createJobLocation') {
            expect(res.body.data.locations[0]).toMatchObject({
              code: 'WFH',
              cityName: 'Bekerja dari Mana Saja',
            });
          }
          if (action === 'createJobHighlights') expect(res.body.data.skills[0].name).toBe('Python');
        }
        const posted = await api('confirmPost', employer, { body: { id }, lng: 'id' });
        expect(posted.body.message).toBe('Lowongan berhasil dipasang.');
        const closed = await api('activate', employer, {
          params: { id },
          body: { active: false },
          lng: 'id',
        });
        expect(closed.body.message).toBe('Lowongan ditutup.');
        const reopened = await api('activate', employer, {
          params: { id },
          body: { active: true },
          lng: 'id',
        });
        expect(reopened.body.message).toBe('Lowongan aktif kembali.');
        const deleted = await api('softDelete', employer, { body: { id }, lng: 'id' });
        expect(deleted.body.message).toBe('Lowongan telah dihapus.');
        const incomplete = await draft(employer, { until: 'benefits' });
        const refused = await api('confirmPost', employer, { body: { id: incomplete.id }, lng: 'id' });
        expect(refused.body.message).toBe('Lengkapi informasi lowongan sebelum mengaktifkannya.');
      });

      it('names Indonesian skills and categories with lng: id', async () => {
        const job = await draft(employer, {
          until: 'highlights',
          highlights: { skills: [refs.skills.ACCOUNTING] },
        });
        const res = await api('get', employer, { params: { id: job.id }, lng: 'id' });
        expect(res.status).toBe(200);
        expect(res.body.data.skills).toEqual([{ id: refs.skills.ACCOUNTING, name: 'Akuntansi' }]);
      });

      it('replaces what a step saved when it is saved again', async () => {
        const job = await draft();
        const id = job.id as number;
        const res = await api('createJobLocation', employer, {
          params: { id },
          body: { isRemote: false, cityIds: [refs.cities[1]!.id] },
        });
        expect(res.status).toBe(200);
        expect(res.body.data.isRemote).toBe(false);
        expect(res.body.data.locations.map((l: { cityId: number }) => l.cityId)).toEqual([
          refs.cities[1]!.id,
        ]);
        const q = await api('createJobAdditionalQuestion', employer, {
          params: { id },
          body: { questions: [] },
        });
        expect(q.status).toBe(200);
        expect(q.body.data.questions).toEqual([]);
        expect(q.body.data.steps).toContain('questions');
        // Benefits come back in the order of the list (BENEFIT_CODES) on every database, whatever order they came in.
        const shuffled = await api('createJobBenefits', employer, {
          params: { id },
          body: { benefits: ['LAPTOP', 'THR', 'BPJS_HEALTH'] },
        });
        expect(shuffled.body.data.benefits).toEqual(['BPJS_HEALTH', 'THR', 'LAPTOP']);
        expect((await api('get', employer, { params: { id } })).body.data.benefits).toEqual([
          'BPJS_HEALTH',
          'THR',
          'LAPTOP',
        ]);
        const b = await api('createJobBenefits', employer, { params: { id }, body: { benefits: [] } });
        expect(b.body.data).toMatchObject({ benefits: [], benefitsOther: null });
        const rows = await t.app.deps.db
          .selectFrom('jobLocations')
          .selectAll()
          .where('jobId', '=', id)
          .execute();
        expect(rows).toHaveLength(1);
      });
    });

    describe('bad input', () => {
      let id: number;
      beforeAll(async () => {
        id = (await draft(employer, { until: 'jobType' })).id;
      });

      const expect422 = async (action: string, body: unknown, field: string) => {
        const res = await api(action, employer, {
          ...(action === 'createJobType' ? {} : { params: { id } }),
          body,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(422);
        expect(errorFields(res)).toContain(field);
        return res;
      };

      it('refuses a maximum salary under the minimum', async () => {
        const res = await expect422(
          'createJobHighlights',
          highlightsBody(refs, { salaryMin: '9,000,000', salaryMax: 8_000_000 }),
          'salaryMax',
        );
        expect(res.body.message).toMatch(/minimum/);
      });

      it('refuses a maximum experience under the minimum', async () => {
        await expect422(
          'createJobHighlights',
          highlightsBody(refs, { experienceMin: 5, experienceMax: 2 }),
          'experienceMax',
        );
      });

      it('refuses a category, type of employment, skill, qualification or city that does not exist', async () => {
        await expect422('createJobType', jobTypeBody(refs, { categoryId: 987_654 }), 'categoryId');
        await expect422(
          'createJobType',
          jobTypeBody(refs, { employmentType: 'NO_SUCH_TYPE' }),
          'employmentType',
        );
        await expect422(
          'createJobType',
          jobTypeBody(refs, { positionLevel: 'NO_SUCH_LEVEL' }),
          'positionLevel',
        );
        await expect422('createJobType', jobTypeBody(refs, { jobDomain: 'NO_SUCH_DOMAIN' }), 'jobDomain');
        // A code of another master list is not a type of employment.
        await expect422(
          'createJobType',
          jobTypeBody(refs, { employmentType: refs.positionLevel }),
          'employmentType',
        );
        await expect422('createJobHighlights', highlightsBody(refs, { skills: [987_654] }), 'skills');
        await expect422(
          'createJobHighlights',
          highlightsBody(refs, { qualification: 'NOPE' }),
          'qualification',
        );
        await expect422('createJobLocation', locationBody(refs, { cityIds: [987_654_321] }), 'cityIds');
        // Nothing was saved by the refused steps.
        const row = await jobRow(t, id);
        expect(row).toMatchObject({ highlightsAt: null, locationAt: null, categoryId: refs.categoryId });
      });

      it('refuses a skill that is not approved (someone else’s suggestion)', async () => {
        const other = await signIn(t.app, 'CANDIDATE');
        const now = new Date().toISOString();
        const suggestion = await t.app.deps.db
          .insertInto('masters')
          .values({
            codeType: 'SKILLS',
            code: `SUGGESTED_${Date.now()}`,
            nameEn: 'Suggested skill',
            nameId: 'Keahlian usulan',
            searchName: 'suggested skill keahlian usulan',
            parentCode: null,
            sortOrder: 0,
            isApproved: 0,
            createdBy: other.userId,
            createdAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await expect422('createJobHighlights', highlightsBody(refs, { skills: [suggestion.id] }), 'skills');
      });

      it('wants a city unless the job is remote', async () => {
        await expect422('createJobLocation', { isRemote: false, cityIds: [] }, 'cityIds');
        await expect422('createJobLocation', { isRemote: false }, 'cityIds');
        const remoteOnly = await api('createJobLocation', employer, {
          params: { id },
          body: { isRemote: true },
        });
        expect(remoteOnly.status).toBe(200);
        expect(remoteOnly.body.data.locations).toEqual([
          expect.objectContaining({ code: 'WFH', cityName: 'Work From Anywhere' }),
        ]);
      });

      it('wants 2 different options for a choice question, none for others', async () => {
        const one = {
          kind: 'SINGLE_CHOICE',
          question: 'Pick your city',
          isRequired: true,
          options: ['Jakarta'],
        };
        await expect422('createJobAdditionalQuestion', { questions: [one] }, 'questions.0.options');
        const twice = { ...one, options: ['Jakarta', 'jakarta'] };
        await expect422(
          'createJobAdditionalQuestion',
          { questions: [QUESTIONS[0], twice] },
          'questions.1.options',
        );
        const textWithOptions = {
          kind: 'TEXT',
          question: 'Tell us more',
          isRequired: true,
          options: ['a', 'b'],
        };
        await expect422(
          'createJobAdditionalQuestion',
          { questions: [textWithOptions] },
          'questions.0.options',
        );
      });

      it('allows a knock-out answer only on yes/no and single-choice questions, and only one of their answers', async () => {
        const text = { kind: 'TEXT', question: 'Why this job?', isRequired: true, knockout: 'no' };
        await expect422('createJobAdditionalQuestion', { questions: [text] }, 'questions.0.knockout');
        const multi = {
          kind: 'MULTIPLE_CHOICE',
          question: 'Which languages?',
          isRequired: true,
          options: ['Java', 'Go'],
          knockout: 'Go',
        };
        await expect422('createJobAdditionalQuestion', { questions: [multi] }, 'questions.0.knockout');
        const yesNo = { kind: 'YES_NO', question: 'Can you drive?', isRequired: true, knockout: 'MAYBE' };
        await expect422('createJobAdditionalQuestion', { questions: [yesNo] }, 'questions.0.knockout');
        const single = { ...QUESTIONS[1], knockout: 'Medan' };
        await expect422('createJobAdditionalQuestion', { questions: [single] }, 'questions.0.knockout');
        expect((await jobRow(t, id))!.questionsAt).toBeNull();
      });

      it('wants the last day from today to 90 days ahead', async () => {
        await expect422('createJobType', jobTypeBody(refs, { validTill: dayFromToday(-1) }), 'validTill');
        await expect422('createJobType', jobTypeBody(refs, { validTill: dayFromToday(91) }), 'validTill');
        await expect422('updateJobType', jobTypeBody(refs, { validTill: dayFromToday(-1) }), 'validTill');
        await expect422('createJobType', jobTypeBody(refs, { validTill: '2026-02-30' }), 'validTill');
        const today = await api('createJobType', employer, {
          body: jobTypeBody(refs, { validTill: dayFromToday(0) }),
        });
        expect(today.status).toBe(201);
        const last = await api('createJobType', employer, {
          body: jobTypeBody(refs, { validTill: dayFromToday(90) }),
        });
        expect(last.status).toBe(201);
      });

      it('counts the text of the description once it is sanitized', async () => {
        const res = await expect422(
          'createJobHighlights',
          highlightsBody(refs, { description: `<script>${'a'.repeat(40)}</script><p>hi</p>` }),
          'description',
        );
        expect(res.body.message).toMatch(/30/);
        await expect422(
          'createJobHighlights',
          highlightsBody(refs, { description: `<style>${'a'.repeat(40)}</style><p>hi</p>` }),
          'description',
        );
        // An attribute is not text either.
        await expect422(
          'createJobHighlights',
          highlightsBody(refs, { description: `<p title="${'a'.repeat(40)}">hi</p>` }),
          'description',
        );
        await expect422(
          'createJobHighlights',
          highlightsBody(refs, { description: '<p>short</p>' }),
          'description',
        );
        expect((await jobRow(t, id))!.highlightsAt).toBeNull();
      });

      it('refuses salaries that are not amounts or above the maximum', async () => {
        await expect422('createJobHighlights', highlightsBody(refs, { salaryMin: '5.000.000' }), 'salaryMin');
        await expect422('createJobHighlights', highlightsBody(refs, { salaryMin: -1 }), 'salaryMin');
        await expect422('createJobHighlights', highlightsBody(refs, { salaryMax: 500_000_001 }), 'salaryMax');
      });

      it('refuses an id that is not a job id', async () => {
        const res = await api('createJobHighlights', employer, {
          params: { id: 'abc' },
          body: highlightsBody(refs),
        });
        expect(res.status).toBe(422);
        expect(errorFields(res)).toEqual(['id']);
        const missing = await api('createJobHighlights', employer, {
          params: { id: 987_654 },
          body: highlightsBody(refs),
        });
        expect(missing.status).toBe(404);
        // Only digits name a job: other spellings of a number are not another address of the same job.
        for (const spelling of [`${id}.0`, ` ${id}`, `${id}e0`, `0x${id.toString(16)}`, '-1', '0']) {
          const res = await api('updateJobType', employer, {
            params: { id: spelling },
            body: jobTypeBody(refs),
          });
          expect(res.status, spelling).toBe(422);
          expect(errorFields(res), spelling).toEqual(['id']);
        }
        const confirm = await api('confirmPost', employer, { body: { id: 0 } });
        expect(confirm.status).toBe(422);
        expect(errorFields(confirm)).toEqual(['id']);
      });
    });

    describe('posting and status', () => {
      it('refuses to post or activate a draft with a step missing', async () => {
        for (const until of ['jobType', 'highlights', 'location', 'benefits'] as const) {
          const job = await draft(employer, { until });
          for (const [action, options] of [
            ['confirmPost', { body: { id: job.id } }],
            ['activate', { params: { id: job.id }, body: { active: true } }],
          ] as const) {
            const res = await api(action, employer, options);
            expect(res.status, `${action} after ${until}`).toBe(400);
            expect(res.body.message).toBe('Please complete your job information before activate.');
          }
          expect((await jobRow(t, job.id))!.status).toBe('DRAFT');
        }
      });

      it('answers a repeated confirm-post with the job unchanged', async () => {
        const job = await draft();
        const first = await api('confirmPost', employer, { body: { id: job.id } });
        const second = await api('confirmPost', employer, { body: { id: job.id } });
        expect(first.status).toBe(200);
        expect(second.status).toBe(200);
        expect(second.body.message).toBe('Job posted successfully.');
        expect(second.body.data).toMatchObject({
          status: 'ACTIVE',
          postedAt: first.body.data.postedAt,
          validTill: first.body.data.validTill,
          updatedAt: first.body.data.updatedAt,
        });
      });

      it('closes a job and opens it again', async () => {
        const job = await post();
        const closed = await api('activate', employer, { params: { id: job.id }, body: { active: false } });
        expect(closed.status).toBe(200);
        expect(closed.body.message).toBe('The job is closed.');
        expect(closed.body.data.status).toBe('CLOSED');
        expect((await jobRow(t, job.id))!.closedAt).not.toBeNull();
        expect((await api('get', null, { params: { id: job.id } })).status).toBe(404);

        const again = await api('activate', employer, { params: { id: job.id }, body: { active: false } });
        expect(again.status).toBe(200);
        expect(again.body.data.status).toBe('CLOSED');

        const reopened = await api('activate', employer, { params: { id: job.id }, body: { active: true } });
        expect(reopened.status).toBe(200);
        expect(reopened.body.message).toBe('The job is active again.');
        expect(reopened.body.data).toMatchObject({
          status: 'ACTIVE',
          postedAt: job.postedAt,
          validTill: job.validTill,
        });
        expect((await jobRow(t, job.id))!.closedAt).toBeNull();
        expect((await api('get', null, { params: { id: job.id } })).status).toBe(200);
      });

      it('leaves a draft a draft when asked to close it (only a posted job closes)', async () => {
        const job = await draft();
        const res = await api('activate', employer, { params: { id: job.id }, body: { active: false } });
        expect(res.status).toBe(200);
        expect(res.body.data.status).toBe('DRAFT');
        expect((await jobRow(t, job.id))!.closedAt).toBeNull();
      });

      it('activates by default (no body)', async () => {
        const job = await post();
        await api('activate', employer, { params: { id: job.id }, body: { active: false } });
        const res = await api('activate', employer, { params: { id: job.id } });
        expect(res.status).toBe(200);
        expect(res.body.data.status).toBe('ACTIVE');
      });

      it('lets an expired job be found by its company only, and activates it for another period', async () => {
        const own = await signIn(t.app, 'EMPLOYER');
        const job = await post(own);
        await setJob(t, job.id, { validTill: dayFromToday(-1) });

        // Its last day is still a day it is shown on.
        await setJob(t, job.id, { validTill: dayFromToday(0) });
        const lastDay = await api('get', null, { params: { id: job.id } });
        expect(lastDay.status).toBe(200);
        expect(lastDay.body.data.isExpired).toBe(false);
        await setJob(t, job.id, { validTill: dayFromToday(-1) });

        const mine = await api('get', own, { params: { id: job.id } });
        expect(mine.status).toBe(200);
        expect(mine.body.data).toMatchObject({ status: 'ACTIVE', isExpired: true });
        expect((await api('get', null, { params: { id: job.id } })).status).toBe(404);
        const candidate = await signIn(t.app, 'CANDIDATE');
        expect((await api('get', candidate, { params: { id: job.id } })).status).toBe(404);

        const expiredTab = await api('getJobList', own, { body: { filter: { status: 'EXPIRED' } } });
        expect(expiredTab.body.data.map((j: { id: number }) => j.id)).toEqual([job.id]);
        expect(expiredTab.body.data[0].tab).toBe('EXPIRED');
        const activeTab = await api('getJobList', own, { body: { filter: { status: 'ACTIVE' } } });
        expect(activeTab.body.data).toEqual([]);

        // confirm-post of an expired job publishes it again too (it is not "already live").
        const activated = await api('activate', own, { params: { id: job.id }, body: { active: true } });
        expect(activated.status).toBe(200);
        expect(activated.body.data).toMatchObject({
          status: 'ACTIVE',
          isExpired: false,
          validTill: dayFromToday(30),
        });
        expect((await api('get', null, { params: { id: job.id } })).status).toBe(200);
        const activeAgain = await api('getJobList', own, { body: { filter: { status: 'ACTIVE' } } });
        expect(activeAgain.body.data.map((j: { id: number }) => j.id)).toEqual([job.id]);
      });

      it('re-posts an expired job with confirm-post', async () => {
        const job = await post();
        await setJob(t, job.id, { validTill: dayFromToday(-3) });
        const res = await api('confirmPost', employer, { body: { id: job.id } });
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({
          isExpired: false,
          validTill: dayFromToday(30),
          postedAt: job.postedAt,
        });
      });

      it('soft-deletes a job: gone from get and lists, a second delete is 404', async () => {
        const own = await signIn(t.app, 'EMPLOYER');
        const job = await post(own, { type: { title: 'Juru Masak Hotel' } });
        const res = await api('softDelete', own, { body: { id: job.id } });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ message: 'The job was deleted.', data: null });
        expect((await jobRow(t, job.id))!.deletedAt).not.toBeNull();

        expect((await api('get', own, { params: { id: job.id } })).status).toBe(404);
        expect((await api('get', null, { params: { id: job.id } })).status).toBe(404);
        const ownList = await api('getJobList', own, { body: {} });
        expect(ownList.body.data).toEqual([]);
        expect(ownList.body.paginator!.totalDocs).toBe(0);
        const guestList = await api('getJobList', null, { body: { search: 'juru masak' } });
        expect(guestList.body.data).toEqual([]);
        const roles = await api('jobroleList', own, { body: { search: 'juru' } });
        expect(roles.body.data).toEqual([]);

        const again = await api('softDelete', own, { body: { id: job.id } });
        expect(again.status).toBe(404);
        for (const [action, options] of [
          ['createJobHighlights', { params: { id: job.id }, body: highlightsBody(refs) }],
          ['activate', { params: { id: job.id }, body: { active: true } }],
          ['confirmPost', { body: { id: job.id } }],
        ] as const) {
          expect((await api(action, own, options)).status, action).toBe(404);
        }
      });
    });

    describe('update-job-type', () => {
      it('changes the title and slug of a draft', async () => {
        const job = await draft(employer, { until: 'jobType' });
        const res = await api('updateJobType', employer, {
          params: { id: job.id },
          body: jobTypeBody(refs, {
            title: 'Kasir Toko Roti',
            categoryId: refs.otherCategoryId,
            employmentType: refs.otherEmploymentType,
            openings: 5,
          }),
        });
        expect(res.status).toBe(200);
        expect(res.body.message).toBe('Job saved as a draft.');
        expect(res.body.data).toMatchObject({
          title: 'Kasir Toko Roti',
          status: 'DRAFT',
          openings: 5,
          category: { id: refs.otherCategoryId },
          employmentType: { code: refs.otherEmploymentType },
        });
        expect(res.body.data.slug).toMatch(/^kasir-toko-roti-[0-9a-f]+$/);
      });

      it('keeps the slug of a posted job', async () => {
        const job = await post();
        const res = await api('updateJobType', employer, {
          params: { id: job.id },
          body: jobTypeBody(refs, { title: 'Kepala Akuntansi' }),
        });
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({
          title: 'Kepala Akuntansi',
          slug: job.slug,
          status: 'ACTIVE',
          validTill: job.validTill,
        });
      });

      it('keeps the past last day of an expired job when step 1 is saved again with it; null clears it', async () => {
        const job = await post();
        await setJob(t, job.id, { validTill: dayFromToday(-2) });
        const same = await api('updateJobType', employer, {
          params: { id: job.id },
          body: jobTypeBody(refs, { title: 'Staf Akuntansi Senior', validTill: dayFromToday(-2) }),
        });
        expect(same.status).toBe(200);
        expect(same.body.data).toMatchObject({ title: 'Staf Akuntansi Senior', validTill: dayFromToday(-2) });
        const moved = await api('updateJobType', employer, {
          params: { id: job.id },
          body: jobTypeBody(refs, { validTill: dayFromToday(-1) }),
        });
        expect(moved.status).toBe(422);
        const cleared = await api('updateJobType', employer, {
          params: { id: job.id },
          body: jobTypeBody(refs, { validTill: null }),
        });
        expect(cleared.status).toBe(200);
        expect(cleared.body.data.validTill).toBeNull();
      });

      it('changes the last day of a posted job', async () => {
        const job = await post();
        const res = await api('updateJobType', employer, {
          params: { id: job.id },
          body: jobTypeBody(refs, { validTill: dayFromToday(60) }),
        });
        expect(res.status).toBe(200);
        expect(res.body.data.validTill).toBe(dayFromToday(60));
      });
    });

    describe('who may write', () => {
      it('answers 404 to another company for every write and read of a draft, and changes nothing', async () => {
        const job = await draft();
        const before = await jobRow(t, job.id);
        const intruder = await signIn(t.app, 'EMPLOYER');
        const writes = [
          ['updateJobType', { params: { id: job.id }, body: jobTypeBody(refs, { title: 'Hijacked' }) }],
          ['createJobHighlights', { params: { id: job.id }, body: highlightsBody(refs, { salaryMin: 1 }) }],
          [
            'createJobLocation',
            { params: { id: job.id }, body: { isRemote: false, cityIds: [refs.cities[0]!.id] } },
          ],
          ['createJobBenefits', { params: { id: job.id }, body: { benefits: [] } }],
          ['createJobAdditionalQuestion', { params: { id: job.id }, body: { questions: [] } }],
          ['confirmPost', { body: { id: job.id } }],
          ['activate', { params: { id: job.id }, body: { active: true } }],
          ['activate', { params: { id: job.id }, body: { active: false } }],
          ['softDelete', { body: { id: job.id } }],
          ['get', { params: { id: job.id } }],
        ] as const;
        for (const [action, options] of writes) {
          const res = await api(action, intruder, options);
          expect(res.status, action).toBe(404);
          expect(res.body.message, action).toBe('This job does not exist or is no longer open.');
        }
        expect(await jobRow(t, job.id)).toEqual(before);
        const questions = await t.app.deps.db
          .selectFrom('jobQuestions')
          .select('id')
          .where('jobId', '=', job.id)
          .execute();
        expect(questions).toHaveLength(QUESTIONS.length);
        const locations = await t.app.deps.db
          .selectFrom('jobLocations')
          .select('cityId')
          .where('jobId', '=', job.id)
          .execute();
        expect(locations).toHaveLength(2);
        // The intruder's own list does not show it either.
        const list = await api('getJobList', intruder, { body: {} });
        expect(list.body.data).toEqual([]);
      });

      it("lets a recruiter of the company write the company's jobs and see their knock-outs", async () => {
        const job = await draft();
        const recruiter = await signIn(t.app, 'EMPLOYER');
        const company = await t.app.deps.db
          .selectFrom('companyMembers')
          .select('companyId')
          .where('userId', '=', employer.userId!)
          .executeTakeFirstOrThrow();
        await t.app.deps.db
          .updateTable('companyMembers')
          .set({ companyId: company.companyId, role: 'RECRUITER' })
          .where('userId', '=', recruiter.userId!)
          .execute();
        const read = await api('get', recruiter, { params: { id: job.id } });
        expect(read.status).toBe(200);
        expect(read.body.data.questions[0].knockout).toBe('NO');
        const posted = await api('confirmPost', recruiter, { body: { id: job.id } });
        expect(posted.status).toBe(200);
        expect(posted.body.data.status).toBe('ACTIVE');
        const list = await api('getJobList', recruiter, { body: { filter: { status: 'ACTIVE' } } });
        expect(list.body.data.map((j: { id: number }) => j.id)).toContain(job.id);
      });

      it('refuses an employer whose profile is not approved (403)', async () => {
        const pending = await signIn(t.app, 'EMPLOYER', { status: 'PENDING' });
        const res = await api('createJobType', pending, { body: jobTypeBody(refs) });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('You can add new jobs only after your profile is approved.');
        const job = await draft();
        for (const [action, options] of [
          ['updateJobType', { params: { id: job.id }, body: jobTypeBody(refs) }],
          ['confirmPost', { body: { id: job.id } }],
          ['softDelete', { body: { id: job.id } }],
        ] as const) {
          const r = await api(action, pending, options);
          expect(r.status, action).toBe(403);
        }
        const id = await api('createJobType', pending, { body: jobTypeBody(refs), lng: 'id' });
        expect(id.body.message).toBe('Anda baru dapat menambahkan lowongan setelah profil Anda disetujui.');
        const count = await t.app.deps.db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('createdBy', '=', pending.userId!)
          .executeTakeFirstOrThrow();
        expect(Number(count.n)).toBe(0);
      });

      it('refuses candidates (403) and guests (401)', async () => {
        const candidate = await signIn(t.app, 'CANDIDATE');
        const res = await api('createJobType', candidate, { body: jobTypeBody(refs) });
        expect(res.status).toBe(403);
        const job = await draft();
        const close = await api('activate', candidate, { params: { id: job.id }, body: { active: false } });
        expect(close.status).toBe(403);
        const guest = await api('createJobType', null, { body: jobTypeBody(refs) });
        expect(guest.status).toBe(401);
        expect((await jobRow(t, job.id))!.status).toBe('DRAFT');
      });
    });

    describe('the API document', () => {
      it('documents every error status these calls answer', async () => {
        const doc = (await t.app.inject({ url: '/client/api/docs' })).json() as {
          paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
        };
        // [action, guest path, status] as the tests of this folder see them answered.
        const answered: [string, boolean, number][] = [
          ['createJobType', false, 403],
          ['createJobType', false, 422],
          ['createJobHighlights', false, 404],
          ['createJobHighlights', false, 422],
          ['confirmPost', false, 400],
          ['confirmPost', false, 404],
          ['activate', false, 400],
          ['activate', false, 404],
          ['softDelete', false, 404],
          ['get', false, 404],
          ['get', false, 422],
          ['get', true, 404],
          ['get', true, 422],
          ['getJobList', false, 422],
          ['jobroleList', false, 401],
        ];
        for (const [action, guest, status] of answered) {
          const def = findRoute('jobs', action)!;
          const url = routePattern(def, guest).replace(/:([A-Za-z]+)/g, '{$1}');
          const item = doc.paths[url];
          expect(item, url).toBeDefined();
          const op = item![def.method.toLowerCase()]!;
          expect(Object.keys(op.responses), `${action}${guest ? ' (guest)' : ''} ${status}`).toContain(
            String(status),
          );
        }
      });
    });

    describe('full-text search columns', () => {
      it('indexes the title and the skills, follows a new title, keeps a deleted job', async () => {
        const byTitle = await draft(employer, {
          until: 'highlights',
          type: { title: 'Staf Akuntan Pajak' },
          highlights: { skills: [refs.skills.FLUTTER] },
        });
        const bySkill = await draft(employer, {
          until: 'highlights',
          type: { title: 'Pengembang Aplikasi Mobile' },
          highlights: { skills: [refs.skills.ACCOUNTING] },
        });
        const neither = await draft(employer, {
          until: 'highlights',
          type: { title: 'Pengemudi Truk' },
          highlights: { skills: [refs.skills.PYTHON] },
        });
        const akuntan = await ftsIds('akuntan');
        expect(akuntan).toEqual(expect.arrayContaining([byTitle.id, bySkill.id]));
        expect(akuntan).not.toContain(neither.id);
        expect(await ftsIds('flutt')).toContain(byTitle.id);
        // The description (as text, without what was sanitized away) is indexed too.
        expect(await ftsIds('books')).toContain(neither.id);
        expect(await ftsIds('alert')).not.toContain(neither.id);
        // And the company's name.
        expect(await ftsIds('tester')).toContain(neither.id);

        // New skills replace the old ones in the index.
        await api('createJobHighlights', employer, {
          params: { id: bySkill.id },
          body: highlightsBody(refs, { skills: [refs.skills.PYTHON] }),
        });
        expect(await ftsIds('akuntan')).not.toContain(bySkill.id);

        await api('softDelete', employer, { body: { id: byTitle.id } });
        expect(await ftsIds('akuntan')).toContain(byTitle.id);

        const renamed = await draft(employer, { until: 'jobType', type: { title: 'Akuntan Senior' } });
        expect(await ftsIds('akuntan')).toContain(renamed.id);
        const res = await api('updateJobType', employer, {
          params: { id: renamed.id },
          body: jobTypeBody(refs, { title: 'Kasir Senior' }),
        });
        expect(res.status).toBe(200);
        expect(await ftsIds('akuntan')).not.toContain(renamed.id);
        expect(await ftsIds('kasir')).toContain(renamed.id);
      });

      it("holds the Indonesian roots of the title's and the skills' words, and follows them", async () => {
        const job = await draft(employer, {
          until: 'highlights',
          type: { title: 'Penjahit Butik' },
          highlights: { skills: [refs.skills.PYTHON] },
        });
        // 'jahit' is no word of the job: only the root of Penjahit.
        expect(await ftsIds('jahit')).toContain(job.id);
        const renamed = await api('updateJobType', employer, {
          params: { id: job.id },
          body: jobTypeBody(refs, { title: 'Kasir Butik' }),
        });
        expect(renamed.status).toBe(200);
        expect(await ftsIds('jahit')).not.toContain(job.id);
        // A skill's Indonesian name: Sewing is 'Menjahit'.
        const sewing = await api('createJobHighlights', employer, {
          params: { id: job.id },
          body: highlightsBody(refs, { skills: [refs.skills.SEWING] }),
        });
        expect(sewing.status).toBe(200);
        expect(await ftsIds('jahit')).toContain(job.id);
        // A copy carries them.
        const copy = await api('duplicate', employer, { params: { id: job.id } });
        expect(copy.status, JSON.stringify(copy.body)).toBe(201);
        expect(await ftsIds('jahit')).toContain((copy.body.data as { id: number }).id);
      });
    });
  });
}
