/** `/employer/payment?plan=` and `/jobsseekers/payment?plan=` (spec §2): the order summary of a plan, then Pay. */
import { useTranslation } from 'react-i18next';
import { RequireRole } from '../../../components/RequireRole';
import { PageHead } from '../../../lib/seo/PageHead';
import { Checkout } from '../components/Checkout';
import { seoPage, usePageAudience } from '../paths';
import '../components/billing.css';

export default function PaymentPage() {
  const { t } = useTranslation('billing');
  const audience = usePageAudience();
  return (
    <RequireRole role={audience}>
      <div className="container billing">
        <PageHead
          page={seoPage(audience, 'payment')}
          title={t('checkout.title')}
          description={t('checkout.lead')}
        />
        <h1 className="page-title">{t('checkout.title')}</h1>
        <p className="lead">{t('checkout.lead')}</p>
        <Checkout kind="PLAN" audience={audience} />
      </div>
    </RequireRole>
  );
}
