/**
 * /employer/import-history (spec §2): the company's imports, newest first: file, who, when, state and counts; with
 * `?id=` one import's detail and the rows it did not import (row, column, problem in the reader's language). An
 * import left halfway (or waiting for its columns) continues on the import page.
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../../lib/router';
import { APPROVAL_STATUS } from '@common/constants/roles';
import { formatDateTime } from '@common/format/dates';
import { RequireRole } from '../../../components/RequireRole';
import { currentLanguage } from '../../../lib/i18n';
import { PageHead } from '../../../lib/seo/PageHead';
import { useShellStore } from '../../../lib/store/shell';
import { type ImportCard, useImport, useImports } from '../api/imports';
import { Pager } from '../components/Pager';
import { RowErrors } from '../components/RowErrors';
import { HISTORY_PATH, historyUrl, importUrl } from '../paths';
import '../components/jobImport.css';

function StatusText({ item }: { item: ImportCard }) {
  const { t } = useTranslation('importJobs');
  return (
    <>
      {t(`history.status.${item.status}`, { done: item.processedRows, count: item.totalRows })}
      {item.jobStatus && item.status !== 'DISCARDED' ? ` · ${t(`history.jobStatus.${item.jobStatus}`)}` : ''}
    </>
  );
}

function Counts({ item }: { item: ImportCard }) {
  const { t } = useTranslation('importJobs');
  return (
    <dl className="import-counts">
      <div>
        <dt>{t('history.total')}</dt>
        <dd>{item.totalRows}</dd>
      </div>
      <div>
        <dt>{t('history.imported')}</dt>
        <dd>{item.importedRows}</dd>
      </div>
      <div>
        <dt>{t('history.failed')}</dt>
        <dd>{item.failedRows}</dd>
      </div>
    </dl>
  );
}

const unfinished = (item: ImportCard) => item.status === 'PENDING' || item.status === 'RUNNING';

function Detail({ id }: { id: number }) {
  const { t } = useTranslation('importJobs');
  const lng = currentLanguage();
  const { data: doc } = useImport(id);
  if (!doc) return <p role="status">{t('loading')}</p>;
  return (
    <section aria-labelledby="import-detail-heading">
      <h2 id="import-detail-heading">{doc.fileName}</h2>
      <p>
        {t('history.by', { name: doc.createdBy.fullName, date: formatDateTime(doc.createdAt, lng) })}
        {' · '}
        {doc.fileKind}
      </p>
      <p>
        <StatusText item={doc} />
      </p>
      <Counts item={doc} />
      <div className="actions-row import-actions">
        {unfinished(doc) && (
          <Link className="btn btn-primary" to={importUrl(doc.id)}>
            {t('history.continue')}
          </Link>
        )}
        <Link className="btn btn-secondary" to={historyUrl()}>
          {t('history.back')}
        </Link>
      </div>
      <RowErrors doc={doc} />
    </section>
  );
}

function List() {
  const { t } = useTranslation('importJobs');
  const lng = currentLanguage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading } = useImports(page);
  return (
    <>
      <div className="actions-row import-actions">
        <Link className="btn btn-primary" to={importUrl()}>
          {t('history.new')}
        </Link>
      </div>
      {isLoading && <p role="status">{t('loading')}</p>}
      {data && data.imports.length === 0 && <p>{t('history.empty')}</p>}
      <ul className="import-list">
        {data?.imports.map((item) => (
          <li key={item.id}>
            <h2>{item.fileName}</h2>
            <p className="import-muted">
              {t('history.by', { name: item.createdBy.fullName, date: formatDateTime(item.createdAt, lng) })}
            </p>
            <p>
              <StatusText item={item} />
            </p>
            <Counts item={item} />
            <div className="actions-row import-actions">
              <Link to={historyUrl(item.id)}>
                {t('history.details')}
                <span className="visually-hidden"> {item.fileName}</span>
              </Link>
              {unfinished(item) && <Link to={importUrl(item.id)}>{t('history.continue')}</Link>}
            </div>
          </li>
        ))}
      </ul>
      <Pager paginator={data?.paginator} onPage={(next) => setParams({ page: String(next) })} />
    </>
  );
}

function History() {
  const { t } = useTranslation('importJobs');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const approved = useShellStore((state) => state.user?.status) === APPROVAL_STATUS.APPROVED;
  return (
    <div className="container import-page">
      <PageHead
        page={`employer-${HISTORY_PATH}`}
        title={t('history.title')}
        description={t('history.lead')}
      />
      <h1 className="page-title">{t('history.title')}</h1>
      <p>{t('history.lead')}</p>
      {!approved ? (
        <p className="alert alert-warning" role="status">
          {t('notApproved')}
        </p>
      ) : Number.isSafeInteger(id) && id > 0 ? (
        <Detail id={id} />
      ) : (
        <List />
      )}
    </div>
  );
}

export default function ImportHistoryPage() {
  return (
    <RequireRole role="EMPLOYER">
      <History />
    </RequireRole>
  );
}
