import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { retryTarget } from '../serviceUnavailable';

/**
 * The 404 and 503 pages: a big code, a title (also the page title), a short explanation and the way home. On the 503
 * page "Try again" loads the page that failed again (never /503 itself, which would only show this page again).
 */
export function StatusPage({ code, kind }: { code: 404 | 503; kind: 'notFound' | 'unavailable' }) {
  const { t } = useTranslation('common');
  const { search } = useLocation();
  const retry = code === 503 ? retryTarget(search, document.referrer, window.location.origin) : null;
  const title = t(`${kind}.title`);
  return (
    <section className="container status-page" aria-labelledby="status-title">
      <PageHead page={String(code)} title={title} description={t(`${kind}.text`)} />
      <p className="code" aria-hidden="true">
        {code}
      </p>
      <h1 id="status-title">{title}</h1>
      <p className="lead">{t(`${kind}.text`)}</p>
      <div className="actions">
        {retry && (
          <button type="button" className="btn btn-secondary" onClick={() => window.location.assign(retry)}>
            {t('actions.retry')}
          </button>
        )}
        <Link className="btn btn-primary" to="/">
          {t('actions.goHome')}
        </Link>
      </div>
    </section>
  );
}
