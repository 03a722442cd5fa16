/**
 * Company reviews (spec §7 Reviews): the list of a company's reviews (reviews, + guest), writing one
 * (reviews/create), changing one's own (reviews/update/{id}) and taking it back (reviews/soft-delete). Plain text:
 * what a candidate writes is shown as written, never as HTML.
 */
import * as v from 'valibot';
import { REVIEW_LIMITS } from '../constants/reviews';
import { integerLike, listRequestWith, recordId } from './list';
import { msg, requiredText, typeMessage } from './messages';

const id = recordId;
const text = (min: number, max: number) =>
  v.pipe(
    requiredText(),
    v.maxLength(max, msg('tooLong')),
    // Control characters (other than line breaks) have no place in a review.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    v.transform((value: string) => value.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '').trim()),
    v.minLength(min, msg('tooShort')),
  );

const reviewEntries = {
  rating: v.pipe(
    integerLike,
    v.minValue(REVIEW_LIMITS.ratingMin, msg('minValue')),
    v.maxValue(REVIEW_LIMITS.ratingMax, msg('maxValue')),
  ),
  headline: text(REVIEW_LIMITS.headlineMin, REVIEW_LIMITS.headlineMax),
  text: text(REVIEW_LIMITS.textMin, REVIEW_LIMITS.textMax),
};

/** reviews: a company's reviews, the newest first. */
export const reviewListRequest = listRequestWith({ companyId: id });
export const reviewCreateInput = v.object({ companyId: id, ...reviewEntries }, typeMessage);
export const reviewUpdateInput = v.object(reviewEntries, typeMessage);
export const reviewIdInput = v.object({ id }, typeMessage);

export type ReviewListRequest = v.InferOutput<typeof reviewListRequest>;
export type ReviewCreateInput = v.InferOutput<typeof reviewCreateInput>;
export type ReviewUpdateInput = v.InferOutput<typeof reviewUpdateInput>;
