/**
 * The one shared indicator of the offline action queue (issue 14), under the header for a signed-in person: how many
 * of their actions wait for the network, how many the server refused, and whether they must sign in again; a button
 * opens the list (./PendingList.tsx, loaded on demand). The summary is a live region (role=status), there from the
 * first render, so a screen reader hears it change. Nothing shows while nothing waits.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingActions } from '../lib/pending/state';
import './pending.css';

const PendingList = lazy(() => import('./PendingList'));

export function PendingStatus() {
  const { t } = useTranslation('common');
  const { owner, actions, notSent } = usePendingActions();
  const [open, setOpen] = useState(false);
  if (!owner) return null;
  const any = actions.length + notSent.length > 0;
  const signIn = actions.some((action) => action.problem === 'signIn');
  const parts = [
    actions.length > 0 ? t('pending.count', { count: actions.length }) : '',
    notSent.length > 0 ? t('pending.notSent', { count: notSent.length }) : '',
  ].filter(Boolean);
  return (
    <div className={any ? 'pending-bar' : 'pending-bar is-empty'}>
      <div className="container pending-bar-inner">
        <p role="status" className="pending-summary">
          {parts.join(' · ')}
          {signIn ? ` · ${t('pending.signIn')}` : ''}
        </p>
        {any && (
          <button
            type="button"
            className="pending-button"
            aria-expanded={open}
            aria-controls="pending-list"
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('pending.hide') : t('pending.show')}
          </button>
        )}
      </div>
      <div id="pending-list" className="container pending-list" hidden={!(any && open)}>
        {any && open && (
          <Suspense fallback={<p className="muted">{t('loading')}</p>}>
            <PendingList />
          </Suspense>
        )}
      </div>
    </div>
  );
}
