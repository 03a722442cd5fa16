/**
 * A candidate of a job's matches: who, the score (a bar beside the figure, the figure being what is read), the job's
 * skills they have as chips and those they lack, why they match, and whether the team viewed them or they applied.
 */
import { useTranslation } from 'react-i18next';
import { matchedCandidateDetailPath } from '@common/format/links';
import { useCandidateLine } from '../../../components/CandidateProfile';
import { Avatar } from '../../../components/ui/Avatar';
import { Link } from '../../../lib/router';
import type { MatchedCandidate } from '../api/candidates';
import '../../../components/ui/choices.css';

export function MatchedCandidateCard({ candidate, jobId }: { candidate: MatchedCandidate; jobId: number }) {
  const { t } = useTranslation('candidates');
  const line = useCandidateLine(candidate, 'candidates');
  const titleId = `candidate-${candidate.id}`;
  return (
    <article className="candidate-card" aria-labelledby={titleId}>
      <div className="candidate-head">
        <Avatar src={candidate.pictureUrl} alt="" name={candidate.fullName} round />
        <div className="candidate-who">
          <h3 className="candidate-name" id={titleId}>
            <Link to={matchedCandidateDetailPath(jobId, candidate.id)}>{candidate.fullName}</Link>
          </h3>
          {line && <p className="candidate-meta">{line}</p>}
          <p className="candidate-meta">
            {candidate.viewed && <span className="candidate-flag">{t('card.viewed')}</span>}
            {candidate.applied && (
              <span className="candidate-flag candidate-flag-applied">{t('card.applied')}</span>
            )}
          </p>
        </div>
        <p className="candidate-score">
          <strong>{t('card.match', { score: candidate.score })}</strong>
          <span className="score-bar" aria-hidden="true">
            <span style={{ width: `${candidate.score}%` }} />
          </span>
        </p>
      </div>
      {candidate.matchedSkills.length > 0 && (
        <div className="candidate-skills">
          <h4 className="candidate-label">{t('card.matchedSkills')}</h4>
          <ul className="chips">
            {candidate.matchedSkills.map((skill) => (
              <li key={skill} className="chip chip-static">
                {skill}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="candidate-skills">
        <h4 className="candidate-label">{t('card.missingSkills')}</h4>
        <p className="candidate-missing">
          {candidate.missingSkills.length > 0 ? candidate.missingSkills.join(', ') : t('card.noMissing')}
        </p>
      </div>
      {candidate.reasons.length > 0 && (
        <div>
          <h4 className="candidate-label">{t('card.reasons')}</h4>
          <ul className="candidate-reasons">
            {candidate.reasons.map((reason) => (
              <li key={reason.factor}>{reason.text}</li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
