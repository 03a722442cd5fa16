/**
 * A refusal for want of quota (issue 15), where it happened: posting or activating a job past the plan's live jobs
 * ('No vacancy left…', HTTP 402 with `{ limit, used, pricingPath, topUpPath }`), or applying past the month's
 * applications (`{ limit, used, pricingPath }`). The server's sentence, with the ways out as links: top up, see the
 * plans. Texts: `billing` (the pages that show it load it).
 */
import { useTranslation } from 'react-i18next';
import type { Envelope } from '@common/api/envelope';
import { envelopeStatus } from '../lib/api';
import { Link } from '../lib/router';
import './PlanUsage.css';

export interface QuotaRefusal {
  message: string;
  pricingPath: string;
  topUpPath: string | null;
}

const appPath = (value: unknown): string | null =>
  typeof value === 'string' && /^\/[a-z]/i.test(value) && !value.startsWith('//') ? value : null;

/** The quota refusal an answer is (HTTP 402 naming where to buy more), or null for any other answer. */
export function quotaRefusal(envelope: Envelope | null | undefined): QuotaRefusal | null {
  if (!envelope || envelopeStatus(envelope) !== 402) return null;
  const data = (envelope.data ?? {}) as { pricingPath?: unknown; topUpPath?: unknown };
  const pricingPath = appPath(data.pricingPath);
  if (!pricingPath) return null;
  return { message: envelope.message, pricingPath, topUpPath: appPath(data.topUpPath) };
}

export function QuotaNotice({ refusal }: { refusal: QuotaRefusal | null }) {
  const { t } = useTranslation('billing');
  if (!refusal) return null;
  return (
    <div className="alert alert-warning quota-notice" role="alert">
      <p>{refusal.message}</p>
      <p className="quota-notice-links">
        {refusal.topUpPath && (
          <Link className="btn btn-primary" to={refusal.topUpPath}>
            {t('quota.topUp')}
          </Link>
        )}
        <Link
          className={refusal.topUpPath ? 'btn btn-secondary' : 'btn btn-primary'}
          to={refusal.pricingPath}
        >
          {t('quota.seePlans')}
        </Link>
      </p>
    </div>
  );
}
