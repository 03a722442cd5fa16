import type { FastifyInstance } from 'fastify';
import { makePaginator } from '../../../common/api/envelope.js';
import {
  jobActivateInput,
  jobBenefitsInput,
  jobHighlightsInput,
  jobIdInput,
  jobListRequest,
  jobLocationInput,
  jobQuestionsInput,
  jobRoleListRequest,
  jobTypeInput,
} from '../../../common/schemas/jobs.js';
import type * as v from 'valibot';
import type { Language } from '../../../common/locales/index.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Db } from '../../db/connect.js';
import { defineRoute, signedIn, recordIdParam } from '../../http/define.js';
import { requireApprovedEmployer } from '../accounts/service.js';
import type { JobDoc } from './docs.js';
import { jobFacets } from './search/facets.js';
import * as jobs from './service.js';

type StepAction =
  'createJobHighlights' | 'createJobLocation' | 'createJobBenefits' | 'createJobAdditionalQuestion';

/** Job posting and the job calls (spec §4, §7 Jobs). Writes are for approved employers only (403 otherwise). */
export async function jobsRoutes(app: FastifyInstance) {
  const approved = { guard: requireApprovedEmployer };

  defineRoute(app, 'jobs', 'createJobType', {
    ...approved,
    schema: jobTypeInput,
    handler: async ({ input, deps, user, lng }) => ({
      status: 201,
      data: await jobs.createJobType(deps.db, signedIn(user), lng, input),
      message: 'messages:jobDraftSaved',
    }),
  });

  /** A step saved on the job of the path: its schema, and the service call that saves it. */
  const step = <S extends v.GenericSchema>(
    action: 'updateJobType' | StepAction,
    schema: S,
    save: (db: Db, user: AuthUser, lng: Language, id: number, input: v.InferOutput<S>) => Promise<JobDoc>,
  ) =>
    defineRoute(app, 'jobs', action, {
      ...approved,
      schema,
      // 402: a later last day would bring an expired job back past the licence's live jobs.
      ...(action === 'updateJobType' ? { errors: [402] } : {}),
      handler: async ({ input, params, deps, user, lng }) => ({
        data: await save(deps.db, signedIn(user), lng, recordIdParam(params, lng), input as v.InferOutput<S>),
        message: 'messages:jobDraftSaved',
      }),
    });
  step('updateJobType', jobTypeInput, jobs.updateJobType);
  step('createJobHighlights', jobHighlightsInput, jobs.saveHighlights);
  step('createJobLocation', jobLocationInput, jobs.saveLocation);
  step('createJobBenefits', jobBenefitsInput, jobs.saveBenefits);
  step('createJobAdditionalQuestion', jobQuestionsInput, jobs.saveQuestions);

  defineRoute(app, 'jobs', 'confirmPost', {
    ...approved,
    schema: jobIdInput,
    // The job is named in the body, not the path: its 404 (not this company's job) is not implied by a parameter.
    // 402: no vacancy left in the licence.
    errors: [402, 404],
    handler: async ({ input, deps, user, lng }) => ({
      data: await jobs.confirmPost(deps, signedIn(user), lng, input.id),
      message: 'messages:jobPosted',
    }),
  });

  defineRoute(app, 'jobs', 'activate', {
    ...approved,
    schema: jobActivateInput,
    errors: [402],
    handler: async ({ input, params, deps, user, lng }) => ({
      data: await jobs.setActive(deps, signedIn(user), lng, recordIdParam(params, lng), input.active),
      message: input.active ? 'messages:jobActivated' : 'messages:jobClosed',
    }),
  });

  defineRoute(app, 'jobs', 'duplicate', {
    ...approved,
    errors: [404, 422],
    handler: async ({ params, deps, user, lng }) => ({
      status: 201,
      data: await jobs.duplicateJob(deps.db, signedIn(user), lng, recordIdParam(params, lng)),
      message: 'messages:jobDuplicated',
    }),
  });

  defineRoute(app, 'jobs', 'softDelete', {
    ...approved,
    schema: jobIdInput,
    errors: [404],
    handler: async ({ input, deps, user }) => {
      await jobs.softDeleteJob(deps, signedIn(user), input.id);
      return { data: null, message: 'messages:jobDeleted' };
    },
  });

  defineRoute(app, 'jobs', 'get', {
    // No body schema, but the path's id is checked (422 naming `id`).
    errors: [422],
    cache: 'board',
    handler: async ({ params, deps, user, lng }) => ({
      data: await jobs.getJob(deps.db, user, lng, recordIdParam(params, lng)),
      message: 'messages:fetched',
    }),
  });

  defineRoute(app, 'jobs', 'getJobList', {
    schema: jobListRequest,
    cache: 'board',
    handler: async ({ input, deps, user, lng }) => {
      const { docs, total } = await jobs.listJobs(deps.db, user, lng, input);
      return {
        data: docs,
        paginator: makePaginator(total, input.page, input.limit),
        message: 'messages:listed',
      };
    },
  });

  defineRoute(app, 'jobs', 'facets', {
    // The search's request; its page, size and order change no count.
    schema: jobListRequest,
    cache: 'board',
    handler: async ({ input, deps, lng }) => ({
      data: await jobFacets(deps.db, input, lng),
      message: 'messages:listed',
    }),
  });

  defineRoute(app, 'jobs', 'jobroleList', {
    schema: jobRoleListRequest,
    handler: async ({ input, deps }) => ({
      data: await jobs.jobRoles(deps.db, input.search, input.limit),
      message: 'messages:listed',
    }),
  });
}
