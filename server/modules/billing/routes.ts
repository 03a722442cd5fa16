import type { FastifyInstance } from 'fastify';
import { makePaginator } from '../../../common/api/envelope.js';
import {
  midtransNotification,
  orderCreateInput,
  orderRef,
  plansRequest,
  transactionListRequest,
} from '../../../common/schemas/billing.js';
import { accountKey } from '../../http/accountKey.js';
import { defineRoute, recordIdParam, signedIn } from '../../http/define.js';
import { siteUrlOf } from '../../http/siteUrl.js';
import { invoiceFile } from './invoice.js';
import { midtransNotified } from './notification.js';
import * as orders from './orders.js';
import * as licence from './service.js';
import { testGatewayRoutes } from './testGatewayPage.js';

/**
 * Plans, top-ups, orders and invoices (issue 15; spec §7 Licence and orders), and the built-in test gateway's page.
 * Prices come from the server's price list only; outcomes are applied once (orders.ts settle).
 */
/** Counted per account (each order may open a transaction at the gateway), as uploads are. */
const ORDERS_PER_ACCOUNT = { max: 20, timeWindow: '10 minutes', keyGenerator: accountKey };

export async function billingRoutes(app: FastifyInstance) {
  const deps = () => app.deps;

  defineRoute(app, 'licence', 'getPlans', {
    schema: plansRequest,
    handler: async ({ input, user, deps, lng }) => ({
      data: await licence.plansFor(deps.db, user, lng, 'PLAN', input.filter.audience),
      message: 'messages:fetched',
    }),
  });

  defineRoute(app, 'licence', 'getTopupList', {
    schema: plansRequest,
    handler: async ({ user, deps, lng }) => ({
      data: await licence.plansFor(deps.db, signedIn(user), lng, 'TOPUP', undefined),
      message: 'messages:fetched',
    }),
  });

  defineRoute(app, 'licence', 'subscriptionDetails', {
    errors: [404],
    handler: async ({ user, deps, lng }) => ({
      data: await licence.subscriptionDetails(deps.db, signedIn(user), lng),
      message: 'messages:fetched',
    }),
  });

  defineRoute(app, 'licence', 'topupDetails', {
    handler: async ({ user, deps, lng }) => ({
      data: await licence.topupDetails(deps.db, signedIn(user), lng),
      message: 'messages:fetched',
    }),
  });

  defineRoute(app, 'order', 'create', {
    schema: orderCreateInput,
    // Each order may open a transaction at the gateway: a script cannot make thousands.
    rateLimit: ORDERS_PER_ACCOUNT,
    handler: async ({ input, user, deps, lng }) => ({
      status: 201,
      data: await orders.createOrder(deps, signedIn(user), lng, input),
      message: 'messages:orderCreated',
    }),
  });

  defineRoute(app, 'order', 'paymentUrl', {
    schema: orderRef,
    rateLimit: ORDERS_PER_ACCOUNT,
    errors: [404, 409, 503],
    handler: async ({ input, user, deps, req }) => ({
      data: await orders.paymentUrl(deps, signedIn(user), input.orderId, siteUrlOf(req)),
      message: 'messages:fetched',
    }),
  });

  defineRoute(app, 'order', 'status', {
    errors: [404],
    handler: async ({ params, user, deps, lng }) => ({
      data: await orders.orderStatus(deps, signedIn(user), lng, recordIdParam(params, lng)),
      message: 'messages:fetched',
    }),
  });

  defineRoute(app, 'order', 'transactionList', {
    schema: transactionListRequest,
    handler: async ({ input, user, deps, lng }) => {
      const { docs, total } = await orders.transactions(deps, signedIn(user), lng, input);
      return {
        data: docs,
        paginator: makePaginator(total, input.page, input.limit),
        message: 'messages:fetched',
      };
    },
  });

  defineRoute(app, 'order', 'invoice', {
    schema: orderRef,
    errors: [404, 409],
    handler: async ({ input, user, deps, lng }) => ({
      data: null,
      file: await invoiceFile(deps, signedIn(user), lng, input.orderId),
    }),
  });

  defineRoute(app, 'order', 'notification', {
    schema: midtransNotification,
    errors: [404],
    handler: async ({ input, deps }) => {
      await midtransNotified(deps, deps.config, input);
      return { data: null, message: 'messages:notificationReceived' };
    },
  });

  await app.register(testGatewayRoutes(deps));
}
