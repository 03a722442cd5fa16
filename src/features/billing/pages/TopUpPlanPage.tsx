/**
 * `/employer/top-up-plan` (spec §2): live jobs to add beside the plan for a while — the top-ups on offer as cards,
 * the ones running now, and the company's live jobs against its limit. Only the company's administrators buy.
 */
import { useTranslation } from 'react-i18next';
import { pricingPath } from '@common/constants/billing';
import { LoadError, Loading } from '../../../components/LoadState';
import { LiveJobsUsage } from '../../../components/PlanUsage';
import { RequireRole } from '../../../components/RequireRole';
import { useEmployerView } from '../../../lib/api/employerView';
import { useSubscription } from '../../../lib/api/licence';
import { Link } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { usePlans } from '../api/billing';
import { PlanCard } from '../components/PlanCard';
import { RunningTopUps } from '../components/TopUps';
import { checkoutPath } from '../paths';
import '../components/billing.css';

function TopUps() {
  const { t } = useTranslation('billing');
  const offers = usePlans('TOPUP', 'EMPLOYER');
  const { data: subscription } = useSubscription();
  const { data: view } = useEmployerView();
  const admin = !view?.company || view.company.role === 'ADMIN';
  return (
    <div className="container billing">
      <PageHead page="employer-top-up-plan" title={t('topUp.title')} description={t('topUp.lead')} />
      <h1 className="page-title">{t('topUp.title')}</h1>
      <p className="lead">{t('topUp.lead')}</p>
      <section className="card section billing-section" aria-labelledby="running-title">
        <h2 id="running-title">{t('topUp.runningTitle')}</h2>
        {subscription && <LiveJobsUsage subscription={subscription} links={false} />}
        <RunningTopUps />
      </section>
      <section className="billing-section" aria-labelledby="offers-title">
        <h2 id="offers-title">{t('topUp.offersTitle')}</h2>
        {!admin && <p className="alert alert-warning">{t('pricing.recruiterNote')}</p>}
        {offers.isPending && <Loading label={t('topUp.loading')} />}
        {offers.isError && <LoadError message={t('topUp.loadError')} onRetry={offers.refetch} />}
        {offers.data?.length === 0 && <p>{t('topUp.noOffers')}</p>}
        {offers.data && offers.data.length > 0 && (
          <ul className="plan-grid">
            {offers.data.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                action={
                  admin && (
                    <Link
                      className="btn btn-primary btn-block"
                      to={checkoutPath('EMPLOYER', 'TOPUP', plan.id)}
                    >
                      {t('topUp.buy', { name: plan.name })}
                    </Link>
                  )
                }
              />
            ))}
          </ul>
        )}
      </section>
      <p className="billing-actions">
        <Link to={pricingPath('EMPLOYER')}>{t('topUp.seePlans')}</Link>
      </p>
    </div>
  );
}

export default function TopUpPlanPage() {
  return (
    <RequireRole role="EMPLOYER">
      <TopUps />
    </RequireRole>
  );
}
