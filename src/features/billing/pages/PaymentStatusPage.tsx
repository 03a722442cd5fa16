/**
 * `/employer/payment-status/{id}` and `/jobsseekers/payment-status/{id}` (spec §2): where the payment gateway sends
 * the buyer back; the order's status, asked again while it is pending, and what comes next.
 */
import { useTranslation } from 'react-i18next';
import { RequireRole } from '../../../components/RequireRole';
import { useLocation } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { PaymentStatus } from '../components/PaymentStatus';
import { orderIdOf, seoPage, usePageAudience } from '../paths';
import '../components/billing.css';

export default function PaymentStatusPage() {
  const { t } = useTranslation('billing');
  const audience = usePageAudience();
  const { pathname } = useLocation();
  const orderId = orderIdOf(pathname);
  return (
    <RequireRole role={audience}>
      <div className="container billing">
        <PageHead
          page={seoPage(audience, 'payment-status')}
          title={t('paymentStatus.title')}
          description={t('paymentStatus.lead')}
        />
        <h1 className="page-title">{t('paymentStatus.title')}</h1>
        {/* Keyed by the order: another order's page starts its asking afresh. */}
        <PaymentStatus key={orderId ?? 0} orderId={orderId} audience={audience} />
      </div>
    </RequireRole>
  );
}
