/** get-jobs-recommendation (and its guest twin): how many jobs to recommend. */
import * as v from 'valibot';
import { RECOMMENDATION_LIMITS } from '../constants/recommendations';
import { integerLike } from './list';
import { msg, typeMessage } from './messages';

export const recommendationRequest = v.object(
  {
    limit: v.nullish(
      v.pipe(
        integerLike,
        v.minValue(1, msg('minValue')),
        v.maxValue(RECOMMENDATION_LIMITS.maxCount, msg('maxValue')),
      ),
      RECOMMENDATION_LIMITS.defaultCount,
    ),
  },
  typeMessage,
);

export type RecommendationRequest = v.InferOutput<typeof recommendationRequest>;
