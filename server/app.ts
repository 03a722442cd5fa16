/**
 * buildApp(config): the whole server as a Fastify instance, without listening. main.ts listens; tests call
 * inject(). Owns the database handle, the session service and the outbox, and closes them on app.close().
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { loadCommonPasswords } from '../common/schemas/commonPasswords.js';
import { loadSecret } from './auth/secret.js';
import { sessionService } from './auth/sessions.js';
import type { Config } from './config.js';
import { connect } from './db/connect.js';
import { waitForDatabase } from './db/availability.js';
import { migrateToLatest } from './db/migrate.js';
import { boardCache } from './http/boardCache.js';
import { referenceCache } from './http/referenceCache.js';
import { OneLinePerRequest } from './http/requestLog.js';
import { lazySerializers } from './http/serializers.js';
import { compressAnswers } from './http/compression.js';
import { lazyValidators } from './http/validators.js';
import { keepSentBodies } from './http/sentText.js';
import type { Deps } from './deps.js';
import { fileMailer, smtpMailer } from './mail/mailer.js';
import { registerModules } from './modules/index.js';
import { clientErrorHandler, envelopePlugin, frameworkErrorHandler } from './plugins/envelope.js';
import { openApiPlugin } from './plugins/openapi.js';
import { securityPlugin } from './plugins/security.js';
import { staticAppPlugin } from './plugins/static-app.js';
import { createOutbox } from './worker/outbox.js';
import { outboxHandlers } from './worker/handlers.js';
import { configuredSiteUrl } from './http/siteUrl.js';
import { type AlertDeps, onJobsPosted, startAlertSweep } from './modules/savedSearches/alerts.js';
import { notificationMailOf } from './modules/notifications/mail.js';
import { fcmSender, readServiceAccount } from './modules/push/fcm.js';
import { pushSenders, webPushSender } from './modules/push/sender.js';
import { pushNotification } from './modules/push/service.js';
import { loadVapidKeys } from './modules/push/vapid.js';
import { paymentGateway } from './modules/billing/gateway.js';
import { orderPaidMailOf } from './modules/billing/invoice.js';
import path from 'node:path';

/** How often the saved-search alerts that came due are mailed (a daily digest, a search's next turn). */
const ALERT_SWEEP_MS = 5 * 60_000;

export interface BuildOptions {
  /** Run pending migrations before answering (default true). */
  migrate?: boolean;
  /** Drain the outbox in the background (default true; tests drain by hand). */
  worker?: boolean;
  logger?: boolean;
  /** How long start-up waits for an unreachable database before giving up (default 60 s). */
  waitForDatabaseMs?: number;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Route params such as ids are short; a long URL is an attack or a mistake.
    routerOptions: { maxParamLength: 200 },
    // Errors raised before routing (a malformed or too long URL, oversized headers) leave as envelopes too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    schemaController: {
      compilersFactory: { buildSerializer: lazySerializers, buildValidator: lazyValidators },
    },
  });

  // The password rule's list of common passwords (common/schemas/commonPasswords.ts) must be there before any request.
  await loadCommonPasswords();
  const handle = connect(config.database, {
    onConnectionError: (err) =>
      app.log.warn({ err }, 'a database connection was lost; the pool opens a new one'),
  });
  if (options.migrate !== false) {
    await waitForDatabase(handle.db, {
      log: (line) => app.log.warn(line),
      timeoutMs: options.waitForDatabaseMs,
    });
    await migrateToLatest(handle.db);
  }

  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : fileMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, (line) => app.log.info(line));
  const secret = loadSecret(config.jwtSecret, config.dataDir);
  const vapid = await loadVapidKeys(config);
  const push: Deps['push'] = {
    vapidPublicKey: vapid.publicKey,
    fcm: Boolean(config.firebaseServiceAccount),
    sender: pushSenders({
      webpush: webPushSender(vapid, config.vapidSubject),
      fcm: config.firebaseServiceAccount
        ? fcmSender(readServiceAccount(config.firebaseServiceAccount))
        : undefined,
    }),
  };
  const alerts = (): AlertDeps => ({ db: handle.db, outbox, secret, siteUrl: configuredSiteUrl(config) });
  const outbox = createOutbox(
    handle.db,
    handle.dialect,
    outboxHandlers({
      mailer,
      onJobsPosted: (jobIds) => onJobsPosted(alerts(), jobIds),
      notificationMail: (id) => notificationMailOf(handle.db, configuredSiteUrl(config), id),
      orderPaidMail: (id) => orderPaidMailOf(handle.db, config, configuredSiteUrl(config), id),
      notificationPush: async (job) => {
        const delivery = await pushNotification(handle.db, push.sender, job);
        // A refusal is about this message and cannot get better by retrying (spec §8: push errors are only logged).
        if (delivery === 'refused') app.log.warn({ ...job }, 'push refused by the push service; dropped');
      },
    }),
    app.log,
  );
  const reference = referenceCache(handle.db);
  const deps: Deps = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    sessions: sessionService(handle.db, secret, config.sessionDays),
    secret,
    outbox,
    referenceCache: reference,
    boardCache: boardCache(handle.db, reference),
    push,
    payments: paymentGateway(config),
  };
  app.decorate('deps', deps);
  if (config.env === 'production' && !config.midtrans)
    // The demo's default; an operator taking real orders must see it at every start.
    app.log.warn(
      'payments: the built-in TEST gateway is on (MIDTRANS_SERVER_KEY is not set): anyone can pay an order on its page without money; set MIDTRANS_SERVER_KEY before selling plans',
    );
  let stopAlertSweep: (() => Promise<void>) | undefined;
  app.addHook('onClose', async () => {
    await stopAlertSweep?.();
    await outbox.stop();
    mailer.close();
    await handle.close();
  });

  await app.register(envelopePlugin);
  keepSentBodies(app);
  await app.register(securityPlugin, { config });
  // Answers made per request (./http/compression.ts); what is sent many times is compressed ahead of time.
  compressAnswers(app);
  await app.register(openApiPlugin, { config });
  await app.register(registerModules);
  await app.register(staticAppPlugin, { root: config.staticDir });

  if (options.worker !== false) {
    outbox.start();
    stopAlertSweep = startAlertSweep(alerts(), ALERT_SWEEP_MS, (err) =>
      app.log.error({ err }, 'saved-search alerts: the sweep failed; the next one tries again'),
    );
  }
  return app;
}
