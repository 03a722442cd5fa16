/**
 * What candidates do with jobs (spec §7 Tracks): save one or take it back (like-dislike), their saved jobs
 * (likes/list), and opening a job (create-jobs-tracks, type 3: a view, counted once per day).
 */
import * as v from 'valibot';
import { CREATE_JOB_TRACKS_TYPE } from '../constants/limits';
import { listRequest, recordId } from './list';
import { msg, typeMessage } from './messages';

const jobId = recordId;

/** `isLike` false takes a saved job back; true (the default) saves it. */
export const likeDislikeInput = v.object(
  { jobId, isLike: v.optional(v.boolean(typeMessage), true) },
  typeMessage,
);

export const jobTrackInput = v.object(
  { jobId, type: v.literal(CREATE_JOB_TRACKS_TYPE, msg('oneOf')) },
  typeMessage,
);

/** likes/list: a page of the candidate's saved jobs, the last saved first. */
export const likesListRequest = listRequest;

export type LikeDislikeInput = v.InferOutput<typeof likeDislikeInput>;
export type JobTrackInput = v.InferOutput<typeof jobTrackInput>;
