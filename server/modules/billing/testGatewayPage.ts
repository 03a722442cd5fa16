/**
 * The built-in test gateway's hosted page (issue 15): what a gateway's payment page is, on this server, clearly
 * marked TEST. The buyer pays, makes the payment fail, or lets the order expire; each comes back to the app's status
 * page as a real gateway's redirect would. The page acts only with the secret of its address (given to the buyer by
 * order/payment-url), so knowing an order's number is not enough to pay or fail it.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  type PlanAudience,
  paymentStatusPath,
  TEST_GATEWAY_PATH,
} from '../../../common/constants/billing.js';
import { formatPrice } from '../../../common/format/money.js';
import { type Language, translate } from '../../../common/locales/index.js';
import type { Order } from '../../db/database.js';
import { pageLanguage } from '../../http/pages.js';
import { type BillingDeps, settle } from './orders.js';
import { findOrder } from './repository.js';

const ACTIONS = { pay: 'PAID', fail: 'FAILED', expire: 'EXPIRED' } as const;
type Action = keyof typeof ACTIONS;

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function keyMatches(order: Order, key: unknown): boolean {
  if (typeof key !== 'string' || !order.gatewayToken || order.gateway !== 'TEST') return false;
  const a = Buffer.from(key);
  const b = Buffer.from(order.gatewayToken);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

function page(lng: Language, order: Order, key: string): string {
  const t = (k: string, vars?: Record<string, unknown>) => translate(lng, `messages:testGateway.${k}`, vars);
  const pending = order.status === 'PENDING';
  const rows = [
    [t('order'), order.number],
    [t('item'), lng === 'id' ? order.itemNameId : order.itemNameEn],
    [t('total'), formatPrice(order.total, lng)],
  ]
    .map(([label, value]) => `<dt>${escape(label!)}</dt><dd>${escape(value!)}</dd>`)
    .join('');
  const back = paymentStatusPath(order.audience as PlanAudience, order.id);
  const actions = pending
    ? `<form method="post" action="${TEST_GATEWAY_PATH}/${encodeURIComponent(order.number)}">
<input type="hidden" name="key" value="${escape(key)}">
<button name="action" value="pay" class="primary">${escape(t('pay'))}</button>
<button name="action" value="fail">${escape(t('fail'))}</button>
<button name="action" value="expire">${escape(t('expire'))}</button>
</form>`
    : `<p role="status">${escape(t('done'))}</p><p><a href="${back}">${escape(t('back'))}</a></p>`;
  return `<!doctype html><html lang="${lng}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(t('title'))}</title>
<style>body{font-family:system-ui,sans-serif;color:#141a2e;background:#f5f7fb;margin:0;padding:16px}
main{max-width:480px;margin:auto;background:#fff;border-radius:8px;padding:24px}
.test{background:#8a3b00;color:#fff;font-weight:700;padding:8px 12px;border-radius:6px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#4a5468}dd{margin:0;font-weight:600}
form{display:flex;flex-direction:column;gap:12px}button{font:inherit;padding:12px;border-radius:8px;border:1px solid #4a5468;background:#fff;color:#141a2e;cursor:pointer}
button.primary{background:#0b5fff;border-color:#0b5fff;color:#fff}a{color:#0b5fff}</style></head>
<body><main><p class="test">${escape(t('banner'))}</p><h1>${escape(t('heading'))}</h1><dl>${rows}</dl>${actions}</main></body></html>`;
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

export function testGatewayRoutes(deps: () => BillingDeps) {
  return async (app: FastifyInstance) => {
    // The page's form posts as a browser does (urlencoded); only this plugin reads such bodies.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.get<{ Params: { number: string }; Querystring: { key?: string } }>(
      `${TEST_GATEWAY_PATH}/:number`,
      { schema: { hide: true } },
      async (req, reply) => {
        const lng = pageLanguage(req);
        const order = await findOrder(deps().db, { number: req.params.number });
        if (!order || !keyMatches(order, req.query.key))
          return html(reply, 404, `<!doctype html><html lang="${lng}"><title>404</title><h1>404</h1></html>`);
        return html(reply, 200, page(lng, order, req.query.key!));
      },
    );

    app.post<{ Params: { number: string }; Body: { key?: string; action?: string } }>(
      `${TEST_GATEWAY_PATH}/:number`,
      { schema: { hide: true } },
      async (req, reply) => {
        const order = await findOrder(deps().db, { number: req.params.number });
        const action = req.body?.action;
        if (!order || !keyMatches(order, req.body?.key) || !action || !Object.hasOwn(ACTIONS, action))
          return reply.code(404).send();
        // As a gateway's page does: past the order's time nothing is paid any more.
        // An order no longer pending is not acted on again (an expired one is not paid late here: no money is
        // on its way, as it may be at a real gateway). Past its time nothing is paid any more.
        if (order.status === 'PENDING') {
          const late = order.expiresAt <= new Date().toISOString();
          await settle(deps(), order, {
            status: late ? 'EXPIRED' : ACTIONS[action as Action],
            reference: `TEST-${order.number}`,
          });
        }
        // As a gateway does: back to the shop's finish page, which reads the order's status.
        return reply.redirect(paymentStatusPath(order.audience as PlanAudience, order.id), 303);
      },
    );
  };
}
