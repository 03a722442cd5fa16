/**
 * A candidate as a company's team reads them, on the responses and the matched and viewed candidates: who they are
 * in one line (the cards and the pages), how to reach them, and their profile (the facts, then the experience and the
 * education entries in the order the server sends them).
 *
 * Its words are the page's own (`ns`: both namespaces hold the same `detail.*` keys and `card.years`), so each page
 * keeps its wording and loads no other catalog. The candidate's wishes (expected pay, where they want to work) are
 * shown only where the page asks for them (`wishes`: the candidates pages, whose namespace has those words).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerOf } from '@common/api/answers';
import { formatMonthYear } from '@common/format/dates';
import { formatRupiah } from '@common/format/money';
import { formatPhone } from '@common/format/phone';
import { currentLanguage } from '../lib/i18n';
import './CandidateProfile.css';

type Detail = AnswerOf<'matchedCandidate', 'details'>['candidate'];
type Namespace = 'candidates' | 'responses';

/** The candidate in one line from what they gave: 'Accounting · Jakarta · 3 years of experience' ('' for none). */
export function useCandidateLine(
  candidate: Pick<Detail, 'jobDomain' | 'cityName' | 'yearsOfExperience'>,
  ns: Namespace,
): string {
  const { t } = useTranslation(ns);
  const years = candidate.yearsOfExperience;
  return [candidate.jobDomain, candidate.cityName, years === null ? null : t('card.years', { count: years })]
    .filter(Boolean)
    .join(' · ');
}

/** How to reach the candidate: their e-mail, and their phone when they gave one (dialled by its digits). */
export function CandidateContact({
  candidate,
  ns,
  className,
}: {
  candidate: Pick<Detail, 'email' | 'phoneCode' | 'phone'>;
  ns: Namespace;
  /** The section's classes on the page (its card and spacing). */
  className: string;
}) {
  const { t } = useTranslation(ns);
  const phone = candidate.phone ? formatPhone(candidate.phoneCode ?? '', candidate.phone) : null;
  return (
    <section className={className} aria-labelledby="contact-title">
      <h2 id="contact-title">{t('detail.contact')}</h2>
      <p className="candidate-contact">
        <a href={`mailto:${candidate.email}`}>{candidate.email}</a>
        {phone && (
          <>
            {' · '}
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </>
        )}
      </p>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function CandidateProfile({
  candidate,
  ns,
  className,
  wishes = false,
}: {
  candidate: Pick<Detail, 'profile' | 'experiences' | 'educations'>;
  ns: Namespace;
  /** The section's classes on the page (its card and spacing). */
  className: string;
  wishes?: boolean;
}) {
  const { t } = useTranslation(ns);
  const lng = currentLanguage();
  const { profile, experiences, educations } = candidate;
  const period = (start: string, end: string) =>
    `${formatMonthYear(`${start}-01`, lng)} – ${end ? formatMonthYear(`${end}-01`, lng) : t('detail.present')}`;
  return (
    <section className={className} aria-labelledby="profile-title">
      <h2 id="profile-title">{t('detail.profile')}</h2>
      <dl className="fact-list">
        {profile.jobDomain && <Fact label={t('detail.jobDomain')}>{profile.jobDomain.name}</Fact>}
        {profile.industry && <Fact label={t('detail.industry')}>{profile.industry.name}</Fact>}
        {profile.yearsOfExperience !== null && (
          <Fact label={t('detail.experience')}>{t('card.years', { count: profile.yearsOfExperience })}</Fact>
        )}
        {wishes && profile.expectedSalary !== null && (
          <Fact label={t('detail.expectedSalary')}>
            {t('detail.perMonth', { salary: formatRupiah(profile.expectedSalary) })}
          </Fact>
        )}
        {profile.cityName && (
          <Fact label={t('detail.city')}>
            {[profile.cityName, profile.stateName].filter(Boolean).join(', ')}
          </Fact>
        )}
        {wishes && (profile.preferredCities.length > 0 || profile.prefersRemote) && (
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
          <ul className="profile-entries">
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
          <ul className="profile-entries">
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
