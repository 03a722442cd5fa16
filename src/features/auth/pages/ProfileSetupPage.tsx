/**
 * /jobsseekers/profile-setup: where a candidate lands after signing up or in while the profile is incomplete. It
 * welcomes the candidate and lists the setup steps of spec §4 in their order; the step forms come with the profile
 * feature.
 */
import { useTranslation } from 'react-i18next';
import { PROFILE_SETUP_STEPS } from '@common/constants/candidateProfile';
import { Link } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { useShellStore } from '../../../lib/store/shell';
import '../components/auth.css';
import { SignedIn } from '../components/SignedIn';

function Welcome() {
  const { t } = useTranslation('profileSetup');
  const name = useShellStore((state) => state.candidateDetails?.name || state.user?.fullName || '');
  return (
    <div className="container">
      <PageHead page="profile-setup" title={t('title')} description={t('description')} />
      <h1 className="page-title">{t('welcome', { name })}</h1>
      <p className="lead">{t('lead')}</p>
      <section className="card" aria-labelledby="setup-steps-title">
        <h2 id="setup-steps-title">{t('stepsTitle')}</h2>
        <ol className="setup-steps">
          {PROFILE_SETUP_STEPS.map((step) => (
            <li key={step}>
              <strong>{t(`steps.${step}.title`)}</strong>
              <span className="muted">{t(`steps.${step}.text`)}</span>
            </li>
          ))}
        </ol>
        <p className="muted">{t('comingNext')}</p>
      </section>
      <section className="card section" aria-labelledby="account-title">
        <h2 id="account-title">{t('accountTitle')}</h2>
        <p>{t('accountText')}</p>
        <Link to="/jobsseekers/reset-password">{t('changePassword')}</Link>
      </section>
    </div>
  );
}

export default function ProfileSetupPage() {
  return (
    <SignedIn>
      <Welcome />
    </SignedIn>
  );
}
