/**
 * `/employer/matched-candidate-detail?jobId=&id=` (spec §2): a matched candidate's page, with the score for the job
 * factor by factor. Opening it records the team's view of the profile (once a day; the candidate is told).
 */
import { useTranslation } from 'react-i18next';
import { matchedCandidatesPath } from '@common/format/links';
import { LoadError, Loading, NothingChosen } from '../../../components/LoadState';
import { RequireRole } from '../../../components/RequireRole';
import { currentLanguage } from '../../../lib/i18n';
import { Link, useSearchParams } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { useCandidateDetail, useRecordView } from '../api/candidates';
import { CandidateDetail } from '../components/CandidateDetail';
import '../components/candidates.css';

function MatchedDetail() {
  const { t } = useTranslation('candidates');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const jobId = Number(params.get('jobId')) || null;
  const { data, isPending, isError, refetch } = useCandidateDetail(id, jobId, currentLanguage());
  useRecordView(id, jobId, !!data);
  return (
    <div className="container candidates-page">
      <PageHead page="matched-candidate-detail" title={data?.candidate.fullName ?? t('detail.title')} />
      {id === null ? (
        <NothingChosen
          title={t('detail.title')}
          message={t('detail.noneChosen')}
          to={matchedCandidatesPath()}
          linkText={t('detail.backAll')}
        />
      ) : isError ? (
        <LoadError message={t('loadError')} onRetry={refetch} />
      ) : isPending ? (
        <Loading label={t('loading')} />
      ) : (
        <CandidateDetail
          detail={data}
          back={
            <Link to={matchedCandidatesPath(jobId ?? undefined)}>
              {data.match ? t('detail.back', { title: data.match.job.title }) : t('detail.backAll')}
            </Link>
          }
        />
      )}
    </div>
  );
}

export default function MatchedCandidateDetailPage() {
  return (
    <RequireRole role="EMPLOYER">
      <MatchedDetail />
    </RequireRole>
  );
}
