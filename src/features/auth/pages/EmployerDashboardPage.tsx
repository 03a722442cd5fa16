/**
 * /employer/dashboard: the employer's landing page. While the profile waits for an administrator (PENDING) it says
 * that posting jobs needs approval (spec §1); once APPROVED it welcomes the employer. The status is refreshed from
 * employer/view, so an approval shows without signing in again. An approved employer is offered alerts on this
 * device when someone applies (issue 14), sees the latest applications, and the plan's live jobs against its limit
 * (issue 15).
 */
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import { APPROVAL_STATUS, USER_TYPE } from '@common/constants/roles';
import { LatestResponses } from '../../../components/LatestResponses';
import { LiveJobsCard } from '../../../components/PlanUsage';
import { PushInvite } from '../../../components/PushInvite';
import { useEmployerView } from '../../../lib/api/employerView';
import { PageHead } from '../../../lib/seo/PageHead';
import { needsCompanySetup } from '../../../lib/store/profilePercent';
import { useShellStore } from '../../../lib/store/shell';
import '../components/auth.css';
import { SignedIn } from '../components/SignedIn';

function Dashboard() {
  const { t } = useTranslation('dashboard');
  const stored = useShellStore((state) => state.user);
  const { data: fresh } = useEmployerView();

  const user = fresh ?? stored;
  const status = user?.status;
  const company = typeof user?.companyName === 'string' ? user.companyName : '';
  const own = fresh?.company;
  return (
    <div className="container">
      <PageHead page="employer-dashboard" title={t('title')} description={t('description')} />
      <h1 className="page-title">{t('welcome', { name: user?.fullName ?? '' })}</h1>
      {company && <p className="lead">{t('company', { company })}</p>}
      {status === APPROVAL_STATUS.APPROVED ? (
        <p className="alert alert-success" role="status">
          {t('approved')}
        </p>
      ) : (
        <p className="alert alert-warning" role="status">
          {t('errorMsg:approvalRequired')}
        </p>
      )}
      {/* Alerts matter once applications can come in. */}
      {status === APPROVAL_STATUS.APPROVED && <PushInvite role={USER_TYPE.EMPLOYER} />}
      {/* Who applied lately, before anything else to do. */}
      {status === APPROVAL_STATUS.APPROVED && <LatestResponses />}
      <section className="card section" aria-labelledby="next-title">
        <h2 id="next-title">{t('nextTitle')}</h2>
        <p>{status === APPROVAL_STATUS.APPROVED ? t('nextApproved') : t('nextPending')}</p>
        {status === APPROVAL_STATUS.APPROVED && (
          <p className="actions-row">
            <Link className="btn btn-primary" to="/employer/job-type">
              {t('postJob')}
            </Link>
            <Link className="btn btn-secondary" to="/employer/home">
              {t('yourJobs')}
            </Link>
          </p>
        )}
      </section>
      {/* The plan's live jobs against its limit, before the limit is reached (issue 15). */}
      <LiveJobsCard />
      {own?.role === 'ADMIN' && own.profilePercent < 100 && (
        <section className="card section" aria-labelledby="company-title">
          <h2 id="company-title">{t('companyTitle')}</h2>
          <p>{t('companyText', { percent: own.profilePercent })}</p>
          <Link
            className={needsCompanySetup(own.profilePercent) ? 'btn btn-primary' : undefined}
            to={
              needsCompanySetup(own.profilePercent)
                ? '/employer/company-profile-setup'
                : '/employer/company-profile'
            }
          >
            {t('companyLink')}
          </Link>
        </section>
      )}
      <section className="card section" aria-labelledby="team-title">
        <h2 id="team-title">{t('teamTitle')}</h2>
        <p>{t('teamText')}</p>
        <Link to="/employer/team">{t('teamLink')}</Link>
      </section>
      <section className="card section" aria-labelledby="account-title">
        <h2 id="account-title">{t('accountTitle')}</h2>
        <p>{t('accountText', { email: user?.email ?? '' })}</p>
        <Link to="/employer/reset-password">{t('changePassword')}</Link>
      </section>
    </div>
  );
}

export default function EmployerDashboardPage() {
  return (
    <SignedIn>
      <Dashboard />
    </SignedIn>
  );
}
