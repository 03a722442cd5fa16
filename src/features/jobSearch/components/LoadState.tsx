/** What the discovery pages show while a call is on its way, and when it failed (with the way to ask again). */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';

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

/** A page of one thing (a job, a company) while it loads. */
export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="container" aria-busy="true" aria-label={t('loading')}>
      <div className="skeleton job-detail-skeleton" />
    </div>
  );
}
