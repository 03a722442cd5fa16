import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/Button';

/**
 * Spec §2, as a modal dialog; Refresh reloads the page. Shown offline where the page has nothing to show
 * (src/app/Layout.tsx, src/lib/offline/nothingToShow.ts); offline is the browser offline or the server out of reach
 * (src/lib/network.ts).
 */
export function OfflineOverlay() {
  const { t } = useTranslation(['errorMsg', 'common']);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => buttonRef.current?.focus(), []);
  return (
    <div className="overlay">
      <div
        className="overlay-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="offline-title"
        aria-describedby="offline-text"
      >
        <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="#0b5fff"
            strokeWidth="1.8"
            strokeLinecap="round"
            d="M2 8.8a15 15 0 0 1 4.3-2.6M9.5 5.2A15 15 0 0 1 22 8.8M5 12.5a10 10 0 0 1 3.3-2.1M14.6 10.3A10 10 0 0 1 19 12.5M8.5 16a5 5 0 0 1 7 0M3 3l18 18"
          />
          <circle cx="12" cy="19.5" r="1.3" fill="#0b5fff" />
        </svg>
        <h2 id="offline-title">{t('errorMsg:offlineTitle')}</h2>
        <p id="offline-text">{t('errorMsg:offlineText')}</p>
        <Button ref={buttonRef} onClick={() => window.location.reload()}>
          {t('common:actions.refresh')}
        </Button>
      </div>
    </div>
  );
}
