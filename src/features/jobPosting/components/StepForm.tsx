/**
 * What every posting step shares: waiting for the job it edits (or saying it is gone), and its buttons — back to the
 * previous step, and save-and-continue. A step saved goes to the next one; the server's field messages land under
 * the fields (lib/forms/serverErrors).
 */
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import { RequireRole } from '../../../components/RequireRole';
import { Button } from '../../../components/ui';
export { FormError } from '../../../components/ui/FormError';
import { APPROVAL_STATUS } from '@common/constants/roles';
import { useEmployerView } from '../../../lib/api/employerView';
import { useShellStore } from '../../../lib/store/shell';
import type { JobStep } from '@common/constants/jobs';
import { type Job, useJob } from '../api/jobs';
import { PostingLayout } from './PostingLayout';
import { JOBS_HOME_PATH, STEP_PATH, previousUrl, stepUrl, useJobId } from '../steps';

/** Renders `children(job)` once the job of `?id=` has loaded (undefined when there is none yet: a new job). */
export function WithJob({ children }: { children: (job: Job | undefined) => ReactNode }) {
  const { t } = useTranslation('jobPost');
  const id = useJobId();
  const { data: job, isError } = useJob(id);
  if (id === undefined) return children(undefined);
  if (isError) {
    return (
      <p className="alert alert-error" role="alert">
        {t('notFound')} <Link to={stepUrl(JOBS_HOME_PATH)}>{t('backToJobs')}</Link>
      </p>
    );
  }
  if (!job) return <p role="status">{t('loading')}</p>;
  return children(job);
}

export function StepButtons({
  step,
  jobId,
  busy,
}: {
  step: JobStep;
  jobId: number | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation('jobPost');
  const back = previousUrl(step, jobId);
  return (
    <div className="actions-row">
      {back && (
        <Link className="btn btn-secondary" to={back}>
          {t('back')}
        </Link>
      )}
      <Button type="submit" busy={busy}>
        {t('saveContinue')}
      </Button>
    </div>
  );
}

/** A later step opened without a job: the job type comes first. */
export function NoJobYet() {
  const { t } = useTranslation('jobPost');
  return (
    <p className="alert alert-warning" role="status">
      {t('startFirst')} <Link to={stepUrl(STEP_PATH.jobType)}>{t('jobType.title')}</Link>
    </p>
  );
}

interface StepPageProps {
  step: JobStep | 'verify';
  title: string;
  lead: string;
  /** The step's form, given the job of `?id=`; `undefined` only where `startsJob` (the first step makes the job). */
  Form: ComponentType<{ job: Job }> | ComponentType<{ job: Job | undefined }>;
  startsJob?: boolean;
}

/**
 * An employer whose profile an administrator has not approved is told so instead of getting a form whose save would
 * be refused (spec §1, §4). The status is read fresh (employer/view), so an approval shows without signing in again.
 */
function RequireApproval({ children }: { children: ReactNode }) {
  const { t } = useTranslation('jobPost');
  const stored = useShellStore((state) => state.user?.status);
  const { data } = useEmployerView();
  if ((data?.status ?? stored) === APPROVAL_STATUS.APPROVED) return children;
  return (
    <p className="alert alert-warning" role="status">
      {t('errorMsg:approvalRequired')} <Link to="/employer/dashboard">{t('backToDashboard')}</Link>
    </p>
  );
}

/** A posting screen: approved employers only, the job of `?id=` loaded, the frame around the step's form. */
export function StepPage({ step, title, lead, Form, startsJob = false }: StepPageProps) {
  const Step = Form as ComponentType<{ job: Job | undefined }>;
  return (
    <RequireRole role="EMPLOYER">
      <RequireApproval>
        <WithJob>
          {(job) => (
            <PostingLayout step={step} jobId={job?.id} saved={job?.steps ?? []} title={title} lead={lead}>
              {job || startsJob ? <Step key={job?.id ?? 'new'} job={job} /> : <NoJobYet />}
            </PostingLayout>
          )}
        </WithJob>
      </RequireApproval>
    </RequireRole>
  );
}
