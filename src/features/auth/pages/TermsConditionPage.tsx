/**
 * terms-condition (both roles): the terms of use a person accepts when signing up, with a way back to the form; a
 * signed-in user (who accepted them at sign-up) gets the way back to their account instead.
 */
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import { LegalDocument } from '../../../components/LegalDocument';
import { ROLE_HOME, useSessionRole } from '../../../lib/store/roleHome';
import { useRoleInfo } from '../roles';

export default function TermsConditionPage() {
  const { t } = useTranslation('register');
  const info = useRoleInfo();
  const sessionRole = useSessionRole();
  return (
    <LegalDocument
      ns="terms"
      seoPage={`${info.module}-terms-condition`}
      footer={
        <p>
          {sessionRole ? (
            <Link className="btn btn-secondary" to={ROLE_HOME[sessionRole]}>
              {t('backToAccount')}
            </Link>
          ) : (
            <Link className="btn btn-secondary" to={info.path('register')}>
              {t('backToForm')}
            </Link>
          )}
        </p>
      }
    />
  );
}
