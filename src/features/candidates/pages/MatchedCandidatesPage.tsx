/**
 * `/employer/matched-candidate?jobId=` (spec §2): the team chooses one of the company's live jobs and sees its best
 * candidates open to work, the best first, each with the score, the skills they have and lack, and why they match.
 * The job is in the address, so a reload or a shared link shows the same list.
 */
import { useTranslation } from 'react-i18next';
import { MATCH_LIMITS } from '@common/constants/matching';
import { LoadError, Loading } from '../../../components/LoadState';
import { RequireRole } from '../../../components/RequireRole';
import { SelectField } from '../../../components/ui/SelectField';
import { currentLanguage } from '../../../lib/i18n';
import { Link, useSearchParams } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { useActiveJobs, useMatchedCandidates } from '../api/candidates';
import { CandidatesTabs } from '../components/CandidatesTabs';
import { MatchedCandidateCard } from '../components/MatchedCandidateCard';
import '../components/candidates.css';

function Candidates({ jobId, title }: { jobId: number; title: string }) {
  const { t } = useTranslation('candidates');
  const { data, isPending, isError, refetch } = useMatchedCandidates(jobId, currentLanguage());
  if (isPending) return <Loading label={t('loading')} />;
  if (isError) return <LoadError message={t('loadError')} onRetry={refetch} />;
  if (data.length === 0) return <p className="card">{t('none')}</p>;
  return (
    <section aria-labelledby="matched-heading">
      <h2 id="matched-heading" className="candidates-heading">
        {t('heading', { count: data.length, title })}
      </h2>
      <p className="muted">{t('limitNote', { count: MATCH_LIMITS.candidates })}</p>
      <ol className="candidate-list">
        {data.map((candidate) => (
          <li key={candidate.id}>
            <MatchedCandidateCard candidate={candidate} jobId={jobId} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function Matched() {
  const { t } = useTranslation('candidates');
  const [params, setParams] = useSearchParams();
  const jobs = useActiveJobs();
  const jobId = Number(params.get('jobId')) || null;
  const list = jobs.data ?? [];
  const chosen = list.find((job) => job.id === jobId);
  return (
    <div className="container candidates-page">
      <PageHead page="matched-candidate" title={t('title')} description={t('lead')} />
      <h1>{t('title')}</h1>
      <CandidatesTabs current="matched" />
      <p className="muted">{t('lead')}</p>
      {jobs.isPending ? (
        <Loading label={t('loadingJobs')} />
      ) : list.length === 0 && !jobId ? (
        <p className="card">
          {t('noJobs')} <Link to="/employer/job-type">{t('postJob')}</Link>
        </p>
      ) : (
        <SelectField
          label={t('job')}
          placeholder={t('chooseJob')}
          options={list.map((job) => ({ value: String(job.id), label: job.title }))}
          value={chosen ? String(chosen.id) : ''}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.target.value) next.set('jobId', event.target.value);
            else next.delete('jobId');
            setParams(next);
          }}
        />
      )}
      {jobId ? (
        <Candidates jobId={jobId} title={chosen?.title ?? ''} />
      ) : (
        list.length > 0 && <p>{t('pickJob')}</p>
      )}
    </div>
  );
}

export default function MatchedCandidatesPage() {
  return (
    <RequireRole role="EMPLOYER">
      <Matched />
    </RequireRole>
  );
}
