/**
 * The marketplace's core: companies, their members, and jobs.
 *
 * - `companies`: one per employer organisation; `companyMembers` says who works in it and as what (ADMIN or
 *   RECRUITER). Every employer that registered before this migration gets a company named as at registration, with
 *   itself as first admin.
 * - `jobs`: one row per posting, every field the posting steps collect. What discovery filters on is a real indexed
 *   column (category, type of employment, position level, job domain, experience, salary, remote flag, status,
 *   dates); skills and locations are join tables indexed from the value to the job, so "jobs with skill X in city Y"
 *   is an index range each. Salaries are whole rupiah per month (integers).
 * - Full-text search: SQLite keeps an FTS5 table in step with `jobs` by triggers (external content; rowid = job id);
 *   PostgreSQL a generated, weighted tsvector with a GIN index. Both read the same four columns of `jobs`: title,
 *   descriptionText, searchCompany and searchSkills (the last two written by the service whenever the company's name
 *   or the job's skills change). The 'simple' configuration and the unicode61 tokenizer stem nothing, so Indonesian
 *   and English words match alike.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../connect.js';
import { withId } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';

  await withId(db, db.schema.createTable('companies'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('logoPath', 'text')
    .addColumn('coverPath', 'text')
    .addColumn('aboutHtml', 'text')
    .addColumn('industryCode', 'text')
    .addColumn('companySize', 'text')
    .addColumn('foundedYear', 'integer')
    .addColumn('website', 'text')
    .addColumn('phoneCode', 'text')
    .addColumn('phone', 'text')
    .addColumn('countryCode', 'varchar(2)')
    .addColumn('stateCode', 'text')
    .addColumn('cityId', 'integer', (c) => c.references('cities.id'))
    .addColumn('address', 'text')
    .addColumn('linkedinUrl', 'text')
    .addColumn('facebookUrl', 'text')
    .addColumn('instagramUrl', 'text')
    .addColumn('twitterUrl', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addColumn('deletedAt', 'text')
    .execute();
  await db.schema.createIndex('companies_slug').on('companies').column('slug').unique().execute();

  await db.schema
    .createTable('companyMembers')
    .addColumn('companyId', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('deletedAt', 'text')
    .addPrimaryKeyConstraint('company_members_pk', ['userId'])
    .execute();
  await db.schema
    .createIndex('company_members_company')
    .on('companyMembers')
    .columns(['companyId', 'role'])
    .execute();

  await withId(db, db.schema.createTable('jobs'))
    .addColumn('companyId', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('createdBy', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    // Step 1, job type.
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('categoryId', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('employmentType', 'text', (c) => c.notNull())
    .addColumn('positionLevel', 'text', (c) => c.notNull())
    .addColumn('jobDomain', 'text', (c) => c.notNull())
    .addColumn('openings', 'integer', (c) => c.notNull())
    // Step 2, highlights (null until saved).
    .addColumn('descriptionHtml', 'text')
    .addColumn('descriptionText', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('qualification', 'text')
    .addColumn('experienceMin', 'integer')
    .addColumn('experienceMax', 'integer')
    .addColumn('salaryMin', 'integer')
    .addColumn('salaryMax', 'integer')
    .addColumn('salaryVisible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('highlightsAt', 'text')
    // Step 3, location: remote, and/or the cities of jobLocations.
    .addColumn('isRemote', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locationAt', 'text')
    // Step 4, benefits: the codes of jobBenefits, and free text.
    .addColumn('benefitsOther', 'text')
    .addColumn('benefitsAt', 'text')
    // Step 5, screening questions (jobQuestions); may be none, but the step is saved.
    .addColumn('questionsAt', 'text')
    // Search columns kept by the service (company name, skill names) for the full-text index.
    .addColumn('searchCompany', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('searchSkills', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('validTill', 'text')
    .addColumn('postedAt', 'text')
    .addColumn('closedAt', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addColumn('deletedAt', 'text')
    .execute();
  // The employer's list: a company's jobs by status, newest first.
  await db.schema
    .createIndex('jobs_company_status')
    .on('jobs')
    .columns(['companyId', 'status', 'createdAt'])
    .execute();
  // Discovery: live jobs newest first, and each filter column with the posting date after it.
  await db.schema.createIndex('jobs_live').on('jobs').columns(['status', 'postedAt']).execute();
  for (const column of ['categoryId', 'employmentType', 'positionLevel', 'jobDomain', 'isRemote']) {
    await db.schema
      .createIndex(`jobs_${column}`)
      .on('jobs')
      .columns([column, 'status', 'postedAt'])
      .execute();
  }
  await db.schema.createIndex('jobs_salary').on('jobs').columns(['salaryMin', 'salaryMax']).execute();
  await db.schema
    .createIndex('jobs_experience')
    .on('jobs')
    .columns(['experienceMin', 'experienceMax'])
    .execute();

  await db.schema
    .createTable('jobSkills')
    .addColumn('jobId', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('masterId', 'integer', (c) => c.notNull().references('masters.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_skills_pk', ['jobId', 'masterId'])
    .execute();
  await db.schema.createIndex('job_skills_by_skill').on('jobSkills').columns(['masterId', 'jobId']).execute();

  await db.schema
    .createTable('jobLocations')
    .addColumn('jobId', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('cityId', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('countryCode', 'varchar(2)', (c) => c.notNull())
    .addColumn('stateCode', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_locations_pk', ['jobId', 'cityId'])
    .execute();
  await db.schema.createIndex('job_locations_city').on('jobLocations').columns(['cityId', 'jobId']).execute();
  await db.schema
    .createIndex('job_locations_state')
    .on('jobLocations')
    .columns(['countryCode', 'stateCode', 'jobId'])
    .execute();

  await db.schema
    .createTable('jobBenefits')
    .addColumn('jobId', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_benefits_pk', ['jobId', 'code'])
    .execute();

  await withId(db, db.schema.createTable('jobQuestions'))
    .addColumn('jobId', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('isRequired', 'integer', (c) => c.notNull())
    // The choices of a single or multiple choice question, and the knock-out answer: JSON text (never filtered on).
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('knockout', 'text')
    .execute();
  await db.schema
    .createIndex('job_questions_job')
    .on('jobQuestions')
    .columns(['jobId', 'position'])
    .execute();

  if (postgres) {
    await sql`
      ALTER TABLE "jobs" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', coalesce("title", '')), 'A') ||
        setweight(to_tsvector('simple', coalesce("searchSkills", '')), 'B') ||
        setweight(to_tsvector('simple', coalesce("searchCompany", '')), 'B') ||
        setweight(to_tsvector('simple', coalesce("descriptionText", '')), 'C')
      ) STORED`.execute(db);
    await sql`CREATE INDEX "jobs_search" ON "jobs" USING GIN ("searchVector")`.execute(db);
  } else {
    // Prefixes of 2 and 3 characters are indexed too, so a word being typed ('dev*') is one index lookup.
    await sql`
      CREATE VIRTUAL TABLE "jobsFts" USING fts5(
        "title", "descriptionText", "searchCompany", "searchSkills",
        content='jobs', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3'
      )`.execute(db);
    await sql`
      CREATE TRIGGER "jobs_fts_insert" AFTER INSERT ON "jobs" BEGIN
        INSERT INTO "jobsFts" (rowid, "title", "descriptionText", "searchCompany", "searchSkills")
        VALUES (new."id", new."title", new."descriptionText", new."searchCompany", new."searchSkills");
      END`.execute(db);
    await sql`
      CREATE TRIGGER "jobs_fts_delete" AFTER DELETE ON "jobs" BEGIN
        INSERT INTO "jobsFts" ("jobsFts", rowid, "title", "descriptionText", "searchCompany", "searchSkills")
        VALUES ('delete', old."id", old."title", old."descriptionText", old."searchCompany", old."searchSkills");
      END`.execute(db);
    await sql`
      CREATE TRIGGER "jobs_fts_update"
      AFTER UPDATE OF "title", "descriptionText", "searchCompany", "searchSkills" ON "jobs" BEGIN
        INSERT INTO "jobsFts" ("jobsFts", rowid, "title", "descriptionText", "searchCompany", "searchSkills")
        VALUES ('delete', old."id", old."title", old."descriptionText", old."searchCompany", old."searchSkills");
        INSERT INTO "jobsFts" (rowid, "title", "descriptionText", "searchCompany", "searchSkills")
        VALUES (new."id", new."title", new."descriptionText", new."searchCompany", new."searchSkills");
      END`.execute(db);
  }

  // Employers that registered before companies existed: a company each, named as they registered it, with
  // themselves as its first admin. The slug is made unique by the user's id.
  const now = new Date().toISOString();
  const employers = await sql<{ id: number; companyName: string | null; fullName: string }>`
    SELECT "id", "companyName", "fullName" FROM "users" WHERE "role" = 'EMPLOYER' ORDER BY "id"`.execute(db);
  for (const employer of employers.rows) {
    const name = employer.companyName?.trim() || employer.fullName;
    const slug = `${slugify(name)}-${employer.id}`;
    const inserted = await sql<{ id: number }>`
      INSERT INTO "companies" ("name", "slug", "createdAt", "updatedAt")
      VALUES (${name}, ${slug}, ${now}, ${now}) RETURNING "id"`.execute(db);
    await sql`
      INSERT INTO "companyMembers" ("companyId", "userId", "role", "createdAt")
      VALUES (${inserted.rows[0]!.id}, ${employer.id}, 'ADMIN', ${now})`.execute(db);
  }
}

/** The migration's own copy of the slug rule (a released migration must not change when common/ does). */
function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'company';
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') await sql`DROP TABLE IF EXISTS "jobsFts"`.execute(db);
  for (const table of [
    'jobQuestions',
    'jobBenefits',
    'jobLocations',
    'jobSkills',
    'jobs',
    'companyMembers',
    'companies',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
