/**
 * `/jobsseekers/apply-job-successfully?id=` (spec §2): the application went out. Where to follow it, and more jobs
 * picked for the candidate, and alerts on this device when the application moves (issue 14).
 */
import { useTranslation } from 'react-i18next';
import { BROWSE_JOBS_PATH, MY_APPLICATIONS_PATH } from '@common/format/links';
import { USER_TYPE } from '@common/constants/roles';
import { PushInvite } from '../../../components/PushInvite';
import { RecommendedJobs } from '../../../components/RecommendedJobs';
import { RequireRole } from '../../../components/RequireRole';
import { currentLanguage } from '../../../lib/i18n';
import { Link, useSearchParams } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { useJobDetail } from '../api/search';
import '../components/apply.css';
import '../components/browse.css';

function Sent() {
  const { t } = useTranslation('jobDetail');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const { data: job } = useJobDetail(id, currentLanguage());
  return (
    <div className="container apply-page">
      <PageHead page="apply-job-successfully" title={t('applied.title')} />
      <div className="card">
        <h1>{t('applied.title')}</h1>
        <p>
          {job ? t('applied.textJob', { title: job.title, company: job.company.compNm }) : t('applied.text')}
        </p>
        <p>{t('applied.next')}</p>
        <div className="apply-actions">
          <Link className="btn btn-primary" to={MY_APPLICATIONS_PATH}>
            {t('apply.seeApplications')}
          </Link>
          <Link className="btn btn-secondary" to={BROWSE_JOBS_PATH}>
            {t('gone.browse')}
          </Link>
        </div>
      </div>
      <PushInvite role={USER_TYPE.CANDIDATE} />
      <RecommendedJobs count={4} />
    </div>
  );
}

export default function ApplySuccessPage() {
  return (
    <RequireRole role="CANDIDATE">
      <Sent />
    </RequireRole>
  );
}
