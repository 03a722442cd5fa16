/**
 * After a reset (signed out: sign in with the new password) or a change (signed in: back to the account). It is the
 * end of those flows only: reached any other way (typed or bookmarked), a guest goes to the sign-in page and a
 * signed-in user to their home.
 */
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from '../../../lib/router';
import { useShellStore } from '../../../lib/store/shell';
import { AuthPage } from '../components/AuthPage';
import { ROLE_INFO, useRoleInfo } from '../roles';

/** What the reset and change forms hand to this page when they navigate to it (history state, not the URL). */
export interface PasswordChangedState {
  message?: string;
  passwordChanged: true;
}

function fromFlow(state: unknown): state is PasswordChangedState {
  return Boolean(
    state && typeof state === 'object' && (state as PasswordChangedState).passwordChanged === true,
  );
}

export default function PasswordChangedPage() {
  const { t } = useTranslation('auth');
  const info = useRoleInfo();
  const { state } = useLocation();
  const sessionRole = useShellStore((s) => (s.token ? s.role : null));
  if (!fromFlow(state)) {
    return <Navigate to={sessionRole ? ROLE_INFO[sessionRole].home : info.path('login')} replace />;
  }
  const signedIn = sessionRole === info.role;
  return (
    <AuthPage seoPage={`${info.module}-password-change-successfully`} title={t('changed.title')}>
      <p className="alert alert-success" role="status">
        {state.message || t('changed.text')}
      </p>
      {signedIn ? (
        <Link className="btn btn-primary btn-block" to={info.home}>
          {t('changed.toAccount')}
        </Link>
      ) : (
        <Link className="btn btn-primary btn-block" to={info.path('login')}>
          {t('changed.toLogin')}
        </Link>
      )}
    </AuthPage>
  );
}
