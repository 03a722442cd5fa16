/** `/employer/top-up-payment?plan=` (spec §2): the order summary of a top-up, then Pay (the payment page's own). */
import { useTranslation } from 'react-i18next';
import { RequireRole } from '../../../components/RequireRole';
import { PageHead } from '../../../lib/seo/PageHead';
import { Checkout } from '../components/Checkout';
import '../components/billing.css';

export default function TopUpPaymentPage() {
  const { t } = useTranslation('billing');
  return (
    <RequireRole role="EMPLOYER">
      <div className="container billing">
        <PageHead
          page="employer-top-up-payment"
          title={t('checkout.topUpTitle')}
          description={t('checkout.topUpLead')}
        />
        <h1 className="page-title">{t('checkout.topUpTitle')}</h1>
        <p className="lead">{t('checkout.topUpLead')}</p>
        <Checkout kind="TOPUP" audience="EMPLOYER" />
      </div>
    </RequireRole>
  );
}
