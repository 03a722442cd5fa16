/**
 * The hint over a page shown from the data kept for offline reading (issue 14): 'Offline copy, updated 5 minutes
 * ago'. Shown while the app is offline (src/lib/network.ts) and the page's query has data of its own to show (not a
 * placeholder kept from the previous page or filter, whose age would not be this page's). A polite live region, present on every render (empty when online),
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

/** What the hint reads of the page's query (its result, or those two fields of it). */
export interface OfflineCopyQuery {
  dataUpdatedAt: number;
  isPlaceholderData?: boolean;
}

export function OfflineCopy({ query }: { query: OfflineCopyQuery }) {
  const { t } = useTranslation('common');
  const online = useOnline();
  const updatedAt = query.isPlaceholderData ? 0 : query.dataUpdatedAt;
  const shown = !online && updatedAt > 0;
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
