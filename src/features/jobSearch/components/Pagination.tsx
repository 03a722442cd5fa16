/**
 * Pages of results as links (a reload, a new tab and crawlers all work), the current one marked: previous, the first,
 * a window around the current page, the last, next.
 */
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import './Pagination.css';

const WINDOW = 1;

/** The page numbers shown, with null where pages are skipped: 1 … 4 5 6 … 20. */
export function pageItems(page: number, pages: number): (number | null)[] {
  const items: (number | null)[] = [];
  for (let n = 1; n <= pages; n += 1) {
    if (n === 1 || n === pages || Math.abs(n - page) <= WINDOW) items.push(n);
    else if (items[items.length - 1] !== null) items.push(null);
  }
  return items;
}

export function Pagination({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation('jobSearch');
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={hrefOf(page - 1)} rel="prev" aria-label={t('pagination.previous')}>
              ‹
            </Link>
          </li>
        )}
        {pageItems(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefOf(n)}
                aria-label={t('pagination.page', { page: n })}
                aria-current={n === page ? 'page' : undefined}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={hrefOf(page + 1)} rel="next" aria-label={t('pagination.next')}>
              ›
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
