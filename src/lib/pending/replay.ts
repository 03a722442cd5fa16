/**
 * The page's replay of the offline queue (issue 14), loaded once something waits. The service worker replays the
 * same queue on a Background Sync (sw/sw.ts); this is the fallback where the browser has no Background Sync, or it
 * has not run yet: on start, when the network store finds the server again (src/lib/network.ts, the browser's
 * `online` event included), and after a back-off the server asked for. Both may run: a Web Lock makes them take
 * turns, and the idempotency key makes a second copy harmless.
 *
 * The page replays the signed-in person's actions only, with their current token. What went through refreshes the
 * queries it affects; what the server refused is told at once (a toast) and stays in the indicator's 'not sent' list.
 */
import type { QueryKey } from '@tanstack/react-query';
import { AUTH_SCHEME } from '@common/constants/storage';
import {
  PENDING_LOCK,
  type NotSentAction,
  type PendingAction,
  type PendingWhat,
} from '@common/pending/queue';
import { replayPending, type ReplayReport } from '@common/pending/replay';
import { i18n } from '../i18n';
import { isOffline, reportNetworkFailure, subscribeReachability } from '../network';
import { useShellStore } from '../store/shell';
import { announcePendingChange, pendingOwner, pendingShell, pendingStorage, refreshPending } from './state';

/** What a call's success or refusal changes, by query-key prefix (a call not listed refreshes every query). */
const AFFECTED: Record<string, QueryKey[]> = {
  jobsTracks: [['jobs'], ['recommendations']],
  notifications: [['notifications']],
  userJobs: [['userJobs'], ['jobs']],
  candidateProfile: [['candidate', 'view'], ['candidateProfile']],
  education: [['candidateProfile'], ['candidate', 'view']],
  project: [['candidateProfile'], ['candidate', 'view']],
  experience: [['candidateProfile'], ['candidate', 'view']],
  certificate: [['candidateProfile'], ['candidate', 'view']],
  accomplishment: [['candidateProfile'], ['candidate', 'view']],
};

/** How an action reads: its `pending` catalog text (the catalog is loaded first). */
export function whatText(what: PendingWhat): string {
  return i18n.t(`pending:what.${what.key}`, { ...what.vars, defaultValue: what.key });
}

async function refreshAffected(done: Pick<PendingAction, 'module'>[]): Promise<void> {
  const queryClient = pendingShell()?.queryClient;
  if (!queryClient) return;
  const keys = new Map<string, QueryKey>();
  for (const { module } of done) {
    const affected = AFFECTED[module];
    if (!affected) {
      await queryClient.invalidateQueries();
      return;
    }
    for (const key of affected) keys.set(JSON.stringify(key), key);
  }
  await Promise.all([...keys.values()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

type Settled = Pick<ReplayReport, 'sent' | 'refused'>;

/** After a replay (the page's or the worker's): refresh, then tell the person what happened to their actions. */
async function settle({ sent, refused }: Settled): Promise<void> {
  const owner = pendingOwner();
  // The worker replays every person's actions on this device: only the signed-in person's are spoken of here.
  const mineSent = sent.filter((action) => action.userId === owner);
  const mineRefused = refused.filter((action) => action.userId === owner);
  // Queries first, then the queue: the UI goes from the pending mark straight to the server's state.
  if (mineSent.length + mineRefused.length > 0)
    await refreshAffected([...mineSent, ...mineRefused]).catch(() => {});
  await refreshPending();
  announcePendingChange();
  const toast = pendingShell()?.toast;
  if (mineSent.length + mineRefused.length === 0 || !toast) return;
  await i18n.loadNamespaces('pending').catch(() => {});
  for (const action of mineRefused) {
    toast.error(
      i18n.t('pending:notSentToast', {
        what: whatText(action.what),
        message: action.message || i18n.t('errorMsg:somethingWrong'),
      }),
    );
  }
  if (mineSent.length > 0) toast.success(i18n.t('pending:sent', { count: mineSent.length }));
}

/** The worker's report after its replay (sw/sw.ts posts it to the open windows). */
export async function afterWorkerReplay(data: unknown): Promise<void> {
  const report = data as Partial<Settled> | null;
  await settle({
    sent: Array.isArray(report?.sent) ? report.sent : [],
    refused: Array.isArray(report?.refused) ? (report.refused as NotSentAction[]) : [],
  });
}

let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | undefined;
let again = false;

async function round(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const owner = pendingOwner();
  const { token } = useShellStore.getState();
  if (!owner || !token || isOffline()) return;
  const authorization = `${AUTH_SCHEME} ${token}`;
  const run = () =>
    replayPending({
      storage: pendingStorage(),
      fetch: (url, init) => fetch(url, init),
      // Only the signed-in person's actions, with their current token.
      authorization: (action) => (action.userId === owner ? authorization : null),
    });
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const report = locks ? await locks.request(PENDING_LOCK, run) : await run();
  await settle(report);
  if (report.offline) reportNetworkFailure();
  if (report.nextAt !== undefined)
    timer = setTimeout(() => void replayNow(), Math.max(1_000, report.nextAt - Date.now()));
}

/** One replay now (a call made while one runs is served by one more round after it). */
export function replayNow(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await round().catch(() => undefined);
      } while (again);
    } finally {
      running = undefined;
    }
  })();
  return running;
}

let started = false;

/** Replays now, and each time the network comes back. */
export function startReplayer(): void {
  if (started) return;
  started = true;
  subscribeReachability(() => {
    if (!isOffline()) void replayNow();
  });
  void replayNow();
}
