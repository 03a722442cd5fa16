/** Foundation: reference data, users and sessions, contact messages, the outbox. Frozen once released. */
import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('countries'))
    .addColumn('isoCode', 'varchar(2)', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phoneCode', 'text', (c) => c.notNull())
    .addColumn('currency', 'text')
    .addColumn('flag', 'text')
    .addColumn('latitude', 'text')
    .addColumn('longitude', 'text')
    .execute();

  await withId(db, db.schema.createTable('states'))
    .addColumn('countryCode', 'varchar(2)', (c) => c.notNull())
    .addColumn('isoCode', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('latitude', 'text')
    .addColumn('longitude', 'text')
    .addUniqueConstraint('states_country_iso', ['countryCode', 'isoCode'])
    .execute();
  await db.schema.createIndex('states_country_name').on('states').columns(['countryCode', 'name']).execute();

  await withId(db, db.schema.createTable('cities'))
    .addColumn('countryCode', 'varchar(2)', (c) => c.notNull())
    .addColumn('stateCode', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('searchName', 'text', (c) => c.notNull())
    .addColumn('latitude', 'text')
    .addColumn('longitude', 'text')
    .execute();
  // Lists are filtered by country (and usually state) and sorted by name: both orders are covered.
  await db.schema
    .createIndex('cities_country_state_name')
    .on('cities')
    .columns(['countryCode', 'stateCode', 'searchName'])
    .execute();
  await db.schema
    .createIndex('cities_country_name')
    .on('cities')
    .columns(['countryCode', 'searchName'])
    .execute();

  await withId(db, db.schema.createTable('categories'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('nameEn', 'text', (c) => c.notNull())
    .addColumn('nameId', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('isActive', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('masters'))
    .addColumn('codeType', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('nameEn', 'text', (c) => c.notNull())
    .addColumn('nameId', 'text', (c) => c.notNull())
    .addColumn('searchName', 'text', (c) => c.notNull())
    .addColumn('parentCode', 'text')
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('isApproved', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('createdBy', 'integer')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addUniqueConstraint('masters_type_code', ['codeType', 'code'])
    .execute();
  await db.schema
    .createIndex('masters_type_approved_order')
    .on('masters')
    .columns(['codeType', 'isApproved', 'sortOrder'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('isPublic', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('seo'))
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('lng', 'varchar(5)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('ogTitle', 'text', (c) => c.notNull())
    .addColumn('ogDescription', 'text', (c) => c.notNull())
    .addColumn('ogImage', 'text', (c) => c.notNull())
    .addUniqueConstraint('seo_module_page_lng', ['module', 'page', 'lng'])
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text')
    .addColumn('phoneCode', 'text')
    .addColumn('fullName', 'text', (c) => c.notNull())
    .addColumn('companyName', 'text')
    .addColumn('passwordHash', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('isEmailVerified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lng', 'varchar(5)', (c) => c.notNull().defaultTo('en'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addColumn('deletedAt', 'text')
    .execute();
  // One account per phone number, as per e-mail (several NULL phones are allowed by both dialects).
  await db.schema.createIndex('users_phone').unique().on('users').columns(['phoneCode', 'phone']).execute();
  await db.schema.createIndex('users_role_status').on('users').columns(['role', 'status']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('revokedAt', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('userId').execute();

  await withId(db, db.schema.createTable('contactMessages'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('subject', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('lng', 'varchar(5)', (c) => c.notNull())
    .addColumn('userId', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ip', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_messages_created').on('contactMessages').column('createdAt').execute();

  await withId(db, db.schema.createTable('outbox'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('runAt', 'text', (c) => c.notNull())
    .addColumn('lockedUntil', 'text')
    .addColumn('lastError', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_run_at').on('outbox').column('runAt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outbox',
    'contactMessages',
    'sessions',
    'users',
    'seo',
    'settings',
    'masters',
    'categories',
    'cities',
    'states',
    'countries',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
