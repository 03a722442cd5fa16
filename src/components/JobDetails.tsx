/**
 * A job as candidates read it (common/schemas/answers/jobs.ts `jobDoc`): the employer's preview before posting shows
 * exactly this, and the job page of discovery will too. The description is HTML the server sanitized.
 */
import { useTranslation } from 'react-i18next';
import type { AnswerOf } from '@common/api/answers';
import { companyProfilePath } from '@common/format/links';
import { formatLocation } from '@common/format/location';
import { formatSalaryRange } from '@common/format/money';
import { currentLanguage } from '../lib/i18n';
import { Link } from '../lib/router';

type Job = AnswerOf<'jobs', 'get'>;

/** `headingLevel` 1 on the job's own page; 2 inside another page (the employer's preview). */
export function JobDetails({ job, headingLevel = 2 }: { job: Job; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('jobDetail');
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h2' | 'h3';
  const lng = currentLanguage();
  const salary = formatSalaryRange(job.minSalary, job.maxSalary);
  return (
    <article className="card section job-details" aria-labelledby={`job-${job.id}-title`}>
      <Heading id={`job-${job.id}-title`}>{job.title}</Heading>
      <p className="job-meta">
        <Link to={companyProfilePath(job.company)}>{job.company.compNm}</Link>
      </p>
      <dl>
        <dt>{t('location')}</dt>
        <dd>{job.locations.map((place) => formatLocation(place, lng)).join(' · ') || '—'}</dd>
        <dt>{t('type')}</dt>
        <dd>
          {job.employmentType.name} · {job.positionLevel.name} · {job.category.name}
        </dd>
        <dt>{t('salary')}</dt>
        <dd>{salary ? `${salary} ${t('perMonth')}` : t('salaryHidden')}</dd>
        {job.experienceMin !== null && (
          <>
            <dt>{t('experience')}</dt>
            <dd>
              {t('years', {
                min: job.experienceMin,
                max: job.experienceMax ?? job.experienceMin,
                count: job.experienceMax ?? job.experienceMin,
              })}
            </dd>
          </>
        )}
        {job.qualification && (
          <>
            <dt>{t('qualification')}</dt>
            <dd>{job.qualification.name}</dd>
          </>
        )}
        {job.skills.length > 0 && (
          <>
            <dt>{t('skills')}</dt>
            <dd>{job.skills.map((skill) => skill.name).join(', ')}</dd>
          </>
        )}
        <dt>{t('openings')}</dt>
        <dd>{job.openings}</dd>
      </dl>
      {job.descriptionHtml && (
        <section aria-label={t('description')}>
          <Sub>{t('description')}</Sub>
          {/* Sanitized by the server (server/http/richText.ts) before it was stored. */}
          <div dangerouslySetInnerHTML={{ __html: job.descriptionHtml }} />
        </section>
      )}
      {(job.benefits.length > 0 || job.benefitsOther) && (
        <section>
          <Sub>{t('benefits')}</Sub>
          <ul>
            {job.benefits.map((code) => (
              <li key={code}>{t(`jobPost:benefits.${code}`)}</li>
            ))}
            {job.benefitsOther && <li>{job.benefitsOther}</li>}
          </ul>
        </section>
      )}
      {job.questions.length > 0 && (
        <section>
          <Sub>{t('questions')}</Sub>
          <ol>
            {job.questions.map((question) => (
              <li key={question.id}>
                {question.question}
                {question.isRequired ? ` (${t('required')})` : ''}
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
