/**
 * "Save this search" on the browse page: a candidate names the search on screen and picks its e-mail alerts (off,
 * at once, once a day); a guest is offered to sign in (and comes back to the same search). The name's rule is the
 * server's (common/schemas/savedSearches.ts).
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_JOBS_PATH } from '@common/format/links';
import { Button } from '../../../components/ui';
import type { SearchState } from '../../../lib/jobSearch/searchState';
import { Link, useLocation } from '../../../lib/router';
import { useSessionRole } from '../../../lib/store/roleHome';

const SaveSearchForm = lazy(() => import('./SaveSearchForm'));

export function SaveSearch({ state }: { state: SearchState }) {
  const { t } = useTranslation('jobSearch');
  const role = useSessionRole();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  if (role === 'EMPLOYER') return null;
  if (role !== 'CANDIDATE') {
    return (
      <p className="save-search">
        <Link to="/jobsseekers/login" state={{ from: `${location.pathname}${location.search}` }}>
          {t('saveSearch.signIn')}
        </Link>
      </p>
    );
  }
  if (saved) {
    return (
      <p className="save-search" role="status">
        {t('saveSearch.saved')} <Link to={`${MY_JOBS_PATH}?tab=searches`}>{t('saveSearch.manage')}</Link>
      </p>
    );
  }
  if (open) {
    return (
      <Suspense fallback={<p className="save-search" aria-busy="true" />}>
        <SaveSearchForm state={state} onSaved={() => setSaved(true)} onCancel={() => setOpen(false)} />
      </Suspense>
    );
  }
  return (
    <p className="save-search">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('saveSearch.open')}
      </Button>
    </p>
  );
}
