/**
 * An order's status as a coloured chip, labelled in the reader's language: the colour is never the only signal. The
 * same chips as applications' (StatusChip.css): waiting yellow, paid green, failed red, expired muted.
 */
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@common/constants/billing';
import '../../../components/StatusChip.css';

const COLOR: Record<OrderStatus, string> = {
  PENDING: 'yellow',
  PAID: 'green',
  FAILED: 'error',
  EXPIRED: 'muted',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('billing');
  return <span className={`status-chip status-${COLOR[status]}`}>{t(`orderStatus.${status}`)}</span>;
}
