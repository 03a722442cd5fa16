/**
 * The administrator's price list (admin CLI: list-plans, set-plan). A change applies to new orders; what was bought
 * keeps its price (the order's snapshot) and its quotas (the licence's copy). The free plans' quotas are read live.
 */
import * as v from 'valibot';
import { BILLING } from '../../../common/constants/billing.js';
import { planChanges } from '../../../common/schemas/billing.js';
import type { Db } from '../../db/connect.js';
import { findPlan } from './repository.js';

export function listPlans(db: Db) {
  return db.selectFrom('plans').selectAll().orderBy('audience').orderBy('kind').orderBy('position').execute();
}

/** Changes (or, for a new code with kind, audience and names, adds) a plan; answers an error sentence or null. */
export async function setPlan(db: Db, code: string, json: unknown): Promise<string | null> {
  if (!BILLING.codePattern.test(code)) return `The code ${code} must be upper-case letters, digits and _.`;
  const parsed = v.safeParse(planChanges, json);
  if (!parsed.success)
    return parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`).join('; ');
  const changes = {
    ...parsed.output,
    isActive: parsed.output.isActive === undefined ? undefined : parsed.output.isActive ? 1 : 0,
  };
  const now = new Date().toISOString();
  const plan = await findPlan(db, { code });
  // A paid plan must run for a time: one ending as it starts would be paid for nothing.
  const price = changes.price ?? plan?.price ?? 0;
  const days = changes.validityDays ?? plan?.validityDays ?? 30;
  if (price > 0 && days < 1) return `A plan with a price needs validityDays of 1 or more.`;
  if (plan) {
    await db
      .updateTable('plans')
      .set({ ...changes, updatedAt: now })
      .where('id', '=', plan.id)
      .execute();
    return null;
  }
  const { kind, audience, nameEn, nameId } = changes;
  if (!kind || !audience || !nameEn || !nameId)
    return `There is no plan ${code}; to add it, give at least kind, audience, nameEn and nameId.`;
  const last = await db
    .selectFrom('plans')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  await db
    .insertInto('plans')
    .values({
      code,
      kind,
      audience,
      nameEn,
      nameId,
      descriptionEn: changes.descriptionEn ?? '',
      descriptionId: changes.descriptionId ?? '',
      price: changes.price ?? 0,
      validityDays: changes.validityDays ?? 30,
      activeJobs: changes.activeJobs ?? null,
      matchedCandidates: changes.matchedCandidates ?? null,
      applicationLimit: changes.applicationLimit ?? null,
      position: changes.position ?? Number(last?.position ?? 0) + 1,
      isActive: changes.isActive ?? 1,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return null;
}
