/**
 * Seeds what the portal needs to work (reference data, settings, SEO) and, unless SEED_DEMO=0, a small demo.
 * Idempotent: every step inserts only what is missing, so it runs on every start.
 */
import type { Config } from '../../config.js';
import type { Db, Dialect } from '../connect.js';
import { timed } from './batch.js';
import { seedCategories } from './categories.js';
import { seedDemo } from './demo.js';
import { seedCities, seedCountries, seedStates } from './geo.js';
import { seedMasters } from './masters.js';
import { seedSeo } from './seo.js';
import { seedSettings } from './settings.js';

export interface SeedContext {
  dialect: Dialect;
  config: Pick<Config, 'seedDemo' | 'siteTitle' | 'contactEmail'>;
  log: (line: string) => void;
}

export async function seed(db: Db, ctx: SeedContext): Promise<void> {
  const { dialect, config, log } = ctx;
  await timed(log, 'reference data', async () => {
    await timed(log, 'countries', () => seedCountries(db, dialect));
    await timed(log, 'states', () => seedStates(db, dialect));
    await timed(log, 'cities', () => seedCities(db, dialect));
    await timed(log, 'masters', () => seedMasters(db, dialect));
    await timed(log, 'categories', () => seedCategories(db));
    await timed(log, 'settings', () => seedSettings(db, config));
    await timed(log, 'seo', () => seedSeo(db, config.siteTitle));
  });
  if (config.seedDemo) {
    const created = await seedDemo(db);
    if (created.length) log(`demo accounts (SEED_DEMO=0 turns them off):\n  ${created.join('\n  ')}`);
  }
}
