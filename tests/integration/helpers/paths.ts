import path from 'node:path';

export const TMP_DIR = path.resolve('.tmp/integration');
export const SQLITE_TEMPLATE = path.join(TMP_DIR, 'template.db');
/** Named after the database TEST_DATABASE_URL points at, so runs against different databases never collide. */
export const PG_TEMPLATE = `${process.env.TEST_DATABASE_URL ? new URL(process.env.TEST_DATABASE_URL).pathname.slice(1) : 'test'}_it_template`;

/** The same server as `base`, another database. */
export function pgUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}
