/**
 * `/jobsseekers/notification` and `/employer/notification` (spec §2): the signed-in person's notifications, newest
 * first, all or unread only (`?filter=unread&page=`, so a reload shows the same), each marked read or unread, all
 * read at once; opening one marks it read and follows its link, unless its job was deleted: then it says 'Sorry, this
 * job has been deleted' instead (spec §8). Below, the e-mail settings: which types are also e-mailed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LIMIT } from '@common/constants/list';
import type { UserType } from '@common/constants/roles';
import { formatDateTime } from '@common/format/dates';
import { LoadError, Loading } from '../../../components/LoadState';
import { OfflineCopy } from '../../../components/OfflineCopy';
import { PendingMark } from '../../../components/PendingMark';
import { Pager } from '../../../components/Pager';
import { RequireRole } from '../../../components/RequireRole';
import { Button } from '../../../components/ui';
import { currentLanguage } from '../../../lib/i18n';
import { usePendingActions } from '../../../lib/pending/state';
import { Link, useLocation, useSearchParams } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { toast } from '../../../lib/toast';
import {
  type Notification,
  type NotificationsQuery,
  useMarkRead,
  useNotifications,
  usePendingRead,
  useReadAll,
} from '../api/notifications';
import { useUnreadCount } from '../api/unread';
import { MailSettings } from '../components/MailSettings';
import { PushSwitch } from '../push/PushSwitch';
import { TabBar } from '../../../components/TabBar';
import '../components/notifications.css';

function useQueryOf(base: string) {
  const [params] = useSearchParams();
  const query: NotificationsQuery = {
    unread: params.get('filter') === 'unread',
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: DEFAULT_LIMIT,
  };
  const hrefOf = (unread: boolean, page = 1) => {
    const next = new URLSearchParams();
    if (unread) next.set('filter', 'unread');
    if (page > 1) next.set('page', String(page));
    const text = next.toString();
    return text ? `${base}?${text}` : base;
  };
  return { query, hrefOf };
}

function Item({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notification');
  const markRead = useMarkRead();
  const [busy, setBusy] = useState(false);
  const lng = currentLanguage();
  // Marked offline: shown as it will be once the offline queue has sent it.
  const { isRead, pending } = usePendingRead(notification);
  const n = { ...notification, isRead };
  const toggle = async () => {
    setBusy(true);
    try {
      if ((await markRead(n, !n.isRead)) === 'queued') toast.success(t('common:pending.queued'));
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  // Opening it reads it; the navigation does not wait for that.
  const open = () => {
    if (!n.isRead) void markRead(n, true).catch(() => undefined);
  };
  return (
    <li className={n.isRead ? 'notification-item' : 'notification-item is-unread'}>
      <div className="notification-text">
        <p className="notification-title">
          {n.jobDeleted ? (
            <button
              type="button"
              className="notification-open"
              onClick={() => {
                open();
                toast.error(t('jobDeleted'));
              }}
            >
              {n.title}
            </button>
          ) : (
            <Link to={n.link} className="notification-open" onClick={open}>
              {n.title}
            </Link>
          )}
          {!n.isRead && <span className="notification-unread">{t('unreadLabel')}</span>}
          {pending && <PendingMark />}
        </p>
        <p className="notification-body">{n.body}</p>
        <p className="notification-time">
          <time dateTime={n.createdAt}>{formatDateTime(n.createdAt, lng)}</time>
        </p>
      </div>
      <Button variant="ghost" className="notification-toggle" busy={busy} onClick={() => void toggle()}>
        {t(n.isRead ? 'markUnread' : 'markRead')}
        <span className="visually-hidden">: {n.title}</span>
      </Button>
    </li>
  );
}

function List({
  query,
  hrefOf,
}: {
  query: NotificationsQuery;
  hrefOf(unread: boolean, page?: number): string;
}) {
  const { t } = useTranslation('notification');
  const { data, isPending, isError, refetch, dataUpdatedAt, isPlaceholderData } = useNotifications(
    query,
    currentLanguage(),
  );
  if (isPending) return <Loading label={t('loading')} />;
  if (isError) return <LoadError message={t('loadError')} onRetry={refetch} />;
  const { notifications, paginator } = data;
  const offlineCopy = <OfflineCopy query={{ dataUpdatedAt, isPlaceholderData }} />;
  if (notifications.length === 0)
    return (
      <>
        {offlineCopy}
        <p className="card notification-empty">{t(query.unread ? 'noneUnread' : 'none')}</p>
      </>
    );
  return (
    <>
      {offlineCopy}
      <ul className="notification-list">
        {notifications.map((notification) => (
          <Item key={notification.id} notification={notification} />
        ))}
      </ul>
      <Pager paginator={paginator} hrefOf={(page) => hrefOf(query.unread, page)} label={t('pages')} />
    </>
  );
}

function ReadAllButton() {
  const { t } = useTranslation('notification');
  const unread = useUnreadCount().data ?? 0;
  const readAll = useReadAll();
  // Already asked offline: it waits in the offline queue.
  const waiting = usePendingActions().actions.some(
    (action) => action.module === 'notifications' && action.action === 'readAll',
  );
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      toast.success((await readAll()) ?? t('common:pending.queued'));
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} disabled={unread === 0 || waiting} onClick={() => void run()}>
      {t('markAllRead')}
    </Button>
  );
}

function Notifications({ base }: { base: string }) {
  const { t } = useTranslation('notification');
  const { query, hrefOf } = useQueryOf(base);
  return (
    <div className="container notification-page">
      <PageHead page="notification" title={t('title')} />
      <h1>{t('title')}</h1>
      <div className="notification-bar">
        <TabBar inline label={t('filters')}>
          <Link className="tab" to={hrefOf(false)} aria-current={query.unread ? undefined : 'page'}>
            {t('all')}
          </Link>
          <Link className="tab" to={hrefOf(true)} aria-current={query.unread ? 'page' : undefined}>
            {t('unread')}
          </Link>
        </TabBar>
        <ReadAllButton />
      </div>
      <List query={query} hrefOf={hrefOf} />
      <PushSwitch />
      <MailSettings />
    </div>
  );
}

export default function NotificationPage() {
  const { pathname } = useLocation();
  const role: UserType = pathname.startsWith('/employer') ? 'EMPLOYER' : 'CANDIDATE';
  const base = role === 'EMPLOYER' ? '/employer/notification' : '/jobsseekers/notification';
  return (
    <RequireRole role={role}>
      <Notifications base={base} />
    </RequireRole>
  );
}
