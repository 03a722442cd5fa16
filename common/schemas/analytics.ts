/**
 * The employer analytics calls (issue 13; spec §7 employer-analytics). Both read the caller's company: all its jobs,
 * or the one job named (which must be one of its own: another company's is a 404 on the server).
 */
import * as v from 'valibot';
import { recordId } from './list';
import { typeMessage } from './messages';

/** employer-analytics/get-by-month: the last 12 months (UTC), of all the company's jobs or of one. */
export const analyticsByMonthRequest = v.object({ jobId: v.optional(recordId) }, typeMessage);
export type AnalyticsByMonthRequest = v.InferOutput<typeof analyticsByMonthRequest>;

/** employer-analytics/get-count?jobId=: the company's figures now, or one job's. */
export const analyticsCountQuery = v.object({ jobId: v.optional(recordId) }, typeMessage);
export type AnalyticsCountQuery = v.InferOutput<typeof analyticsCountQuery>;
