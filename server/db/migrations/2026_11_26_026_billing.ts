/**
 * Plans, orders and what they grant (issue 15). `plans` holds the price list (subscriptions and top-ups of both
 * audiences; seeded, changed with the admin CLI). An order snapshots what was bought and at what price, so a later
 * price change never alters it. `licences` are the grants: one per paid order (its unique orderId is the last guard
 * against granting twice), each with its quotas copied from the plan and its period. `sequences` numbers invoices
 * without gaps: the counter moves in the paying transaction, so a rolled-back payment gives its number back.
 */
import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('plans'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('nameEn', 'text', (c) => c.notNull())
    .addColumn('nameId', 'text', (c) => c.notNull())
    .addColumn('descriptionEn', 'text', (c) => c.notNull())
    .addColumn('descriptionId', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('validityDays', 'integer', (c) => c.notNull())
    .addColumn('activeJobs', 'integer')
    .addColumn('matchedCandidates', 'integer')
    .addColumn('applicationLimit', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('isActive', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('plans_offer')
    .on('plans')
    .columns(['audience', 'kind', 'isActive', 'position'])
    .execute();

  await withId(db, db.schema.createTable('orders'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('companyId', 'integer', (c) => c.references('companies.id'))
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('planId', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('itemNameEn', 'text', (c) => c.notNull())
    .addColumn('itemNameId', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    /** The test gateway: the secret of its page's address. Midtrans: its Snap token. */
    .addColumn('gatewayToken', 'text')
    .addColumn('paymentUrl', 'text')
    .addColumn('gatewayReference', 'text')
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('paidAt', 'text')
    .addColumn('invoiceNumber', 'text', (c) => c.unique())
    /** Who was billed and who sold, as JSON, fixed when paid: an invoice never changes once issued. */
    .addColumn('billedTo', 'text')
    .addColumn('seller', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['userId', 'createdAt']).execute();
  await db.schema.createIndex('orders_company').on('orders').columns(['companyId', 'createdAt']).execute();
  await db.schema
    .createIndex('orders_pending')
    .on('orders')
    .column('expiresAt')
    .where(sql.ref('status'), '=', 'PENDING')
    .execute();

  await withId(db, db.schema.createTable('licences'))
    .addColumn('orderId', 'integer', (c) => c.unique().references('orders.id'))
    .addColumn('companyId', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('userId', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('planId', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('activeJobs', 'integer')
    .addColumn('matchedCandidates', 'integer')
    .addColumn('applicationLimit', 'integer')
    .addColumn('startsAt', 'text', (c) => c.notNull())
    .addColumn('endsAt', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('licences_company').on('licences').columns(['companyId', 'endsAt']).execute();
  await db.schema.createIndex('licences_user').on('licences').columns(['userId', 'endsAt']).execute();

  await db.schema
    .createTable('sequences')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sequences').execute();
  await db.schema.dropTable('licences').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('plans').execute();
}
