/**
 * `/employer/responses` (spec §2): the responses to the company's jobs, for its team. One job or all, a status tab
 * with its count, a candidate found by name or skill, the newest or the best match first, paged; as a list or as the
 * pipeline board (./PipelineBoard.tsx). Everything is in the address (`?job=&status=&search=&sort=&page=&view=`), so
 * a reload or a shared link shows the same. The current list (every page of it) exports as CSV.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  PIPELINE_ORDER,
  RESPONSE_SORTS,
} from '@common/constants/applicationStatus';
import { DEFAULT_LIMIT, MAX_LIMIT } from '@common/constants/list';
import { formatDate } from '@common/format/dates';
import { RESPONSES_PATH } from '@common/format/links';
import { LoadError, Loading } from '../../../components/LoadState';
import { Pager } from '../../../components/Pager';
import { RequireRole } from '../../../components/RequireRole';
import { Button } from '../../../components/ui';
import { SearchField } from '../../../components/SearchField';
import { SelectField } from '../../../components/ui/SelectField';
import { api, unwrap } from '../../../lib/api';
import { saveBlob } from '../../../lib/api/download';
import { currentLanguage } from '../../../lib/i18n';
import { Link, listHref, useSearchParams } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { toast } from '../../../lib/toast';
import {
  type Response,
  type ResponsesQuery,
  responsesBody,
  useCompanyJobs,
  useResponses,
  useStatusCounts,
} from '../api/responses';
import { PipelineBoard } from '../components/PipelineBoard';
import { ResponseCard } from '../components/ResponseCard';
import { toCsv } from '../csv';
import { TabBar } from '../../../components/TabBar';
import '../components/responses.css';

/** At most this many pages of MAX_LIMIT go into one export. */
const EXPORT_PAGES = 20;

function useQueryOf() {
  const [params, setParams] = useSearchParams();
  const status = APPLICATION_STATUSES.find((s) => s === params.get('status'));
  const query: ResponsesQuery = {
    jobId: Number(params.get('job')) || undefined,
    status,
    search: params.get('search') ?? '',
    sortBy: RESPONSE_SORTS.find((s) => s === params.get('sort')) ?? 'date',
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: DEFAULT_LIMIT,
  };
  const board = params.get('view') === 'board';
  /** The address with some parameters changed ('' removes one); the page starts again unless it is the change. */
  const hrefWith = (changes: Record<string, string>) => listHref(RESPONSES_PATH, params, changes);
  const go = (changes: Record<string, string>) =>
    setParams(new URL(hrefWith(changes), 'http://x').searchParams);
  return { query, board, hrefWith, go };
}

function Filters({ query, go }: { query: ResponsesQuery; go(changes: Record<string, string>): void }) {
  const { t } = useTranslation('responses');
  const jobs = useCompanyJobs().data ?? [];
  return (
    <form
      className="responses-filters"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        go({ search: String(new FormData(event.currentTarget).get('search') ?? '').trim() });
      }}
    >
      <SelectField
        label={t('filters.job')}
        options={[
          { value: '', label: t('filters.allJobs') },
          ...jobs.map((job) => ({ value: String(job.id), label: job.title })),
        ]}
        value={query.jobId ? String(query.jobId) : ''}
        onChange={(event) => go({ job: event.target.value })}
      />
      <SelectField
        label={t('filters.sort')}
        options={RESPONSE_SORTS.map((sort) => ({ value: sort, label: t(`filters.sortBy.${sort}`) }))}
        value={query.sortBy}
        onChange={(event) => go({ sort: event.target.value === 'date' ? '' : event.target.value })}
      />
      <SearchField
        id="responses-search"
        className="responses-search"
        label={t('filters.search')}
        button={t('filters.searchButton')}
        value={query.search}
      />
    </form>
  );
}

function StatusTabs({
  query,
  hrefWith,
}: {
  query: ResponsesQuery;
  hrefWith(c: Record<string, string>): string;
}) {
  const { t } = useTranslation(['responses', 'messages']);
  const counts = useStatusCounts(query.jobId).data;
  const tabs: (ApplicationStatus | '')[] = ['', ...PIPELINE_ORDER];
  return (
    <TabBar label={t('tabs')}>
      {tabs.map((status) => (
        <Link
          key={status || 'all'}
          className="tab"
          to={hrefWith({ status })}
          aria-current={(query.status ?? '') === status ? 'page' : undefined}
        >
          {status ? t(`messages:applicationStatus.${status}`) : t('all')}
          {counts && <span className="tab-count"> {status ? counts[status] : counts.total}</span>}
        </Link>
      ))}
    </TabBar>
  );
}

/** Every page of the current list, as a CSV download. */
function ExportButton({ query }: { query: ResponsesQuery }) {
  const { t } = useTranslation(['responses', 'messages']);
  const [busy, setBusy] = useState(false);
  const lng = currentLanguage();
  const run = async () => {
    setBusy(true);
    try {
      const rows: Response[] = [];
      for (let page = 1; page <= EXPORT_PAGES; page += 1) {
        const envelope = await api('userJobs', 'list', {
          body: responsesBody({ ...query, page, limit: MAX_LIMIT }),
        });
        rows.push(...unwrap<Response[]>(envelope));
        if (!envelope.paginator?.hasNextPage) break;
      }
      const csv = toCsv(
        ['name', 'job', 'status', 'match', 'knockout', 'appliedOn', 'city', 'years', 'skills'].map((key) =>
          t(`csv.${key}`),
        ),
        rows.map((r) => [
          r.candidate.fullName,
          r.job.title,
          t(`messages:applicationStatus.${r.status}`),
          r.matchScore,
          r.knockedOut ? t('csv.yes') : '',
          formatDate(r.appliedAt, lng),
          r.candidate.cityName,
          r.candidate.yearsOfExperience,
          r.candidate.skills.join('; '),
        ]),
      );
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${t('csv.file')}.csv`);
    } catch {
      toast.error(t('errorMsg:somethingWrong'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={() => void run()}>
      {t('export')}
    </Button>
  );
}

function List({ query, hrefWith }: { query: ResponsesQuery; hrefWith(c: Record<string, string>): string }) {
  const { t } = useTranslation('responses');
  const { data, isPending, isError, refetch } = useResponses(query, currentLanguage());
  if (isPending) return <Loading label={t('loading')} />;
  if (isError) return <LoadError message={t('loadError')} onRetry={refetch} />;
  const { responses, paginator } = data;
  if (responses.length === 0) return <p className="card">{t(query.search ? 'noneFound' : 'none')}</p>;
  return (
    <>
      <ul className="response-list">
        {responses.map((response) => (
          <li key={response.id} className="response-item">
            <ResponseCard response={response} />
          </li>
        ))}
      </ul>
      <Pager paginator={paginator} hrefOf={(page) => hrefWith({ page: String(page) })} label={t('pages')} />
    </>
  );
}

function Responses() {
  const { t } = useTranslation('responses');
  const { query, board, hrefWith, go } = useQueryOf();
  return (
    <div className="container responses-page">
      <PageHead page="responses" title={t('title')} />
      <h1>{t('title')}</h1>
      <Filters query={query} go={go} />
      <div className="responses-bar">
        <TabBar inline label={t('views')}>
          <Link className="tab" to={hrefWith({ view: '' })} aria-current={board ? undefined : 'page'}>
            {t('view.list')}
          </Link>
          <Link
            className="tab"
            to={hrefWith({ view: 'board', status: '' })}
            aria-current={board ? 'page' : undefined}
          >
            {t('view.board')}
          </Link>
        </TabBar>
        <ExportButton query={query} />
      </div>
      {board ? (
        <PipelineBoard query={{ jobId: query.jobId, search: query.search, sortBy: query.sortBy }} />
      ) : (
        <>
          <StatusTabs query={query} hrefWith={hrefWith} />
          <List query={query} hrefWith={hrefWith} />
        </>
      )}
    </div>
  );
}

export default function ResponsesPage() {
  return (
    <RequireRole role="EMPLOYER">
      <Responses />
    </RequireRole>
  );
}
