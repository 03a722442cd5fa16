import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../../lib/seo/PageHead';
import { useSettings } from '../../../lib/settings';

function safeExternalUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** /about-us is an external page (spec §2): its address comes from the settings; we redirect and show the link. */
export default function AboutUsPage() {
  const { t } = useTranslation('about');
  const { data, isPending } = useSettings();
  const url = safeExternalUrl(data?.aboutUsUrl);
  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);
  return (
    <div className="container">
      <PageHead page="about-us" title={t('pageTitle')} description={t('description')} />
      <h1 className="page-title">{t('title')}</h1>
      {isPending ? (
        <p className="muted">{t('common:loading')}</p>
      ) : url ? (
        <>
          <p role="status">{t('redirecting')}</p>
          <p>
            <a href={url} rel="noopener">
              {t('linkText')} <span className="visually-hidden">{t('external')}</span>
            </a>
          </p>
        </>
      ) : (
        <p>{t('unavailable')}</p>
      )}
    </div>
  );
}
