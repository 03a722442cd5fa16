/**
 * A small stand-in for Midtrans (https://docs.midtrans.com) on loopback, for tests: Midtrans is on the internet, so a
 * test can neither reach it nor read what it received. It answers the two calls the server makes, as Midtrans does:
 * - Snap `POST /snap/v1/transactions` (https://docs.midtrans.com/reference/backend-integration): Basic auth with the
 *   server key and an empty password; `transaction_details.order_id` (at most 50 characters, once per order: a
 *   second transaction with the same order_id is refused with 400) and an integer `gross_amount` that the
 *   `item_details` add up to (price × quantity); 201 `{ token, redirect_url }`;
 * - the status API `GET /v2/{order_id}/status`: Basic auth too; what the test set for the order with `setStatus`,
 *   else Midtrans' "404: Transaction doesn't exist.".
 * On demand either call fails (500, as Midtrans says when it is recovering) or hangs (the request is held until the
 * test drops it, so the server sees a broken connection without waiting out its own timeout).
 *
 * `signedNotification` builds the HTTP notification Midtrans POSTs to the shop, signed as Midtrans signs it:
 * signature_key = SHA-512 hex of order_id + status_code + gross_amount + server key.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';

/** What Midtrans says of a transaction (the fields the test sets; the rest is filled in). */
export interface TransactionStatus {
  transaction_status: string;
  fraud_status?: string;
  /** As Midtrans writes it: '553890.00' (see grossAmountOf). */
  gross_amount: string;
  status_code: string;
  transaction_id?: string;
  payment_type?: string;
}

/** The body of a Snap transaction request, as the server sent it (the fields read by tests). */
export interface SnapRequest {
  transaction_details: { order_id: string; gross_amount: number };
  item_details?: { id?: string; price: number; quantity: number; name: string }[];
  customer_details?: { first_name?: string; email?: string };
  callbacks?: { finish?: string };
  expiry?: { unit: string; duration: number };
  /** The token and page this stand-in answered with. */
  answered: { token: string; redirect_url: string };
}

/** A request the stand-in refused (bad auth, a Snap body Midtrans would refuse); a test usually expects none. */
export interface Refusal {
  method: string;
  path: string;
  status: number;
  reason: string;
}

export type Endpoint = 'snap' | 'status';
/** 'error': 500 to every request; 'hang': requests are held (dropped by `drop()` or when the mode is cleared). */
export type FailureMode = 'error' | 'hang' | null;

export interface MidtransStandIn {
  /** e.g. http://127.0.0.1:40123: both the Snap and the API base URL. */
  origin: string;
  serverKey: string;
  /** The server's environment pointing at this stand-in. */
  env: { MIDTRANS_SERVER_KEY: string; MIDTRANS_SNAP_URL: string; MIDTRANS_API_URL: string };
  /** Snap transactions created (accepted requests only), oldest first. */
  snapRequests: SnapRequest[];
  /** The order ids the status API was asked about (authorised requests, including failed and held ones). */
  statusRequests: string[];
  refusals: Refusal[];
  /** What the status API answers for the order from now on. */
  setStatus(orderId: string, status: TransactionStatus): void;
  /** Makes an endpoint fail or hang (null: answer again; held requests are then dropped). */
  fail(endpoint: Endpoint, mode: FailureMode): void;
  /** Requests of the endpoint being held now. */
  held(endpoint: Endpoint): number;
  /** Drops the held requests of the endpoint (their connections are destroyed, as by a network failure). */
  drop(endpoint: Endpoint): void;
  /**
   * Holds the next Snap requests until `count` of them have arrived, then answers them in the order they came: two
   * calls racing for one order both reach Snap, whatever the machine's timing.
   */
  gatherSnap(count: number): void;
  /** A notification of the order signed with this stand-in's server key (see signedNotification). */
  notification(fields: NotificationFields): MidtransNotificationBody;
  close(): Promise<void>;
}

export interface NotificationFields {
  order_id: string;
  transaction_status: string;
  gross_amount: string;
  /** Default: what Midtrans sends with the transaction status (200 paid, 201 pending, 202 refused or expired). */
  status_code?: string;
  fraud_status?: string;
  transaction_id?: string;
  payment_type?: string;
}

export interface MidtransNotificationBody {
  order_id: string;
  status_code: string;
  gross_amount: string;
  signature_key: string;
  transaction_status: string;
  transaction_id: string;
  transaction_time: string;
  payment_type: string;
  currency: string;
  status_message: string;
  merchant_id: string;
  fraud_status?: string;
  va_numbers?: { bank: string; va_number: string }[];
  payment_amounts?: unknown[];
}

/** An amount as Midtrans writes it in notifications and status answers: 553890 → '553890.00'. */
export const grossAmountOf = (total: number) => total.toFixed(2);

/** The status_code Midtrans sends with a transaction status. */
export function statusCodeOf(transactionStatus: string): string {
  switch (transactionStatus) {
    case 'capture':
    case 'settlement':
      return '200';
    case 'pending':
      return '201';
    default:
      return '202';
  }
}

/** SHA-512 hex of order_id + status_code + gross_amount + server key, as Midtrans signs a notification. */
export function signatureOf(orderId: string, statusCode: string, grossAmount: string, serverKey: string) {
  return crypto
    .createHash('sha512')
    .update(`${orderId}${statusCode}${grossAmount}${serverKey}`)
    .digest('hex');
}

/** Midtrans' HTTP notification of a transaction, correctly signed with `serverKey`. */
export function signedNotification(serverKey: string, fields: NotificationFields): MidtransNotificationBody {
  const statusCode = fields.status_code ?? statusCodeOf(fields.transaction_status);
  return {
    transaction_time: new Date().toISOString().replace('T', ' ').slice(0, 19),
    transaction_status: fields.transaction_status,
    transaction_id: fields.transaction_id ?? crypto.randomUUID(),
    status_message: 'midtrans payment notification',
    status_code: statusCode,
    signature_key: signatureOf(fields.order_id, statusCode, fields.gross_amount, serverKey),
    payment_type: fields.payment_type ?? 'bank_transfer',
    order_id: fields.order_id,
    merchant_id: 'G000000000',
    gross_amount: fields.gross_amount,
    currency: 'IDR',
    ...(fields.fraud_status === undefined ? {} : { fraud_status: fields.fraud_status }),
    // What else a bank transfer's notification carries (the server must take, and ignore, such fields).
    ...((fields.payment_type ?? 'bank_transfer') === 'bank_transfer'
      ? { va_numbers: [{ bank: 'bca', va_number: '12345678901' }], payment_amounts: [] }
      : {}),
  };
}

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly body: object,
    reason: string,
  ) {
    super(reason);
  }
}

const MAX_BODY = 64 * 1024;

function readJson(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY)
        return reject(new Refused(413, { error_messages: ['too large'] }, 'body too large'));
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new Refused(400, { error_messages: ['malformed JSON'] }, 'malformed JSON'));
      }
    });
    req.on('error', reject);
  });
}

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

/** The Snap body's checks, as Midtrans makes them (400 with error_messages). */
function validSnapBody(body: unknown): Omit<SnapRequest, 'answered'> {
  const refuse = (message: string) => new Refused(400, { error_messages: [message] }, message);
  const b = body as Partial<SnapRequest> | null;
  const details = b?.transaction_details;
  if (!details || typeof details.order_id !== 'string' || details.order_id === '')
    throw refuse('transaction_details.order_id is required');
  if (details.order_id.length > 50 || !/^[A-Za-z0-9\-_.~]+$/.test(details.order_id))
    throw refuse('transaction_details.order_id is invalid');
  if (!isInt(details.gross_amount) || details.gross_amount < 1)
    throw refuse('transaction_details.gross_amount must be a positive integer');
  if (b.item_details !== undefined) {
    if (!Array.isArray(b.item_details)) throw refuse('item_details must be an array');
    let sum = 0;
    for (const item of b.item_details) {
      if (!isInt(item.price) || !isInt(item.quantity) || item.quantity < 1 || typeof item.name !== 'string')
        throw refuse('item_details: price, quantity and name are required');
      if (item.name.length > 50) throw refuse('item_details.name is too long');
      sum += item.price * item.quantity;
    }
    if (sum !== details.gross_amount)
      throw refuse('transaction_details.gross_amount is not equal to the sum of item_details');
  }
  return b as Omit<SnapRequest, 'answered'>;
}

export async function startMidtrans(
  options: { serverKey?: string; /** Default 0: any free port. */ port?: number } = {},
): Promise<MidtransStandIn> {
  const serverKey = options.serverKey ?? `SB-Mid-server-${crypto.randomBytes(12).toString('base64url')}`;
  const authorization = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;
  const statuses = new Map<
    string,
    TransactionStatus & { transaction_id: string; transaction_time: string }
  >();
  const snapOrders = new Set<string>();
  const failures: Record<Endpoint, FailureMode> = { snap: null, status: null };
  const holding: Record<Endpoint, Set<http.ServerResponse>> = { snap: new Set(), status: new Set() };
  const snapRequests: SnapRequest[] = [];
  const statusRequests: string[] = [];
  const refusals: Refusal[] = [];
  let gathering: { count: number; waiting: (() => void)[] } | null = null;
  let origin = '';

  const send = (res: http.ServerResponse, status: number, body: object) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  /** Fails or holds the request when the test says so; true when it was answered (or is held). */
  const failed = (endpoint: Endpoint, res: http.ServerResponse) => {
    const mode = failures[endpoint];
    if (mode === 'error') {
      send(
        res,
        500,
        endpoint === 'snap'
          ? { error_messages: ['Sorry, we encountered internal server error. We will fix this soon.'] }
          : {
              status_code: '500',
              status_message: 'Sorry. Our system is recovering from unexpected issues. Please retry.',
            },
      );
      return true;
    }
    if (mode === 'hang') {
      holding[endpoint].add(res);
      res.on('close', () => holding[endpoint].delete(res));
      return true;
    }
    return false;
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const path = new URL(req.url ?? '/', origin).pathname;
    const statusOf = /^\/v2\/([^/]+)\/status$/.exec(path);
    const endpoint: Endpoint | undefined =
      path === '/snap/v1/transactions' ? 'snap' : statusOf ? 'status' : undefined;
    if (!endpoint)
      throw new Refused(404, { status_code: '404', status_message: 'Not found' }, 'unknown path');
    if (req.method !== (endpoint === 'snap' ? 'POST' : 'GET'))
      throw new Refused(405, { status_code: '405', status_message: 'Method not allowed' }, 'method');
    if (req.headers.authorization !== authorization)
      throw new Refused(
        401,
        endpoint === 'snap'
          ? {
              error_messages: [
                'Access denied due to unauthorized transaction, please check client or server key',
              ],
            }
          : { status_code: '401', status_message: 'Unknown Merchant server_key/id' },
        'Basic auth is not the server key',
      );

    if (endpoint === 'status') {
      const orderId = decodeURIComponent(statusOf![1]!);
      statusRequests.push(orderId);
      if (failed('status', res)) return;
      const status = statuses.get(orderId);
      if (!status)
        return send(res, 404, { status_code: '404', status_message: "Transaction doesn't exist." });
      return send(res, 200, {
        status_message: 'Success, transaction is found',
        order_id: orderId,
        currency: 'IDR',
        merchant_id: 'G000000000',
        ...status,
      });
    }

    const body = validSnapBody(await readJson(req));
    if (failed('snap', res)) return;
    if (gathering) {
      const group = gathering;
      await new Promise<void>((resolve) => {
        group.waiting.push(resolve);
        if (group.waiting.length < group.count) return;
        gathering = null;
        for (const release of group.waiting) release();
      });
    }
    const orderId = body.transaction_details.order_id;
    if (snapOrders.has(orderId))
      throw new Refused(
        400,
        { error_messages: ['transaction_details.order_id has already been taken'] },
        `a second transaction for ${orderId}`,
      );
    snapOrders.add(orderId);
    const token = crypto.randomUUID();
    const answered = { token, redirect_url: `${origin}/snap/v4/redirection/${token}` };
    snapRequests.push({ ...body, answered });
    send(res, 201, answered);
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const refused =
        error instanceof Refused
          ? error
          : new Refused(500, { error_messages: [String(error)] }, `stand-in failed: ${String(error)}`);
      refusals.push({
        method: req.method ?? '',
        path: req.url ?? '',
        status: refused.status,
        reason: refused.message,
      });
      req.resume();
      if (!res.headersSent) send(res, refused.status, refused.body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;

  const drop = (endpoint: Endpoint) => {
    for (const res of holding[endpoint]) res.socket?.destroy();
    holding[endpoint].clear();
  };

  return {
    origin,
    serverKey,
    env: { MIDTRANS_SERVER_KEY: serverKey, MIDTRANS_SNAP_URL: origin, MIDTRANS_API_URL: origin },
    snapRequests,
    statusRequests,
    refusals,
    setStatus(orderId, status) {
      statuses.set(orderId, {
        transaction_id: status.transaction_id ?? crypto.randomUUID(),
        transaction_time: new Date().toISOString().replace('T', ' ').slice(0, 19),
        payment_type: 'bank_transfer',
        ...status,
      });
    },
    fail(endpoint, mode) {
      failures[endpoint] = mode;
      if (mode !== 'hang') drop(endpoint);
    },
    held: (endpoint) => holding[endpoint].size,
    drop,
    gatherSnap(count) {
      gathering = { count, waiting: [] };
    },
    notification: (fields) => signedNotification(serverKey, fields),
    async close() {
      drop('snap');
      drop('status');
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}
