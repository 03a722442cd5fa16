/** Starts the server: configuration, migrations, reference data, listen; closes cleanly on SIGINT/SIGTERM. */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { seed } from './db/seed/index.js';
import { cHeapTrim } from './runtime/cHeapTrim.js';
import { idleMemory, lastResortCollect } from './runtime/idleMemory.js';
import { LANGUAGES } from '../common/locales/index.js';

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

  // V8's garbage, then the pages glibc keeps of what V8 and the native modules freed.
  const collectGarbage = lastResortCollect();
  const trimCHeap = await cHeapTrim();
  const memory = idleMemory({
    collect: () => {
      collectGarbage();
      trimCHeap?.();
    },
    onCollect: (before, after) =>
      app.log.info(
        `idle: gave back ${((before - after) / 1048576).toFixed(0)} MB (RSS ${(after / 1048576).toFixed(0)} MB)`,
      ),
  });
  // A callback hook, not an async one: a promise per request for one synchronous line showed in profiles.
  app.addHook('onRequest', (_req, _reply, done) => {
    memory.requestStarted();
    done();
  });
  setInterval(() => memory.check(), 2_000).unref();

  await app.listen({ port: config.port, host: config.host });
  // The public pages rendered once in each language before the first visitors ask for them.
  await app.serverPages?.warm(LANGUAGES);
  // What starting left behind (migrations, the seed check) is garbage from here on.
  memory.collectNow();
}

main().catch((err) => {
  // Configuration and an unreachable database are explained in one sentence; anything else is a bug: full stack.
  const known =
    err instanceof ConfigError || (err instanceof Error && err.message.startsWith('The database cannot'));
  console.error(known ? (err as Error).message : err);
  process.exit(1);
});
