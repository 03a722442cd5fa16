/**
 * The calls about candidates that employers find (issue 13; spec §7): matched-candidate/list and details,
 * viewed-candidate/list, and the profile views (track-user/*), whose viewers are companies and whose readers are the
 * candidates viewed.
 */
import * as v from 'valibot';
import { listRequest, recordId } from './list';
import { typeMessage } from './messages';

/** matched-candidate/list: the best candidates for one of the company's jobs. */
export const matchedCandidatesRequest = v.object({ jobId: recordId }, typeMessage);

/**
 * matched-candidate/details: one candidate's profile, with their match to the job when one is named (a viewed
 * candidate's page names none).
 */
export const matchedCandidateRequest = v.object(
  { candidateId: recordId, jobId: v.nullish(recordId) },
  typeMessage,
);

/** track-user/view-profile: the company's team opened a candidate's profile (from a job's matches, or not). */
export const viewProfileInput = v.object({ candidateId: recordId, jobId: v.nullish(recordId) }, typeMessage);

/** viewed-candidate/list: the candidates the company viewed, the latest first; `search` finds one by name. */
export const viewedCandidatesRequest = listRequest;

/** track-user/company-list: the companies that viewed the candidate, the latest first; `search` by company name. */
export const profileViewersRequest = listRequest;

export type MatchedCandidatesRequest = v.InferOutput<typeof matchedCandidatesRequest>;
export type MatchedCandidateRequest = v.InferOutput<typeof matchedCandidateRequest>;
export type ViewProfileInput = v.InferOutput<typeof viewProfileInput>;
export type ViewedCandidatesRequest = v.InferOutput<typeof viewedCandidatesRequest>;
export type ProfileViewersRequest = v.InferOutput<typeof profileViewersRequest>;
