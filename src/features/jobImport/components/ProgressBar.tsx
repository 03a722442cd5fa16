/** How far a running import is: a progress bar with its values for assistive technology, and the same in words. */
import { useTranslation } from 'react-i18next';

export function ProgressBar({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('importJobs');
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const text = t('run.progressText', { done, count: total });
  return (
    <div className="import-progress">
      <div
        role="progressbar"
        aria-label={t('run.progress')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="import-progress-track"
      >
        <div className="import-progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <p aria-hidden="true">
        {text} ({percent}%)
      </p>
    </div>
  );
}
