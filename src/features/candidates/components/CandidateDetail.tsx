/**
 * One candidate's page for the company's team: who they are and how to reach them, their match to the job (the score
 * factor by factor, the skills had and lacked, why) when there is one, and their profile with experience and
 * education. Shared by the matched candidate's page and the viewed candidate's page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMonthYear } from '@common/format/dates';
import { formatRupiah } from '@common/format/money';
import { formatPhone } from '@common/format/phone';
import { Avatar } from '../../../components/ui/Avatar';
import { currentLanguage } from '../../../lib/i18n';
import type { CandidateDetail as Detail } from '../api/candidates';

type Match = NonNullable<Detail['match']>;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

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

function Profile({ detail }: { detail: Detail }) {
  const { t } = useTranslation('candidates');
  const lng = currentLanguage();
  const { profile, experiences, educations } = detail.candidate;
  const period = (start: string, end: string) =>
    `${formatMonthYear(`${start}-01`, lng)} – ${end ? formatMonthYear(`${end}-01`, lng) : t('detail.present')}`;
  return (
    <section className="card candidate-section" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('detail.profile')}</h2>
      <dl className="candidate-facts">
        {profile.jobDomain && <Fact label={t('detail.jobDomain')}>{profile.jobDomain.name}</Fact>}
        {profile.industry && <Fact label={t('detail.industry')}>{profile.industry.name}</Fact>}
        {profile.yearsOfExperience !== null && (
          <Fact label={t('detail.experience')}>{t('card.years', { count: profile.yearsOfExperience })}</Fact>
        )}
        {profile.expectedSalary !== null && (
          <Fact label={t('detail.expectedSalary')}>
            {t('detail.perMonth', { salary: formatRupiah(profile.expectedSalary) })}
          </Fact>
        )}
        {profile.cityName && (
          <Fact label={t('detail.city')}>
            {[profile.cityName, profile.stateName].filter(Boolean).join(', ')}
          </Fact>
        )}
        {(profile.preferredCities.length > 0 || profile.prefersRemote) && (
          <Fact label={t('detail.preferredCities')}>
            {[
              ...profile.preferredCities.map((city) => city.name),
              ...(profile.prefersRemote ? [t('detail.remote')] : []),
            ].join(', ')}
          </Fact>
        )}
        {profile.skills.length > 0 && (
          <Fact label={t('detail.skills')}>{profile.skills.map((skill) => skill.name).join(', ')}</Fact>
        )}
      </dl>
      {experiences.length > 0 && (
        <>
          <h3>{t('detail.experiences')}</h3>
          <ul className="candidate-entries">
            {experiences.map((e) => (
              <li key={e.id}>
                <strong>{e.jobTitle}</strong>, {e.companyName}
                <br />
                <span className="muted">{period(e.startMonth, e.isCurrent ? '' : e.endMonth)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {educations.length > 0 && (
        <>
          <h3>{t('detail.educations')}</h3>
          <ul className="candidate-entries">
            {educations.map((e) => (
              <li key={e.id}>
                <strong>{e.institute.name}</strong>, {e.qualification.name} · {e.fieldOfStudy.name}
                <br />
                <span className="muted">{period(e.startMonth, e.endMonth)}</span>
              </li>
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
  const phone = candidate.phone ? formatPhone(candidate.phoneCode ?? '', candidate.phone) : null;
  const facts = [
    candidate.jobDomain,
    candidate.cityName,
    candidate.yearsOfExperience === null ? null : t('card.years', { count: candidate.yearsOfExperience }),
  ].filter(Boolean);
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
          {facts.length > 0 && <p className="candidate-meta">{facts.join(' · ')}</p>}
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
      <section className="card candidate-section" aria-labelledby="contact-title">
        <h2 id="contact-title">{t('detail.contact')}</h2>
        <p>
          <a href={`mailto:${candidate.email}`}>{candidate.email}</a>
          {phone && (
            <>
              {' · '}
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </>
          )}
        </p>
      </section>
      {detail.match && <Breakdown match={detail.match} />}
      <Profile detail={detail} />
    </>
  );
}
