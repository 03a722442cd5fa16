/**
 * Seeds what the portal needs to work (reference data, settings, SEO) and, unless SEED_DEMO=0, a small demo: the
 * demo accounts, a job board of 20 companies and 300 live jobs, and the demo employer's hiring (its jobs, candidates and
 * their applications).
 * Idempotent: every step inserts only what is missing. The reference steps run only when the seed changed since the
 * database was last seeded (a fingerprint of this folder's sources, of the search-key rules in ../wordSearch.ts that decide
 * the seeded search words, and of the data packages, kept in `settings`): a start on seeded data reads one row and
 * loads none of the seed modules (country-state-city alone is 60–90 MB).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../config.js';
import type { Db, Dialect } from '../connect.js';
import { bumpReferenceVersion } from '../../http/referenceCache.js';
import { readInternal, writeInternal } from '../internalSettings.js';
import { timed } from './batch.js';
import { seedDemo } from './demo.js';
import { seedDemoBoard } from './demoBoard.js';
import { seedDemoPipeline } from './demoPipeline.js';
import { DEMO_CANDIDATES } from './data/pipeline.js';
import { storageFor } from '../../modules/files/storage.js';

export interface SeedContext {
  dialect: Dialect;
  /** The demo's resumes are stored under dataDir, which is needed only with it. */
  config: Pick<Config, 'siteTitle' | 'contactEmail'> &
    ({ seedDemo: false } | Pick<Config, 'seedDemo' | 'dataDir'>);
  log: (line: string) => void;
  /** Check every reference step even when the fingerprint says the seed did not change (`npm run db:seed`). */
  force?: boolean;
}

const FINGERPRINT_KEY = 'internal.seedFingerprint' as const;

/** Written into the compiled server (scripts/build-server.ts), which has no seed sources to hash. */
declare const __SEED_FINGERPRINT__: string | undefined;

/** Changes whenever a seed source or data file, or the version of a data package, changes. */
export function seedFingerprint(): string {
  if (typeof __SEED_FINGERPRINT__ === 'string') return __SEED_FINGERPRINT__;
  const hash = crypto.createHash('sha256');
  const here = path.dirname(fileURLToPath(import.meta.url));
  const files = fs
    .readdirSync(here, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|js|json)$/.test(file) && !/\.test\./.test(file))
    .sort();
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(here, file)));
  const searchRules = ['wordSearch.ts', 'wordSearch.js']
    .map((file) => path.join(here, '..', file))
    .find((file) => fs.existsSync(file));
  if (searchRules) hash.update(fs.readFileSync(searchRules));
  const require = createRequire(import.meta.url);
  hash.update(JSON.stringify(require('country-state-city/package.json').version));
  return hash.digest('hex').slice(0, 16);
}

export async function seed(db: Db, ctx: SeedContext): Promise<void> {
  const { dialect, config, log } = ctx;
  const fingerprint = seedFingerprint();
  const seeded = await readInternal(db, FINGERPRINT_KEY);
  if (ctx.force || seeded !== fingerprint) {
    // Loaded only when needed: these modules carry the reference data.
    const [
      { seedCities, seedCountries, seedStates },
      { seedMasters },
      { seedCategories },
      { seedSettings },
      { seedSeo },
      { seedSearchWords },
      { seedPlans },
      { refreshSearchRoots },
    ] = await Promise.all([
      import('./geo.js'),
      import('./masters.js'),
      import('./categories.js'),
      import('./settings.js'),
      import('./seo.js'),
      import('./searchWords.js'),
      import('./plans.js'),
      import('../../modules/jobs/search/searchText.js'),
    ]);
    await timed(log, 'reference data', async () => {
      await timed(log, 'countries', () => seedCountries(db, dialect));
      await timed(log, 'states', () => seedStates(db, dialect));
      await timed(log, 'cities', () => seedCities(db, dialect));
      await timed(log, 'masters', () => seedMasters(db, dialect));
      await timed(log, 'search words', () => seedSearchWords(db, dialect));
      // The jobs' Indonesian roots, should the rules that make them have changed (wordSearch.ts, migration 029).
      await timed(log, 'job search roots', () => refreshSearchRoots(db));
      await timed(log, 'categories', () => seedCategories(db));
      await timed(log, 'settings', () => seedSettings(db, config));
      await timed(log, 'seo', () => seedSeo(db, config.siteTitle));
      await timed(log, 'plans', () => seedPlans(db));
    });
    await bumpReferenceVersion(db);
    await writeInternal(db, FINGERPRINT_KEY, fingerprint);
  }
  if (config.seedDemo) {
    const created = await seedDemo(db);
    if (created.length) log(`demo accounts (SEED_DEMO=0 turns them off):\n  ${created.join('\n  ')}`);
    const posted = await seedDemoBoard(db);
    if (posted) log(`demo job board: ${posted} live jobs (SEED_DEMO=0 turns it off)`);
    const applications = await seedDemoPipeline(db, storageFor(config));
    if (applications)
      log(
        `demo employer's hiring: ${applications} applications from ${DEMO_CANDIDATES.length} demo candidates`,
      );
  }
}
