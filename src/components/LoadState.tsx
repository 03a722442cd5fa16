/**
 * What a page shows while a call is on its way, and when it failed (with the way to ask again): one look for every
 * feature's lists and pages.
 */
import { useTranslation } from 'react-i18next';
import { Button } from './ui/Button';

export function LoadError({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  const { t } = useTranslation('common');
  return (
    <div className="alert alert-error" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={() => void onRetry()}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}

/** A list or a page on its way, said in the page's words ('Loading candidates…'). */
export function Loading({ label }: { label: string }) {
  return <p role="status">{label}</p>;
}

/** A page of one thing (a job, a company) while it loads. */
export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="container" aria-busy="true" aria-label={t('loading')}>
      <div className="skeleton job-detail-skeleton" />
    </div>
  );
}
