import type { SessionService } from './auth/sessions.js';
import type { Config } from './config.js';
import type { Db, Dialect } from './db/connect.js';
import type { AnswerCache } from './http/answerCache.js';
import type { PaymentGateway } from './modules/billing/gateway.js';
import type { PushSender } from './modules/push/sender.js';
import type { Outbox } from './worker/outbox.js';

/** What modules are given: built once in buildApp, shared by every request. */
export interface Deps {
  config: Config;
  db: Db;
  dialect: Dialect;
  sessions: SessionService;
  /** Signs session tokens and tickets; hashes one-time codes. */
  secret: Uint8Array;
  outbox: Outbox;
  /** Serialized, compressed answers of reference data, with ETags (see defineRoute's `cache`). */
  referenceCache: AnswerCache;
  /** The same for guests' view of the job board, kept per version of the board (server/http/boardCache.ts). */
  boardCache: AnswerCache;
  /** How this server pushes (server/modules/push). */
  push: { vapidPublicKey: string; fcm: boolean; sender: PushSender };
  /** Where orders are paid: the built-in test gateway, or Midtrans (server/modules/billing/gateway.ts). */
  payments: PaymentGateway;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
