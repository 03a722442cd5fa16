/** /employer/profile-setup-success: the company profile has reached the threshold; what to do next. */
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import { APPROVAL_STATUS, USER_TYPE } from '@common/constants/roles';
import { RequireRole } from '../../../components/RequireRole';
import { PageHead } from '../../../lib/seo/PageHead';
import { useShellStore } from '../../../lib/store/shell';
import { companyUrl } from '../paths';
import '../components/company.css';

function Success() {
  const { t } = useTranslation('company');
  const approved = useShellStore((state) => state.user?.status === APPROVAL_STATUS.APPROVED);
  return (
    <div className="container company">
      <PageHead
        page="employer-profile-setup-success"
        title={t('success.title')}
        description={t('success.text')}
      />
      <h1 className="page-title">{t('success.title')}</h1>
      <p className="alert alert-success" role="status">
        {t('success.text')}
      </p>
      <p>{approved ? t('success.nextApproved') : t('success.nextPending')}</p>
      <p className="company-actions">
        {approved && (
          <Link className="btn btn-primary" to="/employer/job-type">
            {t('success.postJob')}
          </Link>
        )}
        <Link className={approved ? 'btn btn-secondary' : 'btn btn-primary'} to={companyUrl('profile')}>
          {t('success.viewProfile')}
        </Link>
        <Link className="btn btn-secondary" to="/employer/dashboard">
          {t('success.dashboard')}
        </Link>
      </p>
    </div>
  );
}

export default function SetupSuccessPage() {
  return (
    <RequireRole role={USER_TYPE.EMPLOYER}>
      <Success />
    </RequireRole>
  );
}
