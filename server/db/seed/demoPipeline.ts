/**
 * The demo employer's hiring, so that a person trying the employer side sees a working pipeline and not an empty
 * portal: PT Nusantara Digital's jobs (four live, one closed after a hire three months ago, one draft), ten demo
 * candidates with finished profiles and a PDF resume each, and their applications in every status with the timeline
 * that led there, the candidates' views of the jobs, the team's views of their profiles and the notifications the
 * applications raised (the latest unread). The analytics, the responses, the matched candidates and the notification
 * bell all read these rows as they would real ones.
 *
 * Seeded once, with the demo accounts (SEED_DEMO=0 turns all off): skipped when the demo company has any job (already
 * seeded, or its user posted one). Written as the services write them, backdated, without their side effects: no
 * mail and no push for what happened "weeks ago". The same on every machine but for the ids and the dates, which count
 * back from now.
 */
import crypto from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import { PIPELINE_ORDER, type ApplicationStatus } from '../../../common/constants/applicationStatus.js';
import { NOTIFICATION_TYPES } from '../../../common/constants/notifications.js';
import { formatMonthYear } from '../../../common/format/dates.js';
import { textOfHtml } from '../../../common/format/html.js';
import { MY_APPLICATIONS_PATH, responseDetailPath } from '../../../common/format/links.js';
import { slugify } from '../../../common/format/slug.js';
import { translate } from '../../../common/locales/index.js';
import { hashPassword } from '../../auth/passwords.js';
import { addEvent, insertApplication } from '../../modules/applications/repository.js';
import { matchScore } from '../../modules/applications/service.js';
import { recordProfileView } from '../../modules/candidates/repository.js';
import { today } from '../../modules/jobs/repository.js';
import { insertNotifications } from '../../modules/notifications/repository.js';
import {
  insertEntry,
  replacePreferredCities,
  replaceSkills,
  saveProfile,
} from '../../modules/candidateProfile/repository.js';
import { insertUpload } from '../../modules/files/repository.js';
import type { FileStorage } from '../../modules/files/storage.js';
import { insertResume } from '../../modules/resumes/repository.js';
import type { ResumeData } from '../../modules/resumes/pdf.js';
import type { Db } from '../connect.js';
import type { Database, NotificationTable } from '../database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, insertDemoUser } from './demo.js';
import { boardRefs, insertBoardJob, payWithin, type BoardRefs } from './demoBoard.js';
import { BOARD_BENEFITS, BOARD_ROLES } from './data/board.js';
import {
  DEMO_CANDIDATES,
  DEMO_JOBS,
  DEMO_MESSAGES,
  type DemoApplication,
  type DemoCandidate,
  type DemoJobKey,
} from './data/pipeline.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The demo candidates' addresses: `<first>.<last>@` this. */
export const DEMO_CANDIDATE_DOMAIN = 'candidates.demo.orbitjobs.local';
/** Notifications of applications sent fewer days ago stay unread: what the demo employer finds new on the bell. */
const UNREAD_DAYS = 3;

type Trx = Transaction<Database>;
type Master = { code: string; nameEn: string; nameId: string };

export const demoCandidateEmail = (fullName: string) =>
  `${slugify(fullName).replace(/-/g, '.')}@${DEMO_CANDIDATE_DOMAIN}`;

/** The demo employer and its company, when the demo accounts exist and the company has no job yet. */
async function emptyDemoCompany(db: Db) {
  const email = DEMO_ACCOUNTS.find((a) => a.role === 'EMPLOYER')!.email;
  const row = await db
    .selectFrom('users')
    .innerJoin('companyMembers as m', 'm.userId', 'users.id')
    .innerJoin('companies as c', 'c.id', 'm.companyId')
    .select(['users.id as userId', 'c.id as companyId', 'c.name', 'c.aboutHtml'])
    .where('users.email', '=', email)
    .where('m.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const job = await db
    .selectFrom('jobs')
    .select('id')
    .where('companyId', '=', row.companyId)
    .executeTakeFirst();
  return job ? undefined : row;
}

/** The statuses an application went through to reach `status`, APPLIED first (a rejection ends where it happened). */
export function pathTo(
  status: ApplicationStatus,
  rejectedAfter: ApplicationStatus = 'APPLIED',
): ApplicationStatus[] {
  const forward: ApplicationStatus[] = PIPELINE_ORDER.filter((s) => s !== 'REJECTED');
  if (status === 'REJECTED') return [...forward.slice(0, forward.indexOf(rejectedAfter) + 1), 'REJECTED'];
  return forward.slice(0, forward.indexOf(status) + 1);
}

/** Returns how many applications it wrote (0 when skipped). */
export async function seedDemoPipeline(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const employer = await emptyDemoCompany(db);
  if (!employer) return 0;
  const refs = await boardRefs(db);
  if (!refs) return 0;
  const masters = await mastersByCode(db);
  const at = (daysAgo: number, hour = 10) =>
    new Date(Math.min(now.getTime() - HOUR_MS, midnight(now) - daysAgo * DAY_MS + hour * HOUR_MS));

  // The resumes first, outside the transaction: rendering takes a moment, and a file nobody refers to harms nobody.
  const { renderResume } = await import('../../modules/resumes/pdf.js');
  const resumes = new Map<DemoCandidate, { path: string; size: number }>();
  for (const person of DEMO_CANDIDATES) {
    const body = await renderResume(resumeData(person, masters));
    const path = `document/${now.getUTCFullYear()}/${crypto.randomBytes(16).toString('base64url')}.pdf`;
    await storage.put(path, body, 'application/pdf');
    resumes.set(person, { path, size: body.length });
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    const jobs = await postJobs(trx, refs, employer, at);
    const candidateIds: number[] = [];
    const notices: Insertable<NotificationTable>[] = [];
    let written = 0;
    for (const [index, person] of DEMO_CANDIDATES.entries()) {
      const joined = at(120 - index * 3);
      const userId = await createCandidate(trx, refs, person, passwordHash, joined);
      candidateIds.push(userId);
      const resume = resumes.get(person)!;
      const created = joined.toISOString();
      await insertUpload(trx, {
        path: resume.path,
        kind: 'document',
        mime: 'application/pdf',
        size: resume.size,
        width: null,
        height: null,
        ownerUserId: userId,
        createdAt: created,
      });
      await insertResume(trx, {
        userId,
        name: `CV ${person.fullName}`,
        source: 'UPLOAD',
        filePath: resume.path,
        fileType: 'application/pdf',
        fileSize: resume.size,
        isDefault: 1,
        built: null,
        createdAt: created,
        updatedAt: created,
      });
      for (const application of person.applications) {
        const job = jobs.get(application.job)!;
        notices.push(...(await apply(trx, { person, userId, resume, application, job, employer, at })));
        written += 1;
      }
    }
    // In the order they happened, as they would have been written: the lists show the latest (highest id) first.
    notices.sort((x, y) => x.createdAt.localeCompare(y.createdAt));
    await insertNotifications(trx, notices);
    // Others looked without applying (a third of them, on some day the job was open): views outnumber applications.
    for (const job of jobs.values()) {
      if (!job.live) continue;
      const days = Math.max(Math.floor((job.until.getTime() - job.postedAt.getTime()) / DAY_MS), 1);
      const views = candidateIds
        .filter((userId) => (userId + job.id) % 3 === 0)
        .map((userId) => ({
          jobId: job.id,
          userId,
          day: today(new Date(job.postedAt.getTime() + ((userId * 7 + job.id) % days) * DAY_MS)),
        }));
      if (views.length)
        await trx
          .insertInto('jobViews')
          .values(views)
          .onConflict((oc) => oc.columns(['jobId', 'userId', 'day']).doNothing())
          .execute();
    }
    // Each job's counters as the services keep them: one view per viewer and day, one response per application.
    for (const job of jobs.values()) {
      const [views, responses] = await Promise.all([
        trx
          .selectFrom('jobViews')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('jobId', '=', job.id)
          .executeTakeFirstOrThrow(),
        trx
          .selectFrom('applications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('jobId', '=', job.id)
          .executeTakeFirstOrThrow(),
      ]);
      await trx
        .updateTable('jobs')
        .set({ viewCount: Number(views.n), responseCount: Number(responses.n) })
        .where('id', '=', job.id)
        .execute();
    }
    return written;
  });
}

const midnight = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

async function mastersByCode(db: Db): Promise<Map<string, Master>> {
  const rows = await db
    .selectFrom('masters')
    .select(['codeType', 'code', 'nameEn', 'nameId'])
    .where('codeType', 'in', ['SKILLS', 'INSTITUTE_UNIVERSITY', 'FIELD_OF_STUDY', 'EMPLOYEE_QUALIFICATION'])
    .execute();
  return new Map(rows.map((row) => [`${row.codeType}:${row.code}`, row]));
}

/** A posted demo job; `until` is when it stopped taking applications (its closing, or now). */
type DemoJobRow = { id: number; title: string; live: boolean; postedAt: Date; until: Date; lng: 'en' | 'id' };

async function postJobs(
  trx: Trx,
  refs: BoardRefs,
  employer: { userId: number; companyId: number; name: string; aboutHtml: string | null },
  at: (daysAgo: number, hour?: number) => Date,
): Promise<Map<DemoJobKey, DemoJobRow>> {
  // The company's opening paragraph opens each job's description, as the board's companies' do.
  const about = textOfHtml(/<p>([\s\S]*?)<\/p>/.exec(employer.aboutHtml ?? '')?.[1] ?? '');
  const jobs = new Map<DemoJobKey, DemoJobRow>();
  for (const [index, spec] of DEMO_JOBS.entries()) {
    const role = BOARD_ROLES[spec.role]!;
    const [salaryMin, salaryMax] = payWithin(role, spec.pay[0], spec.pay[1]);
    const postedAt = at(spec.postedDaysAgo, 9);
    const closedAt = spec.closedDaysAgo === undefined ? undefined : at(spec.closedDaysAgo, 17);
    const id = await insertBoardJob(trx, refs, {
      companyId: employer.companyId,
      createdBy: employer.userId,
      company: { name: employer.name, about },
      role,
      lng: spec.lng,
      slug: `${slugify(role[spec.lng].title)}-${employer.companyId}-${index + 1}`,
      status: spec.status,
      employmentType: 'FULL_TIME',
      openings: spec.openings,
      salaryMin,
      salaryMax,
      salaryVisible: true,
      remote: spec.remote === true,
      places: spec.cities.map((name) => refs.cities.get(name)).filter((city) => city !== undefined),
      benefits: BOARD_BENEFITS.slice(0, 6),
      postedAt,
      closedAt,
    });
    jobs.set(spec.key, {
      id,
      title: role[spec.lng].title,
      live: spec.status !== 'DRAFT',
      postedAt,
      until: closedAt ?? at(0, 24),
      lng: spec.lng,
    });
  }
  return jobs;
}

/** A candidate account with the profile the setup would leave: open to work, skills, a job and a degree. */
async function createCandidate(
  trx: Trx,
  refs: BoardRefs,
  person: DemoCandidate,
  passwordHash: string,
  joined: Date,
): Promise<number> {
  const stamp = joined.toISOString();
  const city = refs.cities.get(person.city);
  const userId = await insertDemoUser(
    trx,
    {
      role: 'CANDIDATE',
      email: demoCandidateEmail(person.fullName),
      fullName: person.fullName,
      passwordHash,
    },
    stamp,
  );
  await saveProfile(
    trx,
    userId,
    {
      gender: person.gender,
      dateOfBirth: person.born,
      countryCode: 'ID',
      stateCode: city?.stateCode ?? null,
      cityId: city?.id ?? null,
      industryCode: 'INFORMATION_TECHNOLOGY',
      jobDomain: 'INFORMATION_TECHNOLOGY',
      yearsOfExperience: person.yearsOfExperience,
      expectedSalary: person.expectedSalary,
      openToWork: 1,
      setupCompletedAt: stamp,
    },
    stamp,
  );
  const skills = person.skills.map((code) => refs.skillByCode.get(code)).filter((s) => s !== undefined);
  await replaceSkills(
    trx,
    userId,
    skills.map((skill) => skill.id),
  );
  await replacePreferredCities(trx, userId, city ? [city.id] : []);
  const { experience, education } = person;
  await insertEntry(
    trx,
    'candidateExperiences',
    userId,
    {
      companyName: experience.companyName,
      jobTitle: experience.jobTitle,
      employmentType: experience.endMonth ? 'INTERNSHIP' : 'FULL_TIME',
      location: person.city,
      isCurrent: experience.endMonth ? 0 : 1,
      startMonth: experience.startMonth,
      endMonth: experience.endMonth ?? '',
      details: experience.details,
    },
    stamp,
  );
  await insertEntry(
    trx,
    'candidateEducations',
    userId,
    {
      instituteCode: education.institute,
      qualificationCode: education.qualification,
      fieldOfStudyCode: education.field,
      startMonth: education.startMonth,
      endMonth: education.endMonth,
    },
    stamp,
  );
  return userId;
}

/**
 * One application with its timeline, as apply and changeStatus would have written it over the days since: the events
 * spread between the day it was sent and yesterday, the employer's message on an interview and a hire, the
 * candidate's views of the job and the team's view of the profile. Returns the notifications both sides were sent.
 */
async function apply(
  trx: Trx,
  a: {
    person: DemoCandidate;
    userId: number;
    resume: { path: string };
    application: DemoApplication;
    job: DemoJobRow;
    employer: { userId: number; companyId: number; name: string };
    at: (daysAgo: number, hour?: number) => Date;
  },
): Promise<Insertable<NotificationTable>[]> {
  const { person, userId, application, job, employer } = a;
  const applied = a.at(application.appliedDaysAgo, 8 + (userId % 9));
  // In the closed job the rejected had been shortlisted; elsewhere a rejection is the first answer.
  const steps = pathTo(application.status, application.job === 'analyst' ? 'SHORTLIST' : 'APPLIED');
  // The steps are spread over the days between the application and the job's closing (or now).
  const span = Math.max(job.until.getTime() - applied.getTime(), 0);
  const stepAt = steps.map(
    (_, i) => new Date(applied.getTime() + (i === 0 ? 0 : (span * i) / (steps.length + 1))),
  );
  const statusAt = stepAt[stepAt.length - 1]!;
  const score = await matchScore(trx, job.id, userId);
  const applicationId = await insertApplication(trx, {
    jobId: job.id,
    companyId: employer.companyId,
    userId,
    status: application.status,
    resumeName: `CV ${person.fullName}.pdf`,
    resumePath: a.resume.path,
    resumeType: 'application/pdf',
    coverNote: application.coverNote ?? '',
    matchScore: score,
    knockedOut: 0,
    appliedAt: applied.toISOString(),
    statusAt: statusAt.toISOString(),
    withdrawnAt: null,
    createdAt: applied.toISOString(),
    updatedAt: statusAt.toISOString(),
  });
  for (const [i, status] of steps.entries())
    await addEvent(trx, {
      applicationId,
      status,
      message: i === 0 ? '' : (DEMO_MESSAGES[status]?.[job.lng] ?? ''),
      byUserId: i === 0 ? userId : employer.userId,
      createdAt: stepAt[i]!.toISOString(),
    });

  // The candidate opened the job on the day they applied and, once or twice, before: days of the board's time zone, as
  // the services count them, in rows as jobTracks' recordView writes them (its own transaction cannot nest in this
  // one; the counter is set from them at the end).
  const viewDays = new Set([today(applied)]);
  for (const back of [1, 3]) {
    const day = new Date(applied.getTime() - back * DAY_MS);
    if (day >= job.postedAt && (userId + back) % 2 === 0) viewDays.add(today(day));
  }
  await trx
    .insertInto('jobViews')
    .values([...viewDays].map((day) => ({ jobId: job.id, userId, day })))
    .onConflict((oc) => oc.columns(['jobId', 'userId', 'day']).doNothing())
    .execute();
  // The team opened the profile when it first moved the application.
  if (steps.length > 1)
    await recordProfileView(
      trx,
      {
        companyId: employer.companyId,
        candidateId: userId,
        viewerUserId: employer.userId,
        jobId: job.id,
        day: today(stepAt[1]!),
      },
      stepAt[1]!.toISOString(),
    );

  const unread = application.appliedDaysAgo < UNREAD_DAYS;
  return [
    {
      userId: employer.userId,
      type: NOTIFICATION_TYPES.APPLICATION_RECEIVED,
      params: JSON.stringify({ jobTitle: job.title, candidateName: person.fullName }),
      link: responseDetailPath(applicationId),
      jobId: job.id,
      readAt: unread ? null : stepAt[Math.min(1, stepAt.length - 1)]!.toISOString(),
      createdAt: applied.toISOString(),
    },
    ...steps.slice(1).map((status, i) => ({
      userId,
      type: NOTIFICATION_TYPES.APPLICATION_STATUS,
      params: JSON.stringify({
        jobTitle: job.title,
        company: employer.name,
        status,
        message: DEMO_MESSAGES[status]?.[job.lng] ?? '',
      }),
      link: MY_APPLICATIONS_PATH,
      jobId: job.id,
      readAt: stepAt[i + 1]!.toISOString(),
      createdAt: stepAt[i + 1]!.toISOString(),
    })),
  ];
}

/** The resume a demo candidate uploaded: their profile written out, in Indonesian, in the ATS template. */
function resumeData(person: DemoCandidate, masters: Map<string, Master>): ResumeData {
  const name = (type: string, code: string) => masters.get(`${type}:${code}`)?.nameId ?? code;
  const month = (value: string) => formatMonthYear(`${value}-01`, 'id');
  const { experience, education } = person;
  return {
    fullName: person.fullName,
    headline: person.headline,
    contactLines: [demoCandidateEmail(person.fullName), `${person.city}, Indonesia`],
    photo: null,
    template: 'ATS',
    language: 'id',
    sections: [
      {
        key: 'experiences',
        names: [],
        entries: [
          {
            title: experience.jobTitle,
            subtitle: `${experience.companyName}, ${person.city}`,
            period: `${month(experience.startMonth)} – ${experience.endMonth ? month(experience.endMonth) : translate('id', 'messages:resume.present')}`,
            details: experience.details,
          },
        ],
      },
      {
        key: 'educations',
        names: [],
        entries: [
          {
            title: name('INSTITUTE_UNIVERSITY', education.institute),
            subtitle: `${name('EMPLOYEE_QUALIFICATION', education.qualification)}, ${name('FIELD_OF_STUDY', education.field)}`,
            period: `${month(education.startMonth)} – ${month(education.endMonth)}`,
            details: '',
          },
        ],
      },
      { key: 'skills', entries: [], names: person.skills.map((code) => name('SKILLS', code)) },
    ],
  };
}
