/**
 * The header's bell (signed-in users of both roles): a link to the notification page whose name says how many are
 * unread ("Notifications, 3 unread"), with the count as a badge. Shown once hydrated: a page rendered on the server
 * knows no session. A push that arrives while the app is open refreshes it at once (and the page's list).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserType } from '@common/constants/roles';
import { usePushMessages } from '../../../lib/push/usePushMessages';
import { NavLink } from '../../../lib/router';
import { useShellStore } from '../../../lib/store/shell';
import { useHydrated } from '../../../lib/useHydrated';
import { NOTIFICATIONS_KEY, useUnreadCount } from '../api/unread';
import './bell.css';

const PAGE: Record<UserType, string> = {
  CANDIDATE: '/jobsseekers/notification',
  EMPLOYER: '/employer/notification',
};

export function NotificationBell({ role }: { role: UserType }) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const count = useUnreadCount().data ?? 0;
  const queryClient = useQueryClient();
  const userId = useShellStore((state) => state.user?.id);
  usePushMessages(hydrated ? userId : undefined, () => {
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  });
  if (!hydrated) return null;
  return (
    <NavLink
      to={PAGE[role]}
      className="nav-bell"
      aria-label={count > 0 ? t('nav.notificationsUnread', { count }) : t('nav.notifications')}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4h4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 && (
        <span className="nav-bell-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </NavLink>
  );
}
