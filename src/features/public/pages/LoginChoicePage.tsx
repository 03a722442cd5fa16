import { useTranslation } from 'react-i18next';
import { Link, Navigate } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { ROLE_HOME, useSessionRole } from '../../../lib/store/roleHome';

/** /login: pick the role; each role has its own sign-in page (spec §2). A signed-in user goes to their home. */
export default function LoginChoicePage() {
  const { t } = useTranslation('auth');
  const role = useSessionRole();
  if (role) return <Navigate to={ROLE_HOME[role]} replace />;
  return (
    <div className="container">
      <PageHead page="login" title={t('choice.pageTitle')} description={t('choice.description')} />
      <h1 className="page-title">{t('choice.title')}</h1>
      <p className="lead">{t('choice.lead')}</p>
      <div className="role-choice">
        <Link to="/jobsseekers/login">
          <strong>{t('choice.candidateTitle')}</strong>
          <span className="muted">{t('choice.candidateText')}</span>
        </Link>
        <Link to="/employer/login">
          <strong>{t('choice.employerTitle')}</strong>
          <span className="muted">{t('choice.employerText')}</span>
        </Link>
      </div>
    </div>
  );
}
