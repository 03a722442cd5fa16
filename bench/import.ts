/**
 * `npm run bench:import`: how fast bulk job import (issue 10) turns a 5,000-row CSV into jobs, through the real
 * calls (in-process `inject`, so the multipart parsing, the answers' serialization and every check are counted):
 * upload (the file read and its rows stored), start, then `run` until DONE (each call one batch of
 * IMPORT_LIMITS.batchRows rows in one transaction), as the import page does. On SQLite in a fresh DATA_DIR under
 * .tmp/, and on PostgreSQL in a fresh database next to DATABASE_URL's when it is set (dropped afterwards). One row in
 * a hundred is wrong on purpose, so the row errors are written as well. Prints rows/s for the upload, the import and
 * both, and the batch latency; asserts nothing.
 *
 * Settings (environment): IMPORT_ROWS (5000), IMPORT_RUNS (3: the best run is reported, after a warm-up run).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { findRoute, routeUrl } from '../common/api/routes.js';
import { IMPORT_FIELDS, IMPORT_LIMITS, type ImportField } from '../common/constants/importJobs.js';
import { templateHeader } from '../common/format/importTemplate.js';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { seed } from '../server/db/seed/index.js';
import { createCompanyFor } from '../server/modules/company/repository.js';
import { insertEmployer } from './fixtures.js';
import { scratchDatabase } from './postgres.js';

const ROWS = Number(process.env.IMPORT_ROWS ?? IMPORT_LIMITS.rowsMax);
const RUNS = Number(process.env.IMPORT_RUNS ?? 3);
if (!(Number.isInteger(ROWS) && ROWS >= 1 && ROWS <= IMPORT_LIMITS.rowsMax) || !(RUNS >= 1 && RUNS <= 20)) {
  console.error(`IMPORT_ROWS 1–${IMPORT_LIMITS.rowsMax}, IMPORT_RUNS 1–20`);
  process.exit(1);
}

const CITIES = ['Jakarta', 'Bandung', 'Surabaya', 'Medan', 'Semarang', 'Makassar', 'Denpasar', 'Yogyakarta'];
const SKILLS = [
  'Data entry',
  'Teamwork',
  'Microsoft Excel',
  'Communication',
  'Accounting',
  'Customer service',
];

/** A realistic file: every column, names and codes mixed, several skills and cities; row 1 in 100 is wrong. */
function fileOf(rows: number): string {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const lines = [IMPORT_FIELDS.map((field) => cell(templateHeader(field.key))).join(',')];
  for (let n = 1; n <= rows; n += 1) {
    const row: Record<ImportField, string> = {
      title: n % 100 === 0 ? '' : `Staf Operasional ${n}`,
      categoryId: n % 2 ? 'Logistics & Transportation' : 'administration',
      employmentType: n % 3 ? 'Full-time (permanent)' : 'CONTRACT',
      positionLevel: n % 5 ? 'Staff' : 'SUPERVISOR',
      jobDomain: 'LOGISTICS',
      openings: String((n % 7) + 1),
      description: `Keep the warehouse of branch ${n} in order: receive, check, store and ship goods.\n\nShifts of eight hours; we train you.`,
      skills: `${SKILLS[n % SKILLS.length]}; ${SKILLS[(n + 2) % SKILLS.length]}`,
      qualification: n % 2 ? 'Senior high school (SMA)' : 'DIPLOMA_3',
      experienceMin: String(n % 3),
      experienceMax: String((n % 3) + 3),
      salaryMin: '4,500,000',
      salaryMax: `${6 + (n % 5)},000,000`,
      salaryVisible: n % 4 ? 'yes' : 'no',
      isRemote: n % 10 ? 'no' : 'yes',
      cityIds: `${CITIES[n % CITIES.length]}; ${CITIES[(n + 3) % CITIES.length]}`,
      benefits: n % 2 ? 'THR; BPJS_HEALTH; BPJS_EMPLOYMENT' : 'THR',
      benefitsOther: n % 3 ? '' : 'Lunch provided',
      validTill: '',
    };
    lines.push(IMPORT_FIELDS.map((field) => cell(row[field.key])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function multipart(fileName: string, text: string) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

interface Doc {
  id: number;
  status: string;
  mapping: Record<string, number | null>;
  importedRows: number;
  failedRows: number;
}

async function call(
  app: FastifyInstance,
  action: 'upload' | 'start' | 'run',
  headers: Record<string, string>,
  options: { id?: number; body?: unknown; file?: { payload: Buffer; contentType: string } } = {},
): Promise<Doc> {
  const def = findRoute('importHistory', action)!;
  const res = await app.inject({
    method: def.method,
    url: routeUrl(def, options.id ? { id: options.id } : {}),
    headers: { ...headers, ...(options.file ? { 'content-type': options.file.contentType } : {}) },
    payload: options.file ? options.file.payload : ((options.body ?? {}) as object),
  });
  if (res.statusCode >= 300) throw new Error(`${action}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return (res.json() as { data: Doc }).data;
}

/** An approved employer with a company, signed in. */
async function employer(app: FastifyInstance): Promise<Record<string, string>> {
  const now = new Date().toISOString();
  const userId = await insertEmployer(app.deps.db, now);
  await createCompanyFor(app.deps.db, userId, 'PT Bench Logistik', now);
  const token = await app.deps.sessions.create({ id: userId, role: 'EMPLOYER' });
  return { authorization: `jwt ${token}` };
}

interface Figures {
  uploadMs: number;
  importMs: number;
  batches: number[];
  imported: number;
  failed: number;
}

async function once(app: FastifyInstance, file: { payload: Buffer; contentType: string }): Promise<Figures> {
  const headers = await employer(app);
  const t0 = performance.now();
  const uploaded = await call(app, 'upload', headers, { file });
  const t1 = performance.now();
  let doc = await call(app, 'start', headers, {
    id: uploaded.id,
    body: { mapping: uploaded.mapping, jobStatus: 'ACTIVE' },
  });
  const batches: number[] = [];
  while (doc.status === 'RUNNING') {
    const started = performance.now();
    doc = await call(app, 'run', headers, { id: uploaded.id });
    batches.push(performance.now() - started);
  }
  const t2 = performance.now();
  return {
    uploadMs: t1 - t0,
    importMs: t2 - t1,
    batches,
    imported: doc.importedRows,
    failed: doc.failedRows,
  };
}

async function measure(name: string, env: Record<string, string>): Promise<void> {
  const dataDir = path.resolve(`.tmp/bench-import-${crypto.randomBytes(3).toString('hex')}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    STATIC_DIR: path.join(dataDir, 'none'),
    ...env,
  });
  const app = await buildApp(config, { worker: false, logger: false });
  try {
    await seed(app.deps.db, { dialect: app.deps.dialect, config, log: () => undefined });
    const text = fileOf(ROWS);
    const file = await multipart('bench.csv', text);
    await once(app, file); // warm-up: JIT, the parsers' first load, the database's caches
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await once(app, file));
    const best = runs.reduce((a, b) => (a.uploadMs + a.importMs <= b.uploadMs + b.importMs ? a : b));
    const sorted = [...best.batches].sort((a, b) => a - b);
    const rate = (ms: number) => Math.round((ROWS / ms) * 1000);
    console.log(
      `${name.padEnd(11)} ${String(rate(best.uploadMs)).padStart(9)} ${String(rate(best.importMs)).padStart(9)} ` +
        `${String(rate(best.uploadMs + best.importMs)).padStart(9)}   ${(best.uploadMs / 1000).toFixed(2)} s + ` +
        `${(best.importMs / 1000).toFixed(2)} s   ${best.batches.length} batches, p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, ` +
        `max ${sorted.at(-1)!.toFixed(0)} ms   ${best.imported} imported, ${best.failed} refused`,
    );
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `bulk job import of a ${ROWS}-row CSV (${(Buffer.byteLength(fileOf(ROWS)) / 1024 / 1024).toFixed(1)} MB), posted as active jobs, ` +
    `batches of ${IMPORT_LIMITS.batchRows} rows; best of ${RUNS} runs after a warm-up:`,
);
console.log(
  `${'database'.padEnd(11)} ${'upload/s'.padStart(9)} ${'import/s'.padStart(9)} ${'rows/s'.padStart(9)}   time`,
);
await measure('SQLite', {});
if (process.env.DATABASE_URL?.startsWith('postgres')) {
  const scratch = await scratchDatabase('bench_import');
  try {
    await measure('PostgreSQL', { DATABASE_URL: scratch.url });
  } finally {
    await scratch.drop();
  }
}
