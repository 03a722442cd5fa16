/** An application's timeline: each status it took, when, and the employer's message with it (newest last). */
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@common/constants/applicationStatus';
import { formatDateTime } from '@common/format/dates';
import { currentLanguage } from '../lib/i18n';
import { StatusChip } from './StatusChip';

export interface TimelineEvent {
  status: ApplicationStatus;
  message: string;
  at: string;
}

export function StatusTimeline({ events, label }: { events: TimelineEvent[]; label: string }) {
  const { t } = useTranslation('messages');
  const lng = currentLanguage();
  return (
    <ol className="timeline" aria-label={label}>
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`}>
          <StatusChip status={event.status} />{' '}
          <time dateTime={event.at}>{formatDateTime(event.at, lng)}</time>
          {event.message && (
            <p className="timeline-message">
              <span className="visually-hidden">{t('applicationStatus.messageLabel')} </span>
              {event.message}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
