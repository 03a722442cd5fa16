import type { FastifyInstance } from 'fastify';
import { makePaginator } from '../../../common/api/envelope.js';
import { jobTrackInput, likeDislikeInput, likesListRequest } from '../../../common/schemas/jobTracks.js';
import { defineRoute, signedIn } from '../../http/define.js';
import * as tracks from './service.js';

/** Saved jobs and job views (spec §7 Tracks), for candidates (the route table says so; others get 403). */
export async function jobTracksRoutes(app: FastifyInstance) {
  defineRoute(app, 'jobsTracks', 'likeDislike', {
    schema: likeDislikeInput,
    errors: [404],
    handler: async ({ input, deps, user }) => ({
      data: await tracks.likeDislike(deps.db, signedIn(user), input),
      message: input.isLike ? 'messages:jobLiked' : 'messages:jobUnliked',
    }),
  });

  defineRoute(app, 'jobsTracks', 'likesList', {
    schema: likesListRequest,
    handler: async ({ input, deps, user, lng }) => {
      const { docs, total } = await tracks.savedJobs(deps.db, signedIn(user), lng, input);
      return {
        data: docs,
        paginator: makePaginator(total, input.page, input.limit),
        message: 'messages:listed',
      };
    },
  });

  defineRoute(app, 'jobsTracks', 'create', {
    schema: jobTrackInput,
    errors: [404],
    handler: async ({ input, deps, user }) => {
      await tracks.viewJob(deps.db, signedIn(user), input.jobId);
      return { data: null, message: 'messages:ok' };
    },
  });
}
