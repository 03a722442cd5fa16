/**
 * What is left of the running plan (issue 15; licence/subscription-details), shown before a limit is reached: the
 * employer's live jobs against the plan's and top-ups' limit ('Live jobs: 3 of 5') with the plan's name, its end and
 * the ways to more (the dashboard, the pricing page), and the candidate's applications this month ('5 of 20
 * applications used this month', when the count starts again). Texts: `billing` (the pages that show them load it).
 */
import { useTranslation } from 'react-i18next';
import { pricingPath, topUpPath } from '@common/constants/billing';
import { formatDate } from '@common/format/dates';
import { type Subscription, useSubscription } from '../lib/api/licence';
import { currentLanguage } from '../lib/i18n';
import { Link } from '../lib/router';
import './PlanUsage.css';

/** Whether the employer's live jobs have reached their limit (null: no limit). */
export const noVacancyLeft = (s: Subscription) =>
  s.activeJobLimit !== null && (s.activeJobCount ?? 0) >= s.activeJobLimit;

/** Whether the candidate has used this month's applications. */
export const noApplicationLeft = (s: Subscription) =>
  s.jobApplicationLimit !== null && (s.appliedJobCount ?? 0) >= s.jobApplicationLimit;

/** The employer's live jobs and plan, as a card's content (its heading given by the page). */
export function LiveJobsUsage({
  subscription,
  links = true,
}: {
  subscription: Subscription;
  links?: boolean;
}) {
  const { t } = useTranslation('billing');
  const lng = currentLanguage();
  const used = subscription.activeJobCount ?? 0;
  const limit = subscription.activeJobLimit;
  return (
    <>
      <p className="plan-usage-figure">
        {limit === null ? t('usage.liveJobsUnlimited', { used }) : t('usage.liveJobs', { used, limit })}
      </p>
      {limit !== null && limit > 0 && (
        <div className="plan-usage-bar" aria-hidden="true">
          <span style={{ width: `${Math.min(100, Math.round((used / limit) * 100))}%` }} />
        </div>
      )}
      <p>
        {t('usage.plan', { name: subscription.plan.name })}{' '}
        <span className="muted">
          {subscription.endsAt
            ? t('usage.until', { date: formatDate(subscription.endsAt, lng) })
            : t('usage.noEnd')}
        </span>
      </p>
      {noVacancyLeft(subscription) && <p className="alert alert-warning">{t('usage.noVacancy')}</p>}
      {links && (
        <p className="plan-usage-links">
          <Link to={pricingPath('EMPLOYER')}>{t('usage.seePlans')}</Link>
          <Link to={topUpPath()}>{t('usage.topUp')}</Link>
        </p>
      )}
    </>
  );
}

/** The employer dashboard's card. */
export function LiveJobsCard() {
  const { t } = useTranslation('billing');
  const { data } = useSubscription();
  if (!data || data.activeJobCount === null) return null;
  return (
    <section className="card section plan-usage" aria-labelledby="plan-usage-title">
      <h2 id="plan-usage-title">{t('usage.title')}</h2>
      <LiveJobsUsage subscription={data} />
    </section>
  );
}

/** The candidate's applications this month, as a paragraph (or a warning once they are used). */
export function ApplicationsUsage({
  subscription,
  links = true,
}: {
  subscription: Subscription;
  links?: boolean;
}) {
  const { t } = useTranslation('billing');
  const lng = currentLanguage();
  const used = subscription.appliedJobCount ?? 0;
  const limit = subscription.jobApplicationLimit;
  const resets = subscription.resetsAt
    ? t('usage.resets', { date: formatDate(subscription.resetsAt, lng) })
    : '';
  const full = noApplicationLeft(subscription);
  return (
    <div className={full ? 'alert alert-warning plan-usage-line' : 'plan-usage-line'}>
      <p>
        <strong>
          {limit === null
            ? t('usage.applicationsUnlimited', { count: used })
            : t('usage.applications', { count: used, limit })}
        </strong>{' '}
        {resets}
      </p>
      {full && <p>{t('usage.noApplication')}</p>}
      {links && (
        <p className="plan-usage-links">
          <Link to={pricingPath('CANDIDATE')}>{t(full ? 'usage.upgrade' : 'usage.seePlans')}</Link>
        </p>
      )}
    </div>
  );
}

/** The candidate's line above the apply form and on My jobs; nothing until it is known. */
export function ApplicationsUsageLine() {
  const { data } = useSubscription();
  if (!data || data.appliedJobCount === null) return null;
  return <ApplicationsUsage subscription={data} />;
}
