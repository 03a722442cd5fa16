/**
 * `/employer/view-candidate-detail?id=` (spec §2): the page of a candidate the team viewed before, without a job's
 * match. Opening it counts as viewing the profile again (once a day).
 */
import { useTranslation } from 'react-i18next';
import { VIEWED_CANDIDATES_PATH } from '@common/format/links';
import { LoadError, Loading, NothingChosen } from '../../../components/LoadState';
import { RequireRole } from '../../../components/RequireRole';
import { currentLanguage } from '../../../lib/i18n';
import { Link, useSearchParams } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { useCandidateDetail, useRecordView } from '../api/candidates';
import { CandidateDetail } from '../components/CandidateDetail';
import '../components/candidates.css';

function ViewedDetail() {
  const { t } = useTranslation('candidates');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const { data, isPending, isError, refetch } = useCandidateDetail(id, null, currentLanguage());
  useRecordView(id, null, !!data);
  return (
    <div className="container candidates-page">
      <PageHead page="view-candidate-detail" title={data?.candidate.fullName ?? t('detail.title')} />
      {id === null ? (
        <NothingChosen
          title={t('detail.title')}
          message={t('detail.noneChosen')}
          to={VIEWED_CANDIDATES_PATH}
          linkText={t('detail.backViewed')}
        />
      ) : isError ? (
        <LoadError message={t('loadError')} onRetry={refetch} />
      ) : isPending ? (
        <Loading label={t('loading')} />
      ) : (
        <CandidateDetail
          detail={data}
          back={<Link to={VIEWED_CANDIDATES_PATH}>{t('detail.backViewed')}</Link>}
        />
      )}
    </div>
  );
}

export default function ViewedCandidateDetailPage() {
  return (
    <RequireRole role="EMPLOYER">
      <ViewedDetail />
    </RequireRole>
  );
}
