/** `npm run db:migrate` and `npm run db:seed`: the start-up steps, without starting the server. */
import { loadConfig } from '../config.js';
import { connect } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { seed } from '../db/seed/index.js';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: tsx server/cli/db.ts migrate|seed');
  process.exit(2);
}
const config = loadConfig();
const handle = connect(config.database);
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'schema is up to date');
  if (command === 'seed') await seed(handle.db, { dialect: handle.dialect, config, log: console.log, force: true });
} finally {
  await handle.close();
}
