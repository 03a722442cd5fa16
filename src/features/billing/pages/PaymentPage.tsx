/**
 * `/employer/payment?plan=`, `/jobsseekers/payment?plan=` and `/employer/top-up-payment?plan=` (spec §2): the order
 * summary of a plan or of a top-up (the address says which), then Pay.
 */
import { useTranslation } from 'react-i18next';
import { BILLING_PATHS } from '@common/constants/billing';
import { RequireRole } from '../../../components/RequireRole';
import { useLocation } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { Checkout } from '../components/Checkout';
import { seoPage, usePageAudience } from '../paths';
import '../components/billing.css';

export default function PaymentPage() {
  const { t } = useTranslation('billing');
  const audience = usePageAudience();
  const topUp = useLocation().pathname.endsWith(`/${BILLING_PATHS.topUpPayment}`);
  const title = t(topUp ? 'checkout.topUpTitle' : 'checkout.title');
  const lead = t(topUp ? 'checkout.topUpLead' : 'checkout.lead');
  return (
    <RequireRole role={audience}>
      <div className="container billing">
        <PageHead
          page={seoPage(audience, topUp ? BILLING_PATHS.topUpPayment : BILLING_PATHS.payment)}
          title={title}
          description={lead}
        />
        <h1 className="page-title">{title}</h1>
        <p className="lead">{lead}</p>
        <Checkout kind={topUp ? 'TOPUP' : 'PLAN'} audience={audience} />
      </div>
    </RequireRole>
  );
}
