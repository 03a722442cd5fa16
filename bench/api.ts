/**
 * `npm run bench:api`: what the answer schemas cost or buy when a list is serialized (their point is that nothing
 * undeclared leaves the server; this measures the price). Takes a real page of 50 cities (the
 * largest list page) from a seeded database through the server, then serializes the same envelope many times with
 * the compiled serializer built from the call's answer schema (what Fastify now uses) and with JSON.stringify (what
 * it used before answers had schemas). Prints operations per second and the ratio; asserts nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import build from 'fast-json-stringify';
import { findRoute } from '../common/api/routes.js';
import { findAnswer } from '../common/api/answers.js';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { routeSchema, sharedSchemas } from '../server/http/contract.js';
import { seed } from '../server/db/seed/index.js';

const dataDir = path.resolve('.tmp/bench-api');
fs.rmSync(dataDir, { recursive: true, force: true });
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO: '0',
  STATIC_DIR: path.join(dataDir, 'none'),
});
const app = await buildApp(config, { worker: false, logger: false });
await seed(app.deps.db, { dialect: app.deps.dialect, config, log: () => undefined });
const res = await app.inject({
  method: 'POST',
  url: '/client/api/v1/city/get-city-list/guest',
  payload: { countryCode: 'ID', limit: 50 },
});
const envelope = res.json();
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const def = findRoute('city', 'getCityList')!;
const schema = routeSchema({
  module: 'city',
  action: 'getCityList',
  def,
  guest: true,
  request: undefined,
  answer: findAnswer('city', 'getCityList')!,
  rateLimited: false,
  errors: [],
}) as { response: Record<string, object> };
const compiled = build({ ...schema.response['2xx'], description: undefined } as never, {
  schema: Object.fromEntries(sharedSchemas.map((s) => [`${s.$id}`, s])) as never,
});

function opsPerSecond(label: string, fn: () => string): number {
  for (let i = 0; i < 2_000; i++) fn();
  const iterations = 20_000;
  const started = process.hrtime.bigint();
  let bytes = 0;
  for (let i = 0; i < iterations; i++) bytes += fn().length;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const ops = iterations / seconds;
  console.log(
    `${label.padEnd(34)} ${Math.round(ops).toLocaleString('en').padStart(9)} ops/s  (${(bytes / iterations / 1024).toFixed(1)} KB each)`,
  );
  return ops;
}

console.log(`city/get-city-list/guest, a page of ${envelope.data.length} cities:`);
const plain = opsPerSecond('JSON.stringify', () => JSON.stringify(envelope));
const fast = opsPerSecond('compiled from the answer schema', () => compiled(envelope));
console.log(`ratio: ${(fast / plain).toFixed(2)}x`);
