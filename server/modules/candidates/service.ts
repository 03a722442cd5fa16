/**
 * The rules of matched and viewed candidates (issue 13; spec §7 matched-candidate, viewed-candidate, track-user).
 *
 * - A company's team (any member of an approved employer's company) asks for the best candidates for one of the
 *   company's jobs: the top MATCH_LIMITS.candidates who are open to work, ranked in SQL (./matchQuery.ts) by the
 *   score of common/constants/matching.ts, each with the skills they have and lack and the reasons in the reader's
 *   language. Another company's job, or a deleted one, is a 404.
 * - A candidate's page (details) shows their profile, and for a job the same breakdown. The team may see a candidate
 *   who is discoverable (open to work, setup done) or who applied to one of its jobs; anyone else is a 404 (whether
 *   the account exists is not told).
 * - Opening a candidate's page records a view (track-user/view-profile), once per company, candidate and day; the
 *   first of the day also notifies the candidate, in the same transaction. The team lists the candidates it viewed
 *   (viewed-candidate/list); the candidate counts and lists the companies that viewed them (track-user/viewed-count,
 *   company-list), never which member.
 */
import {
  MATCH_LIMITS,
  type MatchCandidate,
  type MatchJob,
  matchBreakdown,
  matchReasons,
} from '../../../common/constants/matching.js';
import { NOTIFICATION_TYPES } from '../../../common/constants/notifications.js';
import { CANDIDATE_PROFILE_PATH } from '../../../common/format/links.js';
import type { Language } from '../../../common/locales/index.js';
import type {
  ProfileViewersRequest,
  ViewProfileInput,
  ViewedCandidatesRequest,
} from '../../../common/schemas/candidates.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Db } from '../../db/connect.js';
import type { Job } from '../../db/database.js';
import { forbidden, notFound } from '../../http/errors.js';
import { translator } from '../../http/language.js';
import type { Outbox } from '../../worker/outbox.js';
import { findUserById, publicUser } from '../accounts/repository.js';
import { allEntries } from '../candidateProfile/entries.js';
import { profileDoc } from '../candidateProfile/service.js';
import { requireCompanyRole } from '../company/access.js';
import type { Membership } from '../company/repository.js';
import { publicUrl } from '../files/urls.js';
import { today } from '../jobs/repository.js';
import { notify } from '../notifications/notify.js';
import { matchedCandidateLimit } from '../billing/licence.js';
import { rankCandidates } from './matchQuery.js';
import {
  appliedAmong,
  candidateFacts,
  companyJob,
  jobFacts,
  lastViewOf,
  lastViews,
  pageOfViewedCandidates,
  pageOfViewers,
  recordProfileView,
  viewCounts,
  viewedBy,
  visibleTo,
} from './repository.js';

const DAY_MS = 86_400_000;

const nameIn = (lng: Language, row: { nameEn: string; nameId: string }) =>
  lng === 'id' ? row.nameId : row.nameEn;

/**
 * Candidates are shown to approved employers only: an account still waiting for (or refused) approval could
 * otherwise read the profiles of everyone open to work.
 */
export function requireApprovedTeam(user: AuthUser): void {
  if (user.role !== 'EMPLOYER' || user.status !== 'APPROVED')
    throw forbidden('errorMsg:candidatesApprovalRequired');
}

/** The caller's company: any member of it finds and views candidates. */
function teamOf(db: Db, user: AuthUser): Promise<Membership> {
  return requireCompanyRole(db, user, 'RECRUITER', 'errorMsg:forbidden');
}

async function ownJob(db: Db, companyId: number, jobId: number): Promise<Job> {
  const job = await companyJob(db, companyId, jobId);
  if (!job) throw notFound('errorMsg:jobNotFound');
  return job;
}

async function visibleCandidate(db: Db, companyId: number, candidateId: number): Promise<void> {
  if (!(await visibleTo(db, companyId, candidateId))) throw notFound('errorMsg:candidateNotFound');
}

/** A job as matching reads it, with the names its reasons use. */
async function matchingJob(db: Db, job: Job, lng: Language) {
  const facts = await jobFacts(db, job);
  const match: MatchJob = {
    skillIds: facts.skills.map((s) => s.id),
    jobDomain: job.jobDomain,
    experienceMin: job.experienceMin,
    experienceMax: job.experienceMax,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    isRemote: job.isRemote === 1,
    cityIds: facts.cities.map((c) => c.id),
  };
  const skillNames = new Map(facts.skills.map((s) => [s.id, nameIn(lng, s)]));
  const cityNames = new Map(facts.cities.map((c) => [c.id, c.name]));
  return {
    job,
    match,
    names: {
      skill: (id: number) => skillNames.get(id) ?? '',
      city: (id: number) => cityNames.get(id) ?? '',
      domain: facts.domain ? nameIn(lng, facts.domain) : job.jobDomain,
    },
  };
}
type MatchingJob = Awaited<ReturnType<typeof matchingJob>>;

type Facts = Awaited<ReturnType<typeof candidateFacts>>;

/** A candidate as matching reads them, from what candidateFacts loaded. */
function matchingCandidate(facts: Facts, userId: number): MatchCandidate {
  const person = facts.people.find((p) => p.id === userId);
  return {
    skillIds: facts.skills.filter((s) => s.userId === userId).map((s) => s.masterId),
    jobDomain: person?.jobDomain ?? null,
    yearsOfExperience: person?.yearsOfExperience ?? null,
    expectedSalary: person?.expectedSalary ?? null,
    cityId: person?.cityId ?? null,
    preferredCityIds: facts.preferred.filter((c) => c.userId === userId).map((c) => c.cityId),
    prefersRemote: person?.prefersRemote === 1,
  };
}

/** The candidate's score for the job with its factors, skills by name and reasons in the reader's language. */
function matchOf(target: MatchingJob, candidate: MatchCandidate, lng: Language) {
  const t = translator(lng);
  const breakdown = matchBreakdown(target.match, candidate);
  return {
    score: breakdown.score,
    factors: breakdown.factors,
    matchedSkills: breakdown.matchedSkillIds.map(target.names.skill),
    missingSkills: breakdown.missingSkillIds.map(target.names.skill),
    reasons: matchReasons(target.match, candidate, breakdown, target.names).map((reason) => ({
      factor: reason.factor,
      text: t(reason.key, reason.vars),
    })),
  };
}

function summaryOf(facts: Facts, userId: number, lng: Language) {
  const person = facts.people.find((p) => p.id === userId);
  const domain =
    person?.domainEn && person.domainId
      ? nameIn(lng, { nameEn: person.domainEn, nameId: person.domainId })
      : null;
  return {
    id: userId,
    fullName: person?.fullName ?? '',
    pictureUrl: publicUrl(person?.picturePath ?? null),
    cityName: person?.cityName ?? null,
    yearsOfExperience: person?.yearsOfExperience ?? null,
    jobDomain: domain ?? person?.jobDomain ?? null,
  };
}

/** matched-candidate/list */
export async function matchedCandidates(db: Db, user: AuthUser, lng: Language, jobId: number) {
  const { companyId } = await teamOf(db, user);
  const [target, planCap] = await Promise.all([
    ownJob(db, companyId, jobId).then((job) => matchingJob(db, job, lng)),
    matchedCandidateLimit(db, companyId),
  ]);
  // The licence's plan says how many of the best matches the company sees (the free plan fewer).
  const ranked = await rankCandidates(
    db,
    target.match,
    Math.min(MATCH_LIMITS.candidates, planCap ?? Infinity),
  );
  const ids = ranked.map((r) => r.userId);
  const [facts, viewed, applied] = await Promise.all([
    candidateFacts(db, ids),
    viewedBy(db, companyId, ids),
    appliedAmong(db, { jobId }, ids),
  ]);
  return ids.map((id) => {
    const { score, matchedSkills, missingSkills, reasons } = matchOf(
      target,
      matchingCandidate(facts, id),
      lng,
    );
    return {
      ...summaryOf(facts, id, lng),
      score,
      matchedSkills,
      missingSkills,
      reasons,
      viewed: viewed.has(id),
      applied: applied.has(id),
    };
  });
}

/** matched-candidate/details: the candidate's profile, and their match to the job when one is named. */
export async function matchedCandidate(
  db: Db,
  user: AuthUser,
  lng: Language,
  input: { candidateId: number; jobId?: number | null },
) {
  const { companyId } = await teamOf(db, user);
  const job = input.jobId ? await ownJob(db, companyId, input.jobId) : null;
  await visibleCandidate(db, companyId, input.candidateId);
  const account = await findUserById(db, input.candidateId);
  if (!account) throw notFound('errorMsg:candidateNotFound');
  const person = publicUser(account);
  const id = input.candidateId;
  const [facts, profile, experiences, educations, lastViewedAt, applied, target] = await Promise.all([
    candidateFacts(db, [id]),
    profileDoc(db, person, lng),
    allEntries(db, { id }, lng, 'experience'),
    allEntries(db, { id }, lng, 'education'),
    lastViewOf(db, companyId, id),
    appliedAmong(db, job ? { jobId: job.id } : { companyId }, [id]),
    job ? matchingJob(db, job, lng) : null,
  ]);
  return {
    candidate: {
      ...summaryOf(facts, id, lng),
      email: person.email,
      phoneCode: person.phoneCode,
      phone: person.phone,
      profile,
      experiences,
      educations,
    },
    match: target
      ? {
          job: { id: target.job.id, title: target.job.title },
          ...matchOf(target, matchingCandidate(facts, id), lng),
        }
      : null,
    lastViewedAt: lastViewedAt ?? null,
    applied: applied.has(id),
  };
}

/**
 * track-user/view-profile: records the company's view of the candidate for today (once a day; a second opening
 * changes nothing) and, on the first of the day, notifies the candidate in the same transaction.
 */
export async function viewProfile(
  db: Db,
  outbox: Outbox,
  user: AuthUser,
  input: ViewProfileInput,
  now = new Date(),
) {
  const membership = await teamOf(db, user);
  const { companyId } = membership;
  const jobId = input.jobId ? (await ownJob(db, companyId, input.jobId)).id : null;
  await visibleCandidate(db, companyId, input.candidateId);
  const at = now.toISOString();
  const recorded = await db.transaction().execute(async (trx) => {
    const inserted = await recordProfileView(
      trx,
      { companyId, candidateId: input.candidateId, viewerUserId: user.id, jobId, day: today(now) },
      at,
    );
    if (inserted)
      await notify(trx, outbox, {
        userIds: [input.candidateId],
        type: NOTIFICATION_TYPES.PROFILE_VIEWED,
        params: { company: membership.companyName },
        link: CANDIDATE_PROFILE_PATH,
      });
    return inserted;
  });
  return {
    candidateId: input.candidateId,
    recorded,
    viewedAt: (await lastViewOf(db, companyId, input.candidateId)) ?? at,
  };
}

/** viewed-candidate/list */
export async function viewedCandidates(
  db: Db,
  user: AuthUser,
  lng: Language,
  input: ViewedCandidatesRequest,
) {
  const { companyId } = await teamOf(db, user);
  const { rows, total } = await pageOfViewedCandidates(db, companyId, input);
  const ids = rows.map((row) => row.candidateId);
  const [facts, last] = await Promise.all([
    candidateFacts(db, ids),
    lastViews(
      db,
      companyId,
      rows.map((row) => ({ candidateId: row.candidateId, at: String(row.lastViewedAt) })),
    ),
  ]);
  const docs = rows.map((row) => {
    const view = last.find((l) => l.candidateId === row.candidateId);
    return {
      candidate: {
        ...summaryOf(facts, row.candidateId, lng),
        skills: facts.skills.filter((s) => s.userId === row.candidateId).map((s) => nameIn(lng, s)),
      },
      lastViewedAt: String(row.lastViewedAt),
      viewedBy:
        view?.viewerUserId && view.viewerName ? { id: view.viewerUserId, fullName: view.viewerName } : null,
      job: view?.jobId && view.title ? { id: view.jobId, title: view.title } : null,
      views: row.views,
    };
  });
  return { docs, total };
}

/** The first day of the last MATCH_LIMITS.recentViewDays days (today included), in the board's calendar. */
const recentSince = (now: Date) =>
  today(new Date(now.getTime() - (MATCH_LIMITS.recentViewDays - 1) * DAY_MS));

/** track-user/viewed-count: the candidate's own. */
export async function viewedCount(db: Db, user: AuthUser, now = new Date()) {
  const counts = await viewCounts(db, user.id, recentSince(now));
  return { ...counts, days: MATCH_LIMITS.recentViewDays };
}

/** track-user/company-list: the candidate's own. */
export async function viewers(db: Db, user: AuthUser, input: ProfileViewersRequest) {
  const { rows, total } = await pageOfViewers(db, user.id, input);
  return {
    docs: rows.map((row) => ({
      company: { id: row.id, name: row.name, slug: row.slug, logoUrl: publicUrl(row.logoPath) },
      lastViewedAt: String(row.lastViewedAt),
      views: row.views,
    })),
    total,
  };
}
