import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { applyUpdate, dismissUpdate, getServiceWorkerState, subscribeServiceWorker } from './register';
import './UpdatePrompt.css';

/**
 * 'A new version is available' with Update and Later. Shown when a new service worker is waiting; Update activates
 * it and reloads once it controls the page. Nothing reloads without the user asking (a half-filled form is safe).
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const { updateWaiting, updating } = useSyncExternalStore(
    subscribeServiceWorker,
    getServiceWorkerState,
    getServiceWorkerState,
  );
  if (!updateWaiting) return null;
  return (
    <section className="sw-update" aria-label={t('sw.regionLabel')}>
      <p className="sw-update__text" role="status">
        {t('sw.updateAvailable')}
      </p>
      <div className="sw-update__actions">
        <Button variant="ghost" onClick={dismissUpdate} disabled={updating}>
          {t('sw.later')}
        </Button>
        <Button onClick={applyUpdate} busy={updating}>
          {updating ? t('sw.updating') : t('sw.update')}
        </Button>
      </div>
    </section>
  );
}
