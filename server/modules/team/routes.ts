import type { FastifyInstance } from 'fastify';
import { makePaginator } from '../../../common/api/envelope.js';
import {
  acceptInvitation,
  teamMemberAdd,
  teamMemberId,
  teamMemberListRequest,
  teamMemberPartialUpdate,
  teamMemberUpdate,
} from '../../../common/schemas/team.js';
import { defineRoute, signedIn, recordIdParam } from '../../http/define.js';
import { siteUrlOf } from '../../http/siteUrl.js';
import { LIMITS, meta, setTokenCookie } from '../accounts/routes.js';
import * as team from './service.js';

/**
 * Team members (issue 10; spec §7 Employer → Team members): the company's ADMINs list, invite, change and remove its
 * members; the invited person accepts with employer/accept-invitation (public, rate-limited like the other account
 * calls of guests).
 */
export async function teamRoutes(app: FastifyInstance) {
  defineRoute(app, 'teamMembers', 'list', {
    schema: teamMemberListRequest,
    handler: async ({ input, deps, user }) => {
      const { docs, total } = await team.listMembers(deps, signedIn(user), input);
      return {
        data: docs,
        paginator: makePaginator(total, input.page, input.limit),
        message: 'messages:listed',
      };
    },
  });

  defineRoute(app, 'teamMembers', 'add', {
    schema: teamMemberAdd,
    // The address already has an account (or is in the team).
    errors: [409],
    handler: async ({ input, deps, user, lng, req }) => {
      const { doc, resent } = await team.addMember(deps, signedIn(user), lng, input, siteUrlOf(req));
      return {
        status: resent ? 200 : 201,
        data: doc,
        message: resent ? 'messages:invitationResent' : 'messages:memberInvited',
        messageVars: { email: doc.email },
      };
    },
  });

  defineRoute(app, 'teamMembers', 'update', {
    schema: teamMemberUpdate,
    // The last administrator would be demoted.
    errors: [409],
    handler: async ({ input, params, deps, user, lng }) => ({
      data: await team.updateMemberDetails(deps, signedIn(user), recordIdParam(params, lng), input),
      message: 'messages:memberUpdated',
    }),
  });

  defineRoute(app, 'teamMembers', 'partialUpdate', {
    schema: teamMemberPartialUpdate,
    errors: [409],
    handler: async ({ input, params, deps, user, lng }) => ({
      data: await team.partiallyUpdateMember(deps, signedIn(user), recordIdParam(params, lng), input),
      message: 'messages:memberUpdated',
    }),
  });

  defineRoute(app, 'teamMembers', 'softDelete', {
    schema: teamMemberId,
    // The member is named in the body (404: not this company's); the last administrator cannot be removed (409).
    errors: [404, 409],
    handler: async ({ input, deps, user }) => {
      await team.removeMember(deps, signedIn(user), input.id);
      return { data: null, message: 'messages:memberRemoved' };
    },
  });

  defineRoute(app, 'employer', 'acceptInvitation', {
    schema: acceptInvitation,
    rateLimit: LIMITS.code,
    // 400: an unknown or replaced link; 410: a used or expired one.
    errors: [400, 410],
    handler: async ({ input, deps, lng, req, reply }) => {
      const session = await team.acceptInvitation(deps, lng, input, meta(req));
      setTokenCookie(req, reply, session.token, deps.config.sessionDays);
      return { code: 'LOGIN', data: session, message: 'messages:invitationAccepted' };
    },
  });
}
