/**
 * `/employer/analytics` (spec §2): the company's figures for its team. All its jobs or one (`?job=`, so a reload or a
 * shared link shows the same), the figures now as cards, and the last 12 months as a chart and as a table.
 */
import { useTranslation } from 'react-i18next';
import { LoadError, Loading } from '../../../components/LoadState';
import { RequireRole } from '../../../components/RequireRole';
import { SelectField } from '../../../components/ui/SelectField';
import { currentLanguage } from '../../../lib/i18n';
import { useSearchParams } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { useByMonth, useCompanyJobs, useCounts } from '../api/analytics';
import { CountCards } from '../components/CountCards';
import { MonthChart } from '../components/MonthChart';
import { MonthTable } from '../components/MonthTable';
import '../components/analytics.css';

function Analytics() {
  const { t } = useTranslation('analytics');
  const lng = currentLanguage();
  const [params, setParams] = useSearchParams();
  const jobId = Number(params.get('job')) || undefined;
  const jobs = useCompanyJobs().data ?? [];
  const counts = useCounts(jobId);
  const byMonth = useByMonth(jobId);
  const scope = jobId ? (jobs.find((job) => job.id === jobId)?.title ?? '') : t('allJobs');

  const pick = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('job', value);
    else next.delete('job');
    setParams(next, { replace: true });
  };

  return (
    <div className="container analytics-page">
      <PageHead page="analytics" title={t('title')} />
      <h1>{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <div className="analytics-filter">
        <SelectField
          label={t('job')}
          options={[
            { value: '', label: t('allJobs') },
            ...jobs.map((job) => ({ value: String(job.id), label: job.title })),
            // A job of the address that the first 50 do not include is still the one shown.
            ...(jobId && !jobs.some((job) => job.id === jobId)
              ? [{ value: String(jobId), label: t('jobNumber', { id: jobId }) }]
              : []),
          ]}
          value={jobId ? String(jobId) : ''}
          onChange={(event) => pick(event.target.value)}
        />
      </div>

      {counts.isPending ? (
        <Loading label={t('loading')} />
      ) : counts.isError ? (
        <LoadError message={t('loadError')} onRetry={counts.refetch} />
      ) : (
        <CountCards counts={counts.data} />
      )}

      <section className="card analytics-section" aria-labelledby="analytics-chart-heading">
        <h2 id="analytics-chart-heading">{t('chart.heading')}</h2>
        {byMonth.isPending ? (
          <Loading label={t('loading')} />
        ) : byMonth.isError ? (
          <LoadError message={t('loadError')} onRetry={byMonth.refetch} />
        ) : (
          <>
            <MonthChart months={byMonth.data.months} lng={lng} />
            <MonthTable months={byMonth.data.months} scope={scope} lng={lng} />
          </>
        )}
      </section>
    </div>
  );
}

export default function AnalyticsPage() {
  return (
    <RequireRole role="EMPLOYER">
      <Analytics />
    </RequireRole>
  );
}
