/**
 * The notification page's switch for alerts on this device (issue 14): on asks the browser (when it has not yet) and
 * subscribes; off makes the server forget the device and keeps it off here, through logout, until turned on again.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/useHydrated';
import { type PushState, pushState, turnOffPush, turnOnPush } from '../../../lib/push/device';

export function PushSwitch() {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  // The browser's answer is only known in the browser (the server rendered the section without it).
  const current = state ?? (hydrated ? pushState() : null);

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) {
        const result = await turnOnPush();
        if (result === 'on') toast.success(t('push.on'));
        else if (result === 'blocked') toast.error(t('push.blocked'));
        else if (result === 'failed') toast.error(t('push.failed'));
      } else {
        await turnOffPush();
        toast.success(t('push.off'));
      }
    } finally {
      setBusy(false);
      setState(pushState());
    }
  };

  return (
    <section className="card notification-settings push-switch-section" aria-labelledby="push-settings-title">
      <h2 id="push-settings-title">{t('push.settingsTitle')}</h2>
      <p className="muted">{t('push.settingsIntro')}</p>
      {current === 'unsupported' ? (
        <p>{t('push.unsupported')}</p>
      ) : current === 'blocked' ? (
        <p>{t('push.blocked')}</p>
      ) : (
        <label className="notification-switch">
          <input
            type="checkbox"
            role="switch"
            checked={current === 'on'}
            disabled={busy || current === null}
            aria-busy={busy || undefined}
            onChange={(event) => void change(event.target.checked)}
          />
          <span>{t('push.switchLabel')}</span>
        </label>
      )}
    </section>
  );
}
