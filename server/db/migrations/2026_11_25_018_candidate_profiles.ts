/**
 * The candidate profile (issue 12). One row per candidate with the fields matching and search read as columns
 * (industry, job domain, years, expected pay, city, open to work), the skills and preferred cities as rows indexed
 * both ways (a candidate's list; the candidates with a skill or a city, for matching), and one table per list
 * section. List entries are soft-deleted; their optional texts are '' rather than null, as the API shows them.
 */
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { withId } from './helpers.js';

type Column = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
const user: Column = (c) => c.notNull().references('users.id').onDelete('cascade');

/** The columns every list section has around its own. */
function entryTable<T extends string>(
  db: Kysely<unknown>,
  name: T,
  columns: (t: CreateTableBuilder<T>) => CreateTableBuilder<T>,
) {
  return columns(withId(db, db.schema.createTable(name)).addColumn('userId', 'integer', user))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addColumn('deletedAt', 'text');
}

/** Optional text: '' when empty. */
const str: Column = (c) => c.notNull().defaultTo('');

const ENTRY_TABLES = [
  'candidateEducations',
  'candidateProjects',
  'candidateExperiences',
  'candidateCertificates',
  'candidateAccomplishments',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('candidateProfiles')
    .addColumn('userId', 'integer', (c) => user(c).primaryKey())
    .addColumn('gender', 'text')
    .addColumn('dateOfBirth', 'text')
    .addColumn('countryCode', 'text')
    .addColumn('stateCode', 'text')
    .addColumn('cityId', 'integer', (c) => c.references('cities.id'))
    .addColumn('address', 'text')
    .addColumn('castCategory', 'text')
    .addColumn('industryCode', 'text')
    .addColumn('jobDomain', 'text')
    .addColumn('yearsOfExperience', 'integer')
    .addColumn('expectedSalary', 'integer')
    .addColumn('prefersRemote', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('openToWork', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('setupStep', 'text')
    .addColumn('setupCompletedAt', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('candidateSkills')
    .addColumn('userId', 'integer', user)
    .addColumn('masterId', 'integer', (c) => c.notNull().references('masters.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('candidateSkills_pk', ['userId', 'masterId'])
    .execute();
  await db.schema
    .createIndex('candidateSkills_by_skill')
    .on('candidateSkills')
    .columns(['masterId', 'userId'])
    .execute();

  await db.schema
    .createTable('candidatePreferredCities')
    .addColumn('userId', 'integer', user)
    .addColumn('cityId', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('candidatePreferredCities_pk', ['userId', 'cityId'])
    .execute();
  await db.schema
    .createIndex('candidatePreferredCities_by_city')
    .on('candidatePreferredCities')
    .columns(['cityId', 'userId'])
    .execute();

  await entryTable(db, 'candidateEducations', (t) =>
    t
      .addColumn('instituteCode', 'text', (c) => c.notNull())
      .addColumn('qualificationCode', 'text', (c) => c.notNull())
      .addColumn('fieldOfStudyCode', 'text', (c) => c.notNull())
      .addColumn('startMonth', 'text', (c) => c.notNull())
      .addColumn('endMonth', 'text', str)
      .addColumn('grade', 'text', str)
      .addColumn('details', 'text', str),
  ).execute();
  await entryTable(db, 'candidateProjects', (t) =>
    t
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', str)
      .addColumn('url', 'text', str)
      .addColumn('startMonth', 'text', (c) => c.notNull())
      .addColumn('endMonth', 'text', str)
      .addColumn('details', 'text', str),
  ).execute();
  await entryTable(db, 'candidateExperiences', (t) =>
    t
      .addColumn('companyName', 'text', (c) => c.notNull())
      .addColumn('jobTitle', 'text', (c) => c.notNull())
      .addColumn('employmentType', 'text', str)
      .addColumn('location', 'text', str)
      .addColumn('startMonth', 'text', (c) => c.notNull())
      .addColumn('isCurrent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('endMonth', 'text', str)
      .addColumn('details', 'text', str),
  ).execute();
  await entryTable(db, 'candidateCertificates', (t) =>
    t
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('issuer', 'text', (c) => c.notNull())
      .addColumn('startMonth', 'text', (c) => c.notNull())
      .addColumn('endMonth', 'text', str)
      .addColumn('credentialUrl', 'text', str)
      .addColumn('filePath', 'text', str),
  ).execute();
  await entryTable(db, 'candidateAccomplishments', (t) =>
    t
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('startMonth', 'text', str)
      .addColumn('details', 'text', str),
  ).execute();
  // A candidate's entries, newest first; at most CANDIDATE_LIMITS.entriesMax each, so this is the whole query.
  for (const table of ENTRY_TABLES)
    await db.schema.createIndex(`${table}_by_user`).on(table).columns(['userId', 'startMonth']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ENTRY_TABLES) await db.schema.dropTable(table).execute();
  await db.schema.dropTable('candidatePreferredCities').execute();
  await db.schema.dropTable('candidateSkills').execute();
  await db.schema.dropTable('candidateProfiles').execute();
}
