/**
 * Plans, orders and the built-in test gateway (issue 15) on SQLite and PostgreSQL:
 * - the price list (guest and signed-in, current plan marked), an order priced by the server whatever the body says,
 *   its payment on the test gateway's page (the page's secret required), the outcome applied once however often and
 *   however concurrently it arrives, the invoice numbered without gaps, the paid mail with its PDF;
 * - who may do what: an employer's recruiter cannot buy, nobody reads another's order or invoice, a candidate cannot
 *   buy an employer plan;
 * - the quotas where they bite: the free employer's second live job ('no vacancy left', 402, in the caller's
 *   language), a bought plan or a top-up lifting it, two posts at once never both taking the last place; the free
 *   candidate's monthly applications.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeText } from '../../../server/modules/resumes/text.js';
import { answersTo, applyTo, candidateWithResume } from '../applications/helpers.js';
import { recruiterOf } from '../company/helpers.js';
import { createTestApp, dialects, grantPlan, signIn, type TestApp } from '../helpers/app.js';
import { jobsCall, jobTypeBody, loadRefs, postJob, type Refs } from '../jobs/helpers.js';
import { call } from '../reference/api.js';

type Who = { userId: number; headers: { authorization: string } };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the envelope carries
type Any = any;

describe.each(dialects)('billing (%s)', (dialect) => {
  let t: TestApp;
  let refs: Refs;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    refs = await loadRefs(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const licence = (action: string, who: Who | null, body: unknown = {}, lng: 'en' | 'id' = 'en') =>
    call<Any>(t.app, 'licence', action, { body, headers: who ? who.headers : {}, guest: !who, lng });
  const order = (
    action: string,
    who: Who | null,
    o: { body?: unknown; id?: number; lng?: 'en' | 'id' } = {},
  ) =>
    call<Any>(t.app, 'order', action, {
      body: o.body ?? {},
      headers: who ? who.headers : {},
      ...(o.id === undefined ? {} : { params: { id: o.id } }),
      lng: o.lng ?? 'en',
    });
  const freeEmployer = async () => {
    const who = await signIn(t.app, 'EMPLOYER', { freePlan: true });
    const row = await t.app.deps.db
      .selectFrom('companyMembers')
      .select('companyId')
      .where('userId', '=', who.userId)
      .executeTakeFirstOrThrow();
    return { ...who, companyId: row.companyId };
  };
  const planId = async (code: string) =>
    (await t.app.deps.db.selectFrom('plans').select('id').where('code', '=', code).executeTakeFirstOrThrow())
      .id;
  const orderRow = (id: number) =>
    t.app.deps.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const licencesOf = (orderId: number) =>
    t.app.deps.db.selectFrom('licences').selectAll().where('orderId', '=', orderId).execute();
  const paidMails = (orderId: number) =>
    t.app.deps.db
      .selectFrom('outbox')
      .select('payload')
      .where('kind', '=', 'orderPaidMail')
      .execute()
      .then((rows) => rows.filter((r) => (JSON.parse(r.payload) as { orderId: number }).orderId === orderId));

  /** The test gateway's page of an order (from its payment URL), as a browser would open it. */
  const openGateway = async (who: Who, id: number) => {
    const res = await order('paymentUrl', who, { body: { orderId: id } });
    expect(res.status).toBe(200);
    expect(res.body.data.gateway).toBe('TEST');
    const url = new URL(res.body.data.url as string);
    return { path: url.pathname, key: url.searchParams.get('key')! };
  };
  const gatewayAction = (path: string, key: string, action: string) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ key, action }).toString(),
    });
  const buy = async (who: Who, code: string, kind = 'PLAN') => {
    const created = await order('create', who, { body: { kind, planId: await planId(code) } });
    expect(created.status).toBe(201);
    const { path, key } = await openGateway(who, created.body.data.id);
    const paid = await gatewayAction(path, key, 'pay');
    expect(paid.statusCode).toBe(303);
    return created.body.data.id as number;
  };

  it('lists the plans for guests by audience and marks a signed-in buyer’s running plan', async () => {
    const guest = await licence('getPlans', null, { filter: { audience: 'EMPLOYER' } }, 'id');
    expect(guest.status).toBe(200);
    const codes = guest.body.data.map((p: Any) => p.code);
    expect(codes).toEqual(['EMPLOYER_FREE', 'EMPLOYER_STARTER', 'EMPLOYER_GROWTH', 'EMPLOYER_ENTERPRISE']);
    const starter = guest.body.data[1];
    expect(starter).toMatchObject({
      name: 'Pemula',
      price: 499_000,
      tax: 54_890,
      total: 553_890,
      isCurrent: false,
    });
    const both = await licence('getPlans', null);
    expect(both.body.data.some((p: Any) => p.audience === 'CANDIDATE')).toBe(true);

    const who = await freeEmployer();
    const mine = await licence('getPlans', who);
    expect(mine.body.data.find((p: Any) => p.isCurrent).code).toBe('EMPLOYER_FREE');
    const topups = await licence('getTopupList', who);
    expect(topups.body.data.map((p: Any) => p.code)).toEqual(['TOPUP_1_JOB', 'TOPUP_5_JOBS']);
    const details = await licence('subscriptionDetails', who);
    expect(details.body.data).toMatchObject({
      plan: { code: 'EMPLOYER_FREE' },
      endsAt: null,
      activeJobCount: 0,
      activeJobLimit: 1,
      appliedJobCount: null,
    });
  });

  it('prices an order on the server, whatever price the body names', async () => {
    const who = await freeEmployer();
    const res = await order('create', who, {
      body: { kind: 'PLAN', planId: await planId('EMPLOYER_GROWTH'), price: 1, amount: 1, total: 1 },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'PENDING',
      price: 1_500_000,
      tax: 165_000,
      total: 1_665_000,
      currency: 'IDR',
      invoiceNumber: null,
    });
    expect((await orderRow(res.body.data.id)).total).toBe(1_665_000);
  });

  it('lets one account make 20 orders in 10 minutes, not a script’s thousands', async () => {
    const who = await freeEmployer();
    const body = { kind: 'TOPUP', planId: await planId('TOPUP_1_JOB') };
    for (let i = 0; i < 20; i += 1) expect((await order('create', who, { body })).status).toBe(201);
    expect((await order('create', who, { body })).status).toBe(429);
    // Another account is counted apart.
    expect((await order('create', await freeEmployer(), { body })).status).toBe(201);
  });

  it('refuses what cannot be bought, naming the field, in the caller’s language', async () => {
    const who = await freeEmployer();
    const candidatePlan = await order('create', who, {
      body: { kind: 'PLAN', planId: await planId('CANDIDATE_PREMIUM') },
      lng: 'id',
    });
    expect(candidatePlan.status).toBe(422);
    expect(candidatePlan.body.data.errors[0].field).toBe('planId');
    const wrongKind = await order('create', who, {
      body: { kind: 'TOPUP', planId: await planId('EMPLOYER_STARTER') },
    });
    expect(wrongKind.status).toBe(422);
    const free = await order('create', who, {
      body: { kind: 'PLAN', planId: await planId('EMPLOYER_FREE') },
    });
    expect(free.status).toBe(422);
    expect(free.body.message).toBe('The free plan needs no payment.');
    const missing = await order('create', who, { body: { kind: 'PLAN', planId: 999_999 } });
    expect(missing.status).toBe(422);
    const bad = await order('create', who, { body: { kind: 'GOLD', planId: 'x' } });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors.map((e: Any) => e.field).sort()).toEqual(['kind', 'planId']);
  });

  it('pays on the test gateway: the plan is granted once, the invoice numbered, the mail queued', async () => {
    const who = await freeEmployer();
    const created = await order('create', who, {
      body: { kind: 'PLAN', planId: await planId('EMPLOYER_STARTER') },
    });
    const id = created.body.data.id as number;
    const { path, key } = await openGateway(who, id);
    // The same page again for an order already opened.
    expect((await openGateway(who, id)).key).toBe(key);

    const page = await t.app.inject({
      method: 'GET',
      url: `${path}?key=${key}`,
      headers: { 'accept-language': 'id' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('PEMBAYARAN UJI COBA');
    expect(page.body).toContain('Rp 553.890');
    expect((await t.app.inject({ method: 'GET', url: `${path}?key=wrong` })).statusCode).toBe(404);
    expect((await gatewayAction(path, 'wrong', 'pay')).statusCode).toBe(404);
    expect((await orderRow(id)).status).toBe('PENDING');

    const paid = await gatewayAction(path, key, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/employer/payment-status/${id}`);
    // A second click, and a fail after the payment, change nothing.
    await gatewayAction(path, key, 'pay');
    await gatewayAction(path, key, 'fail');

    const status = await order('status', who, { id });
    expect(status.body.data).toMatchObject({ status: 'PAID', gateway: 'TEST' });
    expect(status.body.data.invoiceNumber).toMatch(/^INV\/\d{4}\/\d{6}$/);
    expect(await licencesOf(id)).toHaveLength(1);
    expect(await paidMails(id)).toHaveLength(1);
    const details = await licence('subscriptionDetails', who);
    expect(details.body.data).toMatchObject({
      plan: { code: 'EMPLOYER_STARTER', isCurrent: true },
      activeJobLimit: 5,
    });
    expect(Date.parse(details.body.data.endsAt) - Date.parse(details.body.data.startsAt)).toBe(
      30 * 86_400_000,
    );
    expect(await order('paymentUrl', who, { body: { orderId: id } })).toMatchObject({ status: 409 });
  });

  it('starts an upgrade now, and a renewal or a cheaper plan when the plans paid for end', async () => {
    const who = await freeEmployer();
    const growth = await buy(who, 'EMPLOYER_GROWTH');
    const [growthLicence] = await licencesOf(growth);
    const cheaper = await buy(who, 'EMPLOYER_STARTER');
    const [starterLicence] = await licencesOf(cheaper);
    expect(starterLicence!.startsAt).toBe(growthLicence!.endsAt);
    // Still Growth, with its 20 live jobs: the Starter month waits for it.
    expect((await licence('subscriptionDetails', who)).body.data).toMatchObject({
      plan: { code: 'EMPLOYER_GROWTH' },
      activeJobLimit: 20,
    });
    const renewal = await buy(who, 'EMPLOYER_GROWTH');
    expect((await licencesOf(renewal))[0]!.startsAt).toBe(starterLicence!.endsAt);
    // A month on, Growth has ended and the queued Starter is the plan (the Growth renewal waits for it to end).
    const { runningPlan } = await import('../../../server/modules/billing/licence.js');
    const later = new Date(Date.parse(starterLicence!.startsAt) + 86_400_000).toISOString();
    expect(
      (await runningPlan(t.app.deps.db, { companyId: who.companyId }, 'EMPLOYER', later))!.plan.code,
    ).toBe('EMPLOYER_STARTER');
    const upgrade = await buy(who, 'EMPLOYER_ENTERPRISE');
    expect(Date.parse((await licencesOf(upgrade))[0]!.startsAt)).toBeLessThanOrEqual(Date.now());
    expect((await licence('subscriptionDetails', who)).body.data).toMatchObject({
      plan: { code: 'EMPLOYER_ENTERPRISE' },
      activeJobLimit: 500,
    });
    // When the Growth renewal begins, Enterprise still runs: the dearer plan stays the plan.
    const renewalStarts = (await licencesOf(renewal))[0]!.startsAt;
    const during = new Date(Date.parse(renewalStarts) + 86_400_000).toISOString();
    expect(
      (await runningPlan(t.app.deps.db, { companyId: who.companyId }, 'EMPLOYER', during))!.plan.code,
    ).toBe('EMPLOYER_ENTERPRISE');
  });

  it('grants once when two payments of one order arrive at the same moment', async () => {
    const who = await freeEmployer();
    const created = await order('create', who, {
      body: { kind: 'PLAN', planId: await planId('EMPLOYER_STARTER') },
    });
    const id = created.body.data.id as number;
    const { path, key } = await openGateway(who, id);
    const results = await Promise.all([1, 2, 3, 4].map(() => gatewayAction(path, key, 'pay')));
    expect(results.every((r) => r.statusCode === 303)).toBe(true);
    expect(await licencesOf(id)).toHaveLength(1);
    expect(await paidMails(id)).toHaveLength(1);
  });

  it('numbers invoices without gaps, in the order of payment', async () => {
    const who = await freeEmployer();
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(await buy(who, 'TOPUP_1_JOB', 'TOPUP'));
    const numbers = await Promise.all(ids.map(async (id) => (await orderRow(id)).invoiceNumber!));
    const sequence = numbers.map((n) => Number(n.split('/')[2]));
    expect(sequence[1]).toBe(sequence[0]! + 1);
    expect(sequence[2]).toBe(sequence[1]! + 1);
  });

  it('shows a failed or expired payment, and grants nothing', async () => {
    const who = await freeEmployer();
    for (const [action, status] of [
      ['fail', 'FAILED'],
      ['expire', 'EXPIRED'],
    ] as const) {
      const created = await order('create', who, {
        body: { kind: 'PLAN', planId: await planId('EMPLOYER_STARTER') },
      });
      const { path, key } = await openGateway(who, created.body.data.id);
      await gatewayAction(path, key, action);
      const res = await order('status', who, { id: created.body.data.id });
      expect(res.body.data.status).toBe(status);
      expect(await licencesOf(created.body.data.id)).toHaveLength(0);
      expect((await order('invoice', who, { body: { orderId: created.body.data.id } })).status).toBe(409);
    }
    // An order left past its time expires when next read.
    const late = await order('create', who, {
      body: { kind: 'PLAN', planId: await planId('EMPLOYER_STARTER') },
    });
    await t.app.deps.db
      .updateTable('orders')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', late.body.data.id)
      .execute();
    expect((await order('status', who, { id: late.body.data.id })).body.data.status).toBe('EXPIRED');
    // An order opened on the test gateway and paid after its time is not paid: it expired.
    const slow = await order('create', who, {
      body: { kind: 'PLAN', planId: await planId('EMPLOYER_STARTER') },
    });
    const page = await openGateway(who, slow.body.data.id);
    await t.app.deps.db
      .updateTable('orders')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', slow.body.data.id)
      .execute();
    await gatewayAction(page.path, page.key, 'pay');
    expect((await orderRow(slow.body.data.id)).status).toBe('EXPIRED');
    expect(await licencesOf(slow.body.data.id)).toHaveLength(0);
    expect((await order('paymentUrl', who, { body: { orderId: late.body.data.id } })).status).toBe(409);
    const list = await order('transactionList', who, { body: { filter: { status: 'EXPIRED' } } });
    expect(list.body.data).toHaveLength(3);
    expect(list.body.paginator).toMatchObject({ totalDocs: 3, page: 1 });
  });

  it('gives the invoice as a PDF holding its number and total, and the paid mail carries it', async () => {
    const who = await freeEmployer();
    const id = await buy(who, 'EMPLOYER_GROWTH');
    const res = await t.app.inject({
      method: 'POST',
      url: '/client/api/v1/order/invoice',
      headers: { ...who.headers, lng: 'id' },
      payload: { orderId: id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = await resumeText(res.rawPayload, 'application/pdf');
    const row = await orderRow(id);
    expect(text).toContain(row.invoiceNumber!);
    expect(text).toContain('Rp 1.665.000');
    expect(text).toContain('PPN 11%');
    expect(text).toContain('Tester Company');
    // An invoice, once issued, names whom it named: renaming the company later does not change it.
    await t.app.deps.db
      .updateTable('companies')
      .set({ name: 'PT Baru' })
      .where('id', '=', who.companyId)
      .execute();
    const again = await t.app.inject({
      method: 'POST',
      url: '/client/api/v1/order/invoice',
      headers: who.headers,
      payload: { orderId: id },
    });
    const later = await resumeText(again.rawPayload, 'application/pdf');
    expect(later).toContain('Tester Company');
    expect(later).not.toContain('PT Baru');

    const { orderPaidMailOf } = await import('../../../server/modules/billing/invoice.js');
    const mail = await orderPaidMailOf(t.app.deps.db, t.config, 'https://jobs.example', id);
    expect(mail!.to).toMatch(/@example\.com$/);
    expect(mail!.subject).toContain(row.invoiceNumber!);
    expect(mail!.attachments![0]!.contentType).toBe('application/pdf');
    expect(await resumeText(mail!.attachments![0]!.content, 'application/pdf')).toContain(row.invoiceNumber!);
  });

  it('lets nobody read or pay another buyer’s order, and only a company admin buy', async () => {
    const owner = await freeEmployer();
    const id = await buy(owner, 'TOPUP_1_JOB', 'TOPUP');
    const stranger = await freeEmployer();
    expect((await order('status', stranger, { id })).status).toBe(404);
    expect((await order('paymentUrl', stranger, { body: { orderId: id } })).status).toBe(404);
    expect((await order('invoice', stranger, { body: { orderId: id } })).status).toBe(404);
    expect((await order('transactionList', stranger)).body.data).toHaveLength(0);
    const candidate = await signIn(t.app, 'CANDIDATE');
    expect((await order('status', candidate, { id })).status).toBe(404);

    const recruiter = await recruiterOf(t.app, owner.companyId);
    const refused = await order('create', recruiter, {
      body: { kind: 'TOPUP', planId: await planId('TOPUP_1_JOB') },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only the company's administrators can buy plans.");
    // A recruiter still sees what the company may do.
    expect((await licence('subscriptionDetails', recruiter)).body.data.activeJobLimit).toBe(2);
    expect((await order('transactionList', null)).status).toBe(401);
  });

  it('stops the free employer’s second live job with “no vacancy left”, and lifts it by a top-up', async () => {
    const who = await freeEmployer();
    await postJob(t.app, who, refs);
    const second = await postJob(t.app, who, refs, { until: 'questions' });
    const refused = await jobsCall(t.app, 'confirmPost', who, { body: { id: second.id }, lng: 'id' });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toContain('Kuota lowongan habis: paket Anda mengizinkan 1 lowongan aktif');
    expect(refused.body.data).toMatchObject({ limit: 1, used: 1, topUpPath: '/employer/top-up-plan' });
    expect((await licence('subscriptionDetails', who)).body.data).toMatchObject({
      activeJobCount: 1,
      activeJobLimit: 1,
    });

    await buy(who, 'TOPUP_1_JOB', 'TOPUP');
    expect((await licence('topupDetails', who)).body.data).toMatchObject({ extraJobs: 1 });
    expect((await jobsCall(t.app, 'confirmPost', who, { body: { id: second.id } })).status).toBe(200);
    const third = await postJob(t.app, who, refs, { until: 'questions' });
    expect((await jobsCall(t.app, 'confirmPost', who, { body: { id: third.id } })).status).toBe(402);
    // Closing a job frees its place; activating it again takes one.
    expect(
      (await jobsCall(t.app, 'activate', who, { params: { id: second.id }, body: { active: false } })).status,
    ).toBe(200);
    expect((await jobsCall(t.app, 'confirmPost', who, { body: { id: third.id } })).status).toBe(200);
    expect(
      (await jobsCall(t.app, 'activate', who, { params: { id: second.id }, body: { active: true } })).status,
    ).toBe(402);
  });

  it('does not let an expired job come back to life past the quota by a later last day', async () => {
    const who = await freeEmployer();
    const first = await postJob(t.app, who, refs);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await t.app.deps.db
      .updateTable('jobs')
      .set({ validTill: yesterday })
      .where('id', '=', first.id)
      .execute();
    // Its place is free: another job goes live.
    await postJob(t.app, who, refs);
    const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    for (const validTill of [nextMonth, null]) {
      const revived = await jobsCall(t.app, 'updateJobType', who, {
        params: { id: first.id },
        body: jobTypeBody(refs, { validTill }),
      });
      expect(revived.status).toBe(402);
    }
    expect((await licence('subscriptionDetails', who)).body.data.activeJobCount).toBe(1);
  });

  it('never lets two posts at once both take the last place', async () => {
    const who = await freeEmployer();
    const drafts = [];
    for (let i = 0; i < 4; i += 1) drafts.push(await postJob(t.app, who, refs, { until: 'questions' }));
    const results = await Promise.all(
      drafts.map((job) => jobsCall(t.app, 'confirmPost', who, { body: { id: job.id } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 402, 402, 402]);
    expect(results.find((r) => r.status === 402)!.body.message).toBe(
      'No vacancy left: your plan allows 1 live job at once. Close a job, top up or upgrade your plan to post more.',
    );
    expect((await licence('subscriptionDetails', who)).body.data.activeJobCount).toBe(1);
  });

  it('lets the administrator change the price list for new orders, never for one already made', async () => {
    const { setPlan } = await import('../../../server/modules/billing/admin.js');
    const who = await freeEmployer();
    const before = await order('create', who, {
      body: { kind: 'TOPUP', planId: await planId('TOPUP_5_JOBS') },
    });
    expect(await setPlan(t.app.deps.db, 'TOPUP_5_JOBS', { price: 700_000 })).toBeNull();
    const after = await order('create', who, {
      body: { kind: 'TOPUP', planId: await planId('TOPUP_5_JOBS') },
    });
    expect(after.body.data.price).toBe(700_000);
    expect((await order('status', who, { id: before.body.data.id })).body.data.price).toBe(600_000);
    expect(await setPlan(t.app.deps.db, 'TOPUP_5_JOBS', { price: -1 })).toMatch(/price/);
    expect(await setPlan(t.app.deps.db, 'TOPUP_5_JOBS', { colour: 'red' })).toMatch(/colour/);
    expect(await setPlan(t.app.deps.db, 'NEW_PLAN', { price: 1 })).toMatch(/kind, audience/);
    expect(await setPlan(t.app.deps.db, 'TOPUP_5_JOBS', { isActive: false })).toBeNull();
    const onSale = await licence('getTopupList', who);
    expect(onSale.body.data.map((p: Any) => p.code)).toEqual(['TOPUP_1_JOB']);
    expect(
      (await order('create', who, { body: { kind: 'TOPUP', planId: await planId('TOPUP_5_JOBS') } })).status,
    ).toBe(422);
    await setPlan(t.app.deps.db, 'TOPUP_5_JOBS', { isActive: true, price: 600_000 });
  });

  it('holds the free candidate to the month’s applications, and a bought plan lifts it', async () => {
    const employer = await signIn(t.app, 'EMPLOYER');
    const candidate = await candidateWithResume(t.app);
    const details = await licence('subscriptionDetails', candidate);
    expect(details.body.data).toMatchObject({
      plan: { code: 'CANDIDATE_FREE' },
      appliedJobCount: 0,
      jobApplicationLimit: 20,
      activeJobLimit: null,
    });
    expect(Date.parse(details.body.data.resetsAt)).toBeGreaterThan(Date.now());
    // Nineteen applications already this month (written directly: the rule counts rows, not how they came).
    await t.app.deps.db
      .updateTable('plans')
      .set({ applicationLimit: 2 })
      .where('code', '=', 'CANDIDATE_FREE')
      .execute();
    try {
      const jobs = [];
      for (let i = 0; i < 3; i += 1) jobs.push(await postJob(t.app, employer, refs));
      const first = await applyTo(t.app, candidate, jobs[0]!);
      await applyTo(t.app, candidate, jobs[1]!);
      const refused = await call<Any>(t.app, 'userJobs', 'create', {
        body: { jobId: jobs[2]!.id, resumeId: candidate.resumeId, answers: answersTo(jobs[2]!) },
        headers: candidate.headers,
      });
      expect(refused.status).toBe(402);
      expect(refused.body.data).toMatchObject({
        limit: 2,
        used: 2,
        pricingPath: '/jobsseekers/pricing-and-plans',
      });
      // Withdrawing and sending again one of this month's applications is not one more.
      const withdrawn = await call(t.app, 'userJobs', 'withdraw', {
        params: { id: first.id },
        headers: candidate.headers,
      });
      expect(withdrawn.status).toBe(200);
      await applyTo(t.app, candidate, jobs[0]!);
      await grantPlan(t.app, { userId: candidate.userId }, 'CANDIDATE_PREMIUM');
      const after = await licence('subscriptionDetails', candidate);
      expect(after.body.data).toMatchObject({
        plan: { code: 'CANDIDATE_PREMIUM' },
        appliedJobCount: 2,
        jobApplicationLimit: 200,
      });
      await applyTo(t.app, candidate, jobs[2]!);
    } finally {
      await t.app.deps.db
        .updateTable('plans')
        .set({ applicationLimit: 20 })
        .where('code', '=', 'CANDIDATE_FREE')
        .execute();
    }
  });
});
