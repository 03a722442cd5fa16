/**
 * The notification page's calls (spec §7 notifications): a page of the list (all or unread only), marking one read
 * or unread, all read, and the e-mail settings. Every change refreshes every notification query, the header's badge
 * included (they share NOTIFICATIONS_KEY). Marking read or unread offline waits in the offline queue
 * (src/lib/pending); the list shows it done, marked 'Waiting for the network' (usePendingRead).
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import type { Language } from '@common/locales';
import { api, unwrap } from '../../../lib/api';
import { sendOrQueue } from '../../../lib/pending/send';
import { usePendingActions } from '../../../lib/pending/state';
import { NOTIFICATIONS_KEY, POLL_MS } from './unread';

export type Notification = AnswerOf<'notifications', 'list'>[number];
export type MailPreference = AnswerOf<'notifications', 'preferences'>[number];

export interface NotificationsQuery {
  unread: boolean;
  page: number;
  limit: number;
}

export function useNotifications(q: NotificationsQuery, lng: Language) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'list', lng, q],
    queryFn: async ({ signal }) => {
      const envelope = await api('notifications', 'list', {
        body: { page: q.page, limit: q.limit, filter: q.unread ? { unread: true } : {} },
        signal,
      });
      return { notifications: unwrap<Notification[]>(envelope), paginator: envelope.paginator! };
    },
    placeholderData: keepPreviousData,
    // New ones show up while the page is open, as the badge does.
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/**
 * Marks one read or unread; resolves when every notification query is refreshed, or with 'queued' when it went into
 * the offline queue.
 */
export function useMarkRead() {
  const client = useQueryClient();
  return async (notification: Pick<Notification, 'id' | 'title'>, isRead: boolean) => {
    const result = await sendOrQueue('notifications', 'partialUpdate', {
      params: { id: notification.id },
      body: { isRead },
      what: { key: isRead ? 'markRead' : 'markUnread', vars: { title: notification.title } },
    });
    if (result.queued) return 'queued' as const;
    unwrap(result.envelope);
    await client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    return 'done' as const;
  };
}

/** Marks every notification read; the server's message, or null when it went into the offline queue. */
export function useReadAll() {
  const client = useQueryClient();
  return async () => {
    const result = await sendOrQueue('notifications', 'readAll', { what: { key: 'readAll' } });
    if (result.queued) return null;
    unwrap(result.envelope);
    await client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    return result.envelope.message;
  };
}

/**
 * Whether a notification is read once the offline queue has sent what waits (the last of its own mark and a 'mark all
 * read' made after it came), and whether that is still waiting.
 */
export function usePendingRead(notification: Pick<Notification, 'id' | 'isRead' | 'createdAt'>): {
  isRead: boolean;
  pending: boolean;
} {
  const { actions } = usePendingActions();
  const last = actions.findLast(
    (entry) =>
      entry.module === 'notifications' &&
      ((entry.action === 'partialUpdate' && entry.params?.id === notification.id) ||
        (entry.action === 'readAll' && entry.createdAt >= notification.createdAt)),
  );
  if (!last) return { isRead: notification.isRead, pending: false };
  const isRead =
    last.action === 'readAll' || (last.body as { isRead?: boolean } | undefined)?.isRead === true;
  return { isRead, pending: true };
}

const PREFERENCES_KEY = [...NOTIFICATIONS_KEY, 'preferences'] as const;

export function useMailPreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: async ({ signal }) =>
      unwrap<MailPreference[]>(await api('notifications', 'preferences', { signal })),
  });
}

export function useSaveMailPreference() {
  const client = useQueryClient();
  return async (preference: MailPreference) => {
    const saved = unwrap<MailPreference[]>(
      await api('notifications', 'updatePreferences', { body: { preferences: [preference] } }),
    );
    client.setQueryData(PREFERENCES_KEY, saved);
  };
}
