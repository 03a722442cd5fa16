/** A response as the list and the board show it: who, for which job, how well they match, and where it stands. */
import { useTranslation } from 'react-i18next';
import { formatDate } from '@common/format/dates';
import { responseDetailPath } from '@common/format/links';
import { useCandidateLine } from '../../../components/CandidateProfile';
import { StatusChip } from '../../../components/StatusChip';
import { currentLanguage } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import type { Response } from '../api/responses';

export function ResponseCard({ response, showStatus = true }: { response: Response; showStatus?: boolean }) {
  const { t } = useTranslation('responses');
  const { candidate } = response;
  const line = useCandidateLine(candidate, 'responses');
  return (
    <>
      <h3 className="response-name">
        <Link to={responseDetailPath(response.id)}>{candidate.fullName}</Link>
      </h3>
      <p className="response-meta">
        {showStatus && <StatusChip status={response.status} />}
        <span className="response-score">{t('card.match', { score: response.matchScore })}</span>
        {response.knockedOut && <span className="response-knockout">{t('card.knockout')}</span>}
      </p>
      <p className="response-meta">
        {response.job.title} ·{' '}
        {t('card.appliedOn', { date: formatDate(response.appliedAt, currentLanguage()) })}
      </p>
      {line && <p className="response-meta">{line}</p>}
      {candidate.skills.length > 0 && (
        <p className="response-skills">
          <span className="visually-hidden">{t('card.skills')} </span>
          {candidate.skills.slice(0, 6).join(', ')}
        </p>
      )}
    </>
  );
}
