/**
 * /employer/company-profile: the company as candidates see it, with how complete it is; a company admin edits it
 * in place (the setup's form), a recruiter reads it. Below it, every member keeps their own details.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyDetails } from '../../../components/CompanyDetails';
import { Button } from '../../../components/ui';
import { PageHead } from '../../../lib/seo/PageHead';
import { toast } from '../../../lib/toast';
import { CompanyForm } from '../components/CompanyForm';
import { CompletionMeter } from '../components/CompletionMeter';
import { OwnCompany } from '../components/OwnCompany';
import { PersonalDetails } from '../components/PersonalDetails';
import { useEmployerView } from '../../../lib/api/employerView';

export default function CompanyProfilePage() {
  const { t } = useTranslation('company');
  const [editing, setEditing] = useState(false);
  // The fieldset a 'still missing' link asked for: the form opens, scrolled to it, its first field focused.
  const target = useRef<string | undefined>(undefined);
  const me = useEmployerView().data;
  useEffect(() => {
    if (!editing || !target.current) return;
    const fieldset = document.getElementById(target.current);
    target.current = undefined;
    fieldset?.scrollIntoView({ block: 'start' });
    fieldset?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
  }, [editing]);
  return (
    <div className="container company">
      <PageHead page="employer-company-profile" title={t('profile.title')} description={t('profile.lead')} />
      <h1 className="page-title">{t('profile.title')}</h1>
      <OwnCompany>
        {(company, isAdmin) =>
          editing && isAdmin ? (
            <CompanyForm
              company={company}
              submitLabel={t('profile.save')}
              onSaved={() => {
                toast.success(t('profile.saved'));
                setEditing(false);
              }}
              extraAction={
                <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
                  {t('profile.cancel')}
                </Button>
              }
            />
          ) : (
            <>
              {isAdmin && company.member && company.member.profilePercent < 100 && (
                <CompletionMeter
                  percent={company.member.profilePercent}
                  missing={company.member.missing}
                  onPick={(fieldsetId) => {
                    target.current = fieldsetId;
                    setEditing(true);
                  }}
                />
              )}
              {isAdmin ? (
                <p>
                  <Button type="button" onClick={() => setEditing(true)}>
                    {t('profile.edit')}
                  </Button>
                </p>
              ) : (
                <p className="muted">{t('adminOnly')}</p>
              )}
              <CompanyDetails company={company} />
              {me && <PersonalDetails me={me} />}
            </>
          )
        }
      </OwnCompany>
    </div>
  );
}
