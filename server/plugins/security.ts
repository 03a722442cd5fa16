/**
 * Security headers (a strict CSP for the app) and rate limiting. Rate limits are per route (login, OTP, contact)
 * and kept in Redis when REDIS_URL is set, so several instances share one count.
 *
 * Redis is a helper, never a single point of failure: while it is unreachable every limit is counted in this
 * process instead (limits keep holding, per instance), calls never wait for it (no offline queue, short timeouts),
 * one warning is logged when it goes and one when it is back, and ioredis reconnects by itself in the background.
 */
import { createRequire } from 'node:module';
import helmet from 'helmet';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { DATA_SECURITY_HEADERS, isApiCall } from '../http/apiHeaders.js';
import { PAINT_FIRST_HASH } from '../http/paintFirst.js';
import { AppError } from '../http/errors.js';

/** The store contract of @fastify/rate-limit 11 (index.js: `new Store(globalParams)`, `incr`, `read`, `child`). */
type StoreResult = { current: number; ttl: number };
type StoreCallback = (err: Error | null, res?: StoreResult) => void;
interface RateStore {
  incr(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  read(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: RouteParams): RateStore;
}
/** What the plugin hands to `new Store(…)` and `child(…)`: its merged settings (and the route, for children). */
interface RouteParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo?: { method?: string | string[]; url?: string };
}

// The plugin's own stores (store/*.js, no typings and no `exports` map): the same counting rules either way.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => RateStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => RateStore;

const NAMESPACE = 'jobportal-rl:';
/** How long a connection attempt or a command may take before the limit is counted locally instead. */
export const REDIS_CONNECT_TIMEOUT_MS = 1000;
export const REDIS_COMMAND_TIMEOUT_MS = 300;

/**
 * Counts in Redis while it is ready and in memory otherwise. Every hit is also counted in memory, so when Redis
 * goes the local count already knows what this instance has seen (a client does not get a fresh allowance).
 */
class FallbackStore implements RateStore {
  constructor(
    private readonly redis: RateStore,
    private readonly local: RateStore,
    private readonly health: RedisHealth,
  ) {}

  incr(key: string, cb: StoreCallback, timeWindow: number, max: number) {
    this.local.incr(
      key,
      (localErr, localRes) => {
        if (localErr || !this.health.ready()) return cb(localErr, localRes);
        this.redis.incr(
          key,
          (err, res) => {
            if (err) return (this.health.failed(err), cb(null, localRes));
            this.health.answered();
            cb(null, res);
          },
          timeWindow,
          max,
        );
      },
      timeWindow,
      max,
    );
  }

  read(key: string, cb: StoreCallback, timeWindow: number, max: number) {
    if (!this.health.ready()) return this.local.read(key, cb, timeWindow, max);
    this.redis.read(
      key,
      (err, res) => {
        if (err) return (this.health.failed(err), this.local.read(key, cb, timeWindow, max));
        this.health.answered();
        cb(null, res);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteParams): RateStore {
    return new FallbackStore(this.redis.child(routeOptions), this.local.child(routeOptions), this.health);
  }
}

/** Whether to ask Redis, and what its connection and its answers say about it. */
interface RedisHealth {
  ready(): boolean;
  /** A command failed (timed out, connection lost under it): count locally, warn if this is news. */
  failed(err: Error): void;
  /** A command answered: if Redis was thought gone, say it is back. */
  answered(): void;
}

/** The Redis client of the rate limits: fails fast, reconnects forever, logs its outages once each way. */
async function rateLimitRedis(app: FastifyInstance, url: string) {
  // Loaded only where Redis is configured (most single-instance installs never need the client).
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    // A command while Redis is away fails at once instead of waiting in a queue for the reconnection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Keep trying in the background, at most every 2 s, so Redis is used again as soon as it is back.
    retryStrategy: (times) => Math.min(times * 100, 2000),
    lazyConnect: false,
  });
  // One warning per change: undefined until the first connection attempt has an outcome.
  let up: boolean | undefined;
  let closing = false;
  const down = (reason: string) => {
    if (closing || up === false) return;
    up = false;
    app.log.warn(`Redis unreachable (${reason}): rate limits are counted per instance until it is back`);
  };
  const back = () => {
    if (up === false) app.log.warn('Redis is back: rate limits are shared again');
    up = true;
  };
  redis.on('ready', back);
  // Without a listener ioredis prints "[ioredis] Unhandled error event" on every reconnection attempt.
  redis.on('error', (err: Error) => down(err.message || err.name));
  redis.on('close', () => down('connection closed'));
  const health: RedisHealth = {
    ready: () => redis.status === 'ready',
    failed: (err) => {
      down(err.message || err.name);
      // A command that timed out on a "ready" connection means a Redis that hangs: drop the connection, so that
      // the next calls count locally at once instead of each waiting for the timeout, and let it reconnect.
      if (redis.status === 'ready') redis.disconnect(true);
    },
    answered: back,
  };
  const close = async () => {
    closing = true;
    if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  };
  // The first outcome of the first connection attempt (or its timeout).
  const settled = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_CONNECT_TIMEOUT_MS + 100);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', done);
    redis.once('error', done);
    redis.once('close', done);
  });
  return { redis, health, close, settled };
}

export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts;
  const media = config.mediaBaseUrl ? [new URL(config.mediaBaseUrl).origin] : [];
  // The security headers are computed once: @fastify/helmet built helmet's middleware again on every request,
  // re-parsing the CSP directives each time (about a tenth of the server's CPU on cached reference answers).
  const hsts = config.env === 'production' && config.siteUrl?.startsWith('https:');
  const securityHeaders = helmet({
    // The app is served from this origin; the service worker and the manifest too.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script is the server-rendered pages' loader, allowed by the hash of its fixed text.
        scriptSrc: ["'self'", PAINT_FIRST_HASH],
        // notistack's styling engine injects <style> elements at run time; server-rendered pages inline their stylesheet.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...media],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://*.googleapis.com', 'https://fcmregistrations.googleapis.com'],
        // The team previews an application's resume (a PDF fetched with the session, shown from a blob: URL).
        frameSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Cross-origin isolation would break third-party embeds the spec mentions (maps, import widget).
    crossOriginEmbedderPolicy: false,
    hsts: hsts ? undefined : false,
  });
  // The API's answers are data: the short set (../http/apiHeaders.ts), with HSTS as on pages (helmet's value).
  const apiHeaders = {
    ...DATA_SECURITY_HEADERS,
    ...(hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  app.addHook('onRequest', (req, reply, done) => {
    if (isApiCall(req.url)) {
      void reply.headers(apiHeaders);
      done();
    } else securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });

  let store: (new (params: RouteParams) => RateStore) | undefined;
  if (config.redisUrl) {
    const client = await rateLimitRedis(app, config.redisUrl);
    app.addHook('onClose', client.close);
    // A healthy Redis is used from the first request; an unreachable one delays the start by a second at most.
    await client.settled;
    store = class extends FallbackStore {
      constructor(params: RouteParams) {
        const continueExceeding = params.continueExceeding ?? false;
        const exponentialBackoff = params.exponentialBackoff ?? false;
        super(
          new RedisStore(continueExceeding, exponentialBackoff, client.redis, NAMESPACE),
          new LocalStore(continueExceeding, exponentialBackoff, params.cache),
          client.health,
        );
      }
    };
  }
  await app.register(rateLimit, {
    global: false,
    // The typings describe child()'s argument as the route; the plugin passes its merged settings (RouteParams).
    ...(store ? { store: store as unknown as FastifyRateLimitStoreCtor } : {}),
    // A store error is never a reason to let a call through: FallbackStore answers from memory instead.
    skipOnError: false,
    errorResponseBuilder: () => new AppError(429, 'ERROR', 'errorMsg:tooManyRequests'),
    ...(config.rateLimits ? {} : { allowList: () => true }),
  });
});
