/**
 * Payments through Midtrans Snap (issue 15) on SQLite and PostgreSQL, against a stand-in for Midtrans on loopback
 * (tests/support/midtrans.ts) that checks the server key and the Snap body as Midtrans does:
 * - order/payment-url opens one Snap transaction per order (its number, its total with VAT, the items adding up)
 *   and gives its page again without a second one; Snap failing or unreachable is a 503 and the order stays payable;
 * - order/notification (public, signed with the server key) is believed only when signed, for the order's amount,
 *   and confirmed by the status API asked afresh; the outcome is applied once (one licence, one invoice number, one
 *   paid mail) however often and however concurrently it arrives; expire, deny, cancel and a card held for review;
 * - order/status asks the status API for a pending opened order (at most every 5 s per order);
 * - the plan bought this way is the company's: subscription-details and five live jobs;
 * - the built-in test gateway's page serves no Midtrans order.
 */
import type * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { orderDoc, planDoc, subscriptionDoc } from '../../../common/schemas/answers/billing.js';
import {
  grossAmountOf,
  type MidtransStandIn,
  type NotificationFields,
  signedNotification,
  startMidtrans,
  statusCodeOf,
} from '../../support/midtrans.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { until } from '../helpers/wait.js';
import { jobsCall, loadRefs, postJob, type Refs } from '../jobs/helpers.js';
import { call } from '../reference/api.js';

type Who = { userId: number; headers: { authorization: string } };
type OrderDoc = v.InferOutput<typeof orderDoc>;
type PlanDoc = v.InferOutput<typeof planDoc>;
type SubscriptionDoc = v.InferOutput<typeof subscriptionDoc>;

const DAY_MS = 86_400_000;
const UNAVAILABLE = 'The payment service cannot be reached. Please try again in a moment.';
const REJECTED = 'This payment notification was rejected.';

describe.each(dialects)('Midtrans payments (%s)', (dialect) => {
  let t: TestApp;
  let midtrans: MidtransStandIn;
  let refs: Refs;

  beforeAll(async () => {
    midtrans = await startMidtrans();
    t = await createTestApp(dialect, midtrans.env);
    refs = await loadRefs(t);
  });
  afterAll(async () => {
    await t?.close();
    await midtrans?.close();
  });
  afterEach(() => {
    midtrans.fail('snap', null);
    midtrans.fail('status', null);
    // The server's every request to Midtrans was one Midtrans accepts (auth, a Snap body adding up, one per order).
    expect(midtrans.refusals).toEqual([]);
  });

  const order = <T = OrderDoc>(action: string, who: Who | null, o: { body?: unknown; id?: number } = {}) =>
    call<T>(t.app, 'order', action, {
      body: o.body ?? {},
      headers: who ? who.headers : {},
      ...(o.id === undefined ? {} : { params: { id: o.id } }),
      lng: 'en',
    });
  const notify = (body: unknown) => order<null>('notification', null, { body });
  const paymentUrl = (who: Who, orderId: number) =>
    order<{ url: string; gateway: string }>('paymentUrl', who, { body: { orderId } });
  const askStatus = (who: Who, id: number) => {
    return order('status', who, { id });
  };

  const employer = () => signIn(t.app, 'EMPLOYER', { freePlan: true });
  const starterOf = async (who: Who): Promise<PlanDoc> => {
    const res = await call<PlanDoc[]>(t.app, 'licence', 'getPlans', { body: {}, headers: who.headers });
    expect(res.status).toBe(200);
    const plan = res.body.data.find((p) => p.code === 'EMPLOYER_STARTER');
    expect(plan).toBeDefined();
    return plan!;
  };
  const newOrder = async (who: Who): Promise<OrderDoc> => {
    const plan = await starterOf(who);
    const res = await order('create', who, { body: { kind: 'PLAN', planId: plan.id } });
    expect(res.status).toBe(201);
    return res.body.data;
  };
  /** An order whose Snap page was opened (the buyer is on Midtrans now). */
  const opened = async (who?: Who) => {
    const buyer = who ?? (await employer());
    const doc = await newOrder(buyer);
    const res = await paymentUrl(buyer, doc.id);
    expect(res.status).toBe(200);
    return { who: buyer, order: doc, url: res.body.data.url };
  };

  const orderRow = (id: number) =>
    t.app.deps.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const licencesOf = (orderId: number) =>
    t.app.deps.db.selectFrom('licences').selectAll().where('orderId', '=', orderId).execute();
  const paidMails = async (orderId: number) =>
    (await t.app.deps.db.selectFrom('outbox').select('payload').where('kind', '=', 'orderPaidMail').execute())
      .map((row) => JSON.parse(row.payload) as { orderId: number })
      .filter((payload) => payload.orderId === orderId);
  const snapOf = (doc: OrderDoc) =>
    midtrans.snapRequests.filter((r) => r.transaction_details.order_id === doc.number);
  const askedAbout = (doc: OrderDoc) => midtrans.statusRequests.filter((id) => id === doc.number).length;

  /** What Midtrans' status API says of the order from now on (its own amount unless told). */
  const midtransSays = (
    doc: OrderDoc,
    transaction_status: string,
    o: { fraud_status?: string; gross_amount?: string; transaction_id?: string } = {},
  ) =>
    midtrans.setStatus(doc.number, {
      transaction_status,
      status_code: statusCodeOf(transaction_status),
      gross_amount: o.gross_amount ?? grossAmountOf(doc.total),
      ...(o.fraud_status === undefined ? {} : { fraud_status: o.fraud_status }),
      ...(o.transaction_id === undefined ? {} : { transaction_id: o.transaction_id }),
    });
  /** The notification Midtrans sends of the order, signed with the server key. */
  const notificationOf = (
    doc: OrderDoc,
    transaction_status: string,
    o: Partial<Omit<NotificationFields, 'order_id' | 'transaction_status'>> = {},
  ) =>
    midtrans.notification({
      order_id: doc.number,
      transaction_status,
      gross_amount: grossAmountOf(doc.total),
      ...o,
    });

  /** The order has not moved: pending, nothing granted, nothing numbered, no mail. */
  const expectUntouched = async (doc: OrderDoc) => {
    expect(await orderRow(doc.id)).toMatchObject({ status: 'PENDING', paidAt: null, invoiceNumber: null });
    expect(await licencesOf(doc.id)).toEqual([]);
    expect(await paidMails(doc.id)).toEqual([]);
  };

  describe('order/payment-url', () => {
    it('opens one Snap transaction for the order: its number, its total with VAT, items adding up', async () => {
      const who = await employer();
      const plan = await starterOf(who);
      expect(plan).toMatchObject({ price: 499_000, tax: 54_890, total: 553_890 });
      const doc = await newOrder(who);
      expect(doc).toMatchObject({
        status: 'PENDING',
        gateway: 'MIDTRANS',
        price: plan.price,
        tax: Math.round(plan.price * 0.11),
        total: plan.price + Math.round(plan.price * 0.11),
      });

      const res = await paymentUrl(who, doc.id);
      expect(res.status).toBe(200);
      const [snap, ...more] = snapOf(doc);
      expect(more).toEqual([]);
      expect(res.body.data).toEqual({ url: snap!.answered.redirect_url, gateway: 'MIDTRANS' });
      expect(snap!.transaction_details).toEqual({ order_id: doc.number, gross_amount: doc.total });
      expect(snap!.item_details).toEqual([
        expect.objectContaining({ price: doc.price, quantity: 1 }),
        expect.objectContaining({ price: doc.tax, quantity: 1 }),
      ]);
      const { email } = await t.app.deps.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', who.userId)
        .executeTakeFirstOrThrow();
      expect(snap!.customer_details).toMatchObject({ email });
      expect(snap!.callbacks?.finish).toMatch(new RegExp(`/employer/payment-status/${doc.id}$`));
      // Snap's page expires with the order (60 minutes).
      expect(snap!.expiry?.unit).toBe('minute');
      expect(snap!.expiry?.duration).toBeGreaterThanOrEqual(59);
      expect(snap!.expiry?.duration).toBeLessThanOrEqual(60);
      expect(await orderRow(doc.id)).toMatchObject({
        status: 'PENDING',
        gateway: 'MIDTRANS',
        paymentUrl: snap!.answered.redirect_url,
        gatewayToken: snap!.answered.token,
      });

      // The same page again: no second transaction (Midtrans would refuse the order_id twice).
      const again = await paymentUrl(who, doc.id);
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual(res.body.data);
      expect(snapOf(doc)).toHaveLength(1);
    });

    it('answers 503 with a message while Snap fails, keeps the order pending, and opens it once Snap is back', async () => {
      const who = await employer();
      const doc = await newOrder(who);
      midtrans.fail('snap', 'error');
      const down = await paymentUrl(who, doc.id);
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ message: UNAVAILABLE, data: null });
      await expectUntouched(doc);
      expect(await orderRow(doc.id)).toMatchObject({ paymentUrl: null, gatewayToken: null });

      midtrans.fail('snap', null);
      const back = await paymentUrl(who, doc.id);
      expect(back.status).toBe(200);
      expect(back.body.data.url).toBe(snapOf(doc)[0]!.answered.redirect_url);
    });

    it('answers 503 when the connection to Snap breaks while it waits', async () => {
      const who = await employer();
      const doc = await newOrder(who);
      midtrans.fail('snap', 'hang');
      const pending = paymentUrl(who, doc.id);
      await until('the Snap request to be held', () => (midtrans.held('snap') === 1 ? true : undefined));
      midtrans.drop('snap');
      const res = await pending;
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(UNAVAILABLE);
      await expectUntouched(doc);
      expect(snapOf(doc)).toEqual([]);
    });

    it('gives both calls of a double click the one page Snap opened', async () => {
      const who = await employer();
      const doc = await newOrder(who);
      // Both calls read the order before either stored its page: the first is held at Snap until the second arrives.
      midtrans.gatherSnap(2);
      const [a, b] = await Promise.all([paymentUrl(who, doc.id), paymentUrl(who, doc.id)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.data.url).toBe(b.body.data.url);
      expect(snapOf(doc)).toHaveLength(1);
      // The second call's Snap request was refused (a second transaction for the order), and answered nonetheless.
      expect(midtrans.refusals.splice(0).map((r) => r.status)).toEqual([400]);
    });
  });

  describe('order/notification', () => {
    it('refuses a forged signature (400) before asking anything; and a signed notification of another amount', async () => {
      const { order: doc } = await opened();
      // Were the notification believed, the order would be paid: Midtrans says so.
      midtransSays(doc, 'settlement');

      const forged = signedNotification('SB-Mid-server-not-our-key', {
        order_id: doc.number,
        transaction_status: 'settlement',
        gross_amount: grossAmountOf(doc.total),
      });
      const res = await notify(forged);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: REJECTED, data: null });
      // A valid signature of other fields: the signature binds the status code and the amount.
      const genuine = notificationOf(doc, 'settlement');
      expect((await notify({ ...genuine, status_code: '201' })).status).toBe(400);
      const lastDigit = genuine.signature_key.endsWith('0') ? '1' : '0';
      const altered = genuine.signature_key.slice(0, -1) + lastDigit;
      expect((await notify({ ...genuine, signature_key: altered })).status).toBe(400);
      expect((await notify({ ...genuine, signature_key: '' })).status).toBe(400);
      expect(askedAbout(doc)).toBe(0);
      await expectUntouched(doc);

      // Signed with our key, but for another amount than the order's.
      const cheaper = notificationOf(doc, 'settlement', { gross_amount: '1000.00' });
      expect((await notify(cheaper)).status).toBe(400);
      const unformatted = notificationOf(doc, 'settlement', { gross_amount: String(doc.total) });
      expect((await notify(unformatted)).status).toBe(400);
      expect(askedAbout(doc)).toBe(0);
      await expectUntouched(doc);
    });

    it('believes the status API, not the notification: pending, unknown or another amount there leave it pending', async () => {
      const { order: doc } = await opened();
      const settled = notificationOf(doc, 'settlement');

      // Midtrans has no transaction yet (its default answer: 404).
      const res = await notify(settled);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 'SUCCESS', message: 'Notification received.', data: null });
      expect(askedAbout(doc)).toBe(1);
      await expectUntouched(doc);

      midtransSays(doc, 'pending');
      expect((await notify(settled)).status).toBe(200);
      expect(askedAbout(doc)).toBe(2);
      await expectUntouched(doc);

      midtransSays(doc, 'settlement', { gross_amount: grossAmountOf(doc.total - 1) });
      expect((await notify(settled)).status).toBe(200);
      await expectUntouched(doc);
    });

    it('applies a settlement once: PAID, one licence, one invoice number, one paid mail; replays change nothing', async () => {
      const { who, order: doc } = await opened();
      midtransSays(doc, 'settlement', { transaction_id: 'txn-settled-1' });
      const settled = notificationOf(doc, 'settlement', { transaction_id: 'txn-settled-1' });

      const before = Date.now();
      const res = await notify(settled);
      expect(res.status).toBe(200);
      const paid = await orderRow(doc.id);
      expect(paid).toMatchObject({ status: 'PAID', gatewayReference: 'txn-settled-1' });
      expect(Date.parse(paid.paidAt!)).toBeGreaterThanOrEqual(before - 1000);
      const year = paid.paidAt!.slice(0, 4);
      expect(paid.invoiceNumber).toMatch(new RegExp(`^INV/${year}/\\d{6}$`));

      const plan = await starterOf(who);
      const [licence, ...others] = await licencesOf(doc.id);
      expect(others).toEqual([]);
      expect(licence).toMatchObject({
        companyId: paid.companyId,
        userId: null,
        planId: plan.id,
        kind: 'PLAN',
        activeJobs: 5,
      });
      expect(Date.parse(licence!.endsAt) - Date.parse(licence!.startsAt)).toBe(30 * DAY_MS);
      expect(await paidMails(doc.id)).toEqual([{ orderId: doc.id }]);

      // Midtrans sends a notification again (it does until it gets a 2xx, and on every later change): once, twice at once.
      expect((await notify(settled)).status).toBe(200);
      const twice = await Promise.all([notify(settled), notify(settled)]);
      expect(twice.map((r) => r.status)).toEqual([200, 200]);
      expect(await orderRow(doc.id)).toEqual(paid);
      expect(await licencesOf(doc.id)).toHaveLength(1);
      expect(await paidMails(doc.id)).toHaveLength(1);

      // A later notification of another status does not undo a payment.
      midtransSays(doc, 'expire');
      expect((await notify(notificationOf(doc, 'expire'))).status).toBe(200);
      expect(await orderRow(doc.id)).toEqual(paid);
    });

    it('applies concurrent first notifications once; the next paid order takes the next invoice number', async () => {
      const first = await opened();
      const second = await opened();
      midtransSays(first.order, 'settlement');
      midtransSays(second.order, 'capture', { fraud_status: 'accept' });

      const results = await Promise.all([
        notify(notificationOf(first.order, 'settlement')),
        notify(notificationOf(first.order, 'settlement')),
        notify(notificationOf(first.order, 'settlement')),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(await licencesOf(first.order.id)).toHaveLength(1);
      expect(await paidMails(first.order.id)).toHaveLength(1);
      const a = await orderRow(first.order.id);
      expect(a.status).toBe('PAID');

      const card = notificationOf(second.order, 'capture', {
        fraud_status: 'accept',
        payment_type: 'credit_card',
      });
      expect((await notify(card)).status).toBe(200);
      const b = await orderRow(second.order.id);
      expect(b.status).toBe('PAID');
      const sequence = (n: string | null) => Number(n!.split('/')[2]);
      expect(sequence(b.invoiceNumber)).toBe(sequence(a.invoiceNumber) + 1);
    });

    it.each([
      { label: 'expire', says: 'expire', fraud: undefined, status: 'EXPIRED' },
      { label: 'deny', says: 'deny', fraud: undefined, status: 'FAILED' },
      { label: 'cancel', says: 'cancel', fraud: undefined, status: 'FAILED' },
      { label: 'failure', says: 'failure', fraud: undefined, status: 'FAILED' },
      { label: 'capture held for review', says: 'capture', fraud: 'challenge', status: 'PENDING' },
      { label: 'pending', says: 'pending', fraud: undefined, status: 'PENDING' },
    ])('$label at Midtrans → $status, nothing granted', async ({ says, fraud, status }) => {
      const { who, order: doc } = await opened();
      midtransSays(doc, says, fraud === undefined ? {} : { fraud_status: fraud });
      const res = await notify(notificationOf(doc, says, fraud === undefined ? {} : { fraud_status: fraud }));
      expect(res.status).toBe(200);
      expect((await orderRow(doc.id)).status).toBe(status);
      expect(await licencesOf(doc.id)).toEqual([]);
      expect(await paidMails(doc.id)).toEqual([]);
      expect((await orderRow(doc.id)).invoiceNumber).toBeNull();
      if (status !== 'PENDING') {
        // Over: it cannot be paid any more from here.
        const again = await paymentUrl(who, doc.id);
        expect(again.status).toBe(409);
        expect(again.body.message).toBe('This order can no longer be paid.');
        // A settlement Midtrans confirms afterwards: money taken late (a transfer completed after the expiry) is
        // granted for an expired order; a refused one stays refused.
        midtransSays(doc, 'settlement');
        expect((await notify(notificationOf(doc, 'settlement'))).status).toBe(200);
        expect((await orderRow(doc.id)).status).toBe(status === 'EXPIRED' ? 'PAID' : status);
        expect(await licencesOf(doc.id)).toHaveLength(status === 'EXPIRED' ? 1 : 0);
      }
    });

    it('a card held for review is paid once Midtrans accepts it', async () => {
      const { order: doc } = await opened();
      midtransSays(doc, 'capture', { fraud_status: 'challenge' });
      expect((await notify(notificationOf(doc, 'capture', { fraud_status: 'challenge' }))).status).toBe(200);
      await expectUntouched(doc);
      midtransSays(doc, 'settlement');
      expect((await notify(notificationOf(doc, 'settlement'))).status).toBe(200);
      expect((await orderRow(doc.id)).status).toBe('PAID');
      expect(await licencesOf(doc.id)).toHaveLength(1);
    });

    it('answers 404 for an order it does not have (or not of Midtrans), 400 when that is not signed', async () => {
      const unknown = { order_id: 'ORD-20260101-DEADBEEF', gross_amount: '553890.00' };
      const signed = midtrans.notification({ ...unknown, transaction_status: 'settlement' });
      const res = await notify(signed);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('This order does not exist.');
      const forged = signedNotification('SB-Mid-server-not-our-key', {
        ...unknown,
        transaction_status: 'settlement',
      });
      expect((await notify(forged)).status).toBe(400);

      // An order of the built-in test gateway is paid on its page only.
      const doc = await newOrder(await employer());
      await t.app.deps.db.updateTable('orders').set({ gateway: 'TEST' }).where('id', '=', doc.id).execute();
      midtransSays(doc, 'settlement');
      expect((await notify(notificationOf(doc, 'settlement'))).status).toBe(404);
      expect(askedAbout(doc)).toBe(0);
      expect(await licencesOf(doc.id)).toEqual([]);
      expect(midtrans.statusRequests).not.toContain(unknown.order_id);
    });

    it('answers 503 (Midtrans sends it again) when the connection to the status API breaks', async () => {
      const { order: doc } = await opened();
      midtransSays(doc, 'settlement');
      const settled = notificationOf(doc, 'settlement');
      midtrans.fail('status', 'hang');
      const pending = notify(settled);
      await until('the status request to be held', () => (midtrans.held('status') === 1 ? true : undefined));
      midtrans.drop('status');
      const res = await pending;
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(UNAVAILABLE);
      await expectUntouched(doc);

      // Midtrans' next try, with the status API back.
      midtrans.fail('status', null);
      expect((await notify(settled)).status).toBe(200);
      expect((await orderRow(doc.id)).status).toBe('PAID');
    });

    // A failing status API is not 'still pending': the notification is answered 503, so Midtrans sends it again.
    it('answers 503 (Midtrans sends it again) when the status API answers 500', async () => {
      const { order: doc } = await opened();
      midtransSays(doc, 'settlement');
      const settled = notificationOf(doc, 'settlement');
      midtrans.fail('status', 'error');
      const res = await notify(settled);
      await expectUntouched(doc);
      expect(res.status).toBe(503);
    });
  });

  describe('order/status', () => {
    /** A new opened order (order/status asks the gateway about an order at most every 5 s, per database). */
    const openedForStatus = (who?: Who) => opened(who);

    it('asks the status API for a pending opened order and applies its outcome', async () => {
      const { who, order: doc } = await openedForStatus();
      midtransSays(doc, 'settlement');
      const res = await askStatus(who, doc.id);
      expect(res.status).toBe(200);
      expect(askedAbout(doc)).toBe(1);
      expect(res.body.data).toMatchObject({ id: doc.id, status: 'PAID', gateway: 'MIDTRANS' });
      expect(res.body.data.invoiceNumber).toMatch(/^INV\/\d{4}\/\d{6}$/);
      expect(await licencesOf(doc.id)).toHaveLength(1);
      expect(await paidMails(doc.id)).toHaveLength(1);
      // Paid: not asked again.
      expect((await askStatus(who, doc.id)).body.data.status).toBe('PAID');
      expect(askedAbout(doc)).toBe(1);
    });

    it('asks at most every 5 s per order, and not for an order never opened', async () => {
      const { who, order: doc } = await openedForStatus();
      midtransSays(doc, 'pending');
      expect((await askStatus(who, doc.id)).body.data.status).toBe('PENDING');
      expect(askedAbout(doc)).toBe(1);
      midtransSays(doc, 'settlement');
      expect((await askStatus(who, doc.id)).body.data.status).toBe('PENDING');
      expect(askedAbout(doc)).toBe(1);
      // Its notification is what pays it meanwhile.
      expect((await notify(notificationOf(doc, 'settlement'))).status).toBe(200);
      expect((await askStatus(who, doc.id)).body.data.status).toBe('PAID');

      const never = await newOrder(who);
      midtransSays(never, 'settlement');
      expect((await askStatus(who, never.id)).body.data.status).toBe('PENDING');
      expect(askedAbout(never)).toBe(0);
    });

    it('leaves the order pending when the status API fails', async () => {
      const { who, order: doc } = await openedForStatus();
      midtransSays(doc, 'settlement');
      midtrans.fail('status', 'error');
      const res = await askStatus(who, doc.id);
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('PENDING');
      await expectUntouched(doc);
    });

    // An order read after its time asks the gateway first: a payment Midtrans settled in its last minute (its
    // notification delayed or retried) is granted, not expired.
    it('an order Midtrans settled is PAID, not EXPIRED, when read after its time', async () => {
      const { who, order: doc } = await openedForStatus();
      midtransSays(doc, 'settlement');
      await t.app.deps.db
        .updateTable('orders')
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', doc.id)
        .execute();
      const res = await askStatus(who, doc.id);
      // Midtrans retries its notification; it must still find the order payable.
      await notify(notificationOf(doc, 'settlement'));
      expect(res.body.data.status).toBe('PAID');
      expect((await orderRow(doc.id)).status).toBe('PAID');
      expect(await licencesOf(doc.id)).toHaveLength(1);
    });
  });

  it('grants the plan bought: subscription-details shows Starter and the company may have 5 live jobs', async () => {
    const who = await employer();
    const details = async () => {
      const res = await call<SubscriptionDoc>(t.app, 'licence', 'subscriptionDetails', {
        headers: who.headers,
      });
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const confirm = (id: number) => jobsCall(t.app, 'confirmPost', who, { body: { id } });
    expect(await details()).toMatchObject({ plan: { code: 'EMPLOYER_FREE' }, activeJobLimit: 1 });
    await postJob(t.app, who, refs);
    const waiting = await postJob(t.app, who, refs, { until: 'questions' });
    expect((await confirm(waiting.id)).status).toBe(402);

    const { order: doc } = await opened(who);
    midtransSays(doc, 'settlement');
    expect((await notify(notificationOf(doc, 'settlement'))).status).toBe(200);

    const now = await details();
    expect(now).toMatchObject({
      plan: { code: 'EMPLOYER_STARTER', isCurrent: true },
      activeJobLimit: 5,
      activeJobCount: 1,
    });
    expect(Date.parse(now.endsAt!) - Date.parse(now.startsAt!)).toBe(30 * DAY_MS);

    expect((await confirm(waiting.id)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) await postJob(t.app, who, refs);
    expect((await details()).activeJobCount).toBe(5);
    const sixth = await postJob(t.app, who, refs, { until: 'questions' });
    const refused = await confirm(sixth.id);
    expect(refused.status).toBe(402);
    expect(refused.body.data).toMatchObject({ limit: 5, used: 5 });
  });

  it('the test gateway’s page does not exist for a Midtrans order, even with its Snap token', async () => {
    const { order: doc } = await opened();
    const token = (await orderRow(doc.id)).gatewayToken!;
    const path = `/pay/test/${encodeURIComponent(doc.number)}`;
    const page = await t.app.inject({ method: 'GET', url: `${path}?key=${encodeURIComponent(token)}` });
    expect(page.statusCode).toBe(404);
    const pay = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ key: token, action: 'pay' }).toString(),
    });
    expect(pay.statusCode).toBe(404);
    await expectUntouched(doc);
  });
});
