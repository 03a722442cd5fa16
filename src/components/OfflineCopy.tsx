/**
 * The hint over a page shown from the data kept for offline reading (issue 14): 'Offline copy, updated 5 minutes
 * ago'. Shown while the app is offline (src/lib/network.ts) and the page has data to show; `updatedAt` is when that
 * data was fetched (a query's `dataUpdatedAt`). A polite live region, present on every render (empty when online),
 * so that screen readers announce the hint when it appears. The relative time comes with dayjs in its own chunk
 * (dayjs stays out of the first paint).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n';
import { useOnline } from '../lib/useOnline';
import type { formatRelativeTime as FormatRelativeTimeFn } from '@common/format/dates';
import './OfflineCopy.css';

type FormatRelativeTime = typeof FormatRelativeTimeFn;
let formatRelativeTime: FormatRelativeTime | undefined;
let loading: Promise<unknown> | undefined;

function loadFormat(): Promise<unknown> {
  loading ??= import('@common/format/dates').then((module) => {
    formatRelativeTime = module.formatRelativeTime;
  });
  return loading;
}

/** Refreshes the relative time now and then while shown. */
const TICK_MS = 60_000;

export function OfflineCopy({ updatedAt }: { updatedAt: number | undefined }) {
  const { t } = useTranslation('common');
  const online = useOnline();
  const shown = !online && Boolean(updatedAt);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!shown) return;
    let live = true;
    if (!formatRelativeTime) void loadFormat().then(() => live && setTick((tick) => tick + 1));
    const timer = setInterval(() => setTick((tick) => tick + 1), TICK_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [shown]);
  const time = shown && formatRelativeTime ? formatRelativeTime(updatedAt, currentLanguage()) : '';
  return <div role="status">{time && <p className="offline-copy">{t('offlineCopy', { time })}</p>}</div>;
}
