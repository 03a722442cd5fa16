/**
 * What the server's process is started with beyond its configuration (server/config.ts): settings read only when a
 * process starts, so the server cannot set them for itself. `npm start` (scripts/start.ts) applies them by replacing
 * itself with the server; the benchmarks (bench/server.ts) and the e2e suite start the server with them too, so that
 * they measure and test what `npm start` runs. A value already in the environment wins: the operator's choice.
 *
 * MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (V8's compiler and GC helpers, libuv's workers
 * compressing and reading files) a malloc arena of its own, up to 8 per core, and every arena keeps what it freed.
 * Two arenas measured 4–7 MB less resident memory at idle (111 against 117–119 MB; 0.5 MB since the server trims the C
 * heap after starting, server/runtime/cHeapTrim.ts), at the same throughput; the peak under bench:load is decided by
 * how far V8's young generation grows (150–330 MB from run to run) either way.
 * musl (Alpine) and other systems ignore the variable.
 */
export const SERVER_PROCESS_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };

/** `env` with the settings of SERVER_PROCESS_ENV that it does not set itself. */
export function withServerProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...SERVER_PROCESS_ENV, ...env };
}

/** Whether `env` lacks a setting of SERVER_PROCESS_ENV (the process must be started again to take it). */
export const lacksServerProcessEnv = (env: NodeJS.ProcessEnv) =>
  Object.keys(SERVER_PROCESS_ENV).some((name) => env[name] === undefined);
