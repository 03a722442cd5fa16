/**
 * Previous and next through the pages of a list, as links (a reload or a shared link opens the same page), with
 * where one is ('Page 2 of 5'); nothing when the list fits on one page. The job search's numbered pages are
 * features/jobSearch/components/Pagination.tsx.
 */
import { useTranslation } from 'react-i18next';
import type { Paginator } from '@common/api/envelope';
import { Link } from '../lib/router';
import './Pager.css';

export function Pager({
  paginator,
  hrefOf,
  label,
}: {
  paginator: Paginator;
  /** The address of a page of the list. */
  hrefOf: (page: number) => string;
  /** What the pages are of, for screen readers ('Pages of responses'). */
  label: string;
}) {
  const { t } = useTranslation('common');
  if (paginator.totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      {paginator.hasPrevPage && (
        <Link className="btn btn-secondary" to={hrefOf(paginator.page - 1)}>
          {t('pager.previous')}
        </Link>
      )}
      <span>{t('pager.pageOf', { page: paginator.page, pages: paginator.totalPages })}</span>
      {paginator.hasNextPage && (
        <Link className="btn btn-secondary" to={hrefOf(paginator.page + 1)}>
          {t('pager.next')}
        </Link>
      )}
    </nav>
  );
}
