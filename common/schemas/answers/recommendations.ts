/** What get-jobs-recommendation answers: jobs as on a card, each with why it is recommended. */
import * as v from 'valibot';
import { RECOMMENDATION_REASONS } from '../../constants/recommendations';
import { jobCardDoc } from './jobs';

export const recommendationDoc = v.object({
  job: jobCardDoc,
  /** The strongest reasons first; `text` in the request's language ('Matches your saved search "Kasir"'). */
  reasons: v.array(v.object({ code: v.picklist(RECOMMENDATION_REASONS), text: v.string() })),
});

export const recommendationDocs = v.array(recommendationDoc);
