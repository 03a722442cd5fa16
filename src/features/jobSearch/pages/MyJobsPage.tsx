/**
 * `/jobsseekers/my-jobs` (spec §2), for candidates, in three tabs kept in the address (`?tab=applied`, `?tab=searches`):
 * the jobs they saved, the last saved first, each with its button to take it back; their applications, each with
 * where it stands (./Applications.tsx); and their saved searches, each with its link, its e-mail alerts and its
 * removal. The applied tab says how many of the plan's applications this month are used (issue 15).
 */
import { useTranslation } from 'react-i18next';
import { BROWSE_JOBS_PATH, MY_JOBS_PATH } from '@common/format/links';
import { JobCard, JobCardSkeleton } from '../../../components/JobCard';
import { ApplicationsUsageLine } from '../../../components/PlanUsage';
import { RequireRole } from '../../../components/RequireRole';
import { currentLanguage } from '../../../lib/i18n';
import { Link, useSearchParams } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { useSavedJobs } from '../api/search';
import { Pagination } from '../components/Pagination';
import { Applications } from '../components/Applications';
import { SavedSearches } from '../components/SavedSearches';
import { TabBar } from '../../../components/TabBar';
import '../components/browse.css';
import { LoadError } from '../../../components/LoadState';
import { OfflineCopy } from '../../../components/OfflineCopy';

const TABS = ['saved', 'applied', 'searches'] as const;
type Tab = (typeof TABS)[number];

function SavedJobs({ page }: { page: number }) {
  const { t } = useTranslation('jobSearch');
  const { data, isPending, isError, refetch, dataUpdatedAt, isPlaceholderData } = useSavedJobs(
    page,
    currentLanguage(),
  );
  const total = data?.paginator.totalDocs;
  return (
    <section aria-labelledby="saved-title">
      <h2 id="saved-title">
        {total === undefined ? t('myJobs.saved') : t('myJobs.savedCount', { count: total })}
      </h2>
      <OfflineCopy query={{ dataUpdatedAt, isPlaceholderData }} />
      {isPending ? (
        <ul className="job-list" aria-busy="true" aria-label={t('results.loading')}>
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <JobCardSkeleton />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <LoadError message={t('results.error')} onRetry={refetch} />
      ) : data.jobs.length === 0 ? (
        <div className="card">
          <p>{t('myJobs.none')}</p>
          <Link className="btn btn-primary" to={BROWSE_JOBS_PATH}>
            {t('myJobs.find')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="job-list">
            {data.jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} headingLevel={3} />
              </li>
            ))}
          </ul>
          <Pagination
            page={data.paginator.page}
            pages={data.paginator.totalPages}
            hrefOf={(n) => (n > 1 ? `${MY_JOBS_PATH}?page=${n}` : MY_JOBS_PATH)}
          />
        </>
      )}
    </section>
  );
}

export default function MyJobsPage() {
  const { t } = useTranslation('jobSearch');
  const [params] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'saved';
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <RequireRole role="CANDIDATE">
      <div className="container">
        <PageHead page="my-jobs" title={t('myJobs.title')} />
        <h1>{t('myJobs.title')}</h1>
        <TabBar label={t('myJobs.tabs')}>
          {TABS.map((name) => (
            <Link
              key={name}
              className="tab"
              to={name === 'saved' ? MY_JOBS_PATH : `${MY_JOBS_PATH}?tab=${name}`}
              aria-current={tab === name ? 'page' : undefined}
            >
              {t(`myJobs.tab.${name}`)}
            </Link>
          ))}
        </TabBar>
        {tab === 'saved' ? (
          <SavedJobs page={page} />
        ) : tab === 'applied' ? (
          <>
            {/* The applications left this month under the plan (issue 15). */}
            <ApplicationsUsageLine />
            <Applications page={page} />
          </>
        ) : (
          <SavedSearches page={page} />
        )}
      </div>
    </RequireRole>
  );
}
