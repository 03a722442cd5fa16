/**
 * A plan or a top-up as a card: its name and description, the price before VAT with the VAT beside it, the total,
 * how long it runs and what it gives (live jobs, matched candidates per job, applications a month); the caller's
 * current plan is marked, and the card ends with what can be done (choose, renew, sign in first) or nothing (a free
 * plan is never bought).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING } from '@common/constants/billing';
import { formatPrice } from '@common/format/money';
import { currentLanguage } from '../../../lib/i18n';
import type { Plan } from '../api/billing';

/** What a plan gives, in words. */
export function PlanFacts({ plan }: { plan: Plan }) {
  const { t } = useTranslation('billing');
  const facts: string[] = [];
  if (plan.audience === 'EMPLOYER') {
    if (plan.kind === 'TOPUP') {
      if (plan.activeJobs !== null) facts.push(t('plan.extraJobs', { count: plan.activeJobs }));
    } else {
      facts.push(
        plan.activeJobs === null
          ? t('plan.liveJobsUnlimited')
          : t('plan.liveJobs', { count: plan.activeJobs }),
      );
      facts.push(
        plan.matchedCandidates === null
          ? t('plan.matchedUnlimited')
          : t('plan.matched', { count: plan.matchedCandidates }),
      );
    }
  } else {
    facts.push(
      plan.applicationLimit === null
        ? t('plan.applicationsUnlimited')
        : t('plan.applications', { count: plan.applicationLimit }),
    );
  }
  facts.push(plan.validityDays > 0 ? t('plan.validity', { count: plan.validityDays }) : t('plan.noEnd'));
  return (
    <ul className="plan-facts">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

export function PlanCard({ plan, action }: { plan: Plan; action?: ReactNode }) {
  const { t } = useTranslation('billing');
  const lng = currentLanguage();
  const titleId = `plan-${plan.id}-name`;
  return (
    <li
      className={plan.isCurrent ? 'card plan-card plan-card-current' : 'card plan-card'}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="plan-name">
        {plan.name}
      </h3>
      {plan.isCurrent && <p className="plan-current">{t('plan.current')}</p>}
      <p className="plan-description">{plan.description}</p>
      {plan.isFree ? (
        <p className="plan-price">
          {formatPrice(0, lng)} <span className="plan-vat">{t('plan.noPayment')}</span>
        </p>
      ) : (
        <>
          <p className="plan-price">
            {formatPrice(plan.price, lng)}{' '}
            <span className="plan-vat">
              {t('plan.vatNote', { percent: BILLING.taxPercent, tax: formatPrice(plan.tax, lng) })}
            </span>
          </p>
          <p className="plan-total">{t('plan.total', { total: formatPrice(plan.total, lng) })}</p>
        </>
      )}
      <PlanFacts plan={plan} />
      {action && <div className="plan-action">{action}</div>}
    </li>
  );
}
