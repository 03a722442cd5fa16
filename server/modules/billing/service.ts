/** The licence calls (spec §7): the price list, the running subscription with what is left, the running top-ups. */
import type * as v from 'valibot';
import {
  type ItemKind,
  PLAN_AUDIENCES,
  type PlanAudience,
  priceWithTax,
} from '../../../common/constants/billing.js';
import type { Language } from '../../../common/locales/index.js';
import type { planDoc, subscriptionDoc, topupDetailsDoc } from '../../../common/schemas/answers/billing.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Db } from '../../db/connect.js';
import type { Plan } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import { liveJobCount } from '../company/repository.js';
import { activeJobLimit, applicationAllowance, nextMonthStart, runningPlan } from './licence.js';
import { audienceOf, holderOf } from './orders.js';
import { plansOnSale } from './repository.js';

type PlanDoc = v.InferOutput<typeof planDoc>;

export function toPlanDoc(plan: Plan, lng: Language, currentId?: number): PlanDoc {
  const { tax, total } = priceWithTax(plan.price);
  return {
    id: plan.id,
    code: plan.code,
    kind: plan.kind as ItemKind,
    audience: plan.audience as PlanAudience,
    name: lng === 'id' ? plan.nameId : plan.nameEn,
    description: lng === 'id' ? plan.descriptionId : plan.descriptionEn,
    price: plan.price,
    tax,
    total,
    validityDays: plan.validityDays,
    activeJobs: plan.activeJobs,
    matchedCandidates: plan.matchedCandidates,
    applicationLimit: plan.applicationLimit,
    isFree: plan.price === 0,
    isCurrent: plan.id === currentId,
  };
}

/**
 * licence/get-plans/list (+ guest) and get-topup/list: what is on sale. A signed-in user sees their audience's, with
 * their running plan marked; a guest the audience they ask for (both when they name none).
 */
export async function plansFor(
  db: Db,
  user: AuthUser | undefined,
  lng: Language,
  kind: ItemKind,
  asked: PlanAudience | undefined,
): Promise<PlanDoc[]> {
  if (!user) {
    const audiences = asked ? [asked] : PLAN_AUDIENCES;
    const lists = await Promise.all(audiences.map((audience) => plansOnSale(db, audience, kind)));
    return lists.flat().map((plan) => toPlanDoc(plan, lng));
  }
  const audience = audienceOf(user);
  const [plans, running] = await Promise.all([
    plansOnSale(db, audience, kind),
    kind === 'PLAN' ? runningPlan(db, await holderOf(db, user), audience) : undefined,
  ]);
  return plans.map((plan) => toPlanDoc(plan, lng, running?.plan.id));
}

/** licence/subscription-details */
export async function subscriptionDetails(
  db: Db,
  user: AuthUser,
  lng: Language,
): Promise<v.InferOutput<typeof subscriptionDoc>> {
  const holder = await holderOf(db, user);
  const none = {
    activeJobCount: null,
    activeJobLimit: null,
    appliedJobCount: null,
    jobApplicationLimit: null,
  };
  if ('companyId' in holder) {
    const [{ running, limit }, used] = await Promise.all([
      activeJobLimit(db, holder.companyId),
      liveJobCount(db, holder.companyId),
    ]);
    if (!running) throw notFound('errorMsg:planNotFound');
    return {
      ...none,
      plan: toPlanDoc(running.plan, lng, running.plan.id),
      startsAt: running.startsAt,
      endsAt: running.endsAt,
      activeJobCount: used,
      activeJobLimit: limit,
      resetsAt: null,
    };
  }
  const now = new Date();
  const { running, used, limit } = await applicationAllowance(db, holder.userId, now);
  if (!running) throw notFound('errorMsg:planNotFound');
  return {
    ...none,
    plan: toPlanDoc(running.plan, lng, running.plan.id),
    startsAt: running.startsAt,
    endsAt: running.endsAt,
    appliedJobCount: used,
    jobApplicationLimit: limit,
    resetsAt: nextMonthStart(now).toISOString(),
  };
}

/** licence/topup-details: the company's running top-ups (none for a candidate). */
export async function topupDetails(
  db: Db,
  user: AuthUser,
  lng: Language,
): Promise<v.InferOutput<typeof topupDetailsDoc>> {
  const holder = await holderOf(db, user);
  if (!('companyId' in holder)) return { extraJobs: 0, topups: [] };
  const { topups, extra } = await activeJobLimit(db, holder.companyId);
  return {
    extraJobs: extra,
    topups: topups.map((t) => ({
      name: lng === 'id' ? t.nameId : t.nameEn,
      activeJobs: t.activeJobs ?? 0,
      startsAt: t.startsAt,
      endsAt: t.endsAt,
    })),
  };
}
