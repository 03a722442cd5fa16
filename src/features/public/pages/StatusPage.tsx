import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHead } from '../../../lib/seo/PageHead';

/** The 404 and 503 pages: a big code, a title, a short explanation and the way home. */
export function StatusPage({ code, kind }: { code: 404 | 503; kind: 'notFound' | 'unavailable' }) {
  const { t } = useTranslation('common');
  return (
    <section className="container status-page" aria-labelledby="status-title">
      <PageHead page={String(code)} title={t(`${kind}.pageTitle`)} />
      <p className="code" aria-hidden="true">
        {code}
      </p>
      <h1 id="status-title">{t(`${kind}.title`)}</h1>
      <p className="lead">{t(`${kind}.text`)}</p>
      <div className="actions">
        {code === 503 && (
          <button type="button" className="btn btn-secondary" onClick={() => window.location.reload()}>
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
