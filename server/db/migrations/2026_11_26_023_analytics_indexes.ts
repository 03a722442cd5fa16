/**
 * Employer analytics (issue 13): what the month-by-month figures read, each an index range.
 *
 * - `jobViews` by (jobId, day): a job's views since a day. The primary key (jobId, userId, day) has the viewer between
 *   the two, so a month window over it read every view the job ever had.
 * - `applications` by (companyId, appliedAt): a company's applications since a moment (the months, the last week).
 *   `applications_company` (companyId, status, appliedAt) has the status between the two, for the lists by status.
 *
 * Shortlists and hires are read from `applicationEvents` through `application_events_application` (applicationId,
 * createdAt), one range per application of the company: no index needed here.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('job_views_job_day').on('jobViews').columns(['jobId', 'day']).execute();
  await db.schema
    .createIndex('applications_company_applied')
    .on('applications')
    .columns(['companyId', 'appliedAt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('applications_company_applied').execute();
  await db.schema.dropIndex('job_views_job_day').execute();
}
