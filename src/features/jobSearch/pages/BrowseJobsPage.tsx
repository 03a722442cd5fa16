/**
 * `/jobsseekers/browse-jobs` (spec §2), for guests and candidates: the search box, the filters (sidebar on wide
 * screens, bottom sheet on phones), the chips of the filters on, the order and page size, the results and their
 * pages. The whole search lives in the address (../searchState.ts): back, reload and a shared link restore it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '@common/constants/list';
import { JobCard, JobCardSkeleton } from '../../../components/JobCard';
import { RecommendedJobs } from '../../../components/RecommendedJobs';
import { useSessionRole } from '../../../lib/store/roleHome';
import { Button } from '../../../components/ui/Button';
import { currentLanguage } from '../../../lib/i18n';
import { Link, useSearchParams } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { useJobFacets, useJobSearch } from '../api/search';
import { ActiveFilters, filterCount } from '../components/ActiveFilters';
import { FilterPanel } from '../components/FilterPanel';
import { Pagination } from '../components/Pagination';
import { SaveSearch } from '../components/SaveSearch';
import { SearchBar } from '../components/SearchBar';
import { searchCriteriaParams } from '@common/format/links';
import {
  BROWSE_JOBS_PATH,
  browseJobsUrl,
  filterOf,
  isFilterClean,
  parseSearch,
  searchParamsOf,
  type SearchState,
  type Sort,
  sortOf,
  withChange,
} from '../../../lib/jobSearch/searchState';
import '../components/browse.css';
import { LoadError } from '../../../components/LoadState';
import { OfflineCopy } from '../../../components/OfflineCopy';

const WIDE = '(min-width: 900px)';

/** The filters on a phone: a modal bottom sheet (<dialog>: focus kept inside, Escape closes). */
function FilterSheet({
  open,
  onClose,
  total,
  children,
}: {
  open: boolean;
  onClose: () => void;
  total: number | undefined;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('jobSearch');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="filter-sheet" aria-labelledby={titleId} onClose={onClose}>
      <div className="filter-sheet-head">
        <h2 id={titleId}>{t('filters.title')}</h2>
        <button type="button" className="btn btn-ghost" onClick={onClose} aria-label={t('filters.close')}>
          ×
        </button>
      </div>
      <div className="filter-sheet-body">{children}</div>
      <div className="filter-sheet-foot">
        <Button onClick={onClose}>
          {total === undefined ? t('filters.close') : t('filters.show', { count: total })}
        </Button>
      </div>
    </dialog>
  );
}

function ResultsToolbar({
  state,
  onChange,
}: {
  state: SearchState;
  onChange: (change: Partial<SearchState>) => void;
}) {
  const { t } = useTranslation('jobSearch');
  const sortId = useId();
  const sizeId = useId();
  const sorts: { value: Sort; label: string }[] = [
    ...(state.search ? [{ value: 'relevance' as const, label: t('results.sortRelevance') }] : []),
    { value: 'newest', label: t('results.sortNewest') },
    { value: 'oldest', label: t('results.sortOldest') },
  ];
  return (
    <div className="results-toolbar">
      <div className="inline-field">
        <label htmlFor={sortId}>{t('results.sort')}</label>
        <select
          id={sortId}
          className="input"
          value={sortOf(state)}
          onChange={(event) => onChange({ sort: event.target.value as Sort })}
        >
          {sorts.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
      <div className="inline-field">
        <label htmlFor={sizeId}>{t('results.pageSize')}</label>
        <select
          id={sizeId}
          className="input"
          value={state.limit}
          onChange={(event) => onChange({ limit: Number(event.target.value) })}
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

export default function BrowseJobsPage() {
  const { t } = useTranslation('jobSearch');
  const lng = currentLanguage();
  const [params, setParams] = useSearchParams();
  const state = parseSearch(params);
  const wide = useMediaQuery(WIDE);
  const [sheetOpen, setSheetOpen] = useState(false);
  const role = useSessionRole();
  const results = useJobSearch(state, lng);
  const facets = useJobFacets(state, lng).data;

  const go = (next: SearchState, options: { replace?: boolean } = {}) =>
    setParams(searchParamsOf(next), options);
  const change = (part: Partial<SearchState>) => go(withChange(state, part));
  const hrefOf = (page: number) => browseJobsUrl({ ...state, page });

  const paginator = results.data?.paginator;
  const jobs = results.data?.jobs ?? [];
  const total = paginator?.totalDocs;
  const from = paginator && total ? (paginator.page - 1) * paginator.limit + 1 : 0;
  const to = paginator ? from + jobs.length - 1 : 0;
  const filters = filterCount(state);
  const panel = <FilterPanel state={state} facets={facets} onChange={change} />;

  return (
    <div className="container browse">
      <PageHead page="browse-jobs" title={t('title')} description={t('description')} />
      <h1>{t('title')}</h1>
      <SearchBar
        value={state.search}
        onSearch={(search, options) => go(withChange(state, { search }), options)}
      />
      {/* Keyed by the search: another search starts with the button again. */}
      {!isFilterClean(state) && (
        <SaveSearch
          key={searchCriteriaParams({ search: state.search, filter: filterOf(state) }).toString()}
          state={state}
        />
      )}
      {/* Before a search, a candidate's recommendations come first. */}
      {role === 'CANDIDATE' && isFilterClean(state) && state.page === 1 && <RecommendedJobs count={4} />}
      <div className="browse-layout">
        {wide ? (
          <aside className="filter-aside" aria-labelledby="filters-title">
            <h2 id="filters-title">{t('filters.title')}</h2>
            {panel}
          </aside>
        ) : (
          <>
            <Button
              variant="secondary"
              className="filter-open"
              aria-haspopup="dialog"
              onClick={() => setSheetOpen(true)}
            >
              {t('filters.open')}
              {filters > 0 && <span className="badge">{t('filters.active', { count: filters })}</span>}
            </Button>
            {/* The panel's fifty-odd controls exist while the sheet is open: a phone's first paint and hydration do
                not carry them for a button most visitors never press. */}
            <FilterSheet open={sheetOpen} onClose={() => setSheetOpen(false)} total={facets?.total ?? total}>
              {sheetOpen && panel}
            </FilterSheet>
          </>
        )}
        <section className="results" aria-labelledby="results-title">
          <div className="results-head">
            <h2 id="results-title">
              {total === undefined ? t('results.title') : t('results.count', { count: total })}
            </h2>
            <ResultsToolbar state={state} onChange={change} />
          </div>
          <ActiveFilters state={state} facets={facets} onChange={change} />
          <OfflineCopy query={results} />
          <p className="visually-hidden" role="status">
            {results.isFetching
              ? t('results.loading')
              : total
                ? t('results.showing', { from, to, total })
                : total === 0
                  ? t('results.count', { count: 0 })
                  : ''}
          </p>
          {results.isPending ? (
            <ul className="job-list" aria-busy="true" aria-label={t('results.loading')}>
              {Array.from({ length: 5 }, (_, index) => (
                <li key={index}>
                  <JobCardSkeleton />
                </li>
              ))}
            </ul>
          ) : results.isError && jobs.length === 0 ? (
            <LoadError message={t('results.error')} onRetry={results.refetch} />
          ) : jobs.length === 0 ? (
            <div className="card empty-results">
              <p>
                <strong>{paginator?.totalDocs ? t('results.pastEnd') : t('results.empty')}</strong>
              </p>
              {paginator && paginator.totalDocs > 0 ? (
                <Link to={hrefOf(paginator.totalPages)}>{t('results.lastPage')}</Link>
              ) : filters > 0 ? (
                <>
                  <p>{t('results.emptyFilters')}</p>
                  <ActiveFilters state={state} facets={facets} onChange={change} />
                </>
              ) : isFilterClean(state) ? (
                <p>{t('results.emptyBoard')}</p>
              ) : (
                <>
                  <p>{t('results.emptyWords')}</p>
                  <Link to={BROWSE_JOBS_PATH}>{t('results.browseAll')}</Link>
                </>
              )}
            </div>
          ) : (
            <>
              <ul className="job-list" aria-busy={results.isPlaceholderData || undefined}>
                {jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} />
                  </li>
                ))}
              </ul>
              {paginator && <Pagination page={paginator.page} pages={paginator.totalPages} hrefOf={hrefOf} />}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
