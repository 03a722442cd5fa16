/**
 * The order's status after the payment page (`payment-status/{id}`, where the gateway sends the buyer back): asked
 * again while it is pending (api/poll.ts), each change said in a live region, then what comes next — a paid plan: post
 * a job or go to the dashboard (a candidate: find jobs); a paid top-up: the top-ups now running; a failed or expired
 * payment: try again from the plans. A payment still pending after the page stopped asking can be checked again.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BILLING_PATHS,
  type PlanAudience,
  pricingPath,
  ROLE_PREFIX,
  topUpPath,
} from '@common/constants/billing';
import { formatDateTime } from '@common/format/dates';
import { formatPrice } from '@common/format/money';
import { BROWSE_JOBS_PATH } from '@common/format/links';
import { LoadError } from '../../../components/LoadState';
import { Button } from '../../../components/ui';
import { FormError } from '../../../components/ui/FormError';
import { ApiError } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { ROLE_HOME } from '../../../lib/store/roleHome';
import { type Order, startPayment, useOrderStatus } from '../api/billing';
import { pollGaveUp, pollTimeLeft } from '../api/poll';
import { OrderStatusChip } from './OrderStatusChip';

/**
 * `/employer/job-type` is the job posting's first step (features/jobPosting/paths.ts STEP_PATH.jobType): another
 * feature's path, not importable here (features share only through lib/, components/ or common/).
 */
function NextSteps({ order }: { order: Order }) {
  const { t } = useTranslation('billing');
  const employer = order.audience === 'EMPLOYER';
  if (order.status === 'PAID') {
    if (order.kind === 'TOPUP') {
      return (
        <p className="billing-actions">
          <Link
            className="btn btn-primary"
            to={`${ROLE_PREFIX.EMPLOYER}/${BILLING_PATHS.topUpPaymentSuccess}`}
          >
            {t('paymentStatus.seeTopUps')}
          </Link>
          <Link className="btn btn-secondary" to="/employer/job-type">
            {t('paymentStatus.postJob')}
          </Link>
        </p>
      );
    }
    return employer ? (
      <p className="billing-actions">
        <Link className="btn btn-primary" to="/employer/job-type">
          {t('paymentStatus.postJob')}
        </Link>
        <Link className="btn btn-secondary" to={ROLE_HOME.EMPLOYER}>
          {t('paymentStatus.dashboard')}
        </Link>
        <Link to={pricingPath('EMPLOYER')}>{t('paymentStatus.seePlan')}</Link>
      </p>
    ) : (
      <p className="billing-actions">
        <Link className="btn btn-primary" to={BROWSE_JOBS_PATH}>
          {t('paymentStatus.findJobs')}
        </Link>
        <Link className="btn btn-secondary" to={pricingPath('CANDIDATE')}>
          {t('paymentStatus.seePlan')}
        </Link>
      </p>
    );
  }
  if (order.status === 'FAILED' || order.status === 'EXPIRED') {
    return (
      <p className="billing-actions">
        <Link
          className="btn btn-primary"
          to={order.kind === 'TOPUP' ? topUpPath() : pricingPath(order.audience)}
        >
          {t('paymentStatus.tryAgain')}
        </Link>
      </p>
    );
  }
  return null;
}

/** While pending: the payment page can be opened again (the same one, until the order expires). */
function ReopenPayment({ order }: { order: Order }) {
  const { t } = useTranslation('billing');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const reopen = async () => {
    setBusy(true);
    setFailure('');
    const outcome = await startPayment(order.kind, order.planId, order.id).catch(() => ({
      message: t('errorMsg:somethingWrong'),
      orderId: order.id,
    }));
    if (outcome === null) return;
    setFailure(outcome.message || t('errorMsg:somethingWrong'));
    setBusy(false);
  };
  return (
    <>
      <FormError message={failure} />
      <p className="billing-actions">
        <Button variant="secondary" busy={busy} onClick={() => void reopen()}>
          {t('paymentStatus.reopen')}
        </Button>
      </p>
    </>
  );
}

export function PaymentStatus({ orderId, audience }: { orderId: number | null; audience: PlanAudience }) {
  const { t } = useTranslation('billing');
  const lng = currentLanguage();
  const [since, setSince] = useState(() => Date.now());
  const [now, setNow] = useState(since);
  const { data: order, error, isError, refetch, isFetching } = useOrderStatus(orderId, since);

  // The asking ends after a while (api/poll.ts): the clock is read again then, and the page says it gave up on a
  // pending order and offers to check again.
  useEffect(() => {
    const left = pollTimeLeft(since, now);
    if (left === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left);
    return () => clearTimeout(timer);
  }, [since, now]);
  const gaveUp = pollGaveUp(order?.status, since, now);

  const missing = orderId === null || (error instanceof ApiError && error.status === 404);
  if (missing) {
    return (
      <div className="card">
        <p>{error instanceof ApiError && error.message ? error.message : t('paymentStatus.notFound')}</p>
        <Link className="btn btn-primary" to={pricingPath(audience)}>
          {t('paymentStatus.seePlans')}
        </Link>
      </div>
    );
  }

  const said = !order
    ? t('paymentStatus.checking')
    : gaveUp
      ? t('paymentStatus.stillPending')
      : t(`paymentStatus.result.${order.status}`);

  return (
    <section className="card payment-status" aria-labelledby="payment-status-title">
      <h2 id="payment-status-title">{order ? order.itemName : t('paymentStatus.order')}</h2>
      <div
        role="status"
        aria-live="polite"
        className={`payment-status-said payment-status-${(order?.status ?? 'PENDING').toLowerCase()}`}
      >
        {order && <OrderStatusChip status={order.status} />} <span>{said}</span>
      </div>
      {isError && !order && <LoadError message={t('paymentStatus.loadError')} onRetry={refetch} />}
      {order && (
        <dl className="fact-list">
          <div>
            <dt>{t('paymentStatus.number')}</dt>
            <dd>{order.number}</dd>
          </div>
          <div>
            <dt>{t('checkout.total')}</dt>
            <dd>{formatPrice(order.total, lng)}</dd>
          </div>
          {order.paidAt && (
            <div>
              <dt>{t('paymentStatus.paidAt')}</dt>
              <dd>{formatDateTime(order.paidAt, lng)}</dd>
            </div>
          )}
          {order.invoiceNumber && (
            <div>
              <dt>{t('paymentStatus.invoice')}</dt>
              <dd>{order.invoiceNumber}</dd>
            </div>
          )}
        </dl>
      )}
      {order && <NextSteps order={order} />}
      {order?.status === 'PENDING' && <ReopenPayment order={order} />}
      {gaveUp && (
        <p className="billing-actions">
          <Button
            busy={isFetching}
            onClick={() => {
              const start = Date.now();
              setSince(start);
              setNow(start);
              void refetch();
            }}
          >
            {t('paymentStatus.checkAgain')}
          </Button>
        </p>
      )}
    </section>
  );
}
