/**
 * The in-app question before the browser's (issue 14), where alerts make sense: on the employer's dashboard ('Get
 * alerted when someone applies') and after a candidate applied ('Get alerted when your application moves'). Only a
 * click on "Turn on alerts" makes the browser ask; "Not now" holds for two weeks on this device; nothing shows once
 * push is on, off or blocked here (the notification page has the switch). A card in the page's flow, after its
 * content, rendered in the browser only (the server cannot know the browser's permission).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_TYPE, type UserType } from '@common/constants/roles';
import { pushState, turnOnPush } from '../lib/push/device';
import { PUSH_PROMPT_DISMISSED_KEY, readLocal, writeLocal } from '../lib/push/keys';
import { toast } from '../lib/toast';
import { useHydrated } from '../lib/useHydrated';
import { Button } from './ui/Button';
import './push.css';

/** How long "Not now" holds. */
const SNOOZE_MS = 14 * 24 * 60 * 60 * 1000;

function snoozed(): boolean {
  const at = Number(readLocal(PUSH_PROMPT_DISMISSED_KEY));
  return Number.isFinite(at) && at > 0 && Date.now() - at < SNOOZE_MS;
}

export function PushInvite({ role }: { role: UserType }) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const [answered, setAnswered] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!hydrated || answered || pushState() !== 'ask' || snoozed()) return null;

  const notNow = () => {
    writeLocal(PUSH_PROMPT_DISMISSED_KEY, String(Date.now()));
    setAnswered(true);
  };
  const turnOn = async () => {
    setBusy(true);
    const result = await turnOnPush();
    setBusy(false);
    if (result === 'on') toast.success(t('push.on'));
    else if (result === 'blocked') toast.error(t('push.blocked'));
    else if (result === 'failed') toast.error(t('push.failed'));
    // Dismissed in the browser's own question: ask again later, not at once.
    if (result === 'dismissed') writeLocal(PUSH_PROMPT_DISMISSED_KEY, String(Date.now()));
    setAnswered(true);
  };
  return (
    <section className="card push-invite" aria-labelledby="push-invite-title">
      <h2 id="push-invite-title" className="push-invite__title">
        {role === USER_TYPE.EMPLOYER ? t('push.askEmployer') : t('push.askCandidate')}
      </h2>
      <p className="push-invite__text">{t('push.askText')}</p>
      <div className="push-invite__actions">
        <Button variant="ghost" onClick={notNow} disabled={busy}>
          {t('push.notNow')}
        </Button>
        <Button onClick={() => void turnOn()} busy={busy}>
          {busy ? t('push.turningOn') : t('push.turnOn')}
        </Button>
      </div>
    </section>
  );
}
