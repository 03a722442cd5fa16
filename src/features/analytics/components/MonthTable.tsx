import { useTranslation } from 'react-i18next';
import { formatDate } from '@common/format/dates';
import type { Language } from '@common/locales';
import type { MonthFigures } from '../api/analytics';
import { SERIES } from '../chart';
import { Figure } from './Figure';

/**
 * The chart's figures as a table, the newest month first: what a screen reader reads instead of the chart (which is
 * an image to it), and what anyone reads exactly. It scrolls sideways on a narrow screen, by keyboard too.
 */
export function MonthTable({
  months,
  scope,
  lng,
}: {
  months: readonly MonthFigures[];
  scope: string;
  lng: Language;
}) {
  const { t } = useTranslation('analytics');
  return (
    <div className="analytics-table-wrap" role="region" aria-label={t('table.region')} tabIndex={0}>
      <table className="analytics-table">
        <caption>{t('table.caption', { scope })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.month')}</th>
            {SERIES.map((key) => (
              <th scope="col" key={key}>
                {t(`series.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...months].reverse().map((month) => (
            <tr key={month.month}>
              <th scope="row">{formatDate(`${month.month}-01`, lng, 'MMMM YYYY')}</th>
              {SERIES.map((key) => (
                <td key={key}>
                  <Figure value={month[key]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
