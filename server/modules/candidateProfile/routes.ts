import type { FastifyInstance } from 'fastify';
import { makePaginator } from '../../../common/api/envelope.js';
import {
  CANDIDATE_ENTRY_MODULES,
  type CandidateEntryModule,
} from '../../../common/constants/candidateProfile.js';
import {
  CANDIDATE_ENTRY_INPUTS,
  candidateBasicDetails,
  candidateIndustryDetails,
  candidatePersonalDetails,
  candidatePicture,
  candidateSetupInput,
  entryIdInput,
} from '../../../common/schemas/candidateProfile.js';
import { listRequest } from '../../../common/schemas/list.js';
import { defineRoute, idParam, signedIn, recordIdParam } from '../../http/define.js';
import * as entries from './entries.js';
import * as profile from './service.js';

/** The `:id` of a path as a user id; anything that is not one is nobody's (NaN: 403 as another user's). */
const userId = (params: Record<string, string>) => idParam(params) ?? NaN;

/** candidate-profile/get-… : the whole of a section, by the module it names. */
const GET_ALL = {
  getEducation: 'education',
  getProject: 'project',
  getExperience: 'experience',
  getCertificate: 'certificate',
} as const satisfies Record<string, CandidateEntryModule>;

/**
 * The candidate profile (issue 12; spec §7 Profile): the details, the picture and the setup under candidate-profile,
 * and the generic per-module calls of the five list sections. Candidates only (the route table says so).
 */
export async function candidateProfileRoutes(app: FastifyInstance) {
  defineRoute(app, 'candidateProfile', 'basicDetails', {
    schema: candidateBasicDetails,
    errors: [409],
    handler: async ({ input, params, deps, user, lng }) => ({
      data: await profile.updateBasicDetails(deps.db, signedIn(user), userId(params), input, lng),
      message: 'messages:profileSaved',
    }),
  });
  defineRoute(app, 'candidateProfile', 'personalDetails', {
    schema: candidatePersonalDetails,
    handler: async ({ input, params, deps, user, lng }) => ({
      data: await profile.updatePersonalDetails(deps.db, signedIn(user), userId(params), input, lng),
      message: 'messages:profileSaved',
    }),
  });
  defineRoute(app, 'candidateProfile', 'industryDetails', {
    schema: candidateIndustryDetails,
    handler: async ({ input, params, deps, user, lng }) => ({
      data: await profile.updateIndustryDetails(deps.db, signedIn(user), userId(params), input, lng),
      message: 'messages:profileSaved',
    }),
  });
  defineRoute(app, 'candidateProfile', 'profilePictureUpdate', {
    schema: candidatePicture,
    handler: async ({ input, deps, user, lng }) => ({
      data: await profile.updatePicture(deps.db, signedIn(user), input.picturePath, lng),
      message: 'messages:pictureUpdated',
    }),
  });
  defineRoute(app, 'candidateProfile', 'setup', {
    schema: candidateSetupInput,
    handler: async ({ input, deps, user, lng }) => ({
      data: await profile.setup(deps.db, signedIn(user), input, lng),
      message: input.step ? 'messages:setupStepSaved' : 'messages:setupCompleted',
    }),
  });
  for (const [action, module] of Object.entries(GET_ALL) as [keyof typeof GET_ALL, CandidateEntryModule][])
    defineRoute(app, 'candidateProfile', action, {
      handler: async ({ deps, user, lng }) => ({
        // The section's documents (typed by the answers table; SECTIONS holds them all as one type).
        data: (await entries.allEntries(deps.db, signedIn(user), lng, module)) as never,
        message: 'messages:fetched',
      }),
    });

  for (const module of CANDIDATE_ENTRY_MODULES) {
    const schema = CANDIDATE_ENTRY_INPUTS[module];
    defineRoute(app, module, 'list', {
      schema: listRequest,
      handler: async ({ input, deps, user, lng }) => {
        const { docs, total } = await entries.listEntries(deps.db, signedIn(user), lng, module, input);
        return {
          data: docs as never,
          paginator: makePaginator(total, input.page, input.limit),
          message: 'messages:listed',
        };
      },
    });
    defineRoute(app, module, 'create', {
      schema,
      handler: async ({ input, deps, user, lng }) => ({
        status: 201,
        data: (await entries.createEntry(deps.db, signedIn(user), lng, module, input)) as never,
        message: 'messages:entryAdded',
      }),
    });
    defineRoute(app, module, 'get', {
      errors: [404],
      handler: async ({ params, deps, user, lng }) => ({
        data: (await entries.getEntry(
          deps.db,
          signedIn(user),
          lng,
          module,
          recordIdParam(params, lng),
        )) as never,
        message: 'messages:fetched',
      }),
    });
    defineRoute(app, module, 'update', {
      schema,
      errors: [404],
      handler: async ({ input, params, deps, user, lng }) => ({
        data: (await entries.changeEntry(
          deps.db,
          signedIn(user),
          lng,
          module,
          recordIdParam(params, lng),
          input,
        )) as never,
        message: 'messages:entryUpdated',
      }),
    });
    defineRoute(app, module, 'softDelete', {
      schema: entryIdInput,
      errors: [404],
      handler: async ({ input, deps, user }) => {
        await entries.removeEntry(deps.db, signedIn(user), module, input.id);
        return { data: null, message: 'messages:entryDeleted' };
      },
    });
  }
}
