import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import enErrors from '../locales/en/errorMsg.json';
import idErrors from '../locales/id/errorMsg.json';
import {
  actionsOf,
  idbPendingStorage,
  nextSeq,
  notSentOf,
  type PendingAction,
  type PendingRecord,
  type PendingStorage,
} from './queue';
import { outcomeOf, replayPending, retryDelayMs, type ReplayDeps } from './replay';

const NOW = Date.UTC(2026, 10, 26, 12);

function memoryStorage(initial: PendingRecord[] = []) {
  const records = new Map(initial.map((record) => [`${record.kind}:${record.id}`, structuredClone(record)]));
  const storage: PendingStorage = {
    list: async () => [...records.values()].map((record) => structuredClone(record)),
    put: async (record) => void records.set(`${record.kind}:${record.id}`, structuredClone(record)),
    replace: async (record) => {
      const key = `${record.kind}:${record.id}`;
      if (records.has(key)) records.set(key, structuredClone(record));
    },
    remove: async (record) => void records.delete(`${record.kind}:${record.id}`),
  };
  return { storage, records };
}

let counter = 0;
function action(userId: string, seq: number, extra: Partial<PendingAction> = {}): PendingAction {
  const id = `key-${userId}-${seq}-${counter++}`;
  const body = extra.body ?? { jobId: seq, isLike: true };
  return {
    kind: 'action',
    id,
    userId,
    seq,
    createdAt: new Date(NOW).toISOString(),
    module: 'jobsTracks',
    action: 'likeDislike',
    body,
    what: { key: 'saveJob', vars: { title: `Job ${seq}` } },
    request: {
      url: '/client/api/v1/jobs-tracks/like-dislike',
      method: 'POST',
      headers: {
        lng: 'en',
        'Content-Type': 'application/json',
        'Idempotency-Key': id,
        Authorization: `jwt token-${userId}`,
      },
      body: JSON.stringify(body),
    },
    attempts: 0,
    ...extra,
  };
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network';

/** A server that answers each URL+body from a script, and records what it was sent. */
function server(answer: (request: { body: unknown; headers: Record<string, string> }) => Reply) {
  const seen: { body: unknown; headers: Record<string, string> }[] = [];
  const fetch: ReplayDeps['fetch'] = async (_url, init) => {
    const request = {
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: init.headers as Record<string, string>,
    };
    seen.push(request);
    const reply = answer(request);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body ?? { code: 'SUCCESS', message: 'Done', data: null }), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  };
  return { fetch, seen };
}

const envelope = (message: string, code = 'ERROR') => ({ code, message, data: null });
const ownToken: ReplayDeps['authorization'] = (entry) => entry.request.headers.Authorization ?? null;

describe('what an answer means for a queued action', () => {
  it('removes it on success, a replayed first answer included', () => {
    expect(outcomeOf({ status: 200, envelope: envelope('Job saved!', 'SUCCESS') })).toEqual({ kind: 'sent' });
    expect(outcomeOf({ status: 201, envelope: envelope('Applied', 'SUCCESS') })).toEqual({ kind: 'sent' });
    expect(outcomeOf({ status: 204, envelope: null })).toEqual({ kind: 'sent' });
  });

  it('refuses on a 4xx or an error envelope, with the server’s message', () => {
    expect(outcomeOf({ status: 404, envelope: envelope('This job is no longer available.') })).toEqual({
      kind: 'refused',
      status: 404,
      message: 'This job is no longer available.',
    });
    expect(
      outcomeOf({ status: 409, envelope: envelope('This job no longer takes applications.') }),
    ).toMatchObject({ kind: 'refused', status: 409 });
    expect(outcomeOf({ status: 422, envelope: envelope('Check the form.') })).toMatchObject({
      kind: 'refused',
    });
    expect(outcomeOf({ status: 403, envelope: null })).toEqual({ kind: 'refused', status: 403, message: '' });
    expect(outcomeOf({ status: 200, envelope: envelope('Already applied', 'DUPLICATE') })).toMatchObject({
      kind: 'refused',
    });
  });

  it('keeps it for a new sign-in on 401 or UNAUTHENTICATED', () => {
    expect(outcomeOf({ status: 401, envelope: envelope('Session ended', 'UNAUTHENTICATED') })).toEqual({
      kind: 'signIn',
    });
    expect(outcomeOf({ status: 200, envelope: envelope('Session ended', 'UNAUTHENTICATED') })).toEqual({
      kind: 'signIn',
    });
  });

  it('keeps it to retry on a 5xx, 408, 429 and the 409 of a copy still being processed (marked with Retry-After)', () => {
    expect(outcomeOf({ status: 503, envelope: null, retryAfter: '30' })).toEqual({
      kind: 'retry',
      problem: 'server',
      afterMs: 30_000,
    });
    expect(outcomeOf({ status: 500, envelope: null })).toEqual({
      kind: 'retry',
      problem: 'server',
      afterMs: undefined,
    });
    expect(outcomeOf({ status: 429, envelope: null, retryAfter: '5' })).toMatchObject({
      problem: 'busy',
      afterMs: 5000,
    });
    expect(outcomeOf({ status: 408, envelope: null })).toMatchObject({ kind: 'retry', problem: 'busy' });
    for (const message of [enErrors.requestInProgress, idErrors.requestInProgress])
      expect(outcomeOf({ status: 409, envelope: envelope(message), retryAfter: '1' })).toEqual({
        kind: 'retry',
        problem: 'busy',
        afterMs: 1000,
      });
    // The same words without the mark are a refusal like any other 409.
    expect(outcomeOf({ status: 409, envelope: envelope(enErrors.requestInProgress) })).toMatchObject({
      kind: 'refused',
    });
  });

  it('backs off from 5 s, doubling, to at most 5 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(20)).toBe(300_000);
  });
});

describe('a replay', () => {
  it('sends each person’s actions in the order they were taken, each with its key and its own person’s token', async () => {
    const a1 = action('1', 3);
    const b1 = action('2', 2);
    const a2 = action('1', 1);
    const { storage, records } = memoryStorage([a1, b1, a2]);
    const { fetch, seen } = server(() => ({ status: 200 }));
    const report = await replayPending({ storage, fetch, authorization: ownToken, now: () => NOW });
    expect(seen.map((request) => request.headers['Idempotency-Key'])).toEqual([a2.id, b1.id, a1.id]);
    expect(seen.map((request) => request.headers.Authorization)).toEqual([
      'jwt token-1',
      'jwt token-2',
      'jwt token-1',
    ]);
    expect(report.sent.map((entry) => entry.id)).toEqual([a2.id, b1.id, a1.id]);
    expect(records.size).toBe(0);
  });

  it('never sends a person’s actions without their own token', async () => {
    const mine = action('1', 1);
    const theirs = action('2', 2);
    const { storage, records } = memoryStorage([mine, theirs]);
    const { fetch, seen } = server(() => ({ status: 200 }));
    // The page: the signed-in person (1) only, with their current token.
    const report = await replayPending({
      storage,
      fetch,
      authorization: (entry) => (entry.userId === '1' ? 'jwt fresh-1' : null),
      now: () => NOW,
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.Authorization).toBe('jwt fresh-1');
    expect(report.kept.map((entry) => entry.id)).toEqual([theirs.id]);
    expect([...records.keys()]).toEqual([`action:${theirs.id}`]);
  });

  it('turns a refusal into a “not sent” record with the server’s message, and goes on', async () => {
    const closed = action('1', 1, {
      module: 'userJobs',
      action: 'create',
      what: { key: 'apply', vars: { title: 'Kasir' } },
    });
    const next = action('1', 2);
    const { storage, records } = memoryStorage([closed, next]);
    const { fetch } = server(({ headers }) =>
      headers['Idempotency-Key'] === closed.id
        ? { status: 409, body: envelope('This job no longer takes applications.') }
        : { status: 200 },
    );
    const report = await replayPending({ storage, fetch, authorization: ownToken, now: () => NOW });
    expect(report.refused).toHaveLength(1);
    expect(report.sent.map((entry) => entry.id)).toEqual([next.id]);
    const left = [...records.values()];
    expect(left).toEqual([
      expect.objectContaining({
        kind: 'notSent',
        id: closed.id,
        userId: '1',
        status: 409,
        message: 'This job no longer takes applications.',
        what: { key: 'apply', vars: { title: 'Kasir' } },
      }),
    ]);
    // The refused record keeps no request, so no token.
    expect(left[0]).not.toHaveProperty('request');
  });

  it('stops a person’s round at an action without a final answer, so that nothing overtakes it', async () => {
    const save = action('1', 1, { body: { jobId: 7, isLike: true } });
    const unsave = action('1', 2, { body: { jobId: 7, isLike: false } });
    const other = action('2', 3);
    const { storage, records } = memoryStorage([save, unsave, other]);
    const { fetch, seen } = server(({ headers }) =>
      headers['Idempotency-Key'] === save.id
        ? { status: 503, headers: { 'retry-after': '60' } }
        : { status: 200 },
    );
    const report = await replayPending({ storage, fetch, authorization: ownToken, now: () => NOW });
    expect(seen.map((request) => request.headers['Idempotency-Key'])).toEqual([save.id, other.id]);
    expect(report.kept.map((entry) => entry.id)).toEqual([save.id, unsave.id]);
    expect(report.nextAt).toBe(NOW + 60_000);
    expect(records.get(`action:${save.id}`)).toMatchObject({
      attempts: 1,
      problem: 'server',
      retryAt: NOW + 60_000,
    });

    // Not before its time: the next round leaves it (and what follows it) alone.
    const again = server(() => ({ status: 200 }));
    await replayPending({ storage, fetch: again.fetch, authorization: ownToken, now: () => NOW + 1_000 });
    expect(again.seen).toHaveLength(0);
    // After it, both go, in order.
    await replayPending({ storage, fetch: again.fetch, authorization: ownToken, now: () => NOW + 61_000 });
    expect(again.seen.map((request) => (request.body as { isLike: boolean }).isLike)).toEqual([true, false]);
    expect(records.size).toBe(0);
  });

  it('keeps an action whose session ended, for the next sign-in', async () => {
    const first = action('1', 1);
    const { storage, records } = memoryStorage([first]);
    const { fetch } = server(() => ({
      status: 401,
      body: envelope('Your session has ended.', 'UNAUTHENTICATED'),
    }));
    const report = await replayPending({ storage, fetch, authorization: ownToken, now: () => NOW });
    expect(report.kept).toHaveLength(1);
    expect(report.nextAt).toBeUndefined();
    expect(records.get(`action:${first.id}`)).toMatchObject({ problem: 'signIn', attempts: 1 });
  });

  it('leaves a copy still being processed for the next round', async () => {
    const first = action('1', 1);
    const { storage, records } = memoryStorage([first]);
    const { fetch } = server(() => ({
      status: 409,
      body: envelope(idErrors.requestInProgress),
      headers: { 'retry-after': '1' },
    }));
    const report = await replayPending({ storage, fetch, authorization: ownToken, now: () => NOW });
    expect(report.refused).toHaveLength(0);
    expect(report.nextAt).toBe(NOW + 1_000);
    expect(records.get(`action:${first.id}`)).toMatchObject({ problem: 'busy' });
  });

  it('stops everything when the network fails, and keeps it all', async () => {
    const entries = [action('1', 1), action('2', 2), action('1', 3)];
    const { storage, records } = memoryStorage(entries);
    const { fetch, seen } = server(() => 'network');
    const report = await replayPending({ storage, fetch, authorization: ownToken, now: () => NOW });
    expect(seen).toHaveLength(1);
    expect(report.offline).toBe(true);
    expect(report.kept).toHaveLength(3);
    expect(records.size).toBe(3);
    expect(records.get(`action:${entries[0]!.id}`)).toMatchObject({ problem: 'network', attempts: 1 });
    expect(records.get(`action:${entries[0]!.id}`)).not.toHaveProperty('retryAt');
  });

  it('treats an answer that never finishes as no answer', async () => {
    const { storage } = memoryStorage([action('1', 1)]);
    const fetch: ReplayDeps['fetch'] = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
      );
    const report = await replayPending({
      storage,
      fetch,
      authorization: ownToken,
      now: () => NOW,
      timeoutMs: 10,
    });
    expect(report.offline).toBe(true);
  });
});

describe('the IndexedDB queue', () => {
  it('keeps actions and refusals per person, in order, and replaces only what is still there', async () => {
    const storage = idbPendingStorage();
    const first = action('1', NOW);
    const second = action('1', nextSeq([first], NOW - 5));
    const theirs = action('2', NOW + 10);
    for (const record of [second, theirs, first]) await storage.put(record);
    expect(second.seq).toBe(NOW + 1);
    const records = await storage.list();
    expect(actionsOf(records, '1').map((entry) => entry.id)).toEqual([first.id, second.id]);
    expect(actionsOf(records, '2').map((entry) => entry.id)).toEqual([theirs.id]);
    expect(notSentOf(records, '1')).toEqual([]);

    await storage.remove(first);
    // Settled meanwhile by another replay: not brought back.
    await storage.replace({ ...first, attempts: 3 });
    await storage.replace({ ...second, attempts: 2 });
    const left = await storage.list();
    expect(left.find((record) => record.id === first.id)).toBeUndefined();
    expect(left.find((record) => record.id === second.id)).toMatchObject({ attempts: 2 });
  });
});
