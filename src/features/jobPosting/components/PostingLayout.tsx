/**
 * The frame of every posting screen: the page head, the heading, the step indicator (saved steps are links; the
 * current one is marked for screen readers) and the screen's form.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import { JOB_STEPS, type JobStep } from '@common/constants/jobs';
import { PageHead } from '../../../lib/seo/PageHead';
import { STEP_PATH, VERIFY_PATH, stepUrl } from '../steps';
import './posting.css';
import '../../../components/ui/choices.css';

interface Props {
  step: JobStep | 'verify';
  jobId: number | undefined;
  /** Steps the job has saved (links in the indicator). */
  saved: readonly JobStep[];
  title: string;
  lead?: string;
  children: ReactNode;
}

export function PostingLayout({ step, jobId, saved, title, lead, children }: Props) {
  const { t } = useTranslation('jobPost');
  const path = step === 'verify' ? VERIFY_PATH : STEP_PATH[step];
  const items = [...JOB_STEPS, 'verify' as const];
  return (
    <div className="container posting">
      <PageHead page={`employer-${path}`} title={title} description={lead ?? title} />
      <nav aria-label={t('steps.label')}>
        <ol className="posting-steps">
          {items.map((item, index) => {
            const current = item === step;
            const reachable =
              jobId !== undefined &&
              (item === 'verify' ? saved.length === JOB_STEPS.length : saved.includes(item));
            const label = t(`steps.${item}`);
            return (
              <li key={item} className={current ? 'current' : reachable ? 'done' : undefined}>
                <span className="posting-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                {reachable && !current ? (
                  <Link to={stepUrl(item === 'verify' ? VERIFY_PATH : STEP_PATH[item], jobId)}>{label}</Link>
                ) : (
                  <span aria-current={current ? 'step' : undefined}>{label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <h1 className="page-title">{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </div>
  );
}
