/**
 * Where something is, chosen down the reference lists (country, state, city): the one rule of the company profile and
 * the candidate's personal details. The body changes the place partially (common/schemas/partialUpdate.ts
 * `placeChange`): left out, kept; null or '', cleared.
 */
import type { FlatIssue } from '../../../common/schemas/issues.js';
import type { Db } from '../../db/connect.js';
import { countryExists, findCity, stateExists } from './repository.js';

export interface Place {
  countryCode: string | null;
  stateCode: string | null;
  cityId: number | null;
}

export interface PlaceChange {
  countryCode?: string | null | undefined;
  stateCode?: string | null | undefined;
  cityId?: number | null | undefined;
}

/**
 * The place after the change, checked: the city lies in the state and the state in the country (an issue naming the
 * field otherwise, and {}). A city chosen alone brings its state and country; a new country (or state) sent without
 * a state (or city) clears what lay in the old one. {} when the body does not touch the place.
 */
export async function nextPlace(
  db: Db,
  current: Place,
  input: PlaceChange,
  issues: FlatIssue[],
): Promise<Partial<Place>> {
  const sent = (key: keyof Place) => input[key] !== undefined;
  if (!sent('countryCode') && !sent('stateCode') && !sent('cityId')) return {};
  let countryCode = sent('countryCode') ? input.countryCode || null : current.countryCode;
  let stateCode = sent('stateCode') ? input.stateCode || null : current.stateCode;
  let cityId = sent('cityId') ? (input.cityId ?? null) : current.cityId;

  let city: Awaited<ReturnType<typeof findCity>>;
  if (sent('cityId') && cityId !== null) {
    city = await findCity(db, cityId);
    if (!city) {
      issues.push({ field: 'cityId', key: 'oneOf' });
      return {};
    }
    if (!sent('countryCode')) countryCode = city.countryCode;
    if (!sent('stateCode')) stateCode = city.stateCode;
  } else {
    if (sent('countryCode') && !sent('stateCode') && countryCode !== current.countryCode) stateCode = null;
    if (!sent('cityId') && (countryCode !== current.countryCode || stateCode !== current.stateCode))
      cityId = null;
  }

  const before = issues.length;
  if (countryCode === null && (stateCode !== null || cityId !== null))
    issues.push({ field: 'countryCode', key: 'required' });
  else if (countryCode !== null && !(await countryExists(db, countryCode)))
    issues.push({ field: 'countryCode', key: 'oneOf' });
  if (issues.length > before) return {};

  if (stateCode === null && cityId !== null) issues.push({ field: 'stateCode', key: 'required' });
  else if (stateCode !== null && !(await stateExists(db, countryCode!, stateCode)))
    issues.push({ field: 'stateCode', key: 'oneOf' });
  if (issues.length > before) return {};

  if (cityId !== null) {
    const found = city ?? (await findCity(db, cityId));
    if (!found || found.countryCode !== countryCode || found.stateCode !== stateCode)
      issues.push({ field: 'cityId', key: 'oneOf' });
  }
  return { countryCode, stateCode, cityId };
}
