/**
 * `/employer/viewed-candidate?search=&page=`: the candidates the company's team opened, the latest first, with when,
 * by whom and from which job; each opens the candidate's page. The search and the page are in the address.
 */
import { useTranslation } from 'react-i18next';
import { DEFAULT_LIMIT } from '@common/constants/list';
import { formatDate } from '@common/format/dates';
import { VIEWED_CANDIDATES_PATH, viewedCandidateDetailPath } from '@common/format/links';
import { useCandidateLine } from '../../../components/CandidateProfile';
import { SearchField } from '../../../components/SearchField';
import { LoadError, Loading } from '../../../components/LoadState';
import { Pager } from '../../../components/Pager';
import { RequireRole } from '../../../components/RequireRole';
import { Avatar } from '../../../components/ui/Avatar';
import { currentLanguage } from '../../../lib/i18n';
import { Link, listHref, useSearchParams } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { type ViewedCandidate, type ViewedQuery, useViewedCandidates } from '../api/candidates';
import { CandidatesTabs } from '../components/CandidatesTabs';
import '../components/candidates.css';

function ViewedCard({ viewed }: { viewed: ViewedCandidate }) {
  const { t } = useTranslation('candidates');
  const lng = currentLanguage();
  const { candidate } = viewed;
  const line = useCandidateLine(candidate, 'candidates');
  const when = [
    t('viewed.lastViewed', { date: formatDate(viewed.lastViewedAt, lng) }),
    viewed.viewedBy ? t('viewed.by', { name: viewed.viewedBy.fullName }) : null,
    viewed.job ? t('viewed.forJob', { title: viewed.job.title }) : null,
  ].filter(Boolean);
  return (
    <article className="candidate-card" aria-labelledby={`viewed-${candidate.id}`}>
      <div className="candidate-head">
        <Avatar src={candidate.pictureUrl} alt="" name={candidate.fullName} round />
        <div className="candidate-who">
          <h2 className="candidate-name" id={`viewed-${candidate.id}`}>
            <Link to={viewedCandidateDetailPath(candidate.id)}>{candidate.fullName}</Link>
          </h2>
          {line && <p className="candidate-meta">{line}</p>}
          <p className="candidate-meta">
            {when.join(' ')} · {t('viewed.views', { count: viewed.views })}
          </p>
          {candidate.skills.length > 0 && (
            <p className="candidate-missing">
              <span className="visually-hidden">{t('detail.skills')}: </span>
              {candidate.skills.slice(0, 6).join(', ')}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}

function Viewed() {
  const { t } = useTranslation('candidates');
  const [params, setParams] = useSearchParams();
  const query: ViewedQuery = {
    search: params.get('search') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: DEFAULT_LIMIT,
  };
  const hrefWith = (changes: Record<string, string>) => listHref(VIEWED_CANDIDATES_PATH, params, changes);
  const { data, isPending, isError, refetch } = useViewedCandidates(query, currentLanguage());
  return (
    <div className="container candidates-page">
      <PageHead page="viewed-candidate" title={t('viewed.title')} description={t('viewed.lead')} />
      <h1>{t('viewed.title')}</h1>
      <CandidatesTabs current="viewed" />
      <p className="muted">{t('viewed.lead')}</p>
      <form
        className="candidates-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const search = String(new FormData(event.currentTarget).get('search') ?? '').trim();
          setParams(new URL(hrefWith({ search }), 'http://x').searchParams);
        }}
      >
        <SearchField
          id="viewed-search"
          label={t('viewed.search')}
          button={t('viewed.searchButton')}
          value={query.search}
        />
      </form>
      {isError ? (
        <LoadError message={t('loadError')} onRetry={refetch} />
      ) : isPending ? (
        <Loading label={t('loading')} />
      ) : data.candidates.length === 0 ? (
        <p className="card">{t(query.search ? 'viewed.noneFound' : 'viewed.none')}</p>
      ) : (
        <>
          <ul className="candidate-list">
            {data.candidates.map((viewed) => (
              <li key={viewed.candidate.id}>
                <ViewedCard viewed={viewed} />
              </li>
            ))}
          </ul>
          <Pager
            paginator={data.paginator}
            hrefOf={(page) => hrefWith({ page: String(page) })}
            label={t('viewed.pages')}
          />
        </>
      )}
    </div>
  );
}

export default function ViewedCandidatesPage() {
  return (
    <RequireRole role="EMPLOYER">
      <Viewed />
    </RequireRole>
  );
}
