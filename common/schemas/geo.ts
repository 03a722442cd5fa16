/** country/all, state/get-state-list and city/get-city-list (and their guest twins). */
import * as v from 'valibot';
import { listRequestWith, searchText } from './list';
import { msg, requiredCode, typeMessage } from './messages';

/** ISO 3166-1 alpha-2 ('ID', 'in' → 'IN'). */
export const ISO_COUNTRY_REGEX = /^[A-Z]{2}$/;
/**
 * The subdivision part of ISO 3166-2 as the country-state-city data spells it: mostly 1–3 letters or digits
 * ('JK', '01'), a few longer ones ('CDMX', 'SH-AC'). Upper-cased like the data.
 */
export const ISO_STATE_REGEX = /^[A-Z0-9](?:[A-Z0-9-]{0,5})$/;

export const countryCode = v.pipe(
  requiredCode(),
  v.toUpperCase(),
  v.regex(ISO_COUNTRY_REGEX, msg('isoCountry')),
);
export const stateCode = v.pipe(requiredCode(), v.toUpperCase(), v.regex(ISO_STATE_REGEX, msg('isoState')));

export const countryAll = v.object({ search: v.optional(searchText) }, typeMessage);
export const stateList = listRequestWith({ countryCode });
export const cityList = listRequestWith({ countryCode, stateCode: v.optional(stateCode) });

export type CountryAllInput = v.InferInput<typeof countryAll>;
export type CountryAll = v.InferOutput<typeof countryAll>;
export type StateListInput = v.InferInput<typeof stateList>;
export type StateList = v.InferOutput<typeof stateList>;
export type CityListInput = v.InferInput<typeof cityList>;
export type CityList = v.InferOutput<typeof cityList>;
