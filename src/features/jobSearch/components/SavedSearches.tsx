/**
 * The candidate's saved searches (My jobs, second tab): each with what it searches for, a link that opens it, its
 * e-mail alerts (changed on the spot) and its removal.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BROWSE_JOBS_PATH, jobSearchPath, MY_JOBS_PATH } from '@common/format/links';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { Link } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { type SavedSearch, useSavedSearchCalls, useSavedSearches } from '../api/savedSearches';
import { type AlertChoice, alertChoiceOf, alertSettings, useAlertOptions } from './alertChoice';
import { Pagination } from './Pagination';
import { LoadError } from '../../../components/LoadState';

function SavedSearchItem({ search }: { search: SavedSearch }) {
  const { t } = useTranslation('jobSearch');
  const calls = useSavedSearchCalls();
  const alertOptions = useAlertOptions();
  const filters = Object.keys(search.filter).length;
  const saved = alertChoiceOf(search);
  const [choice, setChoice] = useState(saved);
  // The list came again (this change, another tab's): follow it.
  const [from, setFrom] = useState(saved);
  if (from !== saved) {
    setFrom(saved);
    setChoice(saved);
  }
  const announce = (envelope: { code: string; message: string } | null) => {
    if (envelope?.code === 'SUCCESS') toast.success(envelope.message);
  };
  const remove = async () => {
    if (!window.confirm(t('savedSearches.confirmDelete', { name: search.name }))) return;
    announce(await calls.remove(search));
  };
  return (
    <article className="card saved-search" aria-labelledby={`saved-search-${search.id}`}>
      <h3 id={`saved-search-${search.id}`}>
        <Link to={jobSearchPath(search)}>{search.name}</Link>
      </h3>
      <p className="muted">
        {[
          search.search ? t('savedSearches.words', { words: search.search }) : '',
          filters ? t('savedSearches.filters', { count: filters }) : '',
        ]
          .filter(Boolean)
          .join(' · ') || t('savedSearches.everything')}
      </p>
      <div className="saved-search-actions">
        <SelectField
          label={t('saveSearch.alerts')}
          options={alertOptions}
          value={choice}
          onChange={async (event) => {
            // Shown at once; back to what is saved if the server says no.
            const next = event.target.value as AlertChoice;
            setChoice(next);
            const envelope = await calls.update(search, alertSettings(next));
            announce(envelope);
            if (envelope?.code !== 'SUCCESS') setChoice(saved);
          }}
        />
        <Button variant="ghost" onClick={() => void remove()}>
          {t('savedSearches.delete', { name: search.name })}
        </Button>
      </div>
    </article>
  );
}

export function SavedSearches({ page }: { page: number }) {
  const { t } = useTranslation('jobSearch');
  const { data, isPending, isError, refetch } = useSavedSearches(page);
  return (
    <section aria-labelledby="searches-title">
      <h2 id="searches-title">
        {data ? t('savedSearches.count', { count: data.paginator.totalDocs }) : t('myJobs.tab.searches')}
      </h2>
      {isPending ? (
        <p aria-busy="true">{t('results.loading')}</p>
      ) : isError ? (
        <LoadError message={t('results.error')} onRetry={refetch} />
      ) : data.searches.length === 0 ? (
        <div className="card">
          <p>{t('savedSearches.none')}</p>
          <Link className="btn btn-primary" to={BROWSE_JOBS_PATH}>
            {t('myJobs.find')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="saved-search-list">
            {data.searches.map((search) => (
              <li key={search.id}>
                <SavedSearchItem search={search} />
              </li>
            ))}
          </ul>
          <Pagination
            page={data.paginator.page}
            pages={data.paginator.totalPages}
            hrefOf={(n) => `${MY_JOBS_PATH}?tab=searches${n > 1 ? `&page=${n}` : ''}`}
          />
        </>
      )}
    </section>
  );
}
