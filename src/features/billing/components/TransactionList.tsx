/**
 * The buyer's orders (order/transaction/list), newest first, a page at a time through the address (`?page=`): what
 * was bought, its number, when, the total and its status as a chip; a paid one with its invoice to download (PDF), a
 * pending one with the way to its status page. Only the buyer sees these (a company's administrators, a candidate).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentStatusPath } from '@common/constants/billing';
import { formatDate } from '@common/format/dates';
import { formatPrice } from '@common/format/money';
import { LoadError, Loading } from '../../../components/LoadState';
import { Pager } from '../../../components/Pager';
import { Button } from '../../../components/ui';
import { FormError } from '../../../components/ui/FormError';
import { currentLanguage } from '../../../lib/i18n';
import { Link, useLocation, useSearchParams } from '../../../lib/router';
import { downloadInvoice, type Order, useTransactions } from '../api/billing';
import { OrderStatusChip } from './OrderStatusChip';

function OrderItem({
  order,
  busy,
  onInvoice,
}: {
  order: Order;
  busy: boolean;
  onInvoice: (order: Order) => void;
}) {
  const { t } = useTranslation('billing');
  const lng = currentLanguage();
  const nameId = `order-${order.id}-name`;
  return (
    <li className="order-item" aria-labelledby={nameId}>
      <div className="order-head">
        <h3 id={nameId} className="order-name">
          {order.itemName}
        </h3>
        <OrderStatusChip status={order.status} />
      </div>
      <p className="order-total">{formatPrice(order.total, lng)}</p>
      <p className="muted">
        {t('transactions.number', { number: order.number })} ·{' '}
        {t('transactions.orderedOn', { date: formatDate(order.createdAt, lng) })}
      </p>
      {order.status === 'PAID' && (
        <p className="muted">
          {order.paidAt && t('transactions.paidOn', { date: formatDate(order.paidAt, lng) })}
          {order.invoiceNumber && ` · ${t('transactions.invoiceNumber', { number: order.invoiceNumber })}`}
        </p>
      )}
      <div className="order-actions">
        {order.status === 'PAID' && order.invoiceNumber && (
          <Button variant="secondary" busy={busy} onClick={() => onInvoice(order)}>
            {t('transactions.invoice')}
            <span className="visually-hidden"> {order.invoiceNumber}</span>
          </Button>
        )}
        {order.status === 'PENDING' && (
          <Link to={paymentStatusPath(order.audience, order.id)}>
            {t('transactions.seeStatus')}
            <span className="visually-hidden"> {order.number}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

export function TransactionList() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const page = Math.max(1, Math.min(10_000, Math.floor(Number(params.get('page'))) || 1));
  const { data, isPending, isError, refetch } = useTransactions(page);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failure, setFailure] = useState('');

  const invoice = async (order: Order) => {
    setBusyId(order.id);
    setFailure('');
    try {
      await downloadInvoice(order.id);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('errorMsg:somethingWrong'));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className="card section billing-section" aria-labelledby="transactions-title">
      <h2 id="transactions-title">{t('transactions.title')}</h2>
      {isPending && <Loading label={t('transactions.loading')} />}
      {isError && <LoadError message={t('transactions.loadError')} onRetry={refetch} />}
      <FormError message={failure} />
      {data && data.orders.length === 0 && <p>{t('transactions.empty')}</p>}
      {data && data.orders.length > 0 && (
        <ul className="order-list">
          {data.orders.map((order) => (
            <OrderItem
              key={order.id}
              order={order}
              busy={busyId === order.id}
              onInvoice={(o) => void invoice(o)}
            />
          ))}
        </ul>
      )}
      {data?.paginator && (
        <Pager
          paginator={data.paginator}
          hrefOf={(n) => `${pathname}?page=${n}`}
          label={t('transactions.pages')}
        />
      )}
    </section>
  );
}
