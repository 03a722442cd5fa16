/**
 * The unread count of the header's badge (part of every page's JavaScript, so kept to the call and its query). It is
 * polled every 30 s while the tab is visible, and asked again when the tab comes back into view; marking
 * notifications read invalidates it at once (`NOTIFICATIONS_KEY` is the prefix of every notification query).
 */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { useShellStore } from '../../../lib/store/shell';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
/** How often the badge asks (common/constants/notifications.ts NOTIFICATION_LIMITS.pollMs, not imported to stay small). */
export const POLL_MS = 30_000;

export function useUnreadCount() {
  const token = useShellStore((state) => state.token);
  const userId = useShellStore((state) => state.user?.id);
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'unread', userId],
    queryFn: async ({ signal }) =>
      unwrap<{ unread: number }>(
        await api('notifications', 'unreadCount', {
          signal,
          showErrorToast: false,
          redirectOnNotFound: false,
        }),
      ).unread,
    enabled: Boolean(token),
    staleTime: 0,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
}
