/**
 * Runs once before the integration tests: migrates and seeds a template database (SQLite file; PostgreSQL
 * template database when TEST_DATABASE_URL is set) so that each test file starts from a copy in milliseconds
 * instead of seeding 150,000 cities again.
 */
import fs from 'node:fs';
import type { loadConfig } from '../../../server/config.js';
import { connect } from '../../../server/db/connect.js';
import { migrateToLatest } from '../../../server/db/migrate.js';
import { seed } from '../../../server/db/seed/index.js';
import { adminQuery } from '../helpers/app.js';
import { pgUrlFor, PG_TEMPLATE, SQLITE_TEMPLATE, TMP_DIR } from '../helpers/paths.js';

async function prepare(database: ReturnType<typeof loadConfig>['database']) {
  const handle = connect(database);
  try {
    await migrateToLatest(handle.db);
    await seed(handle.db, {
      dialect: handle.dialect,
      config: { seedDemo: false, siteTitle: 'Orbit Jobs', contactEmail: 'support@orbitjobs.local' },
      log: () => undefined,
    });
  } finally {
    await handle.close();
  }
}

export default async function setup() {
  fs.rmSync(TMP_DIR, { recursive: true, force: true });
  fs.mkdirSync(TMP_DIR, { recursive: true });
  await prepare({ kind: 'sqlite', file: SQLITE_TEMPLATE });
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    await adminQuery(base, `DROP DATABASE IF EXISTS "${PG_TEMPLATE}" WITH (FORCE)`);
    await adminQuery(base, `CREATE DATABASE "${PG_TEMPLATE}"`);
    await prepare({ kind: 'postgres', url: pgUrlFor(base, PG_TEMPLATE) });
  }
  return async () => {
    if (base) await adminQuery(base, `DROP DATABASE IF EXISTS "${PG_TEMPLATE}" WITH (FORCE)`);
    fs.rmSync(TMP_DIR, { recursive: true, force: true });
  };
}
