/**
 * Guests' view of the board served from memory (server/http/boardCache.ts): an ETag and 304, and never older than
 * the last committed write, whoever made it (this instance, another one, a statement straight into the database),
 * while a candidate's view of a job (a counter) leaves the kept answers alone.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_JOB_TRACKS_TYPE } from '../../../common/constants/limits.js';
import { readBoardVersion } from '../../../server/db/dataVersions.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { jobsCall, loadRefs, postJob, type Refs, setJob, type Who } from './helpers.js';

const databaseUrl = (t: TestApp) =>
  t.config.database.kind === 'postgres' ? t.config.database.url : `sqlite:${t.config.database.file}`;

describe.each(dialects)('guests’ board cache (%s)', (dialect) => {
  let t: TestApp;
  let refs: Refs;
  let employer: NonNullable<Who>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    refs = await loadRefs(t);
    employer = await signIn(t.app, 'EMPLOYER');
  });
  afterAll(async () => {
    await t?.close();
  });

  const guestJob = (app = t.app, id: number, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/client/api/v1/jobs/get/guest/${id}`, headers });
  const guestSearch = async (app = t.app, search: string) =>
    (await jobsCall<{ id: number; title: string }[]>(app, 'getJobList', null, { body: { search } })).body
      .data;

  it('answers a job with an ETag (304 for a client that has it) and renews it at once when it changes', async () => {
    const job = await postJob(t.app, employer, refs, { type: { title: 'Juru Masak Kapal' } });
    const first = await guestJob(t.app, job.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect((await guestJob(t.app, job.id, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await guestSearch(t.app, 'masak kapal')).map((j) => j.id)).toEqual([job.id]);

    // Closed by its employer: gone for guests with the next call.
    const closed = await jobsCall(t.app, 'activate', employer, {
      params: { id: job.id },
      body: { active: false },
    });
    expect(closed.status).toBe(200);
    expect((await guestJob(t.app, job.id)).statusCode).toBe(404);
    expect(await guestSearch(t.app, 'masak kapal')).toEqual([]);

    // Opened again and renamed by a statement straight into the database (what the admin CLI or a script does).
    await jobsCall(t.app, 'activate', employer, { params: { id: job.id }, body: { active: true } });
    expect((await guestJob(t.app, job.id)).json().data.title).toBe('Juru Masak Kapal');
    await setJob(t, job.id, { title: 'Juru Masak Kapal Pesiar' });
    const renamed = await guestJob(t.app, job.id, { 'if-none-match': etag });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.title).toBe('Juru Masak Kapal Pesiar');
  });

  it('shows a change made through another instance on the same database', async () => {
    const other = await createTestApp(dialect, { DATABASE_URL: databaseUrl(t) });
    try {
      const job = await postJob(t.app, employer, refs, { type: { title: 'Operator Derek Pelabuhan' } });
      expect((await guestSearch(other.app, 'derek pelabuhan')).map((j) => j.id)).toEqual([job.id]);
      await jobsCall(t.app, 'activate', employer, { params: { id: job.id }, body: { active: false } });
      expect(await guestSearch(other.app, 'derek pelabuhan')).toEqual([]);
      expect((await guestJob(other.app, job.id)).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('keeps its answers when a candidate opens a job (a counter no guest sees), and answers candidates afresh', async () => {
    const job = await postJob(t.app, employer, refs, { type: { title: 'Teknisi Pendingin' } });
    await guestJob(t.app, job.id);
    const before = await readBoardVersion(t.app.deps.db);
    const candidate = await signIn(t.app, 'CANDIDATE');
    const viewed = await t.app.inject({
      method: 'POST',
      url: '/client/api/v1/jobs-tracks/create-jobs-tracks',
      headers: candidate.headers,
      payload: { jobId: job.id, type: CREATE_JOB_TRACKS_TYPE },
    });
    expect(viewed.statusCode).toBe(200);
    const counted = await t.app.deps.db
      .selectFrom('jobs')
      .select('viewCount')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(counted.viewCount).toBe(1);
    expect(await readBoardVersion(t.app.deps.db)).toBe(before);

    // A candidate's answer says whether they saved the job: never one kept for guests.
    const saved = await t.app.inject({
      method: 'POST',
      url: '/client/api/v1/jobs-tracks/like-dislike',
      headers: candidate.headers,
      payload: { jobId: job.id, isLike: true },
    });
    expect(saved.statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/client/api/v1/jobs/get/${job.id}`,
      headers: candidate.headers,
    });
    expect(mine.headers.etag).toBeUndefined();
    expect(mine.json().data.isSaved).toBe(true);
    expect((await guestJob(t.app, job.id)).json().data.isSaved).not.toBe(true);
  });

  it('sends guests the kept answer compressed, and a candidate’s fresh answer compressed on the way out', async () => {
    for (const n of [1, 2, 3]) await postJob(t.app, employer, refs, { type: { title: `Kurir Motor ${n}` } });
    const candidate = await signIn(t.app, 'CANDIDATE');
    const list = (path: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/client/api/v1/jobs/${path}`,
        headers: { ...headers, 'accept-encoding': 'br' },
        payload: { search: 'kurir motor', limit: 10 },
      });
    // The guest path takes no compression plugin (its answers are compressed once, in the cache); the signed-in
    // twin answers afresh and is compressed as it leaves.
    for (const res of [await list('get-job-list/guest', {}), await list('get-job-list', candidate.headers)]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      const body = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()) as { data: unknown[] };
      expect(body.data).toHaveLength(3);
    }
  });

  it('moves the version once per transaction, whatever the rows it writes', async () => {
    const before = Number(await readBoardVersion(t.app.deps.db));
    await t.app.deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('companies').set({ updatedAt: new Date().toISOString() }).execute();
      await trx.updateTable('jobs').set({ updatedAt: new Date().toISOString() }).execute();
    });
    const after = Number(await readBoardVersion(t.app.deps.db));
    // PostgreSQL counts the transaction; SQLite each row (one writer at a time, nothing to wait for).
    if (dialect === 'postgres') expect(after).toBe(before + 1);
    else expect(after).toBeGreaterThan(before + 1);
  });
});

describe.runIf(dialects.includes('postgres'))('the board’s version under concurrent writers (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes the version’s row at commit, so writers of the same jobs in another order do not deadlock on it', async () => {
    const refs = await loadRefs(t);
    const employer = await signIn(t.app, 'EMPLOYER');
    const a = await postJob(t.app, employer, refs);
    const b = await postJob(t.app, employer, refs);
    const before = Number(await readBoardVersion(t.app.deps.db));
    const now = () => new Date().toISOString();
    const touch = (trx: typeof t.app.deps.db, id: number) =>
      trx.updateTable('jobs').set({ updatedAt: now() }).where('id', '=', id).execute();

    // One writer changes A, then B; the other changes B while the first is between its two statements. With the
    // version moved as each statement ran, the first would hold the version's row while waiting for B, and the
    // second hold B while waiting for the version's row: a deadlock, one of them failed.
    let secondWrote!: () => void;
    const secondHasB = new Promise<void>((resolve) => (secondWrote = resolve));
    let letSecondCommit!: () => void;
    const secondMayCommit = new Promise<void>((resolve) => (letSecondCommit = resolve));
    const first = t.app.deps.db.transaction().execute(async (trx) => {
      await touch(trx, a.id);
      await secondHasB;
      const waitsForB = touch(trx, b.id);
      letSecondCommit();
      await waitsForB;
    });
    const second = t.app.deps.db.transaction().execute(async (trx) => {
      await touch(trx, b.id);
      secondWrote();
      await secondMayCommit;
    });
    await expect(Promise.all([first, second])).resolves.toBeDefined();
    expect(Number(await readBoardVersion(t.app.deps.db))).toBe(before + 2);
  });
});
