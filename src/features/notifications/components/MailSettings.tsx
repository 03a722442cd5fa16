/**
 * The e-mail settings of the notification page (id `mail-settings`, where a notification mail's opt-out link leads):
 * one switch per type the person's side receives by e-mail; each change is saved at once. The notifications
 * themselves always show on the page.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_SETTINGS_ANCHOR } from '@common/constants/notifications';
import { toast } from '../../../lib/toast';
import { type MailPreference, useMailPreferences, useSaveMailPreference } from '../api/notifications';

export function MailSettings() {
  const { t } = useTranslation('notification');
  const { data, isPending } = useMailPreferences();
  const save = useSaveMailPreference();
  // The switch moves at once (as a switch does); it moves back if the change could not be saved.
  const [saving, setSaving] = useState<MailPreference | null>(null);
  const change = async (preference: MailPreference) => {
    setSaving(preference);
    try {
      await save(preference);
      toast.success(t('settings.saved'));
    } catch {
      // The API client has shown the server's message.
    } finally {
      setSaving(null);
    }
  };
  return (
    <section
      id={NOTIFICATION_SETTINGS_ANCHOR}
      className="card notification-settings"
      aria-labelledby="mail-settings-title"
    >
      <h2 id="mail-settings-title">{t('settings.title')}</h2>
      <p className="muted">{t('settings.intro')}</p>
      {isPending ? (
        <p role="status">{t('settings.loading')}</p>
      ) : !data || data.length === 0 ? (
        <p>{t('settings.none')}</p>
      ) : (
        <ul className="notification-switches">
          {data.map((preference) => (
            <li key={preference.type}>
              <label className="notification-switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={saving?.type === preference.type ? saving.mail : preference.mail}
                  disabled={saving !== null}
                  aria-busy={saving?.type === preference.type || undefined}
                  onChange={(event) => void change({ type: preference.type, mail: event.target.checked })}
                />
                <span>{t(`settings.types.${preference.type}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
