/**
 * `/employer/top-up-payment-success` (spec §2): after a paid top-up, the top-ups now running and the company's new
 * limit of live jobs, with the way to post a job.
 */
import { useTranslation } from 'react-i18next';
import { pricingPath, topUpPath } from '@common/constants/billing';
import { RequireRole } from '../../../components/RequireRole';
import { useSubscription } from '../../../lib/api/licence';
import { Link } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { RunningTopUps } from '../components/TopUps';
import '../components/billing.css';

function TopUpSuccess() {
  const { t } = useTranslation('billing');
  const { data: subscription } = useSubscription();
  const limit = subscription?.activeJobLimit;
  return (
    <div className="container billing">
      <PageHead
        page="employer-top-up-payment-success"
        title={t('topUpSuccess.title')}
        description={t('topUpSuccess.lead')}
      />
      <h1 className="page-title">{t('topUpSuccess.title')}</h1>
      <p className="lead">{t('topUpSuccess.lead')}</p>
      {subscription && (
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
