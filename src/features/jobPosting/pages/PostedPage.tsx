/** /employer/job-posted-successfull: the job is live (the server's message, 'Job posted successfully.'). */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../../lib/router';
import { RequireRole } from '../../../components/RequireRole';
import { PageHead } from '../../../lib/seo/PageHead';
import { JOBS_HOME_PATH, POSTED_PATH, STEP_PATH, stepUrl } from '../steps';
import '../components/posting.css';

export default function PostedPage() {
  const { t } = useTranslation('jobPost');
  const state = useLocation().state as { message?: string } | null;
  return (
    <RequireRole role="EMPLOYER">
      <div className="container posting">
        <PageHead page={`employer-${POSTED_PATH}`} title={t('posted.title')} description={t('posted.lead')} />
        <h1 className="page-title">{t('posted.title')}</h1>
        <p className="alert alert-success" role="status">
          {state?.message ?? t('posted.lead')}
        </p>
        <div className="actions-row">
          <Link className="btn btn-primary" to={stepUrl(JOBS_HOME_PATH)}>
            {t('posted.toJobs')}
          </Link>
          <Link className="btn btn-secondary" to={stepUrl(STEP_PATH.jobType)}>
            {t('posted.another')}
          </Link>
        </div>
      </div>
    </RequireRole>
  );
}
