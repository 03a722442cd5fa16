/**
 * The notification page's calls (spec §7 notifications): a page of the list (all or unread only), marking one read
 * or unread, all read, and the e-mail settings. Every change refreshes every notification query, the header's badge
 * included (they share NOTIFICATIONS_KEY).
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import type { Language } from '@common/locales';
import { api, unwrap } from '../../../lib/api';
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

/** Marks one read or unread; resolves when every notification query is refreshed. */
export function useMarkRead() {
  const client = useQueryClient();
  return async (id: number, isRead: boolean) => {
    unwrap(await api('notifications', 'partialUpdate', { params: { id }, body: { isRead } }));
    await client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  };
}

export function useReadAll() {
  const client = useQueryClient();
  return async () => {
    const envelope = await api('notifications', 'readAll');
    unwrap(envelope);
    await client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    return envelope.message;
  };
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
