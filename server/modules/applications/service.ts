/**
 * The rules of applications (issue 13; spec §7 userjobs).
 *
 * - A candidate applies once to a live job (ACTIVE, not past its last day) with one of their resumes, answering its
 *   screening questions by the job's own rules (answersSchema, shared with the form); a second apply, or two at once,
 *   is 409 'You have already applied for this job.'. The application keeps what was sent: the resume's file as it was
 *   then, the questions and answers as asked and given. An answer that is the employer's knock-out is flagged for
 *   the employer; nothing is refused for it.
 * - The candidate sees their applications with their timeline, and may withdraw one while it is APPLIED (it is then
 *   gone from the employer's lists; applying again later reuses it).
 * - A company's team (any member) sees the responses to the company's jobs, and moves them along APPLIED_NEXT, each
 *   move a step of the timeline with an optional message to the candidate. Another company's application is a 404:
 *   its existence is not confirmed.
 */
import * as v from 'valibot';
import {
  APPLICATION_NEXT,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  canMoveApplication,
  canWithdraw,
} from '../../../common/constants/applicationStatus.js';
import type { QuestionKind } from '../../../common/constants/jobs.js';
import { NOTIFICATION_TYPES } from '../../../common/constants/notifications.js';
import { MY_APPLICATIONS_PATH, responseDetailPath } from '../../../common/format/links.js';
import type { Language } from '../../../common/locales/index.js';
import { translate } from '../../../common/locales/index.js';
import type {
  applicationAnswerDoc,
  myApplicationDoc,
  responseDetailDoc,
  responseDoc,
} from '../../../common/schemas/answers/applications.js';
import {
  type AnswerValue,
  type ApplyInput,
  type MyApplicationsRequest,
  type ResponsesRequest,
  type StatusChangeInput,
  answersSchema,
  isKnockout,
} from '../../../common/schemas/applications.js';
import { flattenIssues } from '../../../common/schemas/issues.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Db } from '../../db/connect.js';
import type { Application, Job } from '../../db/database.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { AppError, duplicate, notFound, validationError } from '../../http/errors.js';
import { findUserById, publicUser } from '../accounts/repository.js';
import { allEntries } from '../candidateProfile/entries.js';
import { candidateSummaries } from '../candidateProfile/repository.js';
import { profileDoc } from '../candidateProfile/service.js';
import { requireCompanyRole } from '../company/access.js';
import { membershipOf } from '../company/repository.js';
import { publicUrl } from '../files/urls.js';
import { type FileStorage, readWhole } from '../files/storage.js';
import { isExpired, toJobCard } from '../jobs/docs.js';
import { jobRelations } from '../jobs/repository.js';
import { companyNameOf, teamMemberIds } from '../notifications/repository.js';
import { notify } from '../notifications/notify.js';
import { monthStart, requireApplicationLeft } from '../billing/licence.js';
import { snapshotFile } from '../resumes/service.js';
import type { Outbox } from '../../worker/outbox.js';
import {
  addEvent,
  answersOf,
  applicationOf,
  countResponse,
  eventsOf,
  findApplication,
  findResponse,
  insertApplication,
  moveStatus,
  pageOfMyApplications,
  pageOfResponses,
  replaceAnswers,
  type ResponseRow,
  skillIds,
  statusCounts,
  anyJob,
  jobsWithDeleted,
  questionsOf,
} from './repository.js';

type MyApplicationDoc = v.InferOutput<typeof myApplicationDoc>;
type ResponseDoc = v.InferOutput<typeof responseDoc>;
type ResponseDetailDoc = v.InferOutput<typeof responseDetailDoc>;
type AnswerDoc = v.InferOutput<typeof applicationAnswerDoc>;

const statusOf = (row: Application) => row.status as ApplicationStatus;

/** The job an application goes to, if it still takes applications; otherwise 409 saying why. */
async function openJob(db: Db, jobId: number): Promise<Job> {
  const job = await anyJob(db, jobId);
  if (!job) throw new AppError(409, 'ERROR', 'errorMsg:jobNotOpen');
  if (job.deletedAt !== null) throw new AppError(409, 'ERROR', 'errorMsg:jobDeleted');
  if (job.status !== 'ACTIVE' || isExpired(job)) throw new AppError(409, 'ERROR', 'errorMsg:jobNotOpen');
  return job;
}

/** The share of the job's skills the candidate has, 0–100 (0 for a job that names none). */
export async function matchScore(db: Db, jobId: number, userId: number): Promise<number> {
  const [wanted, had] = await Promise.all([skillIds(db, { jobId }), skillIds(db, { userId })]);
  if (wanted.size === 0) return 0;
  const matched = [...wanted].filter((id) => had.has(id)).length;
  return Math.round((matched / wanted.size) * 100);
}

/** The answers of the body put in the questions' order and judged by the questions' own schema. */
async function judgedAnswers(db: Db, jobId: number, input: ApplyInput, lng: Language) {
  const questions = await questionsOf(db, jobId);
  const known = new Set(questions.map((q) => q.id));
  // The employer changed the questions since the form was loaded: the candidate must see the new ones.
  if (input.answers.some((a) => !known.has(a.questionId)))
    throw new AppError(409, 'ERROR', 'errorMsg:questionsChanged');
  const given = new Map(input.answers.map((a) => [a.questionId, a.answer]));
  const asked = questions.map((q) => ({
    id: q.id,
    kind: q.kind as QuestionKind,
    isRequired: q.isRequired === 1,
    options: JSON.parse(q.options) as string[],
  }));
  const result = v.safeParse(answersSchema(asked), {
    answers: questions.map((q) => given.get(q.id) ?? null),
  });
  if (!result.success) throw validationError(lng, flattenIssues(result.issues, { firstPerField: true }));
  return questions.map((q, position) => {
    const answer = result.output.answers[position] as AnswerValue | null;
    const knockout = q.knockout === null ? null : (JSON.parse(q.knockout) as string);
    return {
      position,
      kind: q.kind,
      question: q.question,
      answer: JSON.stringify(answer),
      isKnockout: isKnockout(knockout, answer) ? 1 : 0,
    };
  });
}

const alreadyApplied = () => duplicate('errorMsg:alreadyApplied');

/** user-jobs/check-apply */
export async function checkApply(db: Db, user: AuthUser, jobId: number) {
  const row = await applicationOf(db, jobId, user.id);
  if (!row || row.withdrawnAt !== null) return { applied: false, id: null, status: null, appliedAt: null };
  return { applied: true, id: row.id, status: statusOf(row), appliedAt: row.appliedAt };
}

/**
 * user-jobs/create. The company's team hears of it (a notification each, and its mail) in the same transaction:
 * an application that is not saved notifies nobody, one that is notifies once.
 */
export async function apply(
  db: Db,
  outbox: Outbox,
  storage: FileStorage,
  user: AuthUser,
  lng: Language,
  input: ApplyInput,
): Promise<MyApplicationDoc> {
  const job = await openJob(db, input.jobId);
  const earlier = await applicationOf(db, job.id, user.id);
  if (earlier && earlier.withdrawnAt === null) throw alreadyApplied();
  const answers = await judgedAnswers(db, job.id, input, lng);
  const resume = await snapshotFile(db, storage, user, input.resumeId);
  if (!resume) throw validationError(lng, [{ field: 'resumeId', key: 'invalid' }]);
  const score = await matchScore(db, job.id, user.id);
  const now = new Date().toISOString();
  const values = {
    status: 'APPLIED',
    resumeName: resume.name,
    resumePath: resume.path,
    resumeType: resume.type,
    coverNote: input.coverNote ?? '',
    matchScore: score,
    knockedOut: answers.some((a) => a.isKnockout === 1) ? 1 : 0,
    appliedAt: now,
    statusAt: now,
    withdrawnAt: null,
    updatedAt: now,
  };
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      // The plan's monthly limit, counted in this transaction (402 past it). Sending again an application withdrawn
      // this month is not one more: it is counted already.
      if (!earlier || earlier.appliedAt < monthStart(new Date()).toISOString())
        await requireApplicationLeft(trx, user.id);
      let applicationId: number;
      if (earlier) {
        // Applying again after withdrawing: the same row, sent afresh (only if it is still withdrawn).
        const reopened = await trx
          .updateTable('applications')
          .set(values)
          .where('id', '=', earlier.id)
          .where('withdrawnAt', 'is not', null)
          .executeTakeFirst();
        if (Number(reopened.numUpdatedRows) === 0) throw alreadyApplied();
        applicationId = earlier.id;
      } else {
        applicationId = await insertApplication(trx, {
          ...values,
          jobId: job.id,
          companyId: job.companyId,
          userId: user.id,
          createdAt: now,
        });
      }
      await replaceAnswers(trx, applicationId, answers);
      await addEvent(trx, { applicationId, status: 'APPLIED', byUserId: user.id, createdAt: now });
      await countResponse(trx, job.id, 1);
      await notify(trx, outbox, {
        userIds: await teamMemberIds(trx, job.companyId),
        type: NOTIFICATION_TYPES.APPLICATION_RECEIVED,
        params: { jobTitle: job.title, candidateName: user.fullName },
        link: responseDetailPath(applicationId),
        jobId: job.id,
      });
      return applicationId;
    });
  } catch (err) {
    // Two applies at once: the unique index let one in.
    if (isUniqueViolation(err)) throw alreadyApplied();
    throw err;
  }
  const row = await findApplication(db, id);
  return (await myDocs(db, lng, [row!]))[0]!;
}

function answerDocs(rows: Awaited<ReturnType<typeof answersOf>>, applicationId: number, forTeam: boolean) {
  return rows
    .filter((row) => row.applicationId === applicationId)
    .map((row): AnswerDoc => ({
      question: row.question,
      kind: row.kind as AnswerDoc['kind'],
      answer: JSON.parse(row.answer) as AnswerDoc['answer'],
      isKnockout: forTeam ? row.isKnockout === 1 : null,
    }));
}

function eventDocs(rows: Awaited<ReturnType<typeof eventsOf>>, applicationId: number) {
  return rows
    .filter((row) => row.applicationId === applicationId)
    .map((row) => ({ status: row.status as ApplicationStatus, message: row.message, at: row.createdAt }));
}

/** The candidate's view of their applications, with each job's card (a deleted job's too). */
async function myDocs(db: Db, lng: Language, rows: Application[]): Promise<MyApplicationDoc[]> {
  const ids = rows.map((row) => row.id);
  const [jobs, answers, events] = await Promise.all([
    jobsWithDeleted(
      db,
      rows.map((row) => row.jobId),
    ),
    answersOf(db, ids),
    eventsOf(db, ids),
  ]);
  const relations = await jobRelations(db, jobs, 'card');
  const byId = new Map(jobs.map((job) => [job.id, job]));
  return rows.map((row) => ({
    id: row.id,
    status: statusOf(row),
    job: toJobCard(byId.get(row.jobId)!, relations, lng, { member: false }),
    resumeName: row.resumeName,
    coverNote: row.coverNote,
    answers: answerDocs(answers, row.id, false),
    events: eventDocs(events, row.id),
    appliedAt: row.appliedAt,
    statusAt: row.statusAt,
    canWithdraw: canWithdraw(statusOf(row)),
  }));
}

/** user-jobs/active-jobs/list */
export async function myApplications(db: Db, user: AuthUser, lng: Language, input: MyApplicationsRequest) {
  const { rows, total } = await pageOfMyApplications(db, user.id, {
    status: input.filter.status,
    page: input.page,
    limit: input.limit,
  });
  return { docs: await myDocs(db, lng, rows), total };
}

/** user-jobs/withdraw/{id}: only the candidate's own, only while APPLIED (not once the employer acted on it). */
export async function withdraw(db: Db, user: AuthUser, id: number): Promise<void> {
  const row = await findApplication(db, id);
  if (!row || row.userId !== user.id) throw notFound('errorMsg:applicationNotFound');
  if (!canWithdraw(statusOf(row))) throw new AppError(409, 'ERROR', 'errorMsg:cannotWithdraw');
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('applications')
      .set({ withdrawnAt: now, updatedAt: now })
      .where('id', '=', id)
      .where('status', '=', 'APPLIED')
      .where('withdrawnAt', 'is', null)
      .executeTakeFirst();
    // The employer moved it meanwhile.
    if (Number(result.numUpdatedRows) === 0) throw new AppError(409, 'ERROR', 'errorMsg:cannotWithdraw');
    await countResponse(trx, row.jobId, -1);
  });
}

/** The caller's company: any member of it reads and moves its applications. */
async function teamCompany(db: Db, user: AuthUser): Promise<number> {
  return (await requireCompanyRole(db, user, 'RECRUITER', 'errorMsg:forbidden')).companyId;
}

async function responseDocs(db: Db, lng: Language, rows: ResponseRow[]): Promise<ResponseDoc[]> {
  const { people, skills } = await candidateSummaries(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => {
    const profile = people.find((p) => p.id === row.userId);
    return {
      id: row.id,
      status: statusOf(row),
      job: { id: row.jobId, title: row.jobTitle, slug: row.jobSlug },
      candidate: {
        id: row.userId,
        fullName: row.fullName,
        pictureUrl: publicUrl(row.picturePath),
        jobDomain: (lng === 'id' ? profile?.domainId : profile?.domainEn) ?? null,
        cityName: profile?.cityName ?? null,
        yearsOfExperience: profile?.yearsOfExperience ?? null,
        skills: skills
          .filter((s) => s.userId === row.userId)
          .map((s) => (lng === 'id' ? s.nameId : s.nameEn)),
      },
      matchScore: row.matchScore,
      knockedOut: row.knockedOut === 1,
      appliedAt: row.appliedAt,
      statusAt: row.statusAt,
      nextStatuses: [...APPLICATION_NEXT[statusOf(row)]],
    };
  });
}

/** user-jobs/list */
export async function responses(db: Db, user: AuthUser, lng: Language, input: ResponsesRequest) {
  const companyId = await teamCompany(db, user);
  const { rows, total } = await pageOfResponses(db, {
    companyId,
    jobId: input.filter.jobId,
    status: input.filter.status,
    search: input.search,
    sortBy: input.sortBy,
    page: input.page,
    limit: input.limit,
  });
  return { docs: await responseDocs(db, lng, rows), total };
}

/** user-jobs/status-counts */
export async function countsByStatus(db: Db, user: AuthUser, jobId: number | undefined) {
  const counts = await statusCounts(db, await teamCompany(db, user), jobId);
  const of = (status: ApplicationStatus) => counts.get(status) ?? 0;
  return {
    total: APPLICATION_STATUSES.reduce((sum, status) => sum + of(status), 0),
    APPLIED: of('APPLIED'),
    SHORTLIST: of('SHORTLIST'),
    IN_INTERVIEW: of('IN_INTERVIEW'),
    HIRED: of('HIRED'),
    REJECTED: of('REJECTED'),
  };
}

async function teamResponse(db: Db, user: AuthUser, id: number): Promise<ResponseRow> {
  const row = await findResponse(db, await teamCompany(db, user), id);
  if (!row) throw notFound('errorMsg:applicationNotFound');
  return row;
}

async function detailOf(db: Db, lng: Language, row: ResponseRow): Promise<ResponseDetailDoc> {
  const account = await findUserById(db, row.userId);
  const person = publicUser(account!);
  const [[summary], profile, experiences, educations, answers, events] = await Promise.all([
    responseDocs(db, lng, [row]),
    profileDoc(db, person, lng),
    allEntries(db, { id: row.userId }, lng, 'experience'),
    allEntries(db, { id: row.userId }, lng, 'education'),
    answersOf(db, [row.id]),
    eventsOf(db, [row.id]),
  ]);
  return {
    ...summary!,
    candidate: {
      ...summary!.candidate,
      email: person.email,
      phoneCode: person.phoneCode,
      phone: person.phone,
      profile,
      experiences,
      educations,
    },
    answers: answerDocs(answers, row.id, true),
    coverNote: row.coverNote,
    resume: { name: row.resumeName, type: row.resumeType },
    events: eventDocs(events, row.id),
  };
}

/** user-jobs/get/candidate/details */
export async function responseDetail(db: Db, user: AuthUser, lng: Language, id: number) {
  return detailOf(db, lng, await teamResponse(db, user, id));
}

/**
 * user-jobs/status/byemployer and user-jobs/update/{id}: the next status, along APPLICATION_NEXT only. The candidate
 * is notified (and mailed) in the same transaction, with the employer's message if any.
 */
export async function changeStatus(
  db: Db,
  outbox: Outbox,
  user: AuthUser,
  lng: Language,
  id: number,
  input: StatusChangeInput,
) {
  const row = await teamResponse(db, user, id);
  const from = statusOf(row);
  if (!canMoveApplication(from, input.status)) {
    const label = (status: ApplicationStatus) => translate(lng, `messages:applicationStatus.${status}`);
    throw new AppError(409, 'ERROR', 'errorMsg:statusNotAllowed', {
      from: label(from),
      to: label(input.status),
    });
  }
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    // Another member moved it (or the candidate withdrew) since it was read.
    if (!(await moveStatus(trx, row.id, from, input.status, now)))
      throw new AppError(409, 'ERROR', 'errorMsg:applicationChanged');
    await addEvent(trx, {
      applicationId: row.id,
      status: input.status,
      message: input.message ?? '',
      byUserId: user.id,
      createdAt: now,
    });
    await notify(trx, outbox, {
      userIds: [row.userId],
      type: NOTIFICATION_TYPES.APPLICATION_STATUS,
      params: {
        jobTitle: row.jobTitle,
        company: await companyNameOf(trx, row.companyId),
        status: input.status,
        message: input.message ?? '',
      },
      link: MY_APPLICATIONS_PATH,
      jobId: row.jobId,
    });
  });
  return detailOf(db, lng, (await findResponse(db, row.companyId, row.id))!);
}

const fileName = (name: string, type: string) => {
  const ext = type === 'application/pdf' ? 'pdf' : type.includes('wordprocessingml') ? 'docx' : 'doc';
  return `${name.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'resume'}.${ext}`;
};

/** user-jobs/resume/{id}: the file an application was sent with, for its candidate and its company's team. */
export async function resumeFile(db: Db, storage: FileStorage, user: AuthUser, id: number) {
  const row = await findApplication(db, id);
  const allowed =
    row &&
    (user.role === 'CANDIDATE'
      ? row.userId === user.id
      : (await membershipOf(db, user.id))?.companyId === row.companyId);
  if (!row || !allowed) throw notFound('errorMsg:applicationNotFound');
  const body = await readWhole(storage, row.resumePath);
  if (!body) throw notFound('errorMsg:resumeNotFound');
  return { body, type: row.resumeType, name: fileName(row.resumeName, row.resumeType) };
}
