/**
 * What a company or a candidate may do under their licence (appendix: an employer licence limits live jobs — 'no
 * vacancy left'; a candidate's limits applications). The running plan is the dearest bought one whose period holds
 * now, else the audience's free plan; top-ups add live jobs beside it. Quotas are copied into a licence when it is
 * granted, so an administrator's later price-list change never shrinks what was paid for; the free plan's quotas
 * are read from the price list.
 */
import {
  FREE_PLAN_CODE,
  type PlanAudience,
  pricingPath,
  topUpPath,
} from '../../../common/constants/billing.js';
import type { Db } from '../../db/connect.js';
import { dialectOfDb } from '../../db/wordSearch.js';
import type { Plan } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { liveJobCount } from '../company/repository.js';
import { applicationsSince, findPlan, type Holder, runningLicences } from './repository.js';

export interface Quotas {
  activeJobs: number | null;
  matchedCandidates: number | null;
  applicationLimit: number | null;
}

export interface RunningPlan {
  plan: Plan;
  /** null for the free plan. */
  startsAt: string | null;
  endsAt: string | null;
  quotas: Quotas;
}

const UNLIMITED: Quotas = { activeJobs: null, matchedCandidates: null, applicationLimit: null };

/** The holder's running plan at `now`. */
export async function runningPlan(
  db: Db,
  holder: Holder,
  audience: PlanAudience,
  now = new Date().toISOString(),
): Promise<RunningPlan | undefined> {
  const [latest] = await runningLicences(db, holder, now, 'PLAN');
  if (latest) {
    const plan = await findPlan(db, { id: latest.planId });
    if (plan) return { plan, startsAt: latest.startsAt, endsAt: latest.endsAt, quotas: latest };
  }
  const free = await findPlan(db, { code: FREE_PLAN_CODE[audience] });
  return free && { plan: free, startsAt: null, endsAt: null, quotas: free };
}

/** Live jobs the company may have now (null: no limit), its running plan's and top-ups' together. */
export async function activeJobLimit(db: Db, companyId: number, now = new Date().toISOString()) {
  const [running, topups] = await Promise.all([
    runningPlan(db, { companyId }, 'EMPLOYER', now),
    runningLicences(db, { companyId }, now, 'TOPUP'),
  ]);
  const base = (running?.quotas ?? UNLIMITED).activeJobs;
  const extra = topups.reduce((sum, t) => sum + (t.activeJobs ?? 0), 0);
  return { running, topups, extra, limit: base === null ? null : base + extra };
}

/** Matched candidates the company sees per job (null: no limit beyond the matching's own). */
export async function matchedCandidateLimit(db: Db, companyId: number): Promise<number | null> {
  return (await runningPlan(db, { companyId }, 'EMPLOYER'))?.quotas.matchedCandidates ?? null;
}

/** The first instant of the month of `now` (UTC): the application count starts again then. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** The candidate's applications this month and their plan's limit (null: no limit). */
export async function applicationAllowance(db: Db, userId: number, now = new Date()) {
  const [running, used] = await Promise.all([
    runningPlan(db, { userId }, 'CANDIDATE', now.toISOString()),
    applicationsSince(db, userId, monthStart(now).toISOString()),
  ]);
  return { running, used, limit: (running?.quotas ?? UNLIMITED).applicationLimit };
}

/**
 * On PostgreSQL, locks the holder's row for the rest of the transaction, so two posts (or applications) of one holder
 * count and decide one after the other and cannot both take the last place. SQLite runs one writer at a time.
 */
export async function lockHolder(trx: Db, holder: Holder): Promise<void> {
  if (dialectOfDb(trx) !== 'postgres') return;
  if ('companyId' in holder)
    await trx.selectFrom('companies').select('id').where('id', '=', holder.companyId).forUpdate().execute();
  else await trx.selectFrom('users').select('id').where('id', '=', holder.userId).forUpdate().execute();
}

/** 402 'no vacancy left', with the figures and where to buy more. */
export const noVacancyLeft = (limit: number, used: number) =>
  new AppError(
    402,
    'ERROR',
    'errorMsg:noVacancyLeft',
    { count: limit },
    {
      limit,
      used,
      pricingPath: pricingPath('EMPLOYER'),
      topUpPath: topUpPath(),
    },
  );

/**
 * How many of `adding` jobs may go live now (all of them, or fewer at the quota); in the caller's transaction,
 * which it locks for the company. `strict`: refuse with 402 instead of answering fewer.
 */
export async function vacancies(
  trx: Db,
  companyId: number,
  adding: number,
  strict: boolean,
): Promise<number> {
  await lockHolder(trx, { companyId });
  const { limit } = await activeJobLimit(trx, companyId);
  if (limit === null) return adding;
  const used = await liveJobCount(trx, companyId);
  const free = Math.max(0, limit - used);
  if (strict && free < adding) throw noVacancyLeft(limit, used);
  return Math.min(adding, free);
}

/** Refuses (402) an application past the candidate's monthly limit; in the caller's transaction, locked for them. */
export async function requireApplicationLeft(trx: Db, userId: number): Promise<void> {
  await lockHolder(trx, { userId });
  const { limit, used } = await applicationAllowance(trx, userId);
  if (limit !== null && used >= limit)
    throw new AppError(
      402,
      'ERROR',
      'errorMsg:applicationLimitReached',
      { count: limit },
      {
        limit,
        used,
        pricingPath: pricingPath('CANDIDATE'),
      },
    );
}
