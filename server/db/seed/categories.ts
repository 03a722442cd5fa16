/** Job categories (category/all). Existing slugs are left as they are. */
import type { Db } from '../connect.js';
import { CATEGORIES } from './data/categories.js';

export async function seedCategories(db: Db): Promise<number> {
  const existing = await db.selectFrom('categories').select('slug').execute();
  const have = new Set(existing.map((r) => r.slug));
  const missing = CATEGORIES.map((c, index) => ({ ...c, sortOrder: (index + 1) * 10, isActive: 1 })).filter(
    (c) => !have.has(c.slug),
  );
  if (missing.length === 0) return 0;
  await db.transaction().execute((trx) =>
    trx
      .insertInto('categories')
      .values(missing)
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute(),
  );
  return missing.length;
}
