/**
 * The ranking of matched candidates in SQL: the score of common/constants/matching.ts (matchBreakdown) written as one
 * statement, the same text on SQLite and PostgreSQL, so a job's best candidates come out of 50,000 without any of them
 * being loaded, and without scoring all of a pool that may hold most of them.
 *
 * 1. pool: everyone holding one of the job's skills (candidateSkills by masterId: an index range per skill) or open
 *    with the setup done in the job's domain (the partial index candidateProfiles_open_by_domain), with m, how many of
 *    the job's skills they have, d, whether the domain is theirs, and `ub`, the most they can score knowing only
 *    that (the skills' points, every other factor at full weight). Nobody scores more than their bound.
 * 2. threshold: the PROBE_SIZE of the highest bound are scored; the limit-th best of them is a score the answer's last
 *    reaches at least (they are a subset of everyone). Without it (fewer than `limit` listable there) it is 0.
 * 3. candidates: of the pool, only those whose bound reaches the threshold (anyone else scores less than `limit`
 *    others already do), with their profile (a primary-key read) and a second, closer bound: every factor exact
 *    (their preferred cities read by key) but the overlap, still at full weight.
 * 4. the answer: only those whose closer bound reaches the threshold are scored exactly (the count of their skills,
 *    their account: live, not declined), the best first, then the most recently updated profile, then the newest
 *    account.
 * Exact at every step (tests/integration/candidates/ranking.test.ts compares it with the rule over every candidate).
 *
 * Weights and thresholds come from common/ and are written into the text as numeric literals (never user input); the
 * job's values (skills, domain, cities, ranges) are parameters. The service recomputes each listed candidate's score
 * with matchBreakdown itself; tests check the two agree.
 */
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import {
  MATCH_LIMITS,
  type MatchJob,
  experienceRange,
  matchWeights,
  salaryCap,
} from '../../../common/constants/matching.js';
import type { Db } from '../../db/connect.js';

/**
 * A weight as a double-precision constant: real arithmetic on both databases (no integer division), and on
 * PostgreSQL float8 rather than the slower `numeric` a bare decimal literal would be.
 */
function real(value: number): RawBuilder<number> {
  if (!Number.isFinite(value)) throw new Error(`not a finite weight: ${value}`);
  return sql<number>`CAST(${sql.raw(value.toFixed(12))} AS DOUBLE PRECISION)`;
}

/** `CASE WHEN condition THEN points ELSE 0 END`. */
const pointsWhen = (condition: Expression<SqlBool>, points: RawBuilder<number>) =>
  sql<number>`CASE WHEN ${condition} THEN ${points} ELSE 0 END`;

const sum = (parts: RawBuilder<number>[]) =>
  parts.length ? sql<number>`(${sql.join(parts, sql` + `)})` : sql<number>`0`;

export interface RankedCandidate {
  userId: number;
  /** The unrounded score the order was made by. */
  score: number;
}

/** How many of the pool, by bound, are scored first to learn a score the answer's last must reach. */
const PROBE_SIZE = 200;
/** Slack for the pruning's comparisons, so a rounding difference between a bound and a score never drops anyone. */
const EPSILON = 1e-6;

/**
 * Each factor's points for a candidate whose pool row (userId, m) is `pool` and whose profile is `profile` (aliases),
 * as matchBreakdown gives them (`score`); and `knownBound`, the same with the overlap at its most, as it needs the
 * count of all the candidate's skills (read last, for the few the bound leaves).
 */
function factorPoints(job: MatchJob, pool: string, profile: string) {
  const weights = matchWeights(job);
  const skillCount = new Set(job.skillIds).size;
  const matched = sql.ref<number>(`${pool}.m`);
  const col = (name: string) => sql.ref(`${profile}.${name}`);
  const exact: RawBuilder<number>[] = [];
  const known: RawBuilder<number>[] = [];
  const both = (part: RawBuilder<number>) => {
    exact.push(part);
    known.push(part);
  };

  if (weights.skillCoverage > 0) both(sql<number>`${matched} * ${real(weights.skillCoverage / skillCount)}`);
  if (weights.skillOverlap > 0) {
    exact.push(
      sql<number>`CASE WHEN ${matched} = 0 THEN 0 ELSE ${matched} * ${real(weights.skillOverlap)} / (
        SELECT COUNT(*) FROM "candidateSkills" AS "own" WHERE "own"."userId" = ${col('userId')}) END`,
    );
    known.push(pointsWhen(sql<SqlBool>`${matched} > 0`, real(weights.skillOverlap)));
  }
  if (weights.jobDomain > 0)
    both(pointsWhen(sql<SqlBool>`${col('jobDomain')} = ${job.jobDomain}`, real(weights.jobDomain)));
  if (weights.experience > 0) {
    const [low, high] = experienceRange(job);
    const slack = MATCH_LIMITS.experienceSlackYears;
    const years = col('yearsOfExperience');
    const within = (from: number, to: number) =>
      to === Number.POSITIVE_INFINITY
        ? sql<SqlBool>`${years} >= ${from}`
        : sql<SqlBool>`${years} >= ${from} AND ${years} <= ${to}`;
    both(
      sql<number>`CASE WHEN ${years} IS NULL THEN 0
        WHEN ${within(low, high)} THEN ${real(weights.experience)}
        WHEN ${within(low - slack, high + slack)} THEN ${real(weights.experience / 2)} ELSE 0 END`,
    );
  }
  if (weights.location > 0) {
    const cityIds = [...new Set(job.cityIds)];
    const ways: RawBuilder<SqlBool>[] = [];
    if (cityIds.length) {
      const list = sql.join(cityIds);
      ways.push(sql<SqlBool>`${col('cityId')} IN (${list})`);
      ways.push(sql<SqlBool>`EXISTS (SELECT 1 FROM "candidatePreferredCities" AS "pc"
        WHERE "pc"."userId" = ${col('userId')} AND "pc"."cityId" IN (${list}))`);
    }
    if (job.isRemote) ways.push(sql<SqlBool>`${col('prefersRemote')} = 1`);
    both(pointsWhen(sql<SqlBool>`(${sql.join(ways, sql` OR `)})`, real(weights.location)));
  }
  const cap = salaryCap(job);
  if (weights.salary > 0 && cap !== null) {
    const pay = col('expectedSalary');
    // Pay is whole rupiah: at most cap × (1 + slack) is at most its whole part.
    const near = Math.floor(cap * (1 + MATCH_LIMITS.salarySlack));
    both(
      sql<number>`CASE WHEN ${pay} IS NULL THEN 0 WHEN ${pay} <= ${cap} THEN ${real(weights.salary)}
        WHEN ${pay} <= ${near} THEN ${real(weights.salary / 2)} ELSE 0 END`,
    );
  }
  return { score: sum(exact), knownBound: sum(known), weights, skillCount };
}

/** The job's best `limit` candidates who are open to work, by the score of matchBreakdown. */
export async function rankCandidates(
  db: Db,
  job: MatchJob,
  limit: number = MATCH_LIMITS.candidates,
): Promise<RankedCandidate[]> {
  const skillIds = [...new Set(job.skillIds)];
  const sources: RawBuilder<unknown>[] = [];
  // One sum gives m and d: each of the job's skills a candidate holds counts 2, the domain 1.
  if (skillIds.length)
    sources.push(
      sql`SELECT "userId", 2 AS "w" FROM "candidateSkills" WHERE "masterId" IN (${sql.join(skillIds)})`,
    );
  if (job.jobDomain)
    sources.push(sql`SELECT "userId", 1 AS "w" FROM "candidateProfiles"
      WHERE "jobDomain" = ${job.jobDomain} AND "openToWork" = 1 AND "setupCompletedAt" IS NOT NULL`);
  if (sources.length === 0) return [];

  // The answer's scoring reads the candidates' rows ("c": pool row and profile in one); the probe's, the pool's ("b")
  // and the profile ("p").
  const { score, weights, skillCount } = factorPoints(job, 'c', 'c');
  const { score: probeScore, knownBound } = factorPoints(job, 'b', 'p');
  const bound = sql<number>`"m" * ${real(skillCount ? weights.skillCoverage / skillCount : 0)}
    + CASE WHEN "m" > 0 THEN ${real(weights.skillOverlap)} ELSE 0 END
    + "d" * ${real(weights.jobDomain)}
    + ${real(weights.experience + weights.location + weights.salary)}`;
  const open = (p: string) =>
    sql<SqlBool>`${sql.ref(`${p}.openToWork`)} = 1 AND ${sql.ref(`${p}.setupCompletedAt`)} IS NOT NULL`;
  const liveAccount = sql<SqlBool>`"u"."deletedAt" IS NULL AND "u"."status" <> 'DECLINED'`;
  const threshold = sql<number>`COALESCE((SELECT "s" FROM "threshold"), 0) - ${real(EPSILON)}`;

  const { rows } = await sql<{ userId: number; score: number }>`
    WITH "pool" AS MATERIALIZED (
      SELECT "userId", "m", "d", ${bound} AS "ub" FROM (
        SELECT "h"."userId", SUM("h"."w") / 2 AS "m", SUM("h"."w") % 2 AS "d"
        FROM (${sql.join(sources, sql` UNION ALL `)}) AS "h"
        GROUP BY "h"."userId"
      ) AS "g"
    ),
    "probe" AS (
      SELECT ${probeScore} AS "s"
      FROM (SELECT "userId", "m" FROM "pool" ORDER BY "ub" DESC LIMIT ${sql.lit(PROBE_SIZE)}) AS "b"
      INNER JOIN "candidateProfiles" AS "p" ON "p"."userId" = "b"."userId"
      INNER JOIN "users" AS "u" ON "u"."id" = "p"."userId"
      WHERE ${open('p')} AND ${liveAccount}
    ),
    "threshold" AS (
      SELECT "s" FROM "probe" ORDER BY "s" DESC LIMIT 1 OFFSET ${sql.lit(limit - 1)}
    ),
    "candidates" AS (
      SELECT "b"."m", "p"."userId", "p"."jobDomain", "p"."yearsOfExperience", "p"."expectedSalary", "p"."cityId",
        "p"."prefersRemote", "p"."updatedAt", ${knownBound} AS "kb"
      FROM "pool" AS "b"
      INNER JOIN "candidateProfiles" AS "p" ON "p"."userId" = "b"."userId"
      WHERE "b"."ub" >= ${threshold} AND ${open('p')}
    )
    SELECT "c"."userId", ${score} AS "score"
    FROM "candidates" AS "c"
    INNER JOIN "users" AS "u" ON "u"."id" = "c"."userId"
    WHERE "c"."kb" >= ${threshold} AND ${liveAccount}
    ORDER BY "score" DESC, "c"."updatedAt" DESC, "c"."userId" DESC
    LIMIT ${sql.lit(limit)}`.execute(db);
  return rows.map((row) => ({ userId: Number(row.userId), score: Number(row.score) }));
}
