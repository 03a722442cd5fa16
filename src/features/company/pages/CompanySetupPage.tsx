/**
 * /employer/company-profile-setup: where a company admin is sent while the profile is below
 * PROFILE_PERCENT_THRESHOLD (spec §2, §4). The form with the completion above it; a save that reaches the
 * threshold leads to the success page, one that does not says what is still needed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { needsCompanySetup } from '../../../lib/store/profilePercent';
import { CompanyForm } from '../components/CompanyForm';
import { CompletionMeter } from '../components/CompletionMeter';
import { OwnCompany } from '../components/OwnCompany';
import { companyUrl } from '../paths';

export default function CompanySetupPage() {
  const { t } = useTranslation('company');
  const navigate = useNavigate();
  const [saved, setSaved] = useState<number | null>(null);
  return (
    <div className="container company">
      <PageHead
        page="employer-company-profile-setup"
        title={t('setup.title')}
        description={t('setup.lead')}
      />
      <h1 className="page-title">{t('setup.title')}</h1>
      <p className="lead">{t('setup.lead')}</p>
      <OwnCompany>
        {(company, isAdmin) =>
          isAdmin ? (
            <>
              <CompletionMeter
                percent={company.member?.profilePercent ?? 0}
                missing={company.member?.missing ?? []}
              />
              {saved !== null && (
                <p className="alert alert-warning" role="status">
                  {t('setup.savedNotEnough', { percent: saved })}
                </p>
              )}
              <CompanyForm
                company={company}
                submitLabel={t('setup.save')}
                onSaved={(next) => {
                  const percent = next.member?.profilePercent ?? 0;
                  if (needsCompanySetup(percent)) {
                    setSaved(percent);
                    window.scrollTo({ top: 0 });
                  } else void navigate(companyUrl('setupSuccess'));
                }}
              />
            </>
          ) : (
            <p className="alert alert-warning" role="status">
              {t('adminOnly')} <Link to={companyUrl('profile')}>{t('profile.view')}</Link>
            </p>
          )
        }
      </OwnCompany>
    </div>
  );
}
