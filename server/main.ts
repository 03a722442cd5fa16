/** Starts the server: configuration, migrations, reference data, listen; closes cleanly on SIGINT/SIGTERM. */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { seed } from './db/seed/index.js';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  await seed(app.deps.db, { dialect: app.deps.dialect, config, log: (line) => app.log.info(line) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then stopping`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  // Configuration and an unreachable database are explained in one sentence; anything else is a bug: full stack.
  const known = err instanceof ConfigError || (err instanceof Error && err.message.startsWith('The database cannot'));
  console.error(known ? (err as Error).message : err);
  process.exit(1);
});
