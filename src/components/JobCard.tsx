/**
 * A job in a list (common/schemas/answers/jobs.ts `jobCardDoc`): browse-jobs, the home page's sections, later saved
 * jobs and recommendations. The title is the link; the rest says what a person decides on before opening it: who,
 * where (spec §3's location label, 'Work From Anywhere' for WFH), pay (abbreviated per §9, when shown), type, age.
 * Texts in the `jobSearch` namespace, which every page showing cards loads.
 */
import { useTranslation } from 'react-i18next';
import type { AnswerOf } from '@common/api/answers';
import { formatRelativeTime } from '@common/format/dates';
import { jobDetailPath } from '@common/format/links';
import { formatLocation } from '@common/format/location';
import { formatSalaryShort } from '@common/format/money';
import { currentLanguage } from '../lib/i18n';
import { Link, useLocation } from '../lib/router';
import { SaveJobButton } from './SaveJobButton';
import { Avatar } from './ui/Avatar';

export type JobCardData = AnswerOf<'jobs', 'getJobList'>[number];

export function JobCard({ job, headingLevel = 3 }: { job: JobCardData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('jobSearch');
  const lng = currentLanguage();
  const Heading = `h${headingLevel}` as const;
  const [first, ...others] = job.locations;
  const place = first ? formatLocation(first, lng) : '';
  const salary = formatSalaryShort(job.minSalary, job.maxSalary);
  const live = job.tab === 'ACTIVE';
  // The list the job was opened from, for the job page's way back (a search keeps its words and filters).
  const { pathname, search } = useLocation();
  return (
    <article className="job-card" aria-labelledby={`job-card-${job.id}`}>
      <Avatar src={job.company.logoUrl} alt="" name={job.company.compNm} />
      <div className="job-card-body">
        {/* The title beside the save button: a long title wraps before it, whatever the button's words. */}
        <div className="job-card-head">
          <Heading className="job-card-title" id={`job-card-${job.id}`}>
            {/* A saved job that closed or expired has no page any more: its title is not a link. */}
            {live ? (
              <Link to={jobDetailPath(job)} state={{ from: `${pathname}${search}` }}>
                {job.title}
              </Link>
            ) : (
              job.title
            )}
          </Heading>
          <div className="job-card-save">
            <SaveJobButton job={job} />
          </div>
        </div>
        <p className="job-card-company">{job.company.compNm}</p>
        {!live && <p className="job-card-closed">{t('card.closed')}</p>}
        <ul className="job-card-facts">
          {place && (
            <li>
              {place}
              {others.length > 0 && ` ${t('card.morePlaces', { count: others.length })}`}
            </li>
          )}
          <li className={salary ? 'job-card-salary' : undefined}>
            {salary ? t('card.salary', { salary }) : t('card.salaryHidden')}
          </li>
          <li>{job.employmentType.name}</li>
        </ul>
        {job.postedAt && (
          <p className="job-card-posted">
            {/* "a few seconds ago" on the server may be "a minute ago" when the browser hydrates: React's documented
                allowance for a timestamp's text (the server's words stay until the card renders again). */}
            <time dateTime={job.postedAt} suppressHydrationWarning>
              {t('card.posted', { when: formatRelativeTime(job.postedAt, lng) })}
            </time>
          </p>
        )}
      </div>
    </article>
  );
}

/** The shape of a card while results load (announced once by the list around it). */
export function JobCardSkeleton() {
  return <div className="job-card job-card-skeleton skeleton" aria-hidden="true" />;
}
