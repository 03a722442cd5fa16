/** /employer/job-post-verification: the job exactly as candidates will see it, then confirm-post. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../../lib/router';
import { JOB_STEPS } from '@common/constants/jobs';
import { JobDetails } from '../../../components/JobDetails';
import { QuotaNotice, type QuotaRefusal, quotaRefusal } from '../../../components/QuotaNotice';
import { Button } from '../../../components/ui';
import { isErrorEnvelope } from '../../../lib/api';
import { type Job, useJobWrites } from '../api/jobs';
import { FormError, StepPage } from '../components/StepForm';
import { POSTED_PATH, previousUrl, resumeUrl, stepUrl } from '../steps';

function Verify({ job }: { job: Job }) {
  const { t } = useTranslation('jobPost');
  const navigate = useNavigate();
  const writes = useJobWrites();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  // 'No vacancy left' (402): the server's sentence with the ways to more live jobs (issue 15).
  const [quota, setQuota] = useState<QuotaRefusal | null>(null);
  const complete = job.steps.length === JOB_STEPS.length;

  const post = async () => {
    setBusy(true);
    setFailure(undefined);
    setQuota(null);
    const envelope = await writes.confirmPost(job.id).catch(() => null);
    setBusy(false);
    const refusal = quotaRefusal(envelope);
    if (refusal) {
      setQuota(refusal);
      return;
    }
    if (!envelope || isErrorEnvelope(envelope)) {
      setFailure(envelope?.message || t('errorMsg:somethingWrong'));
      return;
    }
    void navigate(stepUrl(POSTED_PATH, job.id), { state: { message: envelope.message } });
  };

  return (
    <>
      <JobDetails job={job} />
      {!complete && (
        <p className="alert alert-warning" role="status">
          {t('verify.incomplete')} <Link to={resumeUrl(job.steps, job.id)}>{t('verify.finish')}</Link>
        </p>
      )}
      <FormError message={failure} />
      <QuotaNotice refusal={quota} />
      <div className="actions-row">
        <Link className="btn btn-secondary" to={previousUrl('verify', job.id)!}>
          {t('back')}
        </Link>
        <Button busy={busy} disabled={!complete} onClick={() => void post()}>
          {job.status === 'ACTIVE' && !job.isExpired ? t('verify.update') : t('verify.post')}
        </Button>
      </div>
    </>
  );
}

export default function VerificationPage() {
  const { t } = useTranslation('jobPost');
  return <StepPage step="verify" title={t('verify.title')} lead={t('verify.lead')} Form={Verify} />;
}
