/**
 * The environment, parsed and validated once at start-up. Every value is optional: the defaults run the portal on
 * a laptop (SQLite file under data/, mail to the console and data/outbox, in-memory rate limits).
 */
import path from 'node:path';
import * as v from 'valibot';

const port = v.pipe(
  v.optional(v.string(), '3000'),
  v.transform(Number),
  v.integer('must be a whole number'),
  v.minValue(0, 'must be 0 or more'),
  v.maxValue(65535, 'must be at most 65535'),
);
const url = (protocols: RegExp, what: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.regex(protocols, `must be a ${what} URL`)));
const flag = v.pipe(
  v.optional(v.picklist(['0', '1', 'true', 'false'], 'must be 0, 1, true or false'), '1'),
  v.transform((value) => value === '1' || value === 'true'),
);

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: port,
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), 'data'),
  STATIC_DIR: v.optional(v.string(), 'dist'),
  DATABASE_URL: url(/^(postgres(ql)?|sqlite):/i, 'postgres:// or sqlite:'),
  SMTP_URL: url(/^smtps?:/i, 'smtp:// or smtps://'),
  MAIL_FROM: v.optional(v.string(), 'Orbit Jobs <no-reply@orbitjobs.local>'),
  CONTACT_EMAIL: v.optional(
    v.pipe(v.string(), v.email('must be an e-mail address')),
    'support@orbitjobs.local',
  ),
  REDIS_URL: url(/^rediss?:/i, 'redis://'),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  SESSION_DAYS: v.pipe(v.optional(v.string(), '30'), v.transform(Number), v.integer(), v.minValue(1)),
  SITE_URL: url(/^https?:\/\//i, 'http(s)://'),
  SITE_TITLE: v.optional(v.string(), 'Orbit Jobs'),
  MEDIA_BASE_URL: url(/^https?:\/\//i, 'http(s)://'),
  SEED_DEMO: flag,
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TRUST_PROXY: v.pipe(v.optional(v.string(), '0'), v.trim(), v.rawTransform(parseTrustProxy)),
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be base64url')),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be base64url')),
  ),
  VAPID_SUBJECT: url(/^(mailto:|https:\/\/)/i, 'mailto: or https://'),
  FIREBASE_SERVICE_ACCOUNT: v.optional(v.pipe(v.string(), v.trim())),
  PUSH_SERVICES: v.optional(v.pipe(v.string(), v.trim(), v.rawTransform(parsePushServices))),
  MIDTRANS_SERVER_KEY: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(8, 'must be a Midtrans server key')),
  ),
  MIDTRANS_PRODUCTION: v.pipe(
    v.optional(v.picklist(['0', '1', 'true', 'false'], 'must be 0, 1, true or false'), '0'),
    v.transform((value) => value === '1' || value === 'true'),
  ),
  MIDTRANS_SNAP_URL: url(/^https?:\/\//i, 'http(s)://'),
  MIDTRANS_API_URL: url(/^https?:\/\//i, 'http(s)://'),
  SELLER_NAME: v.optional(v.string()),
  SELLER_ADDRESS: v.optional(v.string(), 'Jakarta, Indonesia'),
  SELLER_TAX_ID: v.optional(v.string()),
});

/**
 * The push services the server will send to: a Web Push subscription names its endpoint, and the server POSTs there,
 * so an endpoint anywhere else (an internal address) would make it a request forger. By default the browsers' own
 * services over https; `*.` matches subdomains. A list replaces the default (tests add their loopback service).
 */
export const DEFAULT_PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
  'https://*.push.apple.com',
];
function parsePushServices(context: v.RawTransformContext<string>): string[] {
  const list = context.dataset.value
    .split(',')
    .map((item) => item.trim().replace(/\/$/, ''))
    .filter(Boolean);
  if (list.every((item) => /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(item))) return list;
  context.addIssue({
    message: 'must be a comma-separated list of origins such as https://fcm.googleapis.com',
  });
  return context.NEVER;
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For). Trusting every hop would let any client pick
 * its own address and walk around the per-address rate limits, and a bare hop count cannot tell a proxy from a
 * client that connects directly (Fastify refuses to trust one for that reason), so TRUST_PROXY names the proxies:
 * `0` (default: no proxy, the socket's address is the client), or a comma-separated list of their addresses, CIDRs
 * or proxy-addr's names `loopback`, `linklocal`, `uniquelocal` (e.g. `10.0.0.0/8` for a load balancer inside a
 * private network). The client is then the first address from the right that is not a trusted proxy.
 */
const PROXY_ENTRY =
  /^(?:loopback|linklocal|uniquelocal|\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?|[0-9a-f]*:[0-9a-f:.]*(?:\/\d{1,3})?)$/i;
function parseTrustProxy(context: v.RawTransformContext<string>): string[] | false {
  const value = context.dataset.value;
  if (/^(0|false|)$/i.test(value)) return false;
  const list = value
    .split(',')
    .map((item: string) => item.trim())
    .filter(Boolean);
  if (list.every((item: string) => PROXY_ENTRY.test(item))) return list;
  context.addIssue({
    message: /^(1|true|\d+)$/i.test(value)
      ? 'must list the proxies (addresses, CIDRs, loopback, uniquelocal): trusting every hop or a hop count lets clients choose their own address'
      : 'must be 0 or a comma-separated list of proxy addresses/CIDRs (or loopback, linklocal, uniquelocal)',
  });
  return context.NEVER;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  staticDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string;
  redisUrl: string | undefined;
  /** undefined: a secret is generated once into DATA_DIR/secret.key (see auth/secret.ts). */
  jwtSecret: string | undefined;
  sessionDays: number;
  siteUrl: string | undefined;
  siteTitle: string;
  mediaBaseUrl: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  /** false, or the proxies' addresses/CIDRs (never `true` nor a hop count: see parseTrustProxy). */
  trustProxy: false | string[];
  /** Web Push (VAPID) keys; unset: generated once into DATA_DIR/vapid.json (server/modules/push/vapid.ts). */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** The `sub` of the VAPID claims: how a push service reaches the operator. */
  vapidSubject: string;
  /** A Firebase service account (its JSON, or a path to the file): FCM tokens are then sent through FCM. */
  firebaseServiceAccount: string | undefined;
  /** The origins Web Push endpoints may be on (DEFAULT_PUSH_SERVICES unless PUSH_SERVICES lists others). */
  pushServices: string[];
  /**
   * Payments: Midtrans Snap when a server key is set (sandbox unless MIDTRANS_PRODUCTION; the URLs can be pointed
   * elsewhere, as tests do), else the built-in test gateway.
   */
  midtrans: { serverKey: string; snapUrl: string; apiUrl: string } | undefined;
  /** Who sells, as printed on invoices. */
  seller: { name: string; address: string; taxId: string | undefined };
  /** Rate limits can be relaxed by tests that hammer one endpoint on purpose; never by the environment. */
  rateLimits: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.output;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither',
    );
  const dataDir = path.resolve(e.DATA_DIR);
  const dbUrl = e.DATABASE_URL;
  const database: Config['database'] =
    dbUrl && /^postgres/i.test(dbUrl)
      ? { kind: 'postgres', url: dbUrl }
      : { kind: 'sqlite', file: dbUrl ? sqliteFile(dbUrl) : path.join(dataDir, 'app.db') };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    staticDir: path.resolve(e.STATIC_DIR),
    database,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    sessionDays: e.SESSION_DAYS,
    siteUrl: e.SITE_URL?.replace(/\/$/, ''),
    siteTitle: e.SITE_TITLE,
    mediaBaseUrl: e.MEDIA_BASE_URL?.replace(/\/$/, ''),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${e.CONTACT_EMAIL}`,
    firebaseServiceAccount: e.FIREBASE_SERVICE_ACCOUNT || undefined,
    pushServices: e.PUSH_SERVICES ?? DEFAULT_PUSH_SERVICES,
    midtrans: e.MIDTRANS_SERVER_KEY
      ? {
          serverKey: e.MIDTRANS_SERVER_KEY,
          snapUrl: (
            e.MIDTRANS_SNAP_URL ??
            (e.MIDTRANS_PRODUCTION ? 'https://app.midtrans.com' : 'https://app.sandbox.midtrans.com')
          ).replace(/\/$/, ''),
          apiUrl: (
            e.MIDTRANS_API_URL ??
            (e.MIDTRANS_PRODUCTION ? 'https://api.midtrans.com' : 'https://api.sandbox.midtrans.com')
          ).replace(/\/$/, ''),
        }
      : undefined,
    seller: {
      name: e.SELLER_NAME ?? e.SITE_TITLE,
      address: e.SELLER_ADDRESS,
      taxId: e.SELLER_TAX_ID || undefined,
    },
    rateLimits: true,
  };
}

/** `sqlite:relative/path.db`, `sqlite:///abs/path.db` or `sqlite::memory:`. */
function sqliteFile(url: string): string {
  const rest = url.replace(/^sqlite:(\/\/)?/i, '');
  return rest === ':memory:' ? rest : path.resolve(rest);
}
