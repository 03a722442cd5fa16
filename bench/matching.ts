/**
 * `npm run bench:matching`: how fast a company's team gets a job's matched candidates (matched-candidate/list, issue
 * 13) among many candidates. Seeds MATCH_CANDIDATES candidates (50,000) into a fresh SQLite file under .tmp/ and,
 * when DATABASE_URL points at PostgreSQL, into a fresh database beside it (dropped afterwards), with the shapes of a
 * real board, deterministic:
 * - job domains Zipf-distributed (a few domains hold most people), each with its own cluster of skills;
 * - 3–8 skills each, mostly from their domain's cluster, the rest from the popular skills of the whole list (the
 *   seeded SKILLS list: few skills, so each is held by thousands — the hard case for the pool);
 * - years of experience skewed to the first years, expected pay growing with them; a home city (big cities far more
 *   often), 0–2 preferred cities, one in five wanting to work from anywhere;
 * - 85% open to work, 90% with the setup finished, profiles updated over the last year.
 * Then 10 jobs of the company (3–5 skills of a domain's cluster, a range of years and pay, one or two cities, some
 * work from anywhere), and asks each job's list through the signed-in call (in-process `inject`: access, validation,
 * the queries and the answer's serialization are counted) MATCH_RUNS times after a warm-up. Prints p50 and p95 per job
 * (with how many candidates the job's pool holds) and over all. Asserts nothing.
 *
 * Settings (environment): MATCH_CANDIDATES (50000), MATCH_RUNS (30), MATCH_KEEP=1 keeps the databases.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Insertable, sql } from 'kysely';
import { findRoute, routeUrl } from '../common/api/routes.js';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import type { Db } from '../server/db/connect.js';
import type { CandidateProfileTable, JobTable, UserTable } from '../server/db/database.js';
import { seed } from '../server/db/seed/index.js';
import { createCompanyFor } from '../server/modules/company/repository.js';
import { insertEmployer } from './fixtures.js';
import { scratchDatabase } from './postgres.js';

const CANDIDATES = Number(process.env.MATCH_CANDIDATES ?? 50_000);
const RUNS = Number(process.env.MATCH_RUNS ?? 30);
const JOBS = 10;
if (
  !(Number.isInteger(CANDIDATES) && CANDIDATES >= 100 && CANDIDATES <= 1_000_000) ||
  !(RUNS >= 1 && RUNS <= 500)
) {
  console.error('MATCH_CANDIDATES 100–1,000,000, MATCH_RUNS 1–500');
  process.exit(1);
}

/** A small deterministic generator: the same board on every run and both databases. */
function random(seedValue: number) {
  let state = seedValue >>> 0;
  const next = (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
  /** An index 0…n-1 where 0 is the most likely (Zipf, exponent ~1). */
  const zipf = (n: number) => {
    const u = (next(1_000_000) + 0.5) / 1_000_000;
    return Math.min(n - 1, Math.floor(Math.exp(u * Math.log(n + 1)) - 1));
  };
  return { next, zipf };
}

interface Refs {
  domains: string[];
  /** The skills of each domain's cluster (indexes into `skills`). */
  clusters: number[][];
  skills: number[];
  cities: { id: number; countryCode: string; stateCode: string }[];
  categoryId: number;
  employmentType: string;
  positionLevel: string;
}

async function references(db: Db): Promise<Refs> {
  const masters = (codeType: string) =>
    db
      .selectFrom('masters')
      .select(['id', 'code'])
      .where('codeType', '=', codeType)
      .where('isApproved', '=', 1)
      .orderBy('id')
      .execute();
  const [domains, skills, cities, category, types, levels] = await Promise.all([
    masters('JOB_DOMAIN'),
    masters('SKILLS'),
    db
      .selectFrom('cities')
      .select(['id', 'countryCode', 'stateCode'])
      .where('countryCode', '=', 'ID')
      .orderBy('id')
      .limit(150)
      .execute(),
    db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow(),
    masters('TYPE_OF_EMPLOYMENT'),
    masters('POSITION_LEVEL'),
  ]);
  const pick = random(7);
  // Each domain's cluster: 6 skills, neighbours in the list (related skills sit together), overlapping others'.
  const clusters = domains.map((_, d) => {
    const start = (d * 5 + pick.next(3)) % skills.length;
    return Array.from({ length: 6 }, (__, i) => (start + i) % skills.length);
  });
  return {
    domains: domains.map((m) => m.code),
    clusters,
    skills: skills.map((m) => m.id),
    cities,
    categoryId: category.id,
    employmentType: types[0]!.code,
    positionLevel: levels[0]!.code,
  };
}

async function seedCandidates(db: Db, refs: Refs): Promise<void> {
  const pick = random(42);
  const batch = 500;
  const now = Date.now();
  const passwordless = null;
  for (let start = 0; start < CANDIDATES; start += batch) {
    const users: Insertable<UserTable>[] = [];
    const extras: {
      profile: Omit<Insertable<CandidateProfileTable>, 'userId'>;
      skills: number[];
      preferred: number[];
    }[] = [];
    for (let n = start; n < Math.min(CANDIDATES, start + batch); n += 1) {
      const created = new Date(now - (30 + pick.next(700)) * 86_400_000).toISOString();
      users.push({
        role: 'CANDIDATE',
        email: `bench-candidate-${n}@example.com`,
        fullName: `Kandidat ${n}`,
        passwordHash: passwordless,
        status: 'APPROVED',
        isEmailVerified: 1,
        lng: 'id',
        createdAt: created,
        updatedAt: created,
      });
      const domain = pick.zipf(refs.domains.length);
      const count = 3 + pick.next(6);
      const skills = new Set<number>();
      for (let i = 0; skills.size < count && i < 40; i += 1) {
        const cluster = refs.clusters[domain]!;
        skills.add(pick.next(10) < 7 ? cluster[pick.next(cluster.length)]! : pick.zipf(refs.skills.length));
      }
      const years = Math.min(25, Math.floor(pick.zipf(12) * 1.5));
      const city = pick.zipf(refs.cities.length);
      const preferred = new Set<number>();
      for (let i = pick.next(3); i > 0; i -= 1) preferred.add(pick.zipf(refs.cities.length));
      const updated = new Date(now - pick.next(365) * 86_400_000).toISOString();
      extras.push({
        profile: {
          jobDomain: refs.domains[domain]!,
          yearsOfExperience: years,
          expectedSalary: (3_000_000 + years * 900_000 + pick.next(20) * 250_000) | 0,
          cityId: refs.cities[city]!.id,
          countryCode: 'ID',
          stateCode: refs.cities[city]!.stateCode,
          prefersRemote: pick.next(5) === 0 ? 1 : 0,
          openToWork: pick.next(100) < 85 ? 1 : 0,
          setupStep: 'experiences',
          setupCompletedAt: pick.next(10) < 9 ? updated : null,
          createdAt: updated,
          updatedAt: updated,
        },
        skills: [...skills].map((i) => refs.skills[i]!),
        preferred: [...preferred].map((i) => refs.cities[i]!.id),
      });
    }
    await db.transaction().execute(async (tx) => {
      const ids = await tx.insertInto('users').values(users).returning('id').execute();
      await tx
        .insertInto('candidateProfiles')
        .values(ids.map(({ id }, i) => ({ ...extras[i]!.profile, userId: id })))
        .execute();
      const skillRows = ids.flatMap(({ id }, i) =>
        extras[i]!.skills.map((masterId, position) => ({ userId: id, masterId, position })),
      );
      const cityRows = ids.flatMap(({ id }, i) =>
        extras[i]!.preferred.map((cityId, position) => ({ userId: id, cityId, position })),
      );
      if (skillRows.length) await tx.insertInto('candidateSkills').values(skillRows).execute();
      if (cityRows.length) await tx.insertInto('candidatePreferredCities').values(cityRows).execute();
    });
  }
}

/** The company's 10 jobs, each with a domain's skills, a range of years and pay, and its places. */
async function seedJobs(db: Db, refs: Refs, companyId: number, userId: number): Promise<number[]> {
  const pick = random(99);
  const ids: number[] = [];
  for (let n = 0; n < JOBS; n += 1) {
    // Half the jobs in the most common domains, half in rarer ones.
    const domain = n % 2 === 0 ? pick.zipf(refs.domains.length) : pick.next(refs.domains.length);
    const cluster = refs.clusters[domain]!;
    const skills = [
      ...new Set(Array.from({ length: 3 + pick.next(3) }, () => cluster[pick.next(cluster.length)]!)),
    ];
    const remote = n % 4 === 3;
    const low = pick.next(5);
    const salaryMin = (4 + pick.next(10)) * 1_000_000;
    const now = new Date().toISOString();
    const job: Insertable<JobTable> = {
      companyId,
      createdBy: userId,
      status: 'ACTIVE',
      slug: `bench-job-${n}`,
      title: `Bench job ${n}`,
      categoryId: refs.categoryId,
      employmentType: refs.employmentType,
      positionLevel: refs.positionLevel,
      jobDomain: refs.domains[domain]!,
      openings: 1,
      descriptionHtml: '<p>Bench</p>',
      descriptionText: 'Bench',
      experienceMin: low,
      experienceMax: low + 1 + pick.next(4),
      salaryMin,
      salaryMax: salaryMin + (2 + pick.next(6)) * 1_000_000,
      isRemote: remote ? 1 : 0,
      postedAt: now,
      createdAt: now,
      updatedAt: now,
    };
    const { id } = await db.insertInto('jobs').values(job).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('jobSkills')
      .values(skills.map((i, position) => ({ jobId: id, masterId: refs.skills[i]!, position })))
      .execute();
    const cities =
      remote && pick.next(2) === 0 ? [] : [...new Set([pick.zipf(refs.cities.length), pick.zipf(40)])];
    if (cities.length)
      await db
        .insertInto('jobLocations')
        .values(
          cities.map((i, position) => ({
            jobId: id,
            cityId: refs.cities[i]!.id,
            countryCode: refs.cities[i]!.countryCode,
            stateCode: refs.cities[i]!.stateCode,
            position,
          })),
        )
        .execute();
    ids.push(id);
  }
  return ids;
}

/** How many candidates a job's pool holds (share a skill, or the domain), as matchQuery reads it. */
async function poolSize(db: Db, jobId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT COUNT(*) AS "n" FROM (
      SELECT "userId" FROM "candidateSkills" WHERE "masterId" IN (SELECT "masterId" FROM "jobSkills" WHERE "jobId" = ${jobId})
      UNION
      SELECT "userId" FROM "candidateProfiles" WHERE "jobDomain" = (SELECT "jobDomain" FROM "jobs" WHERE "id" = ${jobId})
    ) AS "pool"`.execute(db);
  return Number(rows[0]!.n);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function measure(name: string, env: Record<string, string>): Promise<void> {
  const dataDir = path.resolve(`.tmp/bench-matching-${crypto.randomBytes(3).toString('hex')}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    STATIC_DIR: path.join(dataDir, 'none'),
    ...env,
  });
  const app: FastifyInstance = await buildApp(config, { worker: false, logger: false });
  try {
    const db = app.deps.db;
    await seed(db, { dialect: app.deps.dialect, config, log: () => undefined });
    const refs = await references(db);
    const seeding = performance.now();
    await seedCandidates(db, refs);
    const now = new Date().toISOString();
    const userId = await insertEmployer(db, now);
    const companyId = await createCompanyFor(db, userId, 'PT Bench Matching', now);
    const jobIds = await seedJobs(db, refs, companyId, userId);
    // Fresh statistics (and on PostgreSQL the visibility map index-only scans need), as autovacuum would have made
    // on a board that grew over time.
    if (app.deps.dialect === 'postgres') await sql`VACUUM ANALYZE`.execute(db);
    else await sql`ANALYZE`.execute(db);
    console.log(
      `${name}: ${CANDIDATES} candidates seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const token = await app.deps.sessions.create({ id: userId, role: 'EMPLOYER' });
    const def = findRoute('matchedCandidate', 'list')!;
    const url = routeUrl(def, {});
    const all: number[] = [];
    for (const [n, jobId] of jobIds.entries()) {
      const ask = async () => {
        const started = performance.now();
        const res = await app.inject({
          method: def.method,
          url,
          headers: { authorization: `jwt ${token}`, lng: 'id' },
          payload: { jobId },
        });
        const ms = performance.now() - started;
        if (res.statusCode !== 200)
          throw new Error(`job ${jobId}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        return { ms, listed: (res.json() as { data: { score: number }[] }).data };
      };
      const { listed } = await ask();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) times.push((await ask()).ms);
      times.sort((a, b) => a - b);
      all.push(...times);
      const pool = await poolSize(db, jobId);
      const scores = listed.length ? `${listed[0]!.score}–${listed[listed.length - 1]!.score}` : '-';
      console.log(
        `  job ${String(n + 1).padStart(2)}  pool ${String(pool).padStart(6)}  p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 0.95).toFixed(1).padStart(6)} ms   top ${listed.length} scored ${scores}`,
      );
    }
    all.sort((a, b) => a - b);
    console.log(
      `  ${'all jobs'.padEnd(22)} p50 ${percentile(all, 0.5).toFixed(1).padStart(6)} ms   p95 ${percentile(all, 0.95).toFixed(1).padStart(6)} ms`,
    );
  } finally {
    await app.close();
    if (process.env.MATCH_KEEP) console.log(`  (kept: ${dataDir})`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `matched-candidate/list over ${CANDIDATES} candidates; each of ${JOBS} jobs ${RUNS} times after a warm-up, signed in:`,
);
await measure('SQLite', {});
if (process.env.DATABASE_URL?.startsWith('postgres')) {
  const scratch = await scratchDatabase('bench_matching');
  try {
    await measure('PostgreSQL', { DATABASE_URL: scratch.url });
  } finally {
    if (process.env.MATCH_KEEP) console.log(`  (kept: database ${scratch.name})`);
    else await scratch.drop();
  }
}
