/** Previous / next through the pages of a list, with where one is. */
import { useTranslation } from 'react-i18next';
import type { Paginator } from '@common/api/envelope';
import { Button } from '../../../components/ui';

export function Pager({
  paginator,
  onPage,
}: {
  paginator: Paginator | undefined;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('importJobs');
  if (!paginator || paginator.totalPages <= 1) return null;
  return (
    <nav className="import-pager" aria-label={t('pages')}>
      <Button
        variant="secondary"
        disabled={!paginator.hasPrevPage}
        onClick={() => onPage(paginator.page - 1)}
      >
        {t('previous')}
      </Button>
      <span>{t('pageOf', { page: paginator.page, pages: paginator.totalPages })}</span>
      <Button
        variant="secondary"
        disabled={!paginator.hasNextPage}
        onClick={() => onPage(paginator.page + 1)}
      >
        {t('next')}
      </Button>
    </nav>
  );
}
