/**
 * An application's status as a coloured chip (spec §4: APPLIED muted, IN_INTERVIEW primary, REJECTED error, SHORTLIST
 * yellow, HIRED green), labelled in the user's language. The colour is never the only signal: the label says it.
 * Pages that show it load the `messages` namespace.
 */
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUS_COLOR, type ApplicationStatus } from '@common/constants/applicationStatus';
import './StatusChip.css';

export function StatusChip({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('messages');
  return (
    <span className={`status-chip status-${APPLICATION_STATUS_COLOR[status]}`}>
      {t(`applicationStatus.${status}`)}
    </span>
  );
}
