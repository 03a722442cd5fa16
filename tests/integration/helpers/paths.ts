import path from 'node:path';

export const TMP_DIR = path.resolve('.tmp/integration');
export const SQLITE_TEMPLATE = path.join(TMP_DIR, 'template.db');
export const PG_TEMPLATE = 'jobportal_it_template';

/** The same server as `base`, another database. */
export function pgUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}
