/**
 * Helpers of the matched and viewed candidate tests (issue 13): calls of matchedCandidate, viewedCandidate and
 * trackUser as a given user (or a guest), candidates whose profile is written straight to the database exactly as a
 * test needs it (skills, domain, years, pay, city, preferred cities, remote, open to work, setup done), and the
 * master ids the crafted jobs and candidates use.
 */
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type * as answers from '../../../common/schemas/answers/candidates.js';
import { signIn } from '../helpers/app.js';
import { type CallResult, call } from '../reference/api.js';

export type Auth = { userId: number; headers: { authorization: string } };
export type MatchedCandidateDoc = v.InferOutput<typeof answers.matchedCandidateDoc>;
export type MatchedCandidateDetailDoc = v.InferOutput<typeof answers.matchedCandidateDetailDoc>;
export type ViewedCandidateDoc = v.InferOutput<typeof answers.viewedCandidateDoc>;
export type ProfileViewDoc = v.InferOutput<typeof answers.profileViewDoc>;
export type ProfileViewCountDoc = v.InferOutput<typeof answers.profileViewCountDoc>;
export type ProfileViewerDoc = v.InferOutput<typeof answers.profileViewerDoc>;

export type CandidateCall =
  | ['matchedCandidate', 'list' | 'details']
  | ['viewedCandidate', 'list']
  | ['trackUser', 'viewProfile' | 'viewedCount' | 'companyList'];

/** A call as `who` (null: a guest, without a token). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the envelope carries
export function callAs<T = any>(
  app: FastifyInstance,
  [module, action]: CandidateCall,
  who: Auth | null,
  body: unknown = {},
  lng: 'en' | 'id' = 'en',
): Promise<CallResult<T>> {
  return call<T>(app, module, action, { body, headers: who ? who.headers : {}, lng });
}

export const matchedList = (
  app: FastifyInstance,
  who: Auth | null,
  jobId: unknown,
  lng: 'en' | 'id' = 'en',
) => callAs<MatchedCandidateDoc[]>(app, ['matchedCandidate', 'list'], who, { jobId }, lng);

export const matchedDetails = (
  app: FastifyInstance,
  who: Auth | null,
  body: { candidateId: unknown; jobId?: unknown },
  lng: 'en' | 'id' = 'en',
) => callAs<MatchedCandidateDetailDoc>(app, ['matchedCandidate', 'details'], who, body, lng);

export const viewProfile = (
  app: FastifyInstance,
  who: Auth | null,
  body: { candidateId: unknown; jobId?: unknown },
) => callAs<ProfileViewDoc>(app, ['trackUser', 'viewProfile'], who, body);

/** The ids of a list, in its order. */
export const idsOf = (res: CallResult<{ id: number }[]>) => res.body.data.map((d) => d.id);

/** Ids of approved masters of a code type other than `except`, by code order. */
export async function masterIds(
  app: FastifyInstance,
  codeType: string,
  count: number,
  except: number[] = [],
) {
  const rows = await app.deps.db
    .selectFrom('masters')
    .select(['id', 'code'])
    .where('codeType', '=', codeType)
    .where('isApproved', '=', 1)
    .orderBy('id')
    .limit(count + except.length)
    .execute();
  return rows.filter((row) => !except.includes(row.id)).slice(0, count);
}

export interface CraftedProfile {
  fullName: string;
  skills?: number[];
  jobDomain?: string | null;
  yearsOfExperience?: number | null;
  expectedSalary?: number | null;
  cityId?: number | null;
  preferredCityIds?: number[];
  prefersRemote?: boolean;
  openToWork?: boolean;
  /** false: the setup was never finished. */
  setupDone?: boolean;
  /** When the profile was last saved (the tie-break: the most recent first). */
  updatedAt?: string;
}

/** A signed-in candidate whose profile is exactly `p`, written straight to the database. */
export async function craftCandidate(app: FastifyInstance, p: CraftedProfile): Promise<Auth> {
  const who = await signIn(app, 'CANDIDATE');
  const db = app.deps.db;
  const now = p.updatedAt ?? new Date().toISOString();
  await db.updateTable('users').set({ fullName: p.fullName }).where('id', '=', who.userId).execute();
  await db
    .insertInto('candidateProfiles')
    .values({
      userId: who.userId,
      jobDomain: p.jobDomain ?? null,
      yearsOfExperience: p.yearsOfExperience ?? null,
      expectedSalary: p.expectedSalary ?? null,
      cityId: p.cityId ?? null,
      prefersRemote: p.prefersRemote ? 1 : 0,
      openToWork: p.openToWork === false ? 0 : 1,
      setupStep: 'experiences',
      setupCompletedAt: p.setupDone === false ? null : now,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  if (p.skills?.length)
    await db
      .insertInto('candidateSkills')
      .values(p.skills.map((masterId, position) => ({ userId: who.userId, masterId, position })))
      .execute();
  if (p.preferredCityIds?.length)
    await db
      .insertInto('candidatePreferredCities')
      .values(p.preferredCityIds.map((cityId, position) => ({ userId: who.userId, cityId, position })))
      .execute();
  return who;
}

/** The candidate's notifications of a type, as stored. */
export function notificationsOf(app: FastifyInstance, userId: number, type: string) {
  return app.deps.db
    .selectFrom('notifications')
    .selectAll()
    .where('userId', '=', userId)
    .where('type', '=', type)
    .execute();
}
