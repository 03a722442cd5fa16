/**
 * /jobsseekers/profile: the candidate's whole profile, every section editable in place, under how complete it is
 * (each missing section a link to its part of the page).
 */
import { useTranslation } from 'react-i18next';
import { CANDIDATE_ENTRY_MODULES } from '@common/constants/candidateProfile';
import { CompletionMeter } from '../../../components/CompletionMeter';
import { OfflineCopy } from '../../../components/OfflineCopy';
import { ProfileViewsCard } from '../../../components/ProfileViewsCard';
import { RequireRole } from '../../../components/RequireRole';
import { PageHead } from '../../../lib/seo/PageHead';
import { toast } from '../../../lib/toast';
import { useCandidateView } from '../api/profile';
import { BasicDetailsForm } from '../components/BasicDetailsForm';
import { EntrySection } from '../components/EntrySection';
import { IndustryDetailsForm } from '../components/IndustryDetailsForm';
import { PersonalDetailsForm } from '../components/PersonalDetailsForm';
import { ResumesSection } from '../components/ResumesSection';
import '../components/profile.css';

function Profile() {
  const { t } = useTranslation('profile');
  const { data: view, dataUpdatedAt } = useCandidateView();
  const saved = () => toast.success(t('saved'));
  return (
    <div className="container candidate-profile">
      <PageHead page="profile" title={t('title')} description={t('lead')} />
      <h1 className="page-title">{t('title')}</h1>
      <OfflineCopy query={{ dataUpdatedAt }} />
      {!view ? (
        <p className="muted">{t('loading')}</p>
      ) : (
        <>
          <CompletionMeter
            percent={view.profile.profilePercent}
            missing={view.profile.missing}
            namespace="profile"
            hrefOf={(section) => `#section-${section}`}
          />
          <ProfileViewsCard />
          <section className="card" id="section-basicDetails" aria-labelledby="basic-title">
            <h2 id="basic-title">{t('sections.basicDetails')}</h2>
            <BasicDetailsForm view={view} />
          </section>
          <section className="card" id="section-personalDetails" aria-labelledby="personal-title">
            <h2 id="personal-title">{t('sections.personalDetails')}</h2>
            <PersonalDetailsForm view={view} submitLabel={t('save')} onSaved={saved} />
          </section>
          <section className="card" id="section-industryDetails" aria-labelledby="industry-title">
            <h2 id="industry-title">{t('sections.industryDetails')}</h2>
            <IndustryDetailsForm view={view} submitLabel={t('save')} onSaved={saved} />
          </section>
          {CANDIDATE_ENTRY_MODULES.map((module) => (
            <EntrySection key={module} module={module} />
          ))}
          <ResumesSection view={view} />
        </>
      )}
    </div>
  );
}

export default function ProfilePage() {
  return (
    <RequireRole role="CANDIDATE">
      <Profile />
    </RequireRole>
  );
}
