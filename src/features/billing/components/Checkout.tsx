/**
 * The order summary of the payment pages (`payment?plan=`, `top-up-payment?plan=`): what is bought, its price, the
 * VAT and the total, then Pay, which creates the order (priced by the server from the plan), asks for its payment
 * page and goes there; the gateway brings the buyer back to the order's status page. The button is disabled while
 * this runs (and enabled again when the browser restores the page from its back/forward cache); what the server
 * refuses is said above it, and a second try reuses the order already made.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING, type ItemKind, type PlanAudience, pricingPath, topUpPath } from '@common/constants/billing';
import { formatPrice } from '@common/format/money';
import { LoadError, Loading } from '../../../components/LoadState';
import { Button } from '../../../components/ui';
import { FormError } from '../../../components/ui/FormError';
import { useEmployerView } from '../../../lib/api/employerView';
import { currentLanguage } from '../../../lib/i18n';
import { Link, useLocation } from '../../../lib/router';
import { startPayment, usePlans } from '../api/billing';
import { planIdOf } from '../paths';
import { PlanFacts } from './PlanCard';

interface CheckoutProps {
  kind: ItemKind;
  audience: PlanAudience;
}

function CheckoutBody({ kind, audience, recruiter }: CheckoutProps & { recruiter: boolean }) {
  const { t } = useTranslation('billing');
  const lng = currentLanguage();
  const { search } = useLocation();
  const planId = planIdOf(search);
  const plans = usePlans(kind, audience);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [orderId, setOrderId] = useState<number | null>(null);
  const back = kind === 'TOPUP' ? topUpPath() : pricingPath(audience);
  const backText = t(kind === 'TOPUP' ? 'checkout.backTopUps' : 'checkout.backPlans');

  // Back from the payment page, the browser may restore this page as it was left (back/forward cache), the button
  // still busy: Pay works again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  if (plans.isPending) return <Loading label={t('checkout.loading')} />;
  if (plans.isError) return <LoadError message={t('checkout.loadError')} onRetry={plans.refetch} />;
  const plan = plans.data.find((p) => p.id === planId);
  if (!plan || plan.isFree) {
    return (
      <div className="card">
        <p>{t(plan ? 'checkout.free' : 'checkout.notFound')}</p>
        <Link className="btn btn-primary" to={back}>
          {backText}
        </Link>
      </div>
    );
  }
  const pay = async () => {
    setBusy(true);
    setFailure('');
    const outcome = await startPayment(kind, plan.id, orderId).catch(() => ({
      message: t('errorMsg:somethingWrong'),
      orderId,
    }));
    if (outcome === null) return; // On the way to the payment page: the button stays busy.
    setOrderId(outcome.orderId);
    setFailure(outcome.message || t('errorMsg:somethingWrong'));
    setBusy(false);
  };

  return (
    <section className="card checkout" aria-labelledby="checkout-title">
      <h2 id="checkout-title">{t('checkout.summary')}</h2>
      <dl className="fact-list checkout-lines">
        <div>
          <dt>{t('checkout.item')}</dt>
          <dd>
            <strong>{plan.name}</strong>
            <br />
            <span className="muted">{plan.description}</span>
            <PlanFacts plan={plan} />
          </dd>
        </div>
        <div>
          <dt>{t('checkout.price')}</dt>
          <dd>{formatPrice(plan.price, lng)}</dd>
        </div>
        <div>
          <dt>{t('checkout.vat', { percent: BILLING.taxPercent })}</dt>
          <dd>{formatPrice(plan.tax, lng)}</dd>
        </div>
        <div className="checkout-total">
          <dt>{t('checkout.total')}</dt>
          <dd>{formatPrice(plan.total, lng)}</dd>
        </div>
      </dl>
      {recruiter ? (
        <p className="alert alert-warning">{t('pricing.recruiterNote')}</p>
      ) : (
        <p className="muted">{t('checkout.gatewayNote')}</p>
      )}
      <FormError message={failure} />
      <div className="checkout-actions">
        <Link className="btn btn-secondary" to={back}>
          {backText}
        </Link>
        <Button busy={busy} disabled={recruiter} onClick={() => void pay()}>
          {t('checkout.pay')}
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {busy ? t('checkout.opening') : ''}
      </p>
    </section>
  );
}

/** A recruiter sees the plans, not the bills: only the company's administrators pay (the server says so too). */
function EmployerCheckout(props: CheckoutProps) {
  const { data } = useEmployerView();
  return <CheckoutBody {...props} recruiter={Boolean(data?.company && data.company.role !== 'ADMIN')} />;
}

export function Checkout(props: CheckoutProps) {
  return props.audience === 'EMPLOYER' ? (
    <EmployerCheckout {...props} />
  ) : (
    <CheckoutBody {...props} recruiter={false} />
  );
}
