/**
 * How complete a profile is (the server's percent) and what is still missing, each missing section a link to where
 * it is filled: the company's profile and the candidate's. Each namespace words it (`completion.*`, `sections.*`),
 * as what the percent means differs between them.
 */
import { useTranslation } from 'react-i18next';
import { PROFILE_PERCENT_THRESHOLD } from '@common/constants/limits';
import './CompletionMeter.css';

interface Props {
  percent: number;
  missing: readonly string[];
  namespace: 'company' | 'profile';
  /** Where a missing section is filled, on the page. */
  hrefOf: (section: string) => string;
  /** For a page whose form is not shown yet: opens it at the section instead of following the link. */
  onPick?: (section: string) => void;
}

export function CompletionMeter({ percent, missing, namespace, hrefOf, onPick }: Props) {
  const { t } = useTranslation(namespace);
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
                <a
                  href={hrefOf(section)}
                  onClick={
                    onPick &&
                    ((event) => {
                      event.preventDefault();
                      onPick(section);
                    })
                  }
                >
                  {t(`sections.${section}`)}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
