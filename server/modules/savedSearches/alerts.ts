/**
 * Saved-search alerts. When jobs go live (the outbox's jobsPosted row, written in the transaction that publishes
 * them), each alerting search is run against just those jobs, and the ones it finds wait in savedSearchJobs. A
 * search then mails what waits when its turn comes: an 'INSTANT' search at once, a 'DAILY' one when its oldest
 * waiting job has waited a day (one digest of the day's jobs), and neither more than once a day
 * (SAVED_SEARCH_LIMITS.alertEveryHours). A sweep every few minutes mails what came due meanwhile.
 *
 * Several server processes may do this at once: a search's turn is taken by moving its `lastAlertAt` from the value
 * read (claimAlert), so only one of them mails it. Jobs closed again before the mail are left out of it.
 *
 * Cost: one query per alerting search per batch of posted jobs. At many thousands of alerting searches the seam is
 * `matchPostedJobs`: a search engine's percolator (stored queries run against each new document) answers there.
 */
import { NOTIFICATION_TYPES } from '../../../common/constants/notifications.js';
import { SAVED_SEARCH_LIMITS } from '../../../common/constants/savedSearches.js';
import { formatLocation } from '../../../common/format/location.js';
import { jobDetailPath, jobSearchPath, SEARCH_ALERT_UNSUBSCRIBE_PATH } from '../../../common/format/links.js';
import { formatSalaryRange } from '../../../common/format/money.js';
import { isLanguage, type Language } from '../../../common/locales/index.js';
import type { SavedSearchInput } from '../../../common/schemas/savedSearches.js';
import type { Db } from '../../db/connect.js';
import { searchAlertMail } from '../../mail/templates/searchAlert.js';
import type { Outbox } from '../../worker/outbox.js';
import { toJobCard } from '../jobs/docs.js';
import { jobRelations, liveJobs } from '../jobs/repository.js';
import { searchScope } from '../jobs/search/index.js';
import { notify } from '../notifications/notify.js';
import {
  addMatches,
  alertingSearches,
  claimAlert,
  markMailed,
  pendingJobIds,
  searchesWithPendingJobs,
} from './repository.js';
import { unsubscribeToken } from './service.js';

export interface AlertDeps {
  db: Db;
  outbox: Outbox;
  secret: Uint8Array;
  /** The public address the mail's links lead to. */
  siteUrl: string;
}

const HOUR_MS = 3_600_000;

/** Records, for every alerting search, which of these newly live jobs it finds. */
export async function matchPostedJobs(db: Db, jobIds: number[], now = new Date()): Promise<number> {
  if (jobIds.length === 0) return 0;
  let matches = 0;
  for (const saved of await alertingSearches(db)) {
    const filter = JSON.parse(saved.filter) as SavedSearchInput['filter'];
    const { query } = searchScope(db, saved.search, filter, now);
    const rows = await query.select('jobs.id').where('jobs.id', 'in', jobIds).execute();
    await addMatches(
      db,
      saved.id,
      rows.map((row) => row.id),
      now.toISOString(),
    );
    matches += rows.length;
  }
  return matches;
}

/** Mails every search whose turn has come and that has live jobs waiting. Returns how many mails were queued. */
export async function sendDueAlerts(deps: AlertDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SAVED_SEARCH_LIMITS.alertEveryHours * HOUR_MS).toISOString();
  let sent = 0;
  for (const due of await searchesWithPendingJobs(deps.db)) {
    if (due.lastAlertAt !== null && due.lastAlertAt > cutoff) continue;
    if (due.frequency === 'DAILY' && String(due.firstMatchAt) > cutoff) continue;
    if (await sendAlert(deps, due, now)) sent += 1;
  }
  return sent;
}

type DueSearch = Awaited<ReturnType<typeof searchesWithPendingJobs>>[number];

async function sendAlert(deps: AlertDeps, due: DueSearch, now: Date): Promise<boolean> {
  const nowIso = now.toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const waiting = await pendingJobIds(trx, due.id);
    // Mailed by another process since it was read.
    if (waiting.length === 0) return false;
    const live = await liveJobs(trx, now)
      .selectAll('jobs')
      .where('jobs.id', 'in', waiting)
      .orderBy('postedAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    // Nothing left to announce (closed meanwhile): the waiting jobs are done with, and the day's turn is kept.
    if (live.length === 0) {
      await markMailed(trx, due.id, nowIso);
      return false;
    }
    if (!(await claimAlert(trx, due.id, due.lastAlertAt, nowIso))) return false;
    await markMailed(trx, due.id, nowIso);
    const lng: Language = isLanguage(due.lng) ? due.lng : 'en';
    const shown = live.slice(0, SAVED_SEARCH_LIMITS.jobsPerMail);
    const relations = await jobRelations(trx, shown, 'card');
    const site = deps.siteUrl;
    const mail = searchAlertMail(lng, {
      name: due.fullName,
      searchName: due.name,
      total: live.length,
      jobs: shown.map((job) => {
        const card = toJobCard(job, relations, lng, { member: false });
        return {
          title: card.title,
          company: card.company.compNm,
          where: card.locations.map((location) => formatLocation(location, lng)).join(' · '),
          salary: formatSalaryRange(card.minSalary, card.maxSalary),
          link: `${site}${jobDetailPath(card)}`,
        };
      }),
      searchLink: `${site}${jobSearchPath({ search: due.search, filter: JSON.parse(due.filter) as SavedSearchInput['filter'] })}`,
      unsubscribeLink: `${site}${SEARCH_ALERT_UNSUBSCRIBE_PATH}?id=${due.id}&token=${unsubscribeToken(deps.secret, due.id)}`,
    });
    await deps.outbox.enqueue(trx, 'mail', { to: due.email, ...mail });
    // The same news in the app: one notification per alert (not per job), without a second mail.
    await notify(trx, deps.outbox, {
      userIds: [due.userId],
      type: NOTIFICATION_TYPES.SAVED_SEARCH_MATCH,
      params: { searchName: due.name, count: live.length },
      link: jobSearchPath({
        search: due.search,
        filter: JSON.parse(due.filter) as SavedSearchInput['filter'],
      }),
    });
    return true;
  });
}

/** The outbox's jobsPosted handler: match, then mail what is due. */
export async function onJobsPosted(deps: AlertDeps, jobIds: number[]): Promise<void> {
  if ((await matchPostedJobs(deps.db, jobIds)) > 0) await sendDueAlerts(deps);
}

/** Mails what comes due over time (daily digests, a search's next turn); stops with the returned function. */
export function startAlertSweep(deps: AlertDeps, intervalMs: number, onError: (err: unknown) => void) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = sendDueAlerts(deps).catch(onError);
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
