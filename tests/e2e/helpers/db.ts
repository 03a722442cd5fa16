/**
 * Read-only look into the e2e server's SQLite database (DATA_DIR is E2E_DATA_DIR, default .tmp/e2e-data, so the file
 * is .tmp/e2e-data/app.db). For checking that what a person did through the UI was stored.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import { E2E_DATA_DIR } from '../support/env';

export const E2E_DB_FILE = path.resolve(process.env.E2E_DB_FILE ?? path.join(E2E_DATA_DIR, 'app.db'));

export function queryDb<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(E2E_DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
