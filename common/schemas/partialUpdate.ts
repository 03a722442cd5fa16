/**
 * The pieces of a partial update, as the profile screens save them a screen at a time (the company profile, the
 * candidate's personal and industry details): a field left out is kept, a field sent as null (or '' for text) is
 * cleared, any other value replaces it.
 */
import * as v from 'valibot';
import { CODE_MAX_LENGTH } from '../constants/limits';
import { ISO_COUNTRY_REGEX, ISO_STATE_REGEX } from './geo';
import { integerLike } from './list';
import { msg, typeMessage } from './messages';
import { WEB_ADDRESS_MAX_LENGTH, WEB_ADDRESS_REGEX } from './webAddress';

/** Left out: kept; null: cleared. */
export const change = <S extends v.GenericSchema>(schema: S) => v.optional(v.nullable(schema));

/** Text that may be cleared: trimmed and bounded; '' clears it. */
export const clearableText = (maxLength: number) =>
  v.pipe(v.string(typeMessage), v.trim(), v.maxLength(maxLength, msg('tooLong')));

/** A web address (spec §5) that may be cleared with ''. */
export const clearableWebAddress = v.pipe(
  clearableText(WEB_ADDRESS_MAX_LENGTH),
  v.check((text) => text === '' || WEB_ADDRESS_REGEX.test(text), msg('url')),
);

/** A code checked by a pattern that may be cleared with ''; upper-cased like the reference data. */
const clearableGeoCode = (pattern: RegExp, key: 'isoCountry' | 'isoState') =>
  v.pipe(
    clearableText(CODE_MAX_LENGTH),
    v.toUpperCase(),
    v.check((text) => text === '' || pattern.test(text), msg(key)),
  );

/**
 * A place chosen down the reference lists: country, state, city. The server checks that each exists and that the
 * city lies in the state and the state in the country (server/modules/city/location.ts).
 */
export const placeChange = {
  countryCode: change(clearableGeoCode(ISO_COUNTRY_REGEX, 'isoCountry')),
  stateCode: change(clearableGeoCode(ISO_STATE_REGEX, 'isoState')),
  cityId: change(v.pipe(integerLike, v.minValue(1, msg('invalid')))),
};
