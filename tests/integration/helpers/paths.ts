import path from 'node:path';

/**
 * One id per test run (set in vitest.config.ts, inherited by the workers), so that two runs at once (a developer's
 * and an editor's, or two terminals) never remove each other's templates.
 */
const RUN = process.env.IT_RUN_ID ?? 'default';

export const TMP_DIR = path.resolve(`.tmp/integration-${RUN}`);
export const SQLITE_TEMPLATE = path.join(TMP_DIR, 'template.db');
/** Named after the database TEST_DATABASE_URL points at and the run, so runs never collide. */
export const PG_TEMPLATE = `${process.env.TEST_DATABASE_URL ? new URL(process.env.TEST_DATABASE_URL).pathname.slice(1) : 'test'}_it_${RUN}`;

/** The same server as `base`, another database. */
export function pgUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}
