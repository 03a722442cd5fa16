/**
 * `/employer/pricing-and-plans` and `/jobsseekers/pricing-and-plans` (spec §2; issue 15): the plans of the page's
 * side as cards, for guests too (the guest twin of get-plans with the audience named) with a sign-in link instead of
 * a buy button. Signed in on that side: the running plan and what is left of it (an employer's live jobs, with the
 * way to top-ups; a candidate's applications this month), the plans to choose or renew, and the orders with their
 * invoices. A company's recruiter sees the plans but not the bills; someone signed in on the other side is pointed
 * to their own plans.
 */
import { useTranslation } from 'react-i18next';
import { type PlanAudience, pricingPath, topUpPath } from '@common/constants/billing';
import { LoadError, Loading } from '../../../components/LoadState';
import { ApplicationsUsage, LiveJobsUsage } from '../../../components/PlanUsage';
import { useEmployerView } from '../../../lib/api/employerView';
import { useSubscription } from '../../../lib/api/licence';
import { Link } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { useSessionRole } from '../../../lib/store/roleHome';
import { type Plan, usePlans } from '../api/billing';
import { PlanCard } from '../components/PlanCard';
import { TransactionList } from '../components/TransactionList';
import { checkoutPath, loginPath, seoPage, usePageAudience } from '../paths';
import '../components/billing.css';

type Viewer = 'guest' | 'buyer' | 'recruiter';

function PlanAction({ plan, viewer }: { plan: Plan; viewer: Viewer }) {
  const { t } = useTranslation('billing');
  if (plan.isFree || viewer === 'recruiter') return null;
  if (viewer === 'guest') {
    return (
      <Link className="btn btn-secondary btn-block" to={loginPath(plan.audience)}>
        {t('plan.signInToChoose', { name: plan.name })}
      </Link>
    );
  }
  return (
    <Link className="btn btn-primary btn-block" to={checkoutPath(plan.audience, plan.kind, plan.id)}>
      {t(plan.isCurrent ? 'plan.renew' : 'plan.choose', { name: plan.name })}
    </Link>
  );
}

function Plans({ audience, viewer }: { audience: PlanAudience; viewer: Viewer }) {
  const { t } = useTranslation('billing');
  const { data, isPending, isError, refetch } = usePlans('PLAN', audience);
  return (
    <section className="billing-section" aria-labelledby="plans-title">
      <h2 id="plans-title">{t('pricing.plansTitle')}</h2>
      {viewer === 'guest' && (
        <p>
          {t('pricing.guestNote')} <Link to={loginPath(audience)}>{t('pricing.signIn')}</Link>
        </p>
      )}
      {viewer === 'recruiter' && <p className="alert alert-warning">{t('pricing.recruiterNote')}</p>}
      {isPending && <Loading label={t('pricing.loading')} />}
      {isError && <LoadError message={t('pricing.loadError')} onRetry={refetch} />}
      {data && (
        <ul className="plan-grid">
          {data.map((plan) => (
            <PlanCard key={plan.id} plan={plan} action={<PlanAction plan={plan} viewer={viewer} />} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The running plan of the signed-in person and what is left of it. */
function CurrentPlan({ audience }: { audience: PlanAudience }) {
  const { t } = useTranslation('billing');
  const { data } = useSubscription();
  if (!data) return null;
  return (
    <section className="card section billing-section" aria-labelledby="current-plan-title">
      <h2 id="current-plan-title">{t('usage.title')}</h2>
      {audience === 'EMPLOYER' ? (
        <>
          <LiveJobsUsage subscription={data} links={false} />
          <p className="billing-actions">
            <Link className="btn btn-secondary" to={topUpPath()}>
              {t('pricing.topUp')}
            </Link>
          </p>
        </>
      ) : (
        <ApplicationsUsage subscription={data} links={false} />
      )}
    </section>
  );
}

function OwnPricing({ audience, viewer }: { audience: PlanAudience; viewer: Exclude<Viewer, 'guest'> }) {
  return (
    <>
      <CurrentPlan audience={audience} />
      <Plans audience={audience} viewer={viewer} />
      {viewer === 'buyer' && <TransactionList />}
    </>
  );
}

/** An employer buys only as one of the company's administrators. */
function EmployerPricing() {
  const { t } = useTranslation('billing');
  const { data, isPending } = useEmployerView();
  if (isPending) return <Loading label={t('pricing.loading')} />;
  // Without the view (it failed), the server still refuses a recruiter's order with its own words.
  const recruiter = data?.company ? data.company.role !== 'ADMIN' : false;
  return <OwnPricing audience="EMPLOYER" viewer={recruiter ? 'recruiter' : 'buyer'} />;
}

export default function PricingPage() {
  const { t } = useTranslation('billing');
  const audience = usePageAudience();
  const role = useSessionRole();
  return (
    <div className="container billing">
      <PageHead
        page={seoPage(audience, 'pricing-and-plans')}
        title={t('pricing.title')}
        description={t(`pricing.lead.${audience}`)}
      />
      <h1 className="page-title">{t('pricing.title')}</h1>
      <p className="lead">{t(`pricing.lead.${audience}`)}</p>
      {role === null ? (
        <Plans audience={audience} viewer="guest" />
      ) : role !== audience ? (
        <p className="alert alert-warning">
          {t(`pricing.otherSide.${audience}`)} <Link to={pricingPath(role)}>{t('pricing.yourPlans')}</Link>
        </p>
      ) : audience === 'EMPLOYER' ? (
        <EmployerPricing />
      ) : (
        <OwnPricing audience="CANDIDATE" viewer="buyer" />
      )}
    </div>
  );
}
