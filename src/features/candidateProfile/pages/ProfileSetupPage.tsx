/**
 * /jobsseekers/profile-setup: the six steps of spec §4 in order (personal details, industry details, educations,
 * projects, certificates, experiences), then the completion call. Each step saves on its own; the list steps may be
 * skipped; the step reached is kept on the server (candidate-profile/setup with `step`), so a candidate who leaves
 * comes back where they stopped. Finishing lands on browse-jobs, where recommendations wait. A candidate who has
 * finished goes there straight away (this is where signing in lands).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROFILE_SETUP_STEPS,
  type CandidateEntryModule,
  type ProfileSetupStep,
} from '@common/constants/candidateProfile';
import { RequireRole } from '../../../components/RequireRole';
import { Button } from '../../../components/ui';
import { FormError } from '../../../components/ui/FormError';
import { Link, Navigate, useNavigate } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { toast } from '../../../lib/toast';
import { type CandidateView, useCandidateView, useSaveProfile } from '../api/profile';
import { EntrySection } from '../components/EntrySection';
import { IndustryDetailsForm } from '../components/IndustryDetailsForm';
import { PersonalDetailsForm } from '../components/PersonalDetailsForm';
import { BROWSE_JOBS_URL } from '../paths';
import '../components/profile.css';

const STEP_MODULE: Partial<Record<ProfileSetupStep, CandidateEntryModule>> = {
  educations: 'education',
  projects: 'project',
  certificates: 'certificate',
  experiences: 'experience',
};

function Steps({ view }: { view: CandidateView }) {
  const { t } = useTranslation('profileSetup');
  const navigate = useNavigate();
  const save = useSaveProfile();
  const [step, setStep] = useState<ProfileSetupStep>(view.profile.setupStep ?? PROFILE_SETUP_STEPS[0]);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const index = PROFILE_SETUP_STEPS.indexOf(step);
  const module = STEP_MODULE[step];
  const count = module ? view.profile.counts[`${module}s` as keyof CandidateView['profile']['counts']] : 0;

  const go = async (next: ProfileSetupStep) => {
    setError(undefined);
    setStep(next);
    window.scrollTo({ top: 0 });
    await save('setup', { step: next });
  };
  const forward = async () => {
    const next = PROFILE_SETUP_STEPS[index + 1];
    if (next) return go(next);
    setBusy(true);
    const envelope = await save('setup', {}).catch(() => null);
    setBusy(false);
    if (envelope?.data) {
      toast.success(envelope.message);
      void navigate(BROWSE_JOBS_URL, { replace: true });
    } else setError(envelope?.message || t('errorMsg:somethingWrong'));
  };

  return (
    <>
      <ol className="setup-progress" aria-label={t('progress')}>
        {PROFILE_SETUP_STEPS.map((name, i) => (
          <li
            key={name}
            aria-current={name === step ? 'step' : undefined}
            className={i < index ? 'done' : undefined}
          >
            <span className="setup-progress-number" aria-hidden="true">
              {i + 1}
            </span>
            <span className="setup-progress-label">{t(`steps.${name}.title`)}</span>
          </li>
        ))}
      </ol>
      <section className="card" aria-labelledby="step-title">
        <h2 id="step-title">
          {t('stepOf', { n: index + 1, total: PROFILE_SETUP_STEPS.length, name: t(`steps.${step}.title`) })}
        </h2>
        <p className="muted">{t(`steps.${step}.text`)}</p>
        {step === 'personalDetails' && (
          <PersonalDetailsForm view={view} submitLabel={t('saveContinue')} onSaved={() => void forward()} />
        )}
        {step === 'industryDetails' && (
          <IndustryDetailsForm
            view={view}
            submitLabel={t('saveContinue')}
            onSaved={() => void forward()}
            extraAction={
              <Button type="button" variant="ghost" onClick={() => void go(PROFILE_SETUP_STEPS[index - 1]!)}>
                {t('back')}
              </Button>
            }
          />
        )}
      </section>
      {module && (
        <>
          <EntrySection key={module} module={module} />
          <FormError message={error} />
          <div className="entry-actions setup-actions">
            <Button type="button" busy={busy} onClick={() => void forward()}>
              {index === PROFILE_SETUP_STEPS.length - 1 ? t('finish') : count > 0 ? t('continue') : t('skip')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => void go(PROFILE_SETUP_STEPS[index - 1]!)}>
              {t('back')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}

function Setup() {
  const { t } = useTranslation('profileSetup');
  const { data: view, isError, refetch } = useCandidateView();
  // Finished once: signing in lands on the jobs (the profile page edits it from now on).
  if (view?.profile.setupCompletedAt) return <Navigate to={BROWSE_JOBS_URL} replace />;
  return (
    <div className="container candidate-profile">
      <PageHead page="profile-setup" title={t('title')} description={t('description')} />
      <h1 className="page-title">{t('welcome', { name: view?.fullName ?? '' })}</h1>
      <p className="lead">{t('lead')}</p>
      {view ? (
        <Steps view={view} />
      ) : isError ? (
        <p role="alert">
          {t('errorMsg:somethingWrong')}{' '}
          <Button type="button" variant="secondary" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </p>
      ) : (
        <p className="muted">{t('loading')}</p>
      )}
      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title">{t('accountTitle')}</h2>
        <p>{t('accountText')}</p>
        <Link to="/jobsseekers/reset-password">{t('changePassword')}</Link>
      </section>
    </div>
  );
}

export default function ProfileSetupPage() {
  return (
    <RequireRole role="CANDIDATE">
      <Setup />
    </RequireRole>
  );
}
