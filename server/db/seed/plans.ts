/** The price list: plans missing by code are added; an existing one is never overwritten (an administrator owns it). */
import type { Db } from '../connect.js';
import { planSeeds } from './data/plans.js';

export async function seedPlans(db: Db): Promise<number> {
  const have = new Set((await db.selectFrom('plans').select('code').execute()).map((row) => row.code));
  const now = new Date().toISOString();
  const missing = planSeeds
    .map((plan, position) => ({ ...plan, position, isActive: 1, createdAt: now, updatedAt: now }))
    .filter((plan) => !have.has(plan.code));
  if (missing.length === 0) return 0;
  await db
    .insertInto('plans')
    .values(missing)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  return missing.length;
}
