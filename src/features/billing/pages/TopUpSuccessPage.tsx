/**
 * `/employer/top-up-payment-success` (spec §2): after a paid top-up, the top-ups now running and the company's new
 * limit of live jobs, with the way to post a job. The page says a top-up is running only when one is: opened with
 * none (the address typed or kept, or every top-up ended), it has a neutral heading and leads to the top-up offers.
 */
import { useTranslation } from 'react-i18next';
import { pricingPath, topUpPath } from '@common/constants/billing';
import { RequireRole } from '../../../components/RequireRole';
import { useSubscription } from '../../../lib/api/licence';
import { Link } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { useTopupDetails } from '../api/billing';
import { RunningTopUps } from '../components/TopUps';
import '../components/billing.css';

function TopUpSuccess() {
  const { t } = useTranslation('billing');
  const { data: subscription } = useSubscription();
  const { data: topups } = useTopupDetails();
  const running = (topups?.topups.length ?? 0) > 0;
  const limit = subscription?.activeJobLimit;
  // One heading (and title) whatever the state; a running top-up is announced below it.
  return (
    <div className="container billing">
      <PageHead page="employer-top-up-payment-success" title={t('topUpSuccess.neutralTitle')} />
      <h1 className="page-title">{t('topUpSuccess.neutralTitle')}</h1>
      {running && (
        <p className="lead">
          <strong>{t('topUpSuccess.title')}</strong> {t('topUpSuccess.lead')}
        </p>
      )}
      {/* Known to be none (not still loading, nor unread): said so; the list below says loading and errors. */}
      {topups && !running && <p className="lead">{t('topUpSuccess.neutralLead')}</p>}
      {running && subscription && (
        <p className="alert alert-success">
          {limit === null || limit === undefined
            ? t('topUpSuccess.unlimited')
            : t('topUpSuccess.limit', { count: limit, used: subscription.activeJobCount ?? 0 })}
        </p>
      )}
      <section className="card section billing-section" aria-labelledby="running-title">
        <h2 id="running-title">{t('topUp.runningTitle')}</h2>
        <RunningTopUps />
      </section>
      {/* The job posting's first step and the jobs home (features/jobPosting/paths.ts): other features' paths,
          not importable here (features share only through lib/, components/ or common/). */}
      {running ? (
        <p className="billing-actions">
          <Link className="btn btn-primary" to="/employer/job-type">
            {t('paymentStatus.postJob')}
          </Link>
          <Link className="btn btn-secondary" to="/employer/home">
            {t('topUpSuccess.yourJobs')}
          </Link>
          <Link to={topUpPath()}>{t('topUpSuccess.more')}</Link>
          <Link to={pricingPath('EMPLOYER')}>{t('topUp.seePlans')}</Link>
        </p>
      ) : (
        <p className="billing-actions">
          <Link className="btn btn-primary" to={topUpPath()}>
            {t('topUpSuccess.seeOffers')}
          </Link>
          <Link className="btn btn-secondary" to="/employer/home">
            {t('topUpSuccess.yourJobs')}
          </Link>
          <Link to={pricingPath('EMPLOYER')}>{t('topUp.seePlans')}</Link>
        </p>
      )}
    </div>
  );
}

export default function TopUpSuccessPage() {
  return (
    <RequireRole role="EMPLOYER">
      <TopUpSuccess />
    </RequireRole>
  );
}
