import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../lib/router';
import { PageHead } from '../lib/seo/PageHead';
import { useSiteTitle } from '../lib/settings';

interface Section {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/** A policy-style page whose whole text lives in one namespace (privacyPolicy, terms); shared by public and auth pages. */
export function LegalDocument({
  ns,
  seoPage,
  footer,
}: {
  ns: 'privacyPolicy' | 'terms';
  seoPage: string;
  /** Shown after the text (e.g. a way back to the sign-up form). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const site = useSiteTitle();
  const sections = t('sections', { returnObjects: true, site }) as Section[];
  return (
    <article className="container prose" aria-labelledby="doc-title">
      <PageHead page={seoPage} title={t('pageTitle')} description={t('description', { site })} />
      <h1 id="doc-title" className="page-title">
        {t('title')}
      </h1>
      <p className="muted">{t('updated')}</p>
      <p className="lead">{t('intro', { site })}</p>
      {Array.isArray(sections) &&
        sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      <p>
        <Link to="/contact-us">{t('contactLink')}</Link>
      </p>
      {footer}
    </article>
  );
}
