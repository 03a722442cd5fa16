/**
 * The company's running top-ups (licence/topup-details): each with the live jobs it adds and until when, and their
 * sum; said plainly when there are none.
 */
import { useTranslation } from 'react-i18next';
import { formatDate } from '@common/format/dates';
import { LoadError, Loading } from '../../../components/LoadState';
import { currentLanguage } from '../../../lib/i18n';
import { useTopupDetails } from '../api/billing';

export function RunningTopUps() {
  const { t } = useTranslation('billing');
  const lng = currentLanguage();
  const { data, isPending, isError, refetch } = useTopupDetails();
  if (isPending) return <Loading label={t('topUp.loading')} />;
  if (isError) return <LoadError message={t('topUp.loadError')} onRetry={refetch} />;
  if (data.topups.length === 0) return <p>{t('topUp.none')}</p>;
  return (
    <>
      <p>
        <strong>{t('topUp.extraTotal', { count: data.extraJobs })}</strong>
      </p>
      <ul className="topup-list">
        {data.topups.map((topup, index) => (
          <li key={`${topup.startsAt}-${index}`}>
            {topup.name}:{' '}
            {t('topUp.runs', {
              count: topup.activeJobs,
              from: formatDate(topup.startsAt, lng),
              until: formatDate(topup.endsAt, lng),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}
