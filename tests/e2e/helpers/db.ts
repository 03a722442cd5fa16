/**
 * Read-only look into the e2e server's SQLite database (playwright.config.ts starts it with DATA_DIR=.tmp/e2e-data,
 * so the file is .tmp/e2e-data/app.db). For checking that what a person did through the UI was stored.
 */
import Database from 'better-sqlite3';
import path from 'node:path';

export const E2E_DB_FILE = path.resolve(process.env.E2E_DB_FILE ?? '.tmp/e2e-data/app.db');

export function queryDb<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(E2E_DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
