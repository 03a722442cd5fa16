import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from '../lib/router';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/Button';

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
}

/** What the user sees when rendering fails: a plain message, a reload and a way home. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const stale = isChunkLoadError(error);
  return (
    <section className="container status-page" aria-labelledby="error-title">
      <h1 id="error-title">{t(stale ? 'error.staleTitle' : 'error.title')}</h1>
      <p className="lead">{t(stale ? 'error.staleText' : 'error.text')}</p>
      <div className="actions">
        <Button onClick={() => window.location.reload()}>{t('actions.refresh')}</Button>
        <a className="btn btn-secondary" href="/">
          {t('actions.goHome')}
        </a>
      </div>
    </section>
  );
}

/** errorElement of the routes: a page that failed to render or to load keeps the header and footer around this. */
export function RouteError() {
  return <ErrorScreen error={useRouteError()} />;
}

/** Last line of defence around the whole app (providers included). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
