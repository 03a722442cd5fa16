/**
 * The newest jobs on the home page, loaded after the page is on screen (its own chunk: the cards' formatting is not
 * the first paint's JavaScript), and the way to all of them.
 */
import { useTranslation } from 'react-i18next';
import { JobCard } from '../../../components/JobCard';
import { Link } from '../../../lib/router';
import { BROWSE_JOBS_PATH } from '../../../lib/jobSearch/searchUrl';
import { useRecentJobs } from '../api/jobs';
import { JobGridSkeleton } from './JobGridSkeleton';

export default function RecentJobs() {
  const { t } = useTranslation('home');
  const { data, isPending, isError } = useRecentJobs();
  if (isPending) return <JobGridSkeleton />;
  if (isError) return <p>{t('recent.error')}</p>;
  if (data.length === 0) return <p>{t('recent.empty')}</p>;
  return (
    <>
      <ul className="job-grid">
        {data.map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
      <p className="section-more">
        <Link className="btn btn-secondary" to={BROWSE_JOBS_PATH}>
          {t('recent.all')}
        </Link>
      </p>
    </>
  );
}
