/** After a reset (signed out: sign in with the new password) or a change (signed in: back to the account). */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useShellStore } from '../../../lib/store/shell';
import { AuthPage } from '../components/AuthPage';
import { useRoleInfo } from '../roles';

export default function PasswordChangedPage() {
  const { t } = useTranslation('auth');
  const info = useRoleInfo();
  const { state } = useLocation() as { state: { message?: string } | null };
  const signedIn = useShellStore((s) => Boolean(s.token) && s.role === info.role);
  return (
    <AuthPage seoPage={`${info.module}-password-change-successfully`} title={t('changed.title')}>
      <p className="alert alert-success" role="status">
        {state?.message || t('changed.text')}
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
