/**
 * /employer/home: the company's jobs by tab (drafts, active, closed, expired), searchable, with what can be done to
 * each: continue a draft where it stopped, edit, preview, duplicate as a new draft, close, activate again, delete,
 * with how often each was viewed and answered. Posting starts here; an
 * employer still waiting for approval is told so instead (spec §4).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { APPROVAL_STATUS } from '@common/constants/roles';
import { JOB_LIST_TABS, type JobListTab } from '@common/constants/jobs';
import { formatDate } from '@common/format/dates';
import { responsesPath } from '@common/format/links';
import { QuotaNotice, type QuotaRefusal, quotaRefusal } from '../../../components/QuotaNotice';
import { RequireRole } from '../../../components/RequireRole';
import { Button } from '../../../components/ui';
import { isErrorEnvelope } from '../../../lib/api';
import { useEmployerView } from '../../../lib/api/employerView';
import { currentLanguage } from '../../../lib/i18n';
import { PageHead } from '../../../lib/seo/PageHead';
import { toast } from '../../../lib/toast';
import { useShellStore } from '../../../lib/store/shell';
import { type JobCard, useCompanyJobs, useJobWrites } from '../api/jobs';
import { JOBS_HOME_PATH, STEP_PATH, VERIFY_PATH, resumeUrl, stepUrl } from '../steps';
import { TabBar } from '../../../components/TabBar';
import '../components/posting.css';

function JobActions({ job, onQuota }: { job: JobCard; onQuota: (refusal: QuotaRefusal | null) => void }) {
  const { t } = useTranslation('jobPost');
  const writes = useJobWrites();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async <T extends { message: string; data: unknown }>(action: () => Promise<T>) => {
    setBusy(true);
    const envelope = await action().catch(() => null);
    setBusy(false);
    if (!envelope || isErrorEnvelope(envelope as never)) return null;
    toast.success(envelope.message);
    return envelope;
  };
  /**
   * Closing or activating says its own refusals: a full quota above the list, with the way to more (issue 15); a
   * success takes an earlier refusal away, as it no longer holds.
   */
  const setActive = async (active: boolean) => {
    setBusy(true);
    const envelope = await writes.setActive(job.id, active).catch(() => null);
    setBusy(false);
    const refusal = quotaRefusal(envelope);
    if (refusal) onQuota(refusal);
    else if (!envelope || isErrorEnvelope(envelope))
      toast.error(envelope?.message || t('errorMsg:somethingWrong'));
    else {
      onQuota(null);
      toast.success(envelope.message);
    }
  };
  const duplicate = async () => {
    const copy = await run(() => writes.duplicate(job.id));
    // The copy opens at its first step, to be renamed and checked before it is posted.
    if (copy?.data) void navigate(stepUrl(STEP_PATH.jobType, (copy.data as { id: number }).id));
  };
  return (
    <div className="actions-row">
      {job.tab === 'DRAFT' ? (
        <Link className="btn btn-primary" to={resumeUrl(job.steps, job.id)}>
          {t('home.continue')}
        </Link>
      ) : (
        <Link className="btn btn-secondary" to={stepUrl(STEP_PATH.jobType, job.id)}>
          {t('home.edit')}
        </Link>
      )}
      <Link className="btn btn-ghost" to={stepUrl(VERIFY_PATH, job.id)}>
        {t('home.preview')}
      </Link>
      <Button variant="ghost" busy={busy} onClick={() => void duplicate()}>
        {t('home.duplicate')}
      </Button>
      {job.tab === 'ACTIVE' && (
        <Button variant="secondary" busy={busy} onClick={() => void setActive(false)}>
          {t('home.close')}
        </Button>
      )}
      {(job.tab === 'CLOSED' || job.tab === 'EXPIRED') && (
        <Button variant="secondary" busy={busy} onClick={() => void setActive(true)}>
          {t('home.activate')}
        </Button>
      )}
      <Button
        variant="ghost"
        busy={busy}
        onClick={() => {
          if (window.confirm(t('home.confirmDelete', { title: job.title })))
            void run(() => writes.remove(job.id));
        }}
      >
        {t('home.delete')}
      </Button>
    </div>
  );
}

function Jobs() {
  const { t } = useTranslation('jobPost');
  const lng = currentLanguage();
  const [params, setParams] = useSearchParams();
  const tab = (JOB_LIST_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as JobListTab)
    : 'ACTIVE';
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading } = useCompanyJobs(tab, search, page);
  const [quota, setQuota] = useState<QuotaRefusal | null>(null);
  // Read fresh: an approval shows without signing in again.
  const stored = useShellStore((state) => state.user?.status);
  const approved = (useEmployerView().data?.status ?? stored) === APPROVAL_STATUS.APPROVED;
  const go = (next: Record<string, string>) => setParams({ tab, search, ...next }, { replace: true });

  return (
    <div className="container posting">
      <PageHead page={`employer-${JOBS_HOME_PATH}`} title={t('home.title')} description={t('home.lead')} />
      <h1 className="page-title">{t('home.title')}</h1>
      {approved ? (
        <div className="actions-row">
          <Link className="btn btn-primary" to={stepUrl(STEP_PATH.jobType)}>
            {t('home.post')}
          </Link>
          <Link className="btn btn-secondary" to="/employer/import-jobs">
            {t('home.import')}
          </Link>
        </div>
      ) : (
        <p className="alert alert-warning" role="status">
          {t('errorMsg:approvalRequired')}
        </p>
      )}
      <TabBar tablist label={t('home.tabs')}>
        {JOB_LIST_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            className="tab"
            aria-selected={name === tab}
            onClick={() => go({ tab: name, page: '1' })}
          >
            {t(`home.tab.${name}`)}
          </button>
        ))}
      </TabBar>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          go({ search: String(new FormData(event.currentTarget).get('search') ?? ''), page: '1' });
        }}
      >
        <label className="field">
          {t('home.search')}
          <input className="input" type="search" name="search" defaultValue={search} />
        </label>
      </form>
      <QuotaNotice refusal={quota} />
      <div role="tabpanel" aria-label={t(`home.tab.${tab}`)}>
        {isLoading && <p role="status">{t('loading')}</p>}
        {data && data.jobs.length === 0 && <p>{t(`home.empty.${tab}`)}</p>}
        <ul className="job-list">
          {data?.jobs.map((job) => (
            <li key={job.id}>
              <h2>{job.title}</h2>
              <p className="job-meta">
                {job.employmentType.name}
                {job.postedAt ? ` · ${t('home.postedOn', { date: formatDate(job.postedAt, lng) })}` : ''}
                {job.validTill ? ` · ${t('home.until', { date: formatDate(job.validTill, lng) })}` : ''}
              </p>
              {job.tab !== 'DRAFT' && job.viewCount !== null && job.responseCount !== null && (
                <p className="job-meta">
                  {t('home.views', { count: job.viewCount })} ·{' '}
                  <Link to={responsesPath(job.id)}>{t('home.responses', { count: job.responseCount })}</Link>
                </p>
              )}
              <JobActions job={job} onQuota={setQuota} />
            </li>
          ))}
        </ul>
        {data?.paginator && data.paginator.totalPages > 1 && (
          <nav className="actions-row" aria-label={t('home.pages')}>
            <Button
              variant="secondary"
              disabled={!data.paginator.hasPrevPage}
              onClick={() => go({ page: String(page - 1) })}
            >
              {t('home.previous')}
            </Button>
            <span>{t('home.pageOf', { page, pages: data.paginator.totalPages })}</span>
            <Button
              variant="secondary"
              disabled={!data.paginator.hasNextPage}
              onClick={() => go({ page: String(page + 1) })}
            >
              {t('home.next')}
            </Button>
          </nav>
        )}
      </div>
    </div>
  );
}

export default function JobsHomePage() {
  return (
    <RequireRole role="EMPLOYER">
      <Jobs />
    </RequireRole>
  );
}
