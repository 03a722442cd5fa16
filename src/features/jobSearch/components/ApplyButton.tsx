/**
 * The job page's way to apply. A candidate who applied sees where the application stands and since when, with the
 * way to it; one who applied offline, that it is sent when they are back online; one who did not, the Apply link (the apply page sends a guest to sign in first and back). Employers do
 * not apply, so they see nothing.
 */
import { useTranslation } from 'react-i18next';
import { formatDate } from '@common/format/dates';
import { MY_APPLICATIONS_PATH, applyJobPath } from '@common/format/links';
import { PendingMark } from '../../../components/PendingMark';
import { StatusChip } from '../../../components/StatusChip';
import { currentLanguage } from '../../../lib/i18n';
import { usePendingApplication } from '../api/applications';
import { Link } from '../../../lib/router';
import { useSessionRole } from '../../../lib/store/roleHome';
import { useCheckApply } from '../api/applications';
import './apply.css';

export function ApplyButton({ job }: { job: { id: number; title: string } }) {
  const { t } = useTranslation('jobDetail');
  const role = useSessionRole();
  const { data: check } = useCheckApply(job.id);
  const pending = usePendingApplication(job.id);
  if (role === 'EMPLOYER') return null;
  if (pending && !check?.applied) {
    // Applied offline: the application waits in the offline queue (src/lib/pending).
    return (
      <p className="applied-note">
        <PendingMark text={t('apply.pending')} />
      </p>
    );
  }
  if (check?.applied && check.status && check.appliedAt) {
    return (
      <p className="applied-note">
        <StatusChip status={check.status} />{' '}
        {t('apply.appliedOn', { date: formatDate(check.appliedAt, currentLanguage()) })}{' '}
        <Link to={MY_APPLICATIONS_PATH}>{t('apply.seeApplications')}</Link>
      </p>
    );
  }
  return (
    <Link className="btn btn-primary" to={applyJobPath(job.id)}>
      {t('apply.button')}
      <span className="visually-hidden"> {job.title}</span>
    </Link>
  );
}
