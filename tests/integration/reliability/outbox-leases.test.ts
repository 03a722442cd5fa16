/**
 * Crash recovery of the outbox: a claim holds a row for a short lease (30 s), renewed while the job runs, so
 * - a row claimed by a process that was SIGKILLed is performed again once that lease runs out (not after 5 minutes),
 *   and the mail it had already handed over is sent again with the same Message-ID;
 * - a job that runs longer than one lease keeps its row: no second worker performs it meanwhile.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutbox, LEASE_MS } from '../../../server/worker/outbox.js';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';
import { until } from '../helpers/wait.js';

const silent = { error: () => undefined };
const ROOT = path.resolve('.');

/**
 * A second server process in miniature: it drains the outbox of the same database with the real mail handler and
 * the file mailer, and hangs right after the mail was written, before its row could be deleted.
 */
const CHILD = `
const imp = (file) => import(${JSON.stringify(ROOT)} + '/' + file);
const { connect } = await imp('server/db/connect.ts');
const { createOutbox } = await imp('server/worker/outbox.ts');
const { outboxHandlers } = await imp('server/worker/handlers.ts');
const { fileMailer } = await imp('server/mail/mailer.ts');
const handle = connect(JSON.parse(process.env.OUTBOX_DB));
const real = outboxHandlers({ mailer: fileMailer(process.env.MAIL_DIR, process.env.MAIL_FROM, () => undefined) });
setInterval(() => undefined, 1000);
const outbox = createOutbox(handle.db, handle.dialect, {
  mail: async (payload, job) => {
    await real.mail(payload, job);
    console.log('SENT ' + job.id);
    await new Promise(() => undefined);
  },
}, { error: (obj, msg) => console.error(msg) }, { leaseMs: Number(process.env.LEASE_MS) });
await outbox.drain();
`;

function messageIds(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => /^Message-ID:\s*(.+)$/im.exec(fs.readFileSync(path.join(dir, file), 'utf8'))?.[1] ?? '');
}

describe.each(dialects)('outbox leases on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('holds a claimed row for a short lease only (at most 30 s), not for minutes', async () => {
    t = await createTestApp(dialect);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered = false;
    const outbox = createOutbox(
      t.app.deps.db,
      t.app.deps.dialect,
      {
        test: async () => {
          entered = true;
          await gate;
        },
      },
      silent,
    );
    await outbox.enqueue(t.app.deps.db, 'test', {});
    const claimedAfter = Date.now();
    const drained = outbox.drain();
    await until('the job to start', () => (entered ? true : undefined), 5_000);
    const row = await t.app.deps.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(LEASE_MS).toBeLessThanOrEqual(30_000);
    expect(Date.parse(row.lockedUntil!) - claimedAfter).toBeLessThanOrEqual(30_000 + 1_000);
    expect(row.lockedBy).toBeTruthy();
    release();
    expect(await drained).toBe(1);
  });

  it('performs a row again once the lease of a SIGKILLed process ran out; the mail keeps its Message-ID', async () => {
    t = await createTestApp(dialect);
    const mailDir = path.join(t.config.dataDir, 'outbox');
    await t.app.deps.db.transaction().execute(async (trx) => {
      await t!.app.deps.outbox.enqueue(trx, 'mail', {
        to: 'crash@example.com',
        subject: 'Crash',
        text: 'Hello',
      });
    });
    const [row] = await t.app.deps.db.selectFrom('outbox').selectAll().execute();

    const leaseMs = 1_500;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
      env: {
        ...process.env,
        OUTBOX_DB: JSON.stringify(t.config.database),
        MAIL_DIR: mailDir,
        MAIL_FROM: t.config.mailFrom,
        LEASE_MS: String(leaseMs),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      await until(
        'the other process to send the mail',
        () => (output.includes(`SENT ${row!.id}`) ? true : undefined),
        20_000,
      );
    } finally {
      child.kill('SIGKILL');
    }
    const killedAt = Date.now();
    await new Promise((resolve) => child.once('exit', resolve));
    expect(messageIds(mailDir)).toHaveLength(1);

    // The dead process's lease is still running: the row is not taken at once.
    const held = await t.app.deps.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(held.lockedBy).toBeTruthy();
    expect(await t.app.deps.outbox.drain()).toBe(0);

    // Within the lease (plus a moment) it is performed again.
    await until(
      'the row to be performed again',
      async () => ((await t!.app.deps.outbox.drain()) === 1 ? true : undefined),
      leaseMs + 3_000,
    );
    expect(Date.now() - killedAt).toBeLessThan(leaseMs + 3_000);
    expect(await t.app.deps.db.selectFrom('outbox').selectAll().execute()).toEqual([]);

    const ids = messageIds(mailDir);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(new RegExp(`^<outbox-${row!.id}-[0-9a-f]{16}@orbitjobs\\.local>$`));
    expect(ids[1]).toBe(ids[0]);
  }, 40_000);

  it('renews the lease while a job runs longer than one lease: no other worker performs the row meanwhile', async () => {
    t = await createTestApp(dialect);
    const { db } = t.app.deps;
    let runs = 0;
    const slow = createOutbox(
      db,
      t.app.deps.dialect,
      {
        test: async () => {
          runs++;
          await new Promise((resolve) => setTimeout(resolve, 2_000));
        },
      },
      silent,
      { leaseMs: 500 },
    );
    const other = createOutbox(db, t.app.deps.dialect, { test: async () => void runs++ }, silent, {
      leaseMs: 500,
    });
    await slow.enqueue(db, 'test', {});
    const drained = slow.drain();
    await until('the slow job to start', () => (runs === 1 ? true : undefined), 5_000);
    const deadline = Date.now() + 1_700;
    while (Date.now() < deadline) {
      expect(await other.drain()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await drained).toBe(1);
    expect(runs).toBe(1);
    expect(await db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });
});
