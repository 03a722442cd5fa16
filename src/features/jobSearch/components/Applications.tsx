/**
 * My jobs, Applied tab: the candidate's applications, the newest first, each with its job, where it stands (a
 * coloured chip with its label), its timeline with the employer's messages, the answers as sent, and the way to
 * withdraw it while the employer has not acted on it (asked once more before it is done).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@common/format/dates';
import { BROWSE_JOBS_PATH, MY_APPLICATIONS_PATH, jobDetailPath } from '@common/format/links';
import { StatusChip } from '../../../components/StatusChip';
import { StatusTimeline } from '../../../components/StatusTimeline';
import { Button } from '../../../components/ui';
import { isErrorEnvelope } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { type MyApplication, useApplicationWrites, useMyApplications } from '../api/applications';
import { LoadError } from '../../../components/LoadState';
import { OfflineCopy } from '../../../components/OfflineCopy';
import { Pagination } from './Pagination';
import './apply.css';

function Withdraw({ application }: { application: MyApplication }) {
  const { t } = useTranslation('jobSearch');
  const writes = useApplicationWrites();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!application.canWithdraw) return null;
  if (!asking)
    return (
      <Button variant="ghost" onClick={() => setAsking(true)}>
        {t('applications.withdraw')}
        <span className="visually-hidden"> {application.job.title}</span>
      </Button>
    );
  const confirm = async () => {
    setBusy(true);
    const envelope = await writes.withdraw(application.id).catch(() => null);
    setBusy(false);
    if (envelope && !isErrorEnvelope(envelope)) toast.success(envelope.message);
    setAsking(false);
  };
  return (
    <div role="group" aria-label={t('applications.withdrawAsk', { title: application.job.title })}>
      <p>{t('applications.withdrawAsk', { title: application.job.title })}</p>
      <div className="apply-actions">
        <Button variant="secondary" busy={busy} onClick={() => void confirm()}>
          {t('applications.withdrawConfirm')}
        </Button>
        <Button variant="ghost" onClick={() => setAsking(false)}>
          {t('applications.keep')}
        </Button>
      </div>
    </div>
  );
}

function Application({ application }: { application: MyApplication }) {
  const { t } = useTranslation('jobSearch');
  const lng = currentLanguage();
  const answered = application.answers.filter((a) => a.answer !== null);
  return (
    <li className="application">
      <h3>
        <Link to={jobDetailPath(application.job)}>{application.job.title}</Link>
      </h3>
      <p className="application-meta">
        <StatusChip status={application.status} />
        <span>{application.job.company.compNm}</span>
        <span>{t('applications.appliedOn', { date: formatDate(application.appliedAt, lng) })}</span>
      </p>
      <details>
        <summary>{t('applications.timeline')}</summary>
        <StatusTimeline
          events={application.events}
          label={t('applications.timelineOf', { title: application.job.title })}
        />
      </details>
      <details>
        <summary>{t('applications.sent')}</summary>
        <dl className="fact-list">
          <div>
            <dt>{t('applications.resume')}</dt>
            <dd>{application.resumeName}</dd>
          </div>
          {answered.map((answer) => (
            <div key={answer.question}>
              <dt>{answer.question}</dt>
              <dd>
                {Array.isArray(answer.answer)
                  ? answer.answer.join(', ')
                  : answer.kind === 'YES_NO'
                    ? t(answer.answer === 'YES' ? 'applications.yes' : 'applications.no')
                    : answer.answer}
              </dd>
            </div>
          ))}
          {application.coverNote && (
            <div>
              <dt>{t('applications.coverNote')}</dt>
              <dd className="apply-note">{application.coverNote}</dd>
            </div>
          )}
        </dl>
      </details>
      <Withdraw application={application} />
    </li>
  );
}

export function Applications({ page }: { page: number }) {
  const { t } = useTranslation('jobSearch');
  const { data, isPending, isError, refetch, dataUpdatedAt, isPlaceholderData } = useMyApplications(
    page,
    currentLanguage(),
  );
  const total = data?.paginator.totalDocs;
  return (
    <section aria-labelledby="applied-title">
      <h2 id="applied-title">
        {total === undefined ? t('myJobs.tab.applied') : t('applications.count', { count: total })}
      </h2>
      <OfflineCopy query={{ dataUpdatedAt, isPlaceholderData }} />
      {isPending ? (
        <p role="status">{t('results.loading')}</p>
      ) : isError ? (
        <LoadError message={t('results.error')} onRetry={refetch} />
      ) : data.applications.length === 0 ? (
        <div className="card">
          <p>{t('applications.none')}</p>
          <Link className="btn btn-primary" to={BROWSE_JOBS_PATH}>
            {t('myJobs.find')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="application-list">
            {data.applications.map((application) => (
              <Application key={application.id} application={application} />
            ))}
          </ul>
          <Pagination
            page={data.paginator.page}
            pages={data.paginator.totalPages}
            hrefOf={(n) => (n > 1 ? `${MY_APPLICATIONS_PATH}&page=${n}` : MY_APPLICATIONS_PATH)}
          />
        </>
      )}
    </section>
  );
}
