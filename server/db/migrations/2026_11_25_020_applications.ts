/**
 * Applications (issue 13; spec §7 userjobs): a candidate's application to a job, what it was sent with, and its
 * history.
 *
 * - `applications`: one row per candidate and job (unique: a second apply, or two at once, is refused by the index).
 *   The company is copied from the job so the employer's lists (a company's applications by status, newest first)
 *   are one index range. The resume is a snapshot: the stored file the application was sent with (an upload's file,
 *   or a built resume rendered at that moment), never the resume as it is later. `matchScore` (the share of the
 *   job's skills the candidate had, 0–100) and `knockedOut` are judged once, at apply time, and sorted by.
 *   A withdrawn application keeps its row (`withdrawnAt`): the employer no longer sees it; applying again reuses it.
 * - `applicationAnswers`: the screening questions as they were asked and the answers as sent (JSON text), in order.
 * - `applicationEvents`: the timeline: every status an application took, when, by whom, and the employer's message.
 */
import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('applications'))
    .addColumn('jobId', 'integer', (c) => c.notNull().references('jobs.id'))
    .addColumn('companyId', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('resumeName', 'text', (c) => c.notNull())
    .addColumn('resumePath', 'text', (c) => c.notNull())
    .addColumn('resumeType', 'text', (c) => c.notNull())
    .addColumn('coverNote', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('matchScore', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('knockedOut', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('appliedAt', 'text', (c) => c.notNull())
    .addColumn('statusAt', 'text', (c) => c.notNull())
    .addColumn('withdrawnAt', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('applications_job_user')
    .on('applications')
    .columns(['jobId', 'userId'])
    .unique()
    .execute();
  // The employer's lists: a company's (or a job's) applications by status, newest first.
  await db.schema
    .createIndex('applications_company')
    .on('applications')
    .columns(['companyId', 'status', 'appliedAt'])
    .execute();
  await db.schema
    .createIndex('applications_job')
    .on('applications')
    .columns(['jobId', 'status', 'appliedAt'])
    .execute();
  // The candidate's list: theirs, newest first.
  await db.schema
    .createIndex('applications_user')
    .on('applications')
    .columns(['userId', 'appliedAt'])
    .execute();

  await db.schema
    .createTable('applicationAnswers')
    .addColumn('applicationId', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('isKnockout', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('application_answers_pk', ['applicationId', 'position'])
    .execute();

  await withId(db, db.schema.createTable('applicationEvents'))
    .addColumn('applicationId', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('byUserId', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_events_application')
    .on('applicationEvents')
    .columns(['applicationId', 'createdAt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('applicationEvents').execute();
  await db.schema.dropTable('applicationAnswers').execute();
  await db.schema.dropTable('applications').execute();
}
