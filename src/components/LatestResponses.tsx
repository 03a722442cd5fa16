/**
 * The newest applications to the company's jobs, on the employer's dashboard (userjobs list, newest first): who, for
 * which job, where it stands and when, each opening its response; then the way to all of them. The key sits under the
 * responses feature's own (`responses`), so a status moved there refreshes this card too. Texts: `dashboard`, and
 * `messages` for the status.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnswerOf } from '@common/api/answers';
import { formatRelativeTime } from '@common/format/dates';
import { responseDetailPath } from '@common/format/links';
import { api, unwrap } from '../lib/api';
import { currentLanguage } from '../lib/i18n';
import { Link } from '../lib/router';
import { StatusChip } from './StatusChip';
import './LatestResponses.css';

type Response = AnswerOf<'userJobs', 'list'>[number];

/** How many the card lists. */
const LIMIT = 5;

export function LatestResponses() {
  const { t } = useTranslation('dashboard');
  const lng = currentLanguage();
  const { data, isPending, isError } = useQuery({
    queryKey: ['responses', 'latest', lng],
    queryFn: async ({ signal }) => {
      const envelope = await api('userJobs', 'list', { body: { page: 1, limit: LIMIT }, signal });
      return { responses: unwrap<Response[]>(envelope), total: envelope.paginator?.totalDocs ?? 0 };
    },
  });
  return (
    <section className="card section" aria-labelledby="latest-title">
      <h2 id="latest-title">{t('latestTitle')}</h2>
      {isPending ? (
        <p role="status">{t('latestLoading')}</p>
      ) : isError ? (
        <p role="alert">{t('latestError')}</p>
      ) : data.responses.length === 0 ? (
        <p>{t('latestNone')}</p>
      ) : (
        <>
          <ul className="latest-responses">
            {data.responses.map((response) => (
              <li key={response.id}>
                <Link to={responseDetailPath(response.id)}>{response.candidate.fullName}</Link>{' '}
                <StatusChip status={response.status} />
                <br />
                <span className="muted">
                  {t('latestFor', {
                    job: response.job.title,
                    when: formatRelativeTime(response.appliedAt, lng),
                  })}
                </span>
              </li>
            ))}
          </ul>
          <Link to="/employer/responses">{t('latestAll', { count: data.total })}</Link>
        </>
      )}
    </section>
  );
}
