/**
 * Replaying the offline action queue (./queue.ts), the same way from the service worker's Background Sync and from
 * the page's fallback (src/lib/pending/replay.ts). Both may run: each action carries its idempotency key, so a second
 * copy gets the first answer back (server/http/idempotency.ts), and a Web Lock keeps them from running at once.
 *
 * Each person's actions go in the order they were taken (FIFO). An action that gets no final answer stops that
 * person's round, so that a later action never overtakes an earlier one (save, then unsave the same job). Answers:
 * - success → removed; the page refreshes what it affects;
 * - a refusal (a 4xx other than 401, 408, 429 and the 409 'still being processed', or an error envelope) → removed
 *   and kept as 'not sent' with the server's message, which the person sees until they dismiss it;
 * - 401 or UNAUTHENTICATED → kept: the person must sign in again (with the same account) for it to go;
 * - a 5xx, 408, 429 or the 409 'still being processed' → kept, tried again after a back-off;
 * - no answer (network failure, time-out) → kept, and the round ends: the network is down for every action.
 */
import type { NotSentAction, PendingAction, PendingProblem, PendingStorage } from './queue';

export type Outcome =
  | { kind: 'sent' }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'signIn' }
  | { kind: 'retry'; problem: Exclude<PendingProblem, 'signIn'>; afterMs?: number };

const ERROR_CODES: ReadonlySet<unknown> = new Set(['ERROR', 'FAILURE', 'DUPLICATE', 'UNAUTHENTICATED']);

/** Back-off after a server failure: 5 s, 10 s, 20 s… up to 5 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);
}

/** A Retry-After header in seconds (the HTTP-date form is not used by this server). */
function retryAfterMs(value: string | null | undefined): number | undefined {
  const seconds = Number(value);
  return value && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

export interface Answer {
  status: number;
  /** The envelope `{ code, message, data }`, or null when the answer was not one. */
  envelope: { code?: unknown; message?: unknown } | null;
  retryAfter?: string | null;
}

/** What an answer means for a queued action. */
export function outcomeOf({ status, envelope, retryAfter }: Answer): Outcome {
  const message = typeof envelope?.message === 'string' ? envelope.message : '';
  if (status === 401 || envelope?.code === 'UNAUTHENTICATED') return { kind: 'signIn' };
  if (status >= 500) return { kind: 'retry', problem: 'server', afterMs: retryAfterMs(retryAfter) };
  if (status === 408 || status === 429)
    return { kind: 'retry', problem: 'busy', afterMs: retryAfterMs(retryAfter) };
  // A copy of a request still being handled under the same key (over within a minute): the server marks that 409
  // with Retry-After; other 409s refuse the change ('You have already applied').
  if (status === 409 && retryAfter)
    return { kind: 'retry', problem: 'busy', afterMs: retryAfterMs(retryAfter) };
  if (status >= 400 || ERROR_CODES.has(envelope?.code)) return { kind: 'refused', status, message };
  return { kind: 'sent' };
}

export interface ReplayDeps {
  storage: PendingStorage;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /**
   * The Authorization header to send a person's action with, or null to leave that person's actions alone. The page
   * gives the signed-in person's current token for their own actions only; the worker the token stored with the
   * action (the page refreshes it when the same person signs in again). Never another person's token.
   */
  authorization(action: PendingAction): string | null;
  now?: () => number;
  /** A replay that has had no answer within this time counts as a network failure. */
  timeoutMs?: number;
}

export interface ReplayReport {
  sent: PendingAction[];
  refused: NotSentAction[];
  /** Still waiting after this round. */
  kept: PendingAction[];
  /** The network failed: the round stopped there. */
  offline: boolean;
  /** The earliest time an action kept by a back-off may be tried again. */
  nextAt?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

async function send(action: PendingAction, authorization: string, deps: ReplayDeps): Promise<Outcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    const { url, method, headers, body } = action.request;
    const response = await deps.fetch(url, {
      method,
      headers: { ...headers, Authorization: authorization },
      body,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: controller.signal,
    });
    let envelope: Answer['envelope'] = null;
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        envelope = (await response.json()) as Answer['envelope'];
      } catch (error) {
        // The answer stopped coming: no answer at all. A body that is not JSON: an answer without an envelope.
        if (!(error instanceof SyntaxError)) throw error;
      }
    }
    return outcomeOf({ status: response.status, envelope, retryAfter: response.headers.get('retry-after') });
  } catch {
    return { kind: 'retry', problem: 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/** Sends every action it may, in order, and settles each by its answer. */
export async function replayPending(deps: ReplayDeps): Promise<ReplayReport> {
  const now = deps.now ?? Date.now;
  const report: ReplayReport = { sent: [], refused: [], kept: [], offline: false };
  const actions = (await deps.storage.list())
    .filter((record): record is PendingAction => record.kind === 'action')
    .sort((a, b) => a.seq - b.seq || (a.id < b.id ? -1 : 1));
  /** People whose round has stopped: their later actions wait for the earlier one. */
  const stopped = new Set<string>();
  const keep = (action: PendingAction) => {
    report.kept.push(action);
    stopped.add(action.userId);
    if (action.retryAt !== undefined && action.retryAt > now())
      report.nextAt = Math.min(report.nextAt ?? Infinity, action.retryAt);
  };

  for (const [index, action] of actions.entries()) {
    if (stopped.has(action.userId)) {
      report.kept.push(action);
      continue;
    }
    const authorization = deps.authorization(action);
    if (!authorization || (action.retryAt !== undefined && action.retryAt > now())) {
      keep(action);
      continue;
    }
    const outcome = await send(action, authorization, deps);
    switch (outcome.kind) {
      case 'sent':
        await deps.storage.remove(action);
        report.sent.push(action);
        break;
      case 'refused': {
        const {
          request: _request,
          attempts: _attempts,
          retryAt: _retryAt,
          problem: _problem,
          ...rest
        } = action;
        const notSent: NotSentAction = {
          ...rest,
          kind: 'notSent',
          status: outcome.status,
          message: outcome.message,
          refusedAt: new Date(now()).toISOString(),
        };
        // Written before the action goes: a replay cut short here leaves both, never neither.
        await deps.storage.put(notSent);
        await deps.storage.remove(action);
        report.refused.push(notSent);
        break;
      }
      case 'signIn': {
        const next: PendingAction = { ...action, attempts: action.attempts + 1, problem: 'signIn' };
        delete next.retryAt;
        await deps.storage.replace(next);
        keep(next);
        break;
      }
      case 'retry': {
        const attempts = action.attempts + 1;
        const next: PendingAction = { ...action, attempts, problem: outcome.problem };
        if (outcome.problem === 'network') delete next.retryAt;
        else next.retryAt = now() + (outcome.afterMs ?? retryDelayMs(attempts));
        await deps.storage.replace(next);
        keep(next);
        if (outcome.problem === 'network') {
          // No network: nothing else will go either. What is left waits for the next round.
          report.offline = true;
          report.kept.push(...actions.slice(index + 1));
          return report;
        }
        break;
      }
    }
  }
  return report;
}
