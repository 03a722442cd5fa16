/** The one choice a candidate makes about a saved search's mails: none, at once, or once a day. */
import { useTranslation } from 'react-i18next';
import type { AlertFrequency } from '@common/constants/savedSearches';

export const ALERT_CHOICES = ['OFF', 'INSTANT', 'DAILY'] as const;
export type AlertChoice = (typeof ALERT_CHOICES)[number];

export const alertSettings = (choice: AlertChoice): { alert: boolean; frequency: AlertFrequency } =>
  choice === 'OFF' ? { alert: false, frequency: 'DAILY' } : { alert: true, frequency: choice };

export const alertChoiceOf = (search: { alert: boolean; frequency: AlertFrequency }): AlertChoice =>
  search.alert ? search.frequency : 'OFF';

export function useAlertOptions() {
  const { t } = useTranslation('jobSearch');
  return ALERT_CHOICES.map((value) => ({ value, label: t(`saveSearch.alert.${value}`) }));
}
