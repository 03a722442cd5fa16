/**
 * One candidate's page for the company's team: who they are and how to reach them, their match to the job (the score
 * factor by factor, the skills had and lacked, why) when there is one, and their profile with experience and
 * education. Shared by the matched candidate's page and the viewed candidate's page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@common/format/dates';
import { CandidateContact, CandidateProfile, useCandidateLine } from '../../../components/CandidateProfile';
import { Avatar } from '../../../components/ui/Avatar';
import { currentLanguage } from '../../../lib/i18n';
import type { CandidateDetail as Detail } from '../api/candidates';
import '../../../components/ui/choices.css';

type Match = NonNullable<Detail['match']>;

/** The score factor by factor: what each is worth for this job, and what the candidate got. */
function Breakdown({ match }: { match: Match }) {
  const { t } = useTranslation('candidates');
  const points = (value: number) => String(Math.round(value * 10) / 10);
  return (
    <section className="card candidate-section" aria-labelledby="match-title">
      <h2 id="match-title">{t('detail.match', { title: match.job.title })}</h2>
      <p className="candidate-score candidate-score-big">
        <strong>{t('card.match', { score: match.score })}</strong>
        <span className="score-bar" aria-hidden="true">
          <span style={{ width: `${match.score}%` }} />
        </span>
      </p>
      <table className="candidate-breakdown">
        <caption>{t('detail.breakdown')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('detail.factor')}</th>
            <th scope="col">{t('detail.points')}</th>
          </tr>
        </thead>
        <tbody>
          {match.factors.map((factor) => (
            <tr key={factor.factor}>
              <th scope="row">{t(`factor.${factor.factor}`)}</th>
              <td>
                {t('detail.pointsOf', { points: points(factor.points), weight: points(factor.weight) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {match.matchedSkills.length > 0 && (
        <>
          <h3 className="candidate-label">{t('card.matchedSkills')}</h3>
          <ul className="chips">
            {match.matchedSkills.map((skill) => (
              <li key={skill} className="chip chip-static">
                {skill}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="candidate-label">{t('card.missingSkills')}</h3>
      <p className="candidate-missing">
        {match.missingSkills.length > 0 ? match.missingSkills.join(', ') : t('card.noMissing')}
      </p>
      {match.reasons.length > 0 && (
        <>
          <h3 className="candidate-label">{t('card.reasons')}</h3>
          <ul className="candidate-reasons">
            {match.reasons.map((reason) => (
              <li key={reason.factor}>{reason.text}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function CandidateDetail({ detail, back }: { detail: Detail; back: ReactNode }) {
  const { t } = useTranslation('candidates');
  const lng = currentLanguage();
  const { candidate } = detail;
  const line = useCandidateLine(candidate, 'candidates');
  return (
    <>
      <p className="breadcrumb">{back}</p>
      <div className="candidate-head">
        <Avatar
          src={candidate.pictureUrl}
          alt={t('detail.pictureOf', { name: candidate.fullName })}
          name={candidate.fullName}
          round
        />
        <div className="candidate-who">
          <h1 className="candidate-title">{candidate.fullName}</h1>
          {line && <p className="candidate-meta">{line}</p>}
          <p className="candidate-meta">
            {detail.applied && (
              <span className="candidate-flag candidate-flag-applied">{t('detail.applied')}</span>
            )}
            {detail.lastViewedAt && (
              <span>{t('detail.lastViewed', { date: formatDate(detail.lastViewedAt, lng) })}</span>
            )}
          </p>
        </div>
      </div>
      <CandidateContact candidate={candidate} ns="candidates" className="card candidate-section" />
      {detail.match && <Breakdown match={detail.match} />}
      <CandidateProfile candidate={candidate} ns="candidates" className="card candidate-section" wishes />
    </>
  );
}
