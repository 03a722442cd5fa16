/**
 * Security headers (a strict CSP for the app) and rate limiting. Rate limits are per route (login, OTP, contact)
 * and kept in Redis when REDIS_URL is set, so several instances share one count.
 */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { AppError } from '../http/errors.js';

export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts;
  const media = config.mediaBaseUrl ? [new URL(config.mediaBaseUrl).origin] : [];
  await app.register(helmet, {
    // The app is served from this origin; the service worker and the manifest too.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // notistack's styling engine injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...media],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://*.googleapis.com', 'https://fcmregistrations.googleapis.com'],
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
    hsts: config.env === 'production' && config.siteUrl?.startsWith('https:') ? undefined : false,
  });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'jobportal-rl:' } : {}),
    skipOnError: true,
    errorResponseBuilder: () => new AppError(429, 'ERROR', 'errorMsg:tooManyRequests'),
    ...(config.rateLimits ? {} : { allowList: () => true }),
  });
});
