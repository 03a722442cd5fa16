import type { FastifyInstance } from 'fastify';
import { makePaginator } from '../../../common/api/envelope.js';
import {
  matchedCandidateRequest,
  matchedCandidatesRequest,
  profileViewersRequest,
  viewProfileInput,
  viewedCandidatesRequest,
} from '../../../common/schemas/candidates.js';
import { defineRoute, signedIn } from '../../http/define.js';
import * as candidates from './service.js';

/**
 * Matched and viewed candidates (issue 13; spec §7): a company's team finds candidates for its jobs and opens their
 * profiles; the candidate sees which companies did. The route table admits employers to the first calls and
 * candidates to viewed-count and company-list; the team's calls also need an approved employer.
 */
export async function candidatesRoutes(app: FastifyInstance) {
  const approved = { guard: candidates.requireApprovedTeam };

  defineRoute(app, 'matchedCandidate', 'list', {
    ...approved,
    schema: matchedCandidatesRequest,
    errors: [404],
    handler: async ({ input, deps, user, lng }) => ({
      data: await candidates.matchedCandidates(deps.db, signedIn(user), lng, input.jobId),
      message: 'messages:listed',
    }),
  });

  defineRoute(app, 'matchedCandidate', 'details', {
    ...approved,
    schema: matchedCandidateRequest,
    errors: [404],
    handler: async ({ input, deps, user, lng }) => ({
      data: await candidates.matchedCandidate(deps.db, signedIn(user), lng, input),
      message: 'messages:fetched',
    }),
  });

  defineRoute(app, 'trackUser', 'viewProfile', {
    ...approved,
    schema: viewProfileInput,
    errors: [404],
    handler: async ({ input, deps, user }) => ({
      data: await candidates.viewProfile(deps.db, deps.outbox, signedIn(user), input),
      message: 'messages:profileViewed',
    }),
  });

  defineRoute(app, 'viewedCandidate', 'list', {
    ...approved,
    schema: viewedCandidatesRequest,
    handler: async ({ input, deps, user, lng }) => {
      const { docs, total } = await candidates.viewedCandidates(deps.db, signedIn(user), lng, input);
      return {
        data: docs,
        paginator: makePaginator(total, input.page, input.limit),
        message: 'messages:listed',
      };
    },
  });

  defineRoute(app, 'trackUser', 'viewedCount', {
    handler: async ({ deps, user }) => ({
      data: await candidates.viewedCount(deps.db, signedIn(user)),
      message: 'messages:fetched',
    }),
  });

  defineRoute(app, 'trackUser', 'companyList', {
    schema: profileViewersRequest,
    handler: async ({ input, deps, user }) => {
      const { docs, total } = await candidates.viewers(deps.db, signedIn(user), input);
      return {
        data: docs,
        paginator: makePaginator(total, input.page, input.limit),
        message: 'messages:listed',
      };
    },
  });
}
