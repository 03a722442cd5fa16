/**
 * Idempotency keys (issue 14, offline use). An action queued on a phone while offline may reach the server twice: a
 * Background Sync replay racing the page's own replay, or a replay whose answer was lost on the way back. The client
 * sends one key per action in the `Idempotency-Key` header (common/constants/idempotency.ts holds its rule), and the
 * server applies the action once:
 *
 * - the first request under a key claims it (a row of `idempotencyKeys` with a null status; the unique
 *   (userId, key) decides between two copies sent at once), runs, and its answer is kept exactly as it was sent
 *   (status and serialized envelope), for a status below 500;
 * - a later copy of the same request (same method, path and body) is answered with that answer again, with
 *   `Idempotent-Replayed: true`, without running anything;
 * - a copy that comes while the first is still being handled gets 409 (try again in a moment), unless the claim is
 *   older than STALE_CLAIM_MS: then the process that made it died mid-request, and the copy takes it over;
 * - the same key on another request is a 422 naming the header, as is a key that breaks the rule;
 * - a 5xx (or an answer that is not JSON) is not kept: the claim is deleted, so a retry may run again.
 *
 * Keys are per user. Signed-in changes only (defineRoute wires it for every non-GET call with a session): a read has
 * nothing to apply twice, and a guest has no account to keep keys under. Answers kept in memory (defineRoute's
 * `cache`) are reads too and skip it.
 *
 * What it cannot promise: the handler's effect and the kept answer are written by two statements, not one
 * transaction (the handler owns its transactions). A process that dies between the two leaves a claim with no answer,
 * which a copy takes over after STALE_CLAIM_MS and runs again. The window is the few milliseconds between the
 * handler's commit and the answer being kept.
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_RULE,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyKeyProblem,
} from '../../common/constants/idempotency.js';
import { HEADER_NAME } from '../../common/constants/storage.js';
import type { Language } from '../../common/locales/index.js';
import type { FlatIssue } from '../../common/schemas/issues.js';
import type { Db } from '../db/connect.js';
import { AppError, validationError } from './errors.js';

/** A claim still without an answer after this long is of a process that died mid-request: a copy may take it over. */
export const STALE_CLAIM_MS = 60_000;

/**
 * Expired rows deleted per claim. The sweep runs with every claim (no timer to start and stop, every instance sweeps
 * what it can see), so a batch is enough to keep up; a backlog is worked through by later claims rather than by one
 * slow request. It costs one probe of the createdAt index when nothing has expired. A key found expired before the
 * sweep reached it is forgotten on the spot (see claim), so nothing depends on the sweep's timing.
 */
const SWEEP_BATCH = 100;

/** Node gives header names in lower case. */
const HEADER = HEADER_NAME.IDEMPOTENCY_KEY.toLowerCase();

interface Claim {
  db: Db;
  id: number;
  /** The claim's time: the row is still ours (not taken over by a copy) while it holds it. */
  createdAt: string;
}

/** The claims of the requests being handled, for the onSend hook that keeps their answers. */
const claims = new WeakMap<FastifyRequest, Claim>();

const inProgress = () => new AppError(409, 'ERROR', 'errorMsg:requestInProgress');

/** A 422 naming the header, as a schema failure names a field. */
const keyError = (lng: Language, issue: Omit<FlatIssue, 'field'>) =>
  validationError(lng, [{ field: HEADER_NAME.IDEMPOTENCY_KEY, ...issue }]);

/** The request's key; undefined without the header; 422 naming the header when the key breaks the rule. */
export function idempotencyKeyOf(req: FastifyRequest, lng: Language): string | undefined {
  const value = req.headers[HEADER];
  if (value === undefined) return undefined;
  // A header sent twice arrives joined (', ' is outside the rule), so two keys are refused, never one picked.
  const key = Array.isArray(value) ? value.join(', ') : value;
  const problem = idempotencyKeyProblem(key);
  if (!problem) return key;
  const requirement = 'min' in problem ? problem.min : 'max' in problem ? problem.max : undefined;
  throw keyError(lng, requirement === undefined ? { key: problem.key } : { key: problem.key, requirement });
}

/**
 * What makes two requests the same one: method, path, and a SHA-256 of the query string and the JSON body (a
 * DELETE carries its input in the query). A multipart upload's body is read by its handler, after this: only its
 * method and path count.
 */
export function fingerprintOf(req: FastifyRequest): string {
  const at = req.url.indexOf('?');
  const path = at === -1 ? req.url : req.url.slice(0, at);
  const query = at === -1 ? '' : req.url.slice(at + 1);
  const hash = crypto
    .createHash('sha256')
    .update(query)
    .update('\n')
    .update(JSON.stringify(req.body ?? null))
    .digest('base64url');
  return `${req.method} ${path} ${hash}`;
}

type Claimed = { claimed: Claim } | { replay: { status: number; body: string } };

/** Deletes a batch of expired keys (of every user), oldest first by the createdAt index. */
export async function sweepIdempotencyKeys(db: Db, now = new Date()): Promise<void> {
  const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_RULE.rememberMs).toISOString();
  await db
    .deleteFrom('idempotencyKeys')
    .where('id', 'in', (eb) =>
      eb.selectFrom('idempotencyKeys').select('id').where('createdAt', '<', expired).limit(SWEEP_BATCH),
    )
    .execute();
}

/**
 * Claims the key for this request, or finds the answer of its first copy. Each step is one statement decided by the
 * database (the unique index for the insert, a compare-and-set on createdAt for a takeover), so two copies on two
 * instances cannot both run. A row that vanishes or changes between two steps (released after a 5xx, taken over,
 * swept) makes it look again; a few rounds are plenty, after which the copy is told to come back.
 */
async function claim(
  db: Db,
  userId: number,
  key: string,
  fingerprint: string,
  lng: Language,
): Promise<Claimed> {
  await sweepIdempotencyKeys(db);
  for (let round = 0; round < 3; round++) {
    const now = Date.now();
    const createdAt = new Date(now).toISOString();
    const inserted = await db
      .insertInto('idempotencyKeys')
      .values({ userId, key, fingerprint, status: null, body: null, createdAt, completedAt: null })
      .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { claimed: { db, id: inserted.id, createdAt } };

    const row = await db
      .selectFrom('idempotencyKeys')
      .select(['id', 'fingerprint', 'status', 'body', 'createdAt'])
      .where('userId', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) continue;
    if (row.createdAt < new Date(now - IDEMPOTENCY_KEY_RULE.rememberMs).toISOString()) {
      // Remembered no longer: forgotten now, as the sweep would have.
      await db
        .deleteFrom('idempotencyKeys')
        .where('id', '=', row.id)
        .where('createdAt', '=', row.createdAt)
        .execute();
      continue;
    }
    if (row.fingerprint !== fingerprint) throw keyError(lng, { key: 'idempotencyKeyReused' });
    if (row.status !== null && row.body !== null) return { replay: { status: row.status, body: row.body } };
    if (row.createdAt >= new Date(now - STALE_CLAIM_MS).toISOString()) throw inProgress();
    const taken = await db
      .updateTable('idempotencyKeys')
      .set({ createdAt })
      .where('id', '=', row.id)
      .where('status', 'is', null)
      .where('createdAt', '=', row.createdAt)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return { claimed: { db, id: row.id, createdAt } };
  }
  throw inProgress();
}

/**
 * For defineRoute, once the caller is known and the request is valid: without a key, false (run the handler). With
 * one, either the first answer under it is sent again (true: the handler must not run), or the key is claimed for
 * this request (false: run the handler; the onSend hook keeps the answer), or 409/422 is thrown. A boolean, not the
 * reply: a reply is thenable, and an async function returning it would wait for the answer to finish and give
 * undefined.
 */
export async function idempotent(
  req: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  userId: number,
  lng: Language,
): Promise<boolean> {
  const key = idempotencyKeyOf(req, lng);
  if (key === undefined) return false;
  let result: Awaited<ReturnType<typeof claim>>;
  try {
    result = await claim(db, userId, key, fingerprintOf(req), lng);
  } catch (error) {
    // 'Still being processed' is the one 409 worth retrying (others refuse the change): Retry-After says so, for a
    // replaying queue (common/pending/replay.ts) that must not read messages.
    if (error instanceof AppError && error.status === 409) void reply.header('Retry-After', '1');
    throw error;
  }
  if ('claimed' in result) {
    claims.set(req, result.claimed);
    return false;
  }
  // The kept text is the envelope as the route's serializer wrote it: sent as it is, never serialized again.
  void reply
    .status(result.replay.status)
    .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
    .type('application/json; charset=utf-8')
    .send(result.replay.body);
  return true;
}

/**
 * The onSend hook of the routes that honour keys: keeps the answer of a request that claimed a key (the serialized
 * envelope, for a success and for an error below 500 alike, as the error handler wrote it), or deletes the claim
 * (a 5xx, which a retry may get past; or an answer that is not JSON text, such as a file). Runs before compression
 * (./compression.ts adds its hook after the route's own). A failure to write is logged, never turned into a failed
 * answer: the action did happen.
 */
export async function keepIdempotentAnswer(
  req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const claimed = claims.get(req);
  if (!claimed) return payload;
  claims.delete(req);
  const { db, id, createdAt } = claimed;
  try {
    if (reply.statusCode < 500 && typeof payload === 'string') {
      const kept = await db
        .updateTable('idempotencyKeys')
        .set({ status: reply.statusCode, body: payload, completedAt: new Date().toISOString() })
        .where('id', '=', id)
        .where('createdAt', '=', createdAt)
        .where('status', 'is', null)
        .executeTakeFirst();
      if (Number(kept.numUpdatedRows) === 0)
        req.log.warn(
          { id },
          'idempotency key taken over by a copy while this request ran (it took over a minute)',
        );
    } else {
      await db
        .deleteFrom('idempotencyKeys')
        .where('id', '=', id)
        .where('createdAt', '=', createdAt)
        .where('status', 'is', null)
        .execute();
    }
  } catch (err) {
    req.log.error({ err, id }, 'the answer under an idempotency key could not be kept');
  }
  return payload;
}
