/**
 * How complete the company profile is (the server's percent, common/constants/company.ts) and what is still
 * missing, each missing section a link to its part of the form.
 */
import { useTranslation } from 'react-i18next';
import type { CompanySection } from '@common/constants/company';
import { PROFILE_PERCENT_THRESHOLD } from '@common/constants/limits';

export function CompletionMeter({
  percent,
  missing,
}: {
  percent: number;
  missing: readonly CompanySection[];
}) {
  const { t } = useTranslation('company');
  return (
    <section className="card completion" aria-labelledby="completion-title">
      <h2 id="completion-title">{t('completion.title', { percent })}</h2>
      <div
        className="completion-bar"
        role="progressbar"
        aria-labelledby="completion-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="muted">
        {percent < PROFILE_PERCENT_THRESHOLD
          ? t('completion.needed', { threshold: PROFILE_PERCENT_THRESHOLD })
          : percent < 100
            ? t('completion.enough')
            : t('completion.done')}
      </p>
      {missing.length > 0 && (
        <>
          <h3 className="completion-missing-title">{t('completion.missing')}</h3>
          <ul className="completion-missing">
            {missing.map((section) => (
              <li key={section}>
                <a href={`#section-${sectionAnchor(section)}`}>{t(`sections.${section}`)}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The fieldset of the form that fills a section. */
export function sectionAnchor(section: CompanySection): string {
  switch (section) {
    case 'name':
    case 'logo':
      return 'brand';
    case 'about':
    case 'industry':
    case 'size':
    case 'founded':
      return 'about';
    case 'location':
    case 'address':
      return 'location';
    case 'contact':
      return 'contact';
    case 'social':
      return 'social';
  }
}
