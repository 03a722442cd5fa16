/**
 * A small but real Web Push *push service* on loopback, for tests. It stands in for the browser vendor's push service
 * (FCM for Chromium, Mozilla autopush for Firefox): those are on the internet, outside this machine, so a test cannot
 * reach them, and one could not read what they received anyway. It does what such a service does with the app
 * server's requests, so the app's real sending code (the `web-push` package) is tested end to end:
 * - RFC 8030: only POST to a subscription's endpoint; `TTL` required; 201 Created with a `Location`; 404 for an
 *   unknown endpoint (and 404/410/429/5xx on demand with `answer()`, as a real service does for an expired
 *   subscription or under load);
 * - RFC 8292 (VAPID): `Authorization: vapid t=<JWT>, k=<key>` only; ES256 signature, `aud` = this origin, `exp` in the
 *   next 24 hours, `sub` mailto: or https:, and the key the subscription was made with when one is given;
 * - RFC 8291: `Content-Encoding: aes128gcm` only, decrypted with the subscription's private key, at most 4096 bytes.
 *
 * It speaks plain HTTP (RFC 8030 asks for TLS, but a certificate would have to be trusted by every sender): the
 * server's sender reaches `http://` push services over plain TCP (server/modules/push/sender.ts plainHttpAgent).
 * The payload is still encrypted end to end.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';

/** As `PushSubscription.toJSON()` in the browser; keys in base64url. */
export interface TestSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  /** The full endpoint URL the request was POSTed to. */
  endpoint: string;
  /** The decrypted plaintext (utf8). */
  payload: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  vapid: { subject: string; publicKey: string; audience: string; expiresAt: number };
  /** Date.now() when accepted. */
  receivedAt: number;
}

export interface PushService {
  /** e.g. http://127.0.0.1:40123 (also the VAPID audience the JWT must name). */
  origin: string;
  /** A fresh P-256 key pair and 16-byte auth secret; the service keeps the private key to decrypt. */
  subscribe(): TestSubscription;
  received: ReceivedPush[];
  /** The first received push (already received or later) that matches; default timeout 10 s. */
  waitFor(predicate: (p: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  /** The next `times` (default: all further) requests to this endpoint are answered with `status` (e.g. 410 Gone, 404, 429, 500) without being recorded as received. */
  answer(endpoint: string, status: number, times?: number): void;
  /** Called for every accepted, decrypted message (e2e forwards it to the browser via CDP). */
  onMessage(listener: (push: ReceivedPush) => void | Promise<void>): void;
  close(): Promise<void>;
}

/** RFC 8291 limit for a push message body (record with header and tag). */
const MAX_BODY = 4096;
/** RFC 8292 §2: a JWT may not be valid for more than 24 hours; a minute of slack for the sender's clock rounding. */
const MAX_EXP_AHEAD_S = 24 * 60 * 60 + 60;

interface Subscription {
  ecdh: crypto.ECDH;
  publicKey: Buffer;
  auth: Buffer;
}

interface Waiter {
  predicate: (p: ReceivedPush) => boolean;
  resolve: (p: ReceivedPush) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

/** A refusal: the status and a short reason in the body, as a real service explains its 4xx. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const b64url = (buf: Buffer) => buf.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/** The VAPID JWT and key of an `Authorization: vapid t=…, k=…` header, verified (RFC 8292 §2–3). */
function verifyVapid(header: string | undefined, origin: string, expectedKey: string | undefined) {
  if (!header) throw new Refusal(401, 'missing Authorization');
  const match = /^vapid\s+(.*)$/i.exec(header.trim());
  if (!match?.[1]) throw new Refusal(401, 'Authorization scheme must be vapid');
  const params = new Map<string, string>();
  for (const part of match[1].split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) params.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  const token = params.get('t');
  const k = params.get('k');
  if (!token || !k) throw new Refusal(401, 'vapid needs t= and k=');

  const key = Buffer.from(k, 'base64url');
  if (key.length !== 65 || key[0] !== 0x04) throw new Refusal(401, 'k is not an uncompressed P-256 point');
  let publicKey: crypto.KeyObject;
  try {
    publicKey = crypto.createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64url(key.subarray(1, 33)), y: b64url(key.subarray(33)) },
      format: 'jwk',
    });
  } catch {
    throw new Refusal(401, 'k is not a point on P-256');
  }

  const parts = token.split('.');
  if (parts.length !== 3) throw new Refusal(401, 'malformed JWT');
  const [head, body, sig] = parts as [string, string, string];
  let jwtHeader: { alg?: unknown };
  let claims: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw new Refusal(401, 'malformed JWT');
  }
  if (jwtHeader.alg !== 'ES256') throw new Refusal(401, 'JWT alg must be ES256');
  const signature = Buffer.from(sig, 'base64url');
  const valid =
    signature.length === 64 &&
    crypto.verify(
      'sha256',
      Buffer.from(`${head}.${body}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      signature,
    );
  if (!valid) throw new Refusal(401, 'JWT signature does not verify with k');
  if (claims.aud !== origin) throw new Refusal(401, `JWT aud must be ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now) throw new Refusal(401, 'JWT expired');
  if (claims.exp > now + MAX_EXP_AHEAD_S) throw new Refusal(401, 'JWT exp more than 24 hours ahead');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub))
    throw new Refusal(401, 'JWT sub must be a mailto: or https: URL');
  // The subscription was made with this application server key (RFC 8292 §3.2): another key is forbidden.
  if (expectedKey !== undefined && k !== expectedKey) throw new Refusal(403, 'k is not the subscription key');
  return { subject: claims.sub, publicKey: k, audience: claims.aud, expiresAt: claims.exp };
}

/** RFC 8291 (aes128gcm, RFC 8188 with one record): the plaintext, or a 400 when it does not decrypt. */
function decrypt(body: Buffer, sub: Subscription): string {
  if (body.length < 21) throw new Refusal(400, 'body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20] ?? 0;
  if (idlen !== 65) throw new Refusal(400, 'keyid must be the 65-byte sender public key');
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  // One record only: a push message is never split (and rs must leave room for the tag and the delimiter).
  if (rs < 18 || record.length > rs || record.length < 17) throw new Refusal(400, 'bad record size');

  let ecdhSecret: Buffer;
  try {
    ecdhSecret = sub.ecdh.computeSecret(asPublic);
  } catch {
    throw new Refusal(400, 'keyid is not a P-256 point');
  }
  const prkKey = hmac(sub.auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.publicKey, asPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);

  let plain: Buffer;
  try {
    const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  } catch {
    throw new Refusal(400, 'payload does not decrypt');
  }
  // Padding: the last record ends with the delimiter 0x02, then zero bytes.
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end--;
  if (end === 0 || plain[end - 1] !== 0x02) throw new Refusal(400, 'missing last-record padding delimiter');
  return plain.subarray(0, end - 1).toString('utf8');
}

/** Reads the body, at most MAX_BODY bytes (the rest is drained, not kept): null when it is longer. */
function readBody(req: http.IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startPushService(
  options: {
    vapidPublicKey?: string;
    /** Default 0: any free port (e2e fixes one: the server is told it). */ port?: number;
  } = {},
): Promise<PushService> {
  const subscriptions = new Map<string, Subscription>();
  const answers = new Map<string, { status: number; times: number }>();
  const listeners: ((push: ReceivedPush) => void | Promise<void>)[] = [];
  const waiters = new Set<Waiter>();
  const received: ReceivedPush[] = [];
  let origin = '';

  const accept = (push: ReceivedPush) => {
    received.push(push);
    for (const waiter of waiters)
      if (waiter.predicate(push)) {
        clearTimeout(waiter.timer);
        waiters.delete(waiter);
        waiter.resolve(push);
      }
    // Delivery is after the 201, as a real service's: a listener's failure is the test's to see in the log, not the
    // sender's.
    for (const listener of listeners)
      void Promise.resolve()
        .then(() => listener(push))
        .catch((error: unknown) => console.error('pushService: onMessage listener failed:', error));
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const path = new URL(req.url ?? '/', origin).pathname;
    const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(path)?.[1];
    const sub = id === undefined ? undefined : subscriptions.get(id);
    if (!sub || id === undefined) throw new Refusal(404, 'no such subscription');
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      throw new Refusal(405, 'only POST');
    }
    const endpoint = `${origin}/push/${id}`;
    const canned = answers.get(endpoint);
    if (canned) {
      if (--canned.times <= 0) answers.delete(endpoint);
      throw new Refusal(canned.status, 'answered by the test');
    }

    const body = await readBody(req);
    const vapid = verifyVapid(req.headers.authorization, origin, options.vapidPublicKey);
    const ttlHeader = req.headers.ttl;
    if (typeof ttlHeader !== 'string' || !/^\d+$/.test(ttlHeader.trim()))
      throw new Refusal(400, 'TTL required');
    if (req.headers['content-encoding']?.trim().toLowerCase() !== 'aes128gcm')
      throw new Refusal(400, 'Content-Encoding must be aes128gcm');
    if (body === null) throw new Refusal(413, `body over ${MAX_BODY} bytes`);
    const payload = decrypt(body, sub);

    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const push: ReceivedPush = {
      endpoint,
      payload,
      ttl: Number(ttlHeader.trim()),
      urgency: header('urgency'),
      topic: header('topic'),
      vapid,
      receivedAt: Date.now(),
    };
    res.writeHead(201, { Location: `${origin}/message/${crypto.randomUUID()}`, TTL: String(push.ttl) }).end();
    accept(push);
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const refusal = error instanceof Refusal ? error : new Refusal(500, String(error));
      if (!(error instanceof Refusal)) console.error('pushService: request failed:', error);
      // Drain what the sender is still sending so it reads the answer rather than a reset connection.
      req.resume();
      if (!res.headersSent)
        res.writeHead(refusal.status, { 'Content-Type': 'text/plain' }).end(refusal.message);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;

  return {
    origin,
    received,
    subscribe() {
      const ecdh = crypto.createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const id = crypto.randomBytes(16).toString('base64url');
      subscriptions.set(id, { ecdh, publicKey, auth });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64url(publicKey), auth: b64url(auth) },
      };
    },
    waitFor(predicate, timeoutMs = 10_000) {
      const found = received.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          resolve,
          reject,
          timer: setTimeout(() => {
            waiters.delete(waiter);
            reject(
              new Error(
                `pushService.waitFor: no matching push within ${timeoutMs} ms ` +
                  `(${received.length} received: ${JSON.stringify(received.map((p) => p.payload.slice(0, 80)))})`,
              ),
            );
          }, timeoutMs),
        };
        waiters.add(waiter);
      });
    },
    answer(endpoint, status, times = Infinity) {
      answers.set(endpoint, { status, times });
    },
    onMessage(listener) {
      listeners.push(listener);
    },
    async close() {
      for (const waiter of waiters) {
        clearTimeout(waiter.timer);
        waiter.reject(new Error('pushService.waitFor: the push service was closed'));
      }
      waiters.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}
