/** terms-condition (both roles): the terms of use a person accepts when signing up, with a way back to the form. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LegalDocument } from '../../../components/LegalDocument';
import { useRoleInfo } from '../roles';

export default function TermsConditionPage() {
  const { t } = useTranslation('register');
  const info = useRoleInfo();
  return (
    <LegalDocument
      ns="terms"
      seoPage={`${info.module}-terms-condition`}
      footer={
        <p>
          <Link className="btn btn-secondary" to={info.path('register')}>
            {t('backToForm')}
          </Link>
        </p>
      }
    />
  );
}
