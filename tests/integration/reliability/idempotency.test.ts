/**
 * Idempotency keys (issue 14, offline use; server/http/idempotency.ts) on a call whose effect shows: search/add saves
 * a new search at every call. Under one key it is saved once: the replay gets the first answer byte for byte with
 * `Idempotent-Replayed: true`; two copies at once make one search (the other copy is a replay or a 409); the key on
 * another request is a 422, as is a malformed key (naming the header, in English and Indonesian); keys are per
 * user; an error below 500 is kept and replayed, a 5xx is not (a retry runs); a claim still in progress is a 409
 * until it is a minute old, then taken over; expired keys are forgotten and swept. Reads and guests ignore the header.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoute, routeUrl } from '../../../common/api/routes.js';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../../common/constants/idempotency.js';
import { HEADER_NAME } from '../../../common/constants/storage.js';
import { fingerprintOf, STALE_CLAIM_MS } from '../../../server/http/idempotency.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';

type Session = { userId: number; headers: { authorization: string } };
const HOUR = 3_600_000;
const REPLAYED = IDEMPOTENT_REPLAYED_HEADER.toLowerCase();

let counter = 0;
const newKey = () => `test-${Date.now()}-${++counter}-${crypto.randomUUID()}`;
/** A client address per call, so per-address rate limits never bite. */
const nextIp = () => `10.91.${(++counter >> 8) & 255}.${counter & 255}`;

for (const dialect of dialects) {
  describe(`idempotency keys (${dialect})`, () => {
    let t: TestApp;
    let sari: Session;
    let budi: Session;

    const search = (name: string) => ({
      name,
      search: 'akuntansi',
      filter: { remote: true },
      alert: false,
      frequency: 'INSTANT',
    });

    const call = async (
      action: string,
      who: Session | null,
      options: {
        key?: string;
        body?: object;
        params?: Record<string, number>;
        lng?: 'en' | 'id';
        module?: string;
      } = {},
    ) => {
      const def = findRoute(options.module ?? 'search', action)!;
      const res = await t.app.inject({
        method: def.method,
        url: routeUrl(def, options.params ?? {}, who === null && !!def.guestPath),
        remoteAddress: nextIp(),
        headers: {
          ...(who ? who.headers : {}),
          ...(options.lng ? { lng: options.lng } : {}),
          ...(options.key !== undefined ? { [HEADER_NAME.IDEMPOTENCY_KEY]: options.key } : {}),
        },
        ...(def.method === 'GET' || def.method === 'DELETE' ? {} : { payload: options.body ?? {} }),
      });
      return {
        status: res.statusCode,
        text: res.body,
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the envelope carries
        body: res.json() as { code: string; message: string; data: any },
        replayed: res.headers[REPLAYED],
        type: res.headers['content-type'],
        retryAfter: res.headers['retry-after'],
      };
    };
    const add = (who: Session, name: string, key?: string, lng?: 'en' | 'id') =>
      call('add', who, { key, body: search(name), lng });
    const searchesNamed = async (who: Session, name: string) =>
      (
        await t.app.deps.db
          .selectFrom('savedSearches')
          .select('id')
          .where('userId', '=', who.userId)
          .where('name', '=', name)
          .execute()
      ).length;
    const keyRow = (who: Session, key: string) =>
      t.app.deps.db
        .selectFrom('idempotencyKeys')
        .selectAll()
        .where('userId', '=', who.userId)
        .where('key', '=', key)
        .executeTakeFirst();
    const errorOf = (res: { body: { data: unknown } }) =>
      (res.body.data as { errors: { field: string; message: string }[] }).errors;
    /** The fingerprint the server gives search/add with this body (the test writes claims as a request would). */
    const addFingerprint = (name: string) =>
      fingerprintOf({
        method: 'POST',
        url: routeUrl(findRoute('search', 'add')!),
        body: search(name),
      } as unknown as FastifyRequest);

    beforeAll(async () => {
      t = await createTestApp(dialect);
      sari = await signIn(t.app, 'CANDIDATE');
      budi = await signIn(t.app, 'CANDIDATE');
    });
    afterAll(() => t.close());

    it('applies an action once: a replay gets the first answer again, byte for byte, and changes nothing', async () => {
      const key = newKey();
      const first = await add(sari, 'Replayed', key);
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ code: 'SUCCESS', data: { name: 'Replayed' } });
      expect(first.replayed).toBeUndefined();
      expect(await searchesNamed(sari, 'Replayed')).toBe(1);
      expect(await keyRow(sari, key)).toMatchObject({ status: 201, body: first.text });

      // Even when asked in the other language: the first answer, as it was.
      for (const lng of [undefined, 'id'] as const) {
        const again = await add(sari, 'Replayed', key, lng);
        expect(again.status).toBe(201);
        expect(again.replayed).toBe('true');
        expect(again.text).toBe(first.text);
        expect(again.type).toBe(first.type);
      }
      expect(await searchesNamed(sari, 'Replayed')).toBe(1);

      // Without a key nothing changes: each call saves.
      expect((await add(sari, 'Unkeyed')).status).toBe(201);
      expect((await add(sari, 'Unkeyed')).status).toBe(201);
      expect(await searchesNamed(sari, 'Unkeyed')).toBe(2);
    });

    it('lets one of two copies sent at once run: the other is a replay or a 409', async () => {
      for (let round = 0; round < 3; round++) {
        const key = newKey();
        const name = `Raced ${round}`;
        const answers = await Promise.all([add(sari, name, key), add(sari, name, key), add(sari, name, key)]);
        expect(await searchesNamed(sari, name)).toBe(1);
        const ran = answers.filter((a) => a.status === 201 && a.replayed === undefined);
        expect(ran).toHaveLength(1);
        for (const other of answers.filter((a) => a !== ran[0])) {
          if (other.status === 201) {
            expect(other.replayed).toBe('true');
            expect(other.text).toBe(ran[0]!.text);
          } else {
            expect(other.status).toBe(409);
            expect(other.body.message).toBe('This request is still being processed. Try again in a moment.');
          }
        }
        // Whatever the race gave, a later copy is a replay.
        const later = await add(sari, name, key);
        expect(later).toMatchObject({ status: 201, replayed: 'true', text: ran[0]!.text });
      }
    });

    it('refuses the key on another request (422 naming the header), in the caller’s language', async () => {
      const key = newKey();
      expect((await add(sari, 'Original', key)).status).toBe(201);
      const other = await add(sari, 'Another body', key);
      expect(other.status).toBe(422);
      expect(other.body.message).toBe('This request key was already used for a different request.');
      expect(errorOf(other)).toEqual([
        { field: 'Idempotency-Key', message: 'This request key was already used for a different request.' },
      ]);
      const inIndonesian = await add(sari, 'Another body', key, 'id');
      expect(inIndonesian.status).toBe(422);
      expect(inIndonesian.body.message).toBe('Kunci permintaan ini sudah dipakai untuk permintaan lain.');
      // Another call (path) under the same key, too.
      const list = await call('list', sari, { key, body: { page: 1, limit: 10 } });
      expect(list.status).toBe(422);
      expect(errorOf(list)[0]!.field).toBe('Idempotency-Key');
      expect(await searchesNamed(sari, 'Another body')).toBe(0);
      expect(await searchesNamed(sari, 'Original')).toBe(1);
    });

    it('refuses a malformed key with a 422 naming the header, in English and Indonesian, and applies nothing', async () => {
      const short = await add(sari, 'Malformed', 'short');
      expect(short.status).toBe(422);
      expect(errorOf(short)).toEqual([
        { field: 'Idempotency-Key', message: 'Request key must be at least 8 characters.' },
      ]);
      const shortId = await add(sari, 'Malformed', 'short', 'id');
      expect(shortId.body.message).toBe('Kunci permintaan minimal 8 karakter.');
      const long = await add(sari, 'Malformed', 'k'.repeat(101));
      expect(long.body.message).toBe('Request key must be at most 100 characters.');
      const odd = await add(sari, 'Malformed', 'has spaces in it');
      expect(odd.status).toBe(422);
      expect(errorOf(odd)).toEqual([
        {
          field: 'Idempotency-Key',
          message: 'Request key may hold only letters, digits, dots, colons, hyphens and underscores.',
        },
      ]);
      const oddId = await add(sari, 'Malformed', 'has spaces in it', 'id');
      expect(oddId.body.message).toBe(
        'Kunci permintaan hanya boleh berisi huruf, angka, titik, titik dua, tanda hubung, dan garis bawah.',
      );
      const empty = await add(sari, 'Malformed', '');
      expect(empty.status).toBe(422);
      expect(await searchesNamed(sari, 'Malformed')).toBe(0);
    });

    it('keeps keys per user: another person’s identical key is their own', async () => {
      const key = newKey();
      const hers = await add(sari, 'Shared key', key);
      const his = await add(budi, 'Shared key', key);
      expect([hers.status, his.status]).toEqual([201, 201]);
      expect(his.replayed).toBeUndefined();
      expect(his.body.data.id).not.toBe(hers.body.data.id);
      // Even with another body: his key is not hers.
      expect((await add(budi, 'His own', newKey())).status).toBe(201);
      expect(await searchesNamed(sari, 'Shared key')).toBe(1);
      expect(await searchesNamed(budi, 'Shared key')).toBe(1);
      expect((await add(budi, 'Shared key', key)).replayed).toBe('true');
    });

    it('keeps an answer below 500 (an error too) and replays it', async () => {
      const key = newKey();
      const missing = await call('update', sari, {
        key,
        body: search('Nowhere'),
        params: { id: 99_999_999 },
      });
      expect(missing.status).toBe(404);
      const again = await call('update', sari, { key, body: search('Nowhere'), params: { id: 99_999_999 } });
      expect(again).toMatchObject({ status: 404, replayed: 'true', text: missing.text });
    });

    it('keeps no 5xx: the claim is let go and a retry under the same key runs', async () => {
      const key = newKey();
      const db = t.app.deps.db;
      // The table gone for a moment: the insert fails with a 500 (not an outage: no 503).
      await sql`alter table ${sql.table('savedSearches')} rename to ${sql.table('savedSearchesAway')}`.execute(
        db,
      );
      let failed;
      try {
        failed = await add(sari, 'After a failure', key);
      } finally {
        await sql`alter table ${sql.table('savedSearchesAway')} rename to ${sql.table('savedSearches')}`.execute(
          db,
        );
      }
      expect(failed.status).toBe(500);
      expect(await keyRow(sari, key)).toBeUndefined();
      const retry = await add(sari, 'After a failure', key);
      expect(retry.status).toBe(201);
      expect(retry.replayed).toBeUndefined();
      expect(await searchesNamed(sari, 'After a failure')).toBe(1);
    });

    it('answers 409 while the first copy runs, and lets a copy take over a claim a minute old', async () => {
      const key = newKey();
      const claimedAt = new Date().toISOString();
      // A claim as a request that is still running leaves it.
      await t.app.deps.db
        .insertInto('idempotencyKeys')
        .values({
          userId: sari.userId,
          key,
          fingerprint: addFingerprint('Long running'),
          status: null,
          body: null,
          createdAt: claimedAt,
          completedAt: null,
        })
        .execute();
      const busy = await add(sari, 'Long running', key);
      expect(busy.status).toBe(409);
      // The mark a replaying queue retries by (common/pending/replay.ts), unlike a refusal's 409.
      expect(busy.retryAfter).toBe('1');
      expect(busy.body).toMatchObject({
        code: 'ERROR',
        message: 'This request is still being processed. Try again in a moment.',
        data: null,
      });
      const busyId = await add(sari, 'Long running', key, 'id');
      expect(busyId.body.message).toBe('Permintaan ini masih diproses. Tunggu sebentar, lalu coba lagi.');
      // Another body under it is still the wrong request.
      expect((await add(sari, 'Something else', key)).status).toBe(422);
      expect(await searchesNamed(sari, 'Long running')).toBe(0);

      // The process that claimed it died: after a minute a copy takes it over and runs.
      await t.app.deps.db
        .updateTable('idempotencyKeys')
        .set({ createdAt: new Date(Date.now() - STALE_CLAIM_MS - 1000).toISOString() })
        .where('userId', '=', sari.userId)
        .where('key', '=', key)
        .execute();
      const taken = await add(sari, 'Long running', key);
      expect(taken.status).toBe(201);
      expect(taken.replayed).toBeUndefined();
      expect(await searchesNamed(sari, 'Long running')).toBe(1);
      expect(await keyRow(sari, key)).toMatchObject({ status: 201, body: taken.text });
      expect((await add(sari, 'Long running', key)).replayed).toBe('true');
    });

    it('forgets keys after 24 hours: an expired key runs again, and expired rows are swept', async () => {
      const db = t.app.deps.db;
      const old = new Date(Date.now() - 25 * HOUR).toISOString();
      const recent = new Date(Date.now() - 23 * HOUR).toISOString();
      const row = (who: Session, key: string, createdAt: string, name: string) => ({
        userId: who.userId,
        key,
        fingerprint: addFingerprint(name),
        status: 201,
        body: '{"code":"SUCCESS","message":"old","data":null}',
        createdAt,
        completedAt: createdAt,
      });
      const expiredKey = newKey();
      const othersExpired = newKey();
      const kept = newKey();
      await db
        .insertInto('idempotencyKeys')
        .values([
          row(sari, expiredKey, old, 'Yesterday'),
          row(budi, othersExpired, old, 'His yesterday'),
          row(sari, kept, recent, 'Still remembered'),
        ])
        .execute();

      // Remembered for 24 hours: a replay within them gets the kept answer.
      const within = await add(sari, 'Still remembered', kept);
      expect(within).toMatchObject({ status: 201, replayed: 'true', text: row(sari, kept, recent, '').body });

      // After them, the action runs again; and any claim sweeps every user's expired rows.
      const after = await add(sari, 'Yesterday', expiredKey);
      expect(after.status).toBe(201);
      expect(after.replayed).toBeUndefined();
      expect(await searchesNamed(sari, 'Yesterday')).toBe(1);
      expect(await keyRow(budi, othersExpired)).toBeUndefined();
      expect(await keyRow(sari, kept)).toBeDefined();
      const left = await db
        .selectFrom('idempotencyKeys')
        .select('id')
        .where('createdAt', '<', new Date(Date.now() - 24 * HOUR).toISOString())
        .execute();
      expect(left).toEqual([]);
    });

    it('is ignored by reads and by guests', async () => {
      const added = await add(sari, 'Read me', newKey());
      const id = added.body.data.id as number;
      // A GET with a malformed key: read as if there were none.
      const read = await call('get', sari, { key: 'bad key!', params: { id } });
      expect(read.status).toBe(200);
      expect(read.replayed).toBeUndefined();
      // A guest call (no session): the header means nothing.
      const employer = await signIn(t.app, 'EMPLOYER');
      const company = await t.app.deps.db
        .selectFrom('companyMembers')
        .select('companyId')
        .where('userId', '=', employer.userId)
        .executeTakeFirstOrThrow();
      const guest = await call('list', null, {
        module: 'reviews',
        key: 'bad key!',
        body: { page: 1, limit: 10, companyId: company.companyId },
      });
      expect(guest.status).toBe(200);
      const count = await t.app.deps.db
        .selectFrom('idempotencyKeys')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('key', '=', 'bad key!')
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    });
  });
}
