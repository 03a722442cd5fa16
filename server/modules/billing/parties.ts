/**
 * Who an invoice names: the buyer (the company, its address and the person who bought; or the candidate) and the
 * seller. Taken once, when the order is paid, and kept with it: renaming the company later, or changing the seller's
 * details, never alters an invoice already issued.
 */
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import type { Order } from '../../db/database.js';

export interface BilledTo {
  name: string;
  lines: string[];
}
export type Seller = Config['seller'];

export async function billedToNow(db: Db, order: Pick<Order, 'userId' | 'companyId'>): Promise<BilledTo> {
  const [buyer, company] = await Promise.all([
    db
      .selectFrom('users')
      .select(['fullName', 'email'])
      .where('id', '=', order.userId)
      .executeTakeFirstOrThrow(),
    order.companyId === null
      ? undefined
      : db
          .selectFrom('companies')
          .select(['name', 'address'])
          .where('id', '=', order.companyId)
          .executeTakeFirst(),
  ]);
  return company
    ? {
        name: company.name,
        lines: [company.address ?? '', `${buyer.fullName} <${buyer.email}>`].filter(Boolean),
      }
    : { name: buyer.fullName, lines: [buyer.email] };
}

/** The parties of a paid order as kept with it (as they are now for an order paid before they were kept). */
export async function partiesOf(
  db: Db,
  order: Order,
  seller: Seller,
): Promise<{ billedTo: BilledTo; seller: Seller }> {
  return {
    billedTo: order.billedTo ? (JSON.parse(order.billedTo) as BilledTo) : await billedToNow(db, order),
    seller: order.seller ? (JSON.parse(order.seller) as Seller) : seller,
  };
}
