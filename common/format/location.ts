/**
 * Location label (spec §3): the code WFH reads 'Work From Anywhere'; otherwise 'City, Country', leaving out what is
 * missing.
 */
import { WFH_CODE, WFH_LABELS } from '../constants/location';
import { DEFAULT_LANGUAGE, type Language } from '../locales';

export interface LocationLike {
  code?: string | null;
  cityName?: string | null;
  countryNm?: string | null;
}

/**
 * @param wfhLabel lets the app pass its own translation (i18next); by default the label of `lng` is used.
 */
export function formatLocation(
  loc: LocationLike | null | undefined,
  lng: Language = DEFAULT_LANGUAGE,
  wfhLabel: string = WFH_LABELS[lng],
): string {
  if (!loc) return '';
  if (loc.code?.trim().toUpperCase() === WFH_CODE) return wfhLabel;
  return [loc.cityName, loc.countryNm]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');
}
