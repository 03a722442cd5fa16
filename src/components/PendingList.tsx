/**
 * The list behind the offline queue's indicator (./PendingStatus.tsx), loaded when it is opened: each action waiting
 * for the network, in the order it will be sent, with when it was done; the way to send now when the network is
 * there; and each action the server refused, with its message, until the person dismisses it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@common/format/dates';
import type { PendingWhat } from '@common/pending/queue';
import { currentLanguage } from '../lib/i18n';
import { dismissNotSent, usePendingActions } from '../lib/pending/state';
import { replayNow } from '../lib/pending/replay';
import { Link } from '../lib/router';
import { useOnline } from '../lib/useOnline';

export default function PendingList() {
  const { t } = useTranslation('pending');
  const { actions, notSent } = usePendingActions();
  const online = useOnline();
  const [sending, setSending] = useState(false);
  const lng = currentLanguage();
  const what = ({ key, vars }: PendingWhat) => t(`what.${key}`, { ...vars, defaultValue: key });
  const signIn = actions.some((action) => action.problem === 'signIn');

  const sendNow = async () => {
    setSending(true);
    try {
      await replayNow();
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {actions.length > 0 && (
        <section aria-labelledby="pending-title">
          <h2 id="pending-title">{t('title')}</h2>
          <p>{t('lead')}</p>
          {signIn && (
            <p>
              {t('signIn')} <Link to="/login">{t('signInLink')}</Link>
            </p>
          )}
          <ol>
            {actions.map((action) => (
              <li key={action.id}>
                {what(action.what)}{' '}
                <span className="pending-time">
                  ({t('queuedAt', { time: formatDateTime(action.createdAt, lng) })})
                </span>
              </li>
            ))}
          </ol>
          {online && !signIn && (
            <button
              type="button"
              className="pending-button"
              disabled={sending}
              onClick={() => void sendNow()}
            >
              {t('sendNow')}
            </button>
          )}
        </section>
      )}
      {notSent.length > 0 && (
        <section aria-labelledby="not-sent-title">
          <h2 id="not-sent-title">{t('notSentTitle')}</h2>
          <p>{t('notSentLead')}</p>
          <ul>
            {notSent.map((record) => (
              <li key={record.id}>
                <strong>{what(record.what)}</strong>: {record.message || t('errorMsg:somethingWrong')}{' '}
                <button type="button" className="pending-button" onClick={() => void dismissNotSent(record)}>
                  {t('dismiss')}
                  {/* The name says which: "Dismiss Apply for Kasir Toko". */}
                  <span className="visually-hidden"> {what(record.what)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
