/**
 * "Seen by N companies in the last 30 days" on the candidate's own profile (issue 13; track-user/viewed-count and
 * company-list): how many companies opened the profile lately and ever, and, on demand, which (a page at a time,
 * the latest first), each linking to the company's page. Never which member of a company. Texts: `candidates`.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerOf } from '@common/api/answers';
import { formatDate } from '@common/format/dates';
import { companyProfilePath } from '@common/format/links';
import { api, unwrap } from '../lib/api';
import { currentLanguage } from '../lib/i18n';
import { Link } from '../lib/router';
import { Avatar } from './ui/Avatar';
import { Button } from './ui/Button';
import './ProfileViewsCard.css';

type Viewer = AnswerOf<'trackUser', 'companyList'>[number];
type Counts = AnswerOf<'trackUser', 'viewedCount'>;

const PAGE = 10;

function Viewers() {
  const { t } = useTranslation('candidates');
  const lng = currentLanguage();
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery({
    queryKey: ['profileViews', 'companies'],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const envelope = await api('trackUser', 'companyList', {
        body: { page: pageParam, limit: PAGE },
        signal,
      });
      return { viewers: unwrap<Viewer[]>(envelope), next: envelope.paginator?.nextPage ?? null };
    },
    getNextPageParam: (last) => last.next ?? undefined,
  });
  if (isPending) return <p role="status">{t('seen.loading')}</p>;
  if (isError) return <p role="alert">{t('loadError')}</p>;
  const viewers = data.pages.flatMap((page) => page.viewers);
  return (
    <>
      <ul className="profile-views-list">
        {viewers.map((viewer) => (
          <li key={viewer.company.id}>
            <Avatar src={viewer.company.logoUrl} alt="" name={viewer.company.name} />
            <span>
              <Link to={companyProfilePath(viewer.company)}>{viewer.company.name}</Link>
              <br />
              <span className="muted">
                {t('seen.viewedOn', { date: formatDate(viewer.lastViewedAt, lng) })}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <Button variant="ghost" busy={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {t('seen.more')}
        </Button>
      )}
    </>
  );
}

export function ProfileViewsCard() {
  const { t } = useTranslation('candidates');
  const [open, setOpen] = useState(false);
  const { data } = useQuery({
    queryKey: ['profileViews', 'count'],
    queryFn: async ({ signal }) =>
      unwrap<Counts>(await api('trackUser', 'viewedCount', { signal, showErrorToast: false })),
  });
  if (!data) return null;
  return (
    <section className="card profile-views" aria-labelledby="profile-views-title">
      <h2 id="profile-views-title">{t('seen.title')}</h2>
      {data.total === 0 ? (
        <p>{t('seen.none')}</p>
      ) : (
        <>
          <p>
            <strong>{t('seen.count', { count: data.recent, days: data.days })}</strong>{' '}
            <span className="muted">{t('seen.total', { count: data.total })}</span>
          </p>
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls="profile-views-companies"
            onClick={() => setOpen((value) => !value)}
          >
            {t(open ? 'seen.hide' : 'seen.show')}
          </Button>
          <div id="profile-views-companies" hidden={!open}>
            {open && <Viewers />}
          </div>
        </>
      )}
    </section>
  );
}
