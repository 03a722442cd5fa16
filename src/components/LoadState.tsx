/**
 * What a page shows while a call is on its way, and when it failed (with the way to ask again): one look for every
 * feature's lists and pages.
 */
import { useTranslation } from 'react-i18next';
import { Link } from '../lib/router';
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

/**
 * A page of one thing opened without saying which (an old bookmark, a cut link): its name as the heading, what is
 * missing, and the way to the list to choose from.
 */
export function NothingChosen(props: { title: string; message: string; to: string; linkText: string }) {
  return (
    <>
      <h1>{props.title}</h1>
      <p>
        {props.message} <Link to={props.to}>{props.linkText}</Link>
      </p>
    </>
  );
}
