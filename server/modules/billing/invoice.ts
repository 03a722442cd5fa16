/** An order's invoice: its data gathered once for the download (order/invoice) and for the paid mail. */
import { BILLING, type PlanAudience, pricingPath } from '../../../common/constants/billing.js';
import { formatDate, jakartaDateTime } from '../../../common/format/dates.js';
import { formatPrice } from '../../../common/format/money.js';
import { isLanguage, type Language, translate } from '../../../common/locales/index.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import type { Order } from '../../db/database.js';
import type { MailMessage } from '../../mail/mailer.js';
import { layout } from '../../mail/templates/layout.js';
import type { InvoiceData } from './invoicePdf.js';
import { type BillingDeps, paidOrder } from './orders.js';
import { partiesOf } from './parties.js';
import { findOrder } from './repository.js';

const t = (lng: Language, key: string, vars?: Record<string, unknown>) =>
  translate(lng, `messages:invoice.${key}`, vars);

async function invoiceData(
  db: Db,
  seller: Config['seller'],
  order: Order,
  lng: Language,
): Promise<InvoiceData> {
  const [parties, licence] = await Promise.all([
    partiesOf(db, order, seller),
    db
      .selectFrom('licences')
      .select(['startsAt', 'endsAt'])
      .where('orderId', '=', order.id)
      .executeTakeFirst(),
  ]);
  const period = licence
    ? t(lng, 'period', { from: formatDate(licence.startsAt, lng), to: formatDate(licence.endsAt, lng) })
    : '';
  return {
    language: lng,
    invoiceNumber: order.invoiceNumber!,
    orderNumber: order.number,
    // Dated by Jakarta's day, as it is numbered (a payment at 03:00 WIB on 1 January is of the new year).
    paidAt: jakartaDateTime(order.paidAt!).slice(0, 10),
    seller: parties.seller,
    buyer: parties.billedTo,
    item: { name: lng === 'id' ? order.itemNameId : order.itemNameEn, period },
    price: order.price,
    tax: order.tax,
    taxPercent: BILLING.taxPercent,
    total: order.total,
    gateway: order.gateway === 'MIDTRANS' ? 'Midtrans' : 'TEST',
  };
}

/** @react-pdf/renderer (and its fonts) is loaded with the first invoice, not at every start. */
async function renderInvoice(data: InvoiceData): Promise<Buffer> {
  const { renderInvoice: render } = await import('./invoicePdf.js');
  return render(data);
}

const fileName = (lng: Language, order: Order) =>
  t(lng, 'fileName', { number: order.invoiceNumber!.replace(/\//g, '-') });

/** order/invoice: the caller's paid order's invoice, in their language. */
export async function invoiceFile(
  deps: BillingDeps & { config: Config },
  user: AuthUser,
  lng: Language,
  id: number,
) {
  const order = await paidOrder(deps.db, user, id);
  const body = await renderInvoice(await invoiceData(deps.db, deps.config.seller, order, lng));
  return { body, type: 'application/pdf', name: fileName(lng, order) };
}

/** The paid mail to the buyer (in their language now), the invoice attached; null when the order is not paid. */
export async function orderPaidMailOf(
  db: Db,
  config: Config,
  siteUrl: string,
  orderId: number,
): Promise<MailMessage | null> {
  const order = await findOrder(db, { id: orderId });
  if (!order || order.status !== 'PAID' || !order.invoiceNumber) return null;
  // The mail goes to the buyer's address of now, in their language of now; the invoice is as issued.
  const user = await db
    .selectFrom('users')
    .select(['lng', 'email', 'fullName'])
    .where('id', '=', order.userId)
    .executeTakeFirst();
  if (!user) return null;
  const lng: Language = isLanguage(user.lng) ? user.lng : 'en';
  const data = await invoiceData(db, config.seller, order, lng);
  const vars = {
    name: user.fullName,
    item: data.item.name,
    invoice: data.invoiceNumber,
    order: data.orderNumber,
    total: formatPrice(order.total, lng),
  };
  const mail = layout(lng, t(lng, 'mailSubject', vars), [
    t(lng, 'mailBody', vars),
    t(lng, 'mailLink'),
    `[link]${siteUrl}${pricingPath(order.audience as PlanAudience)}`,
  ]);
  return {
    to: user.email,
    ...mail,
    attachments: [
      { filename: fileName(lng, order), content: await renderInvoice(data), contentType: 'application/pdf' },
    ],
  };
}
