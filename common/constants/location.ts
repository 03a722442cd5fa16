/** Work from home (spec §3, §9): the location code WFH is shown as a label instead of a city. */
import type { Language } from '../locales';

export const WFH_CODE = 'WFH';
export const WFH_LABEL = 'Work From Anywhere';

/**
 * Kept here rather than in a catalog so the pure formatter needs no i18n instance; the app may still override it
 * with its own translation.
 */
export const WFH_LABELS: Readonly<Record<Language, string>> = {
  en: WFH_LABEL,
  id: 'Bekerja dari Mana Saja',
};
