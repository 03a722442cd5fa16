/**
 * The four lines of the analytics, month by month, drawn by uPlot (about 50 KB, 22 KB gzip) which is imported here
 * when the chart first mounts: not in the home page's JavaScript, and not even in this page's own chunk. The chart
 * follows its box's width (a ResizeObserver), so it fits a 360 px screen. To assistive technology it is one image
 * with a name that points to the table of the same figures; its legend is for the eye only, for the same reason.
 * Should the library fail to load (offline, a new version deployed meanwhile), the table is still there.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import { abbreviateNumber } from '@common/format/abbreviate';
import { formatDate } from '@common/format/dates';
import type { Language } from '@common/locales';
import type { MonthFigures } from '../api/analytics';
import { COUNT_STEPS, SERIES, type SeriesKey, chartColumns, yTop } from '../chart';

/** Each line's colour: a design token of ui.css (read when drawing, so the theme decides), and its fallback. */
const COLOURS: Record<SeriesKey, [token: string, fallback: string]> = {
  views: ['--color-text-muted', '#4a5468'],
  applications: ['--color-primary', '#0b5fff'],
  shortlisted: ['--color-warning', '#8a5a00'],
  hired: ['--color-success', '#146c2e'],
};

/** Views are the dashed line: the lines differ by more than their colour. */
const DASHED: ReadonlySet<SeriesKey> = new Set(['views']);

const heightFor = (width: number) => (width < 480 ? 220 : 280);

function options(
  box: HTMLElement,
  months: readonly MonthFigures[],
  lng: Language,
  label: (key: SeriesKey) => string,
): uPlot.Options {
  const style = getComputedStyle(box);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const muted = token('--color-text-muted', '#4a5468');
  const grid = token('--color-border', '#d5dbe7');
  const top = yTop(months);
  const width = box.clientWidth;
  return {
    width,
    height: heightFor(width),
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: (_u, min, max) => [min - 0.3, max + 0.3] },
      y: { range: () => [0, top] },
    },
    axes: [
      {
        stroke: muted,
        grid: { show: false },
        space: 44,
        incrs: [1, 2, 3, 6],
        values: (_u, splits) =>
          splits.map((i) => {
            const month = Number.isInteger(i) ? months[i] : undefined;
            return month ? formatDate(`${month.month}-01`, lng, 'MMM') : '';
          }),
      },
      {
        stroke: muted,
        grid: { stroke: grid, width: 1 },
        ticks: { show: false },
        incrs: COUNT_STEPS,
        size: 48,
        values: (_u, splits) => splits.map((value) => abbreviateNumber(value)),
      },
    ],
    series: [
      {},
      ...SERIES.map((key): uPlot.Series => {
        const colour = token(...COLOURS[key]);
        return {
          label: label(key),
          stroke: colour,
          width: 2,
          ...(DASHED.has(key) ? { dash: [6, 4] } : {}),
          points: { size: 6, fill: colour, stroke: colour },
        };
      }),
    ],
  };
}

export function MonthChart({ months, lng }: { months: readonly MonthFigures[]; lng: Language }) {
  const { t } = useTranslation('analytics');
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
      ([{ default: UPlot }]) => {
        const element = box.current;
        if (cancelled || !element) return;
        plot = new UPlot(
          options(element, months, lng, (key) => t(`series.${key}`)),
          chartColumns(months) as uPlot.AlignedData,
          element,
        );
        observer = new ResizeObserver(() => {
          const width = element.clientWidth;
          if (plot && width > 0 && width !== plot.width) plot.setSize({ width, height: heightFor(width) });
        });
        observer.observe(element);
        setDrawn(true);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [months, lng, t]);

  if (failed) return null;
  return (
    <>
      <ul className="analytics-legend" aria-hidden="true">
        {SERIES.map((key) => (
          <li key={key}>
            <span className={`analytics-swatch analytics-swatch-${key}`} />
            {t(`series.${key}`)}
          </li>
        ))}
      </ul>
      <div
        ref={box}
        className="analytics-chart"
        role="img"
        aria-label={t('chart.label')}
        aria-busy={!drawn}
      />
    </>
  );
}
