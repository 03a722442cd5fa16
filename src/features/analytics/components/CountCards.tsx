import { useTranslation } from 'react-i18next';
import type { Counts } from '../api/analytics';
import { Figure } from './Figure';

const KEYS = ['activeJobs', 'totalApplications', 'newThisWeek', 'hires', 'views'] as const;

/** The figures as they stand now: one card each, the label then the number. */
export function CountCards({ counts }: { counts: Counts }) {
  const { t } = useTranslation('analytics');
  return (
    <section className="analytics-section" aria-labelledby="analytics-counts-heading">
      <h2 id="analytics-counts-heading" className="visually-hidden">
        {t('counts.heading')}
      </h2>
      <ul className="analytics-counts">
        {KEYS.map((key) => (
          <li key={key} className="analytics-count">
            <span className="analytics-count-label">{t(`counts.${key}`)}</span>{' '}
            <strong className="analytics-count-value">
              <Figure value={counts[key]} />
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
